import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { closest } from "../../fleet/lint/closest.ts";

// the command's process ends: one line on stderr, exit code 2
const exitWith = (line: string): never => {
  console.error(line);
  process.exit(2);
};

/**
 * A command's --options as parseArgs reads them; a mistyped option (--vesel) or one without its
 * value is one line and exit code 2, with the nearest option, not Node's stack trace. A command
 * run in-process (npm run vouchers' runVouchers) gives its own `refuse` for that line.
 */
export function parseOptions<T extends ParseArgsOptionsConfig>(
  command: string,
  options: T,
  args?: string[],
  refuse: (line: string) => never = exitWith,
) {
  try {
    return parseArgs({ options, args, strict: true }).values;
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    if (!code?.startsWith("ERR_PARSE_ARGS")) throw error;
    const typed = /'(--?[^']+)'/.exec(message)?.[1] ?? "";
    const near =
      code === "ERR_PARSE_ARGS_UNKNOWN_OPTION"
        ? closest(typed.replace(/^-+/, ""), Object.keys(options))
        : undefined;
    const said = code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? `unknown option ${typed}` : message.split(".")[0];
    return refuse(
      `${command}: ${said}${near ? ` (did you mean --${near}?)` : ""}; npm run ${command} -- --help lists them`,
    );
  }
}
