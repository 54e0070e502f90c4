import { checkSection, FLAG } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";

// the console's own section of the environment (server/README.md, "The console")
export const CONSOLE_ENV = {
  // on unless switched off: it answers nothing without a signed-in session, and no account exists
  // until an admin adds one (npm run console -- add-user)
  CONSOLE: {
    rule: FLAG,
    unset: "on",
    text: "`0` switches the console off: nothing answers under `/console` ([the console](../how-to/console.md))",
  },
  // another listener for it (the crew network's address, not the passengers'): the portal's then has none
  CONSOLE_HOST: {
    rule: { type: "string", minLength: 1 },
    unset: "",
    text: "with `CONSOLE_PORT`: the console's own listener (the crew network's address, not the passengers'); the portal's listener then has no `/console`",
  },
  CONSOLE_PORT: {
    rule: { type: "integer", minimum: 0, maximum: 65535 },
    unset: "",
    text: "the console's own listener's port (`0` picks a free one)",
  },
  CONSOLE_IDLE_MINUTES: {
    rule: { type: "integer", minimum: 1, maximum: 1440, default: 30 },
    unset: "30",
    text: "a console session unused this long is ended",
  },
} satisfies EnvSection;

export interface ConsoleSettings {
  on: boolean;
  // set: its own listener at host:port
  listen: { host: string; port: number } | undefined;
  idleMs: number;
}

interface RawConsoleEnv {
  CONSOLE?: string;
  CONSOLE_HOST?: string;
  CONSOLE_PORT?: number;
  CONSOLE_IDLE_MINUTES: number;
}

/** Reads CONSOLE, CONSOLE_HOST, CONSOLE_PORT and CONSOLE_IDLE_MINUTES; a wrong one throws ServerEnvError. */
export function readConsoleEnv(env: NodeJS.ProcessEnv): ConsoleSettings {
  const raw = checkSection<RawConsoleEnv>(CONSOLE_ENV, {
    ...Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith("CONSOLE"))),
  });
  const off = ["0", "false", "no", "off"].includes((raw.CONSOLE ?? "").toLowerCase());
  const separate = raw.CONSOLE_HOST !== undefined || raw.CONSOLE_PORT !== undefined;
  return {
    on: !off,
    listen: separate ? { host: raw.CONSOLE_HOST ?? "127.0.0.1", port: raw.CONSOLE_PORT ?? 0 } : undefined,
    idleMs: raw.CONSOLE_IDLE_MINUTES * 60_000,
  };
}
