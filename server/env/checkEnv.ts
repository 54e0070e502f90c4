import type { EnvSection, Rule } from "./EnvSection.ts";
import { envValidator } from "./envValidator.ts";
import { rulesOf } from "./rulesOf.ts";
import { ServerEnvError } from "./ServerEnvError.ts";

// a switch: 1/0, true/false, yes/no, on/off (any case); unset or empty keeps the default
export const FLAG = {
  type: "string",
  pattern: "^(?:[01]|[Tt]rue|TRUE|[Ff]alse|FALSE|[Yy]es|YES|[Nn]o|NO|[Oo]n|ON|[Oo]ff|OFF)?$",
};

const OFF = ["0", "false", "no", "off"];

/** A FLAG's value: unset or empty is `fallback`, 0/false/no/off (any case) off, the rest on. */
export const flagOf = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === "" ? fallback : !OFF.includes(value.toLowerCase());

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: { allowedValues?: unknown[] };
}

// a variable's `pattern` comes with `says`, the rule in words: a regular expression means nothing to
// the person who set the variable; a `secret` one's value is never repeated in a refusal
type Properties = Record<string, Rule>;

// a URL's password never reaches a terminal or a log: postgres://gangway:…@db.example
const masked = (value: unknown) =>
  typeof value === "string" ? value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@/]*@/i, "$1…@") : value;

// "PORT must be integer, not "abc"": the variable, the rule, and what was given
function explain(error: AjvError, data: Record<string, unknown>, properties: Properties): string {
  const name = error.instancePath.slice(1);
  const says = properties[name]?.says;
  const rule = error.params.allowedValues
    ? `must be one of ${error.params.allowedValues.join(", ")}`
    : properties[name]?.pattern === FLAG.pattern
      ? "must be 1/0, true/false, yes/no or on/off"
      : error.keyword === "pattern" && says
        ? `must be ${says}`
        : error.message;
  return properties[name]?.secret
    ? `${name} ${rule}`
    : `${name} ${rule}, not ${JSON.stringify(masked(data[name]))}`;
}

/**
 * The variables `properties` describes (typed, defaults filled in, as env-schema did), with every wrong
 * one said in one line (ServerEnvError). The server and the commands that open its database
 * (npm run vouchers) check their variables with this one function, so a value one accepts the
 * other accepts too. An empty variable counts as unset, as a shell's `PORT= npm run serve` means.
 */
export function checkEnv<T>(properties: Properties, env: NodeJS.ProcessEnv): T {
  const data = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  // a copy: the check fills in defaults, coerces and drops what no rule names
  const checked: Record<string, unknown> = { ...data };
  const validate = envValidator(properties);
  if (!validate(checked))
    throw new ServerEnvError(
      (validate.errors ?? []).map((e) => explain(e as AjvError, data, properties)).join("; "),
    );
  // a list's text split once it passed its rule, as env-schema's separator keyword did last
  for (const [name, { separator }] of Object.entries(properties)) {
    const value = checked[name];
    if (separator !== undefined && typeof value === "string")
      checked[name] = value === "" ? [] : value.split(separator);
  }
  return checked as T;
}

/** The checked variables of a plugin's section (those with a rule), as checkEnv checks them. */
export function checkSection<T>(section: EnvSection, env: NodeJS.ProcessEnv): T {
  return checkEnv<T>(rulesOf(section), env);
}
