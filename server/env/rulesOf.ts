import type { EnvSection, Rule } from "./EnvSection.ts";

const made = new WeakMap<EnvSection, Record<string, Rule>>();

/** The checked variables of a plugin's section (those with a rule), one object per section. */
export function rulesOf(section: EnvSection): Record<string, Rule> {
  let rules = made.get(section);
  if (!rules) {
    rules = {};
    for (const [name, variable] of Object.entries(section)) if (variable.rule) rules[name] = variable.rule;
    made.set(section, rules);
  }
  return rules;
}
