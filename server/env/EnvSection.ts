// a variable's rule, as env-schema checks it; `says` (the pattern in words) and `secret` (never
// repeated in a refusal) are ours (checkEnv.ts)
export interface Rule {
  type: string;
  pattern?: string;
  says?: string;
  secret?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  enum?: string[];
  separator?: string;
  default?: unknown;
}

/**
 * One variable of a plugin's section: how it is checked at start (none: read by its feature, as
 * PAYMENT_PROVIDER or GATEWAY_KEYS are) and what docs/reference/environment.md says of it (npm run
 * gen): `unset` is what leaving it out means, in words; `text` what it is for.
 */
export interface EnvVariable {
  rule?: Rule;
  unset: string;
  text: string;
}

/** A plugin's part of the environment, beside the plugin that reads it. */
export type EnvSection = Record<string, EnvVariable>;
