#!/bin/sh
# openNDS's BinAuth (its `binauth` option) for a zone behind Gangway. openNDS calls it with the
# method and the device (docs/source/binauth.rst of openNDS 9.10):
#   auth_client <mac> <redir> <user agent> <ip> <token> <custom>: may the device through? Gangway
#     checks the one-time credential the portal put in `custom` and answers the device's session
#     length, rates and quota, which this prints for openNDS
#   client_auth, ndsctl_auth, *_deauth <mac> <bytes in> <bytes out> <start> <end> <token> <custom>:
#     the session started or ended (what Gangway records as accounting Start and Stop)
. "$(dirname "$0")/gangway-post.sh"

# the tokens Gangway checked at auth_client, until openNDS's client_auth for them
vetted=${GANGWAY_STATE_DIR:-/tmp/gangway-opennds}
method=$1
if [ "$method" = "auth_client" ]; then
	# A refusal prints nothing and exits 0. openNDS 9.10 lets a device through, with its own
	# defaults, when BinAuth exits non-zero ("BinAuth script failed to execute", src/http_microhttpd.c
	# do_binauth; fixed upstream after 9.10); no limits printed is a refusal in every version
	answer=$(gangway_post binauth "method=auth_client&mac=$2&ip=$5&token=$6&custom=$7") || exit 0
	case $6 in '' | *[!0-9a-f]*) exit 0 ;; esac
	mkdir -p -m 700 "$vetted" && : >"$vetted/$6" && echo "$answer"
	exit 0
fi
if [ "$method" = "client_auth" ]; then
	case $7 in '' | *[!0-9a-f]*) exit 0 ;; esac
	if ! rm "$vetted/$7" 2>/dev/null; then
		# openNDS let the device through without asking: it runs BinAuth's auth_client only when it
		# gets ndsctl's lock, and takes a busy lock (the agent's `ndsctl json`) for a yes with no
		# limits. The device is online on openNDS's defaults until gangway-readmit.sh puts Gangway's
		# on it. The agent runs it (gangway-agent.sh), never a process of this one: openNDS hands its
		# scripts every descriptor it holds, the busy `ndsctl json`'s connection among them, and a
		# re-admission started from here kept that connection open, so that ndsctl never ended,
		# never let go of the lock, and the re-admission waited for the lock until it gave up
		mkdir -p -m 700 "$vetted" && printf '%s %s %s\n' "$2" "$7" "$8" >"$vetted/readmit-$7"
		exit 0
	fi
fi
# the session's end is news for Gangway, never a reason to keep the device: errors are only logged
gangway_post binauth "method=$method&mac=$2&in=$3&out=$4&start=$5&end=$6&token=$7" >/dev/null ||
	logger -t gangway-binauth "Gangway did not take $method for $2"
exit 0
