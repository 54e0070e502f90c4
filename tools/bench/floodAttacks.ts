// The fairness bench's attackers, as a process of their own (fairness.ts spawns it through
// spawnFlood.ts). Arguments: base URL, addresses, requests a second each, seconds, IPv6 (true:
// every other address is of the ship's /64). Prints the answers' statuses as JSON.
import { benchClient, flood } from "./benchClient.ts";
import { attackerAddress, benchMac as mac } from "./fairnessAddresses.ts";
import { BOOKING, BUYER, CRUISE_ZONE, PMS, STORE_ZONE, ZONE } from "./fairnessZones.ts";

const [base = "", attackers = 300, rate = 4, seconds = 30] = process.argv
  .slice(2, 6)
  .map((a, i) => (i === 0 ? a : Number(a))) as [string, number, number, number];
const ipv6 = process.argv[6] !== "false";

// a connection for every few addresses, as the proxy in front opens them
const client = benchClient(base, 128);
const post = (who: string, path: string, zone: string, body?: unknown) =>
  client.send({ client: who, method: "POST", path, zone, body });
// a wrong code, a trial for a mac nobody owns, an item not on sale, a booking that is nobody's: each
// address cycles through the four (at 4 a second, one of each a second: in 30 s its own limit of
// vouchers, checkouts and look-ups, three times its trials')
const attacks = [
  (a: string, n: number) =>
    post(a, "/api/v1/voucher/auth", ZONE, { mac: mac(0x0a, n), voucher: `G${n % 1e5}`, termsAccepted: true }),
  (a: string, n: number) => post(a, `/api/v1/open/1/auth/${mac(0x0b, n)}`, ZONE, { termsAccepted: true }),
  (a: string) =>
    post(a, "/api/v1/store/order/checkout/nets", STORE_ZONE, {
      ...BUYER,
      items: [{ id: 99_999, amount: 1 }],
    }),
  (a: string, n: number) =>
    post(a, `${PMS}/validate`, CRUISE_ZONE, { ...BOOKING, personalKey: `WRONG-${n}` }),
];

const answers = await flood(attackers * rate * seconds, attackers * rate, (n) => {
  const a = n % attackers;
  const i = Math.floor(n / attackers);
  const attack = attacks[i % attacks.length] as (a: string, n: number) => ReturnType<typeof post>;
  return attack(attackerAddress(a, ipv6), a * 1e5 + i);
});
client.close();
console.log(JSON.stringify(answers));
