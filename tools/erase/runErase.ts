import { type DatabaseEnv, type ErasureReport, eraseByEmail, eraseByMac } from "../../server/operations.ts";
import { openServerDatabase } from "../cli/openServerDatabase.ts";

export type EraseRun = { database: DatabaseEnv; now: number } & ({ email: string } | { mac: string });

/** What was erased, as the operator reads it (and keeps for the passenger's request). */
export function describeErasure(who: string, where: string, report: ErasureReport): string {
  const lines = [`erased the personal data of ${who} from ${where}:`];
  for (const [what, n] of Object.entries(report.removed))
    lines.push(`  removed     ${String(n).padStart(5)}  ${what}`);
  for (const [what, n] of Object.entries(report.anonymised))
    lines.push(`  anonymised  ${String(n).padStart(5)}  ${what}`);
  for (const [what, n] of Object.entries(report.left))
    lines.push(`  left alone  ${String(n).padStart(5)}  ${what}`);
  if (report.devices.length > 0)
    lines.push(
      `devices that used these orders' vouchers (npm run erase -- --mac <address> erases one): ${report.devices.join(", ")}`,
    );
  return `${lines.join("\n")}\n`;
}

/** Erases by e-mail or mac in the server's database (closed before it returns or throws). */
export async function runErase(o: EraseRun): Promise<string> {
  const store = await openServerDatabase(o.database);
  try {
    if ("mac" in o) return describeErasure(o.mac, store.where, await eraseByMac(store, o.mac, o.now));
    return describeErasure(o.email, store.where, await eraseByEmail(store, o.email, o.now));
  } finally {
    await store.close();
  }
}
