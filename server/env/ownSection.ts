/** What a plugin is handed besides its options: the environment to read its own section of. */
export interface EnvOption {
  // main.ts hands process.env down; a test hands none, and the plugin runs on its options alone
  env?: NodeJS.ProcessEnv;
}

/**
 * A plugin's settings: its section of `env` (when one is handed down), with every option given
 * over it, so a test overrides one setting by passing it to the one plugin concerned.
 */
export function ownSection<T extends object>(
  options: T & EnvOption,
  read: (env: NodeJS.ProcessEnv) => Partial<NoInfer<T>>,
): T {
  const { env, ...given } = options;
  const set = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return { ...(env ? read(env) : {}), ...set } as T;
}
