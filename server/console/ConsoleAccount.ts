// who signed in to the console, as every console use case sees them
export const CONSOLE_ROLES = ["desk", "operator", "admin"] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export interface ConsoleAccount {
  accountId: string;
  name: string;
  role: ConsoleRole;
  // desk: the vessels ("<operator>/<vessel>") whose zones it serves; else empty
  vessels: string[];
  // operator: its fleet's folder name; else null
  operator: string | null;
  // admins sign in with a TOTP code as well once one is set
  totp: boolean;
}

/** Whether the account may see and change what a zone of this vessel holds (zones.vessel). */
export function seesVessel(account: ConsoleAccount, vessel: string | null): boolean {
  if (account.role === "admin") return true;
  if (vessel === null) return false;
  if (account.role === "operator") return vessel.startsWith(`${account.operator}/`);
  return account.vessels.includes(vessel);
}
