// The page flood's attackers, as a process of their own (pageFlood.ts spawns it): the passengers'
// timings are taken in another process, whose event loop the flood's answers do not hold up.
// Arguments: base URL, addresses, pages a second each, seconds. Prints the answers' statuses as JSON.
import { BROWSER_HEADERS, benchClient, paced } from "./benchClient.ts";
import { attackerAddress, benchMac as mac } from "./fairnessAddresses.ts";

const [base = "", attackers = 100, rate = 9, seconds = 20] = process.argv
  .slice(2)
  .map((a, i) => (i === 0 ? a : Number(a))) as [string, number, number, number];

// a connection of its own for each address, as the proxy in front opens them
const client = benchClient(base, attackers);
const answers: Record<string, number> = {};
const inFlight: Promise<unknown>[] = [];
const total = attackers * rate * seconds;
let sent = 0;
await paced((elapsed) => {
  const due = Math.min(total, Math.floor((elapsed / 1000) * attackers * rate));
  for (; sent < due; sent++) {
    const a = sent % attackers;
    const path = `/?mac=${mac(0x0e, a)}&zoneId=gn-premium-demo`;
    inFlight.push(
      client.send({ client: attackerAddress(a, true), method: "GET", path, headers: BROWSER_HEADERS }).then(
        (r) => {
          answers[r.status] = (answers[r.status] ?? 0) + 1;
        },
        () => {
          answers.error = (answers.error ?? 0) + 1;
        },
      ),
    );
  }
  return sent >= total;
});
await Promise.all(inFlight);
client.close();
console.log(JSON.stringify(answers));
