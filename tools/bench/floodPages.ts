// The page flood's attackers, as a process of their own (pageFlood.ts spawns it): the passengers'
// timings are taken in another process, whose event loop the flood's answers do not hold up.
// Arguments: base URL, addresses, pages a second each, seconds. Prints the answers' statuses as JSON.
import { BROWSER_HEADERS, benchClient, flood } from "./benchClient.ts";
import { attackerAddress, benchMac as mac } from "./fairnessAddresses.ts";

const [base = "", attackers = 100, rate = 9, seconds = 20] = process.argv
  .slice(2)
  .map((a, i) => (i === 0 ? a : Number(a))) as [string, number, number, number];

// a connection of its own for each address, as the proxy in front opens them
const client = benchClient(base, attackers);
const answers = await flood(attackers * rate * seconds, attackers * rate, (n) => {
  const a = n % attackers;
  const path = `/?mac=${mac(0x0e, a)}&zoneId=gn-premium-demo`;
  return client.send({ client: attackerAddress(a, true), method: "GET", path, headers: BROWSER_HEADERS });
});
client.close();
console.log(JSON.stringify(answers));
