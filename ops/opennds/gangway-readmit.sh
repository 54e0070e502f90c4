#!/bin/sh
# gangway-readmit.sh <mac> <token> <custom>, run by gangway-agent.sh: a device openNDS let through
# without BinAuth's auth_client (gangway-binauth.sh's client_auth), so without Gangway's limits. Gangway checks the
# credential now (openNDS passes the login's `custom` to client_auth too), then the device is
# de-authenticated and, when Gangway said yes, authenticated again with its session length, rates
# and quota (`ndsctl auth` by MAC: openNDS's allow_preemptive_authentication 1, as the device
# leaves its client list at the de-authentication). Its Start is that ndsctl_auth.
. "$(dirname "$0")/gangway-post.sh"

mac=$1
# openNDS 9.10's ndsctl exits 4, silently, while another ndsctl (or openNDS, running BinAuth)
# holds its lock: try again each second, for two minutes at most
nds() {
	tries=0
	while :; do
		out=$(ndsctl "$@" 2>/dev/null)
		rc=$?
		[ "$rc" -ne 4 ] || [ "$tries" -ge "${GANGWAY_LOCK_TRIES:-120}" ] && break
		tries=$((tries + 1))
		sleep 1
	done
	[ "$tries" -eq 0 ] || logger -t gangway-readmit "ndsctl $1 $mac met openNDS's lock $tries times (exit $rc)"
	printf '%s' "$out"
	return "$rc"
}

logger -t gangway-readmit "$mac let through without BinAuth's check: re-admitting it"
answer=$(gangway_post binauth "method=auth_client&mac=$mac&token=$2&custom=$3") || answer=""
out=$(nds deauth "$mac")
case $out in
*deauthenticated*) ;;
*) logger -t gangway-readmit "ndsctl deauth $mac failed ($out): it keeps openNDS's defaults" && exit 1 ;;
esac
# refused (a used or late credential): the device stays captive
[ -n "$answer" ] || exit 0
# shellcheck disable=SC2086 # the answer's five numbers: seconds, rates (kbit/s), quotas (kB)
set -- $answer
out=$(nds auth "$mac" $((($1 + 59) / 60)) "$2" "$3" "$4" "$5")
case $out in
*" authenticated"*) ;;
*) logger -t gangway-readmit "ndsctl auth $mac failed ($out): captive until the portal's next login" ;;
esac
