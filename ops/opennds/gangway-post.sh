# Sourced by gangway-binauth.sh and gangway-agent.sh: the settings, and one signed POST to Gangway.
# Needs curl, openssl and sha256sum (OpenWrt: curl, openssl-util, coreutils-sha256sum).
# shellcheck shell=sh
. "${GANGWAY_AGENT_CONF:-/etc/opennds/gangway-agent.conf}"
: "${GANGWAY_URL:?GANGWAY_URL is not set in the agent's settings}"
: "${GANGWAY_ZONE:?GANGWAY_ZONE is not set in the agent's settings}"
: "${GANGWAY_FASKEY:?GANGWAY_FASKEY is not set in the agent's settings}"

# gangway_post <call> <body>: the answer on stdout; fails when Gangway refuses or cannot be reached.
# The signature is HMAC-SHA256 with the faskey over "<unix time>.<zone>.<body>"
# (server/gateway/opennds/agentSignature.ts): the key itself never leaves the gateway.
gangway_post() {
	t=$(date +%s)
	s=$(printf '%s' "$t.$GANGWAY_ZONE.$2" | openssl dgst -sha256 -hmac "$GANGWAY_FASKEY" | sed 's/^.*= //')
	printf '%s' "$2" | curl -sf -m "${GANGWAY_TIMEOUT:-10}" \
		-H "content-type: application/x-gangway-opennds" \
		-H "x-gangway-signature: t=$t,s=$s" \
		--data-binary @- "$GANGWAY_URL/api/v1/opennds/$GANGWAY_ZONE/$1"
}
