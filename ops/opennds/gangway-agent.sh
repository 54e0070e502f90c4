#!/bin/sh
# The periodic half of Gangway's agent for openNDS: every GANGWAY_INTERVAL seconds (default 15)
# it posts `ndsctl json` (what each authenticated device used this session: the status page's
# usage, "used up", the reports) and de-authenticates the devices Gangway's answer names (a
# logout, a revoke, an allowance used up: openNDS takes no de-authentication from afar).
. "$(dirname "$0")/gangway-post.sh"

state=${GANGWAY_STATE_DIR:-/tmp/gangway-opennds}
# the re-admissions gangway-binauth.sh asked for (a device openNDS let through without BinAuth's
# check): run here, by a process openNDS did not start, which holds none of openNDS's descriptors
readmit() {
	for request in "$state"/readmit-*; do
		[ -f "$request" ] || continue
		read -r device token custom <"$request"
		rm -f "$request"
		"$(dirname "$0")/gangway-readmit.sh" "$device" "$token" "$custom" </dev/null >/dev/null 2>&1
	done
}

while :; do
	readmit
	began=$(date +%s)
	report=$(ndsctl json 2>/dev/null)
	# exit 4, silently: another ndsctl holds openNDS's lock (authmon's auth, a deauth); once more
	[ $? -eq 4 ] && sleep 1 && report=$(ndsctl json 2>/dev/null)
	took=$(($(date +%s) - began))
	if [ -n "$report" ] && deauths=$(gangway_post clients "$report"); then
		for mac in $deauths; do
			ndsctl deauth "$mac" >/dev/null 2>&1 || logger -t gangway-agent "ndsctl deauth $mac failed"
		done
	else
		logger -t gangway-agent "could not report to Gangway"
	fi
	# gangway-binauth.sh's marks live from auth_client to client_auth: what openNDS never followed up
	find "$state" -type f -mmin +10 -exec rm -f {} + 2>/dev/null
	if [ "${GANGWAY_ONCE:-0}" = 1 ]; then
		readmit
		exit 0
	fi
	# `ndsctl json` holds openNDS's lock while it runs a script per device (seconds on a busy
	# gateway), and at FAS level 3 authmon's `ndsctl auth` that meets the lock fails silently (exit
	# 4, no "locked" for authmon.sh to read) and waits a whole poll: a grant never applied when the
	# agent held the lock most of the time. The agent keeps it at most a third of the time
	pause=$((took * 2))
	[ "$pause" -lt "${GANGWAY_INTERVAL:-15}" ] && pause=${GANGWAY_INTERVAL:-15}
	# a second at a time: a re-admission asked meanwhile runs within one
	while [ "$pause" -gt 0 ]; do
		sleep 1
		readmit
		pause=$((pause - 1))
	done
done
