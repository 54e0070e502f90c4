#!/bin/sh
# only the address and the default route: never the machine's /etc/resolv.conf
case "$1" in
  bound|renew)
    ip addr flush dev "$interface"
    ip addr add "$ip/${mask:-24}" dev "$interface"
    ip route replace default via "$router" dev "$interface"
    ;;
esac
exit 0
