#!/bin/sh
# openNDS's BinAuth (its `binauth` option) for a zone behind Gangway. openNDS calls it with the
# method and the device (docs/source/binauth.rst of openNDS 9.10):
#   auth_client <mac> <redir> <user agent> <ip> <token> <custom>: may the device through? Gangway
#     checks the one-time credential the portal put in `custom` and answers the device's session
#     length, rates and quota, which this prints for openNDS; a refusal exits 1 (openNDS denies)
#   client_auth, ndsctl_auth, *_deauth <mac> <bytes in> <bytes out> <start> <end> <token>: the
#     session started or ended (what Gangway records as accounting Start and Stop)
. "$(dirname "$0")/gangway-post.sh"

method=$1
if [ "$method" = "auth_client" ]; then
	answer=$(gangway_post binauth "method=auth_client&mac=$2&ip=$5&token=$6&custom=$7") || exit 1
	echo "$answer"
	exit 0
fi
# the session's end is news for Gangway, never a reason to keep the device: errors are only logged
gangway_post binauth "method=$method&mac=$2&in=$3&out=$4&start=$5&end=$6&token=$7" >/dev/null ||
	logger -t gangway-binauth "Gangway did not take $method for $2"
exit 0
