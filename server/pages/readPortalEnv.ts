import { checkSection } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";

export const PORTAL_ENV = {
  STATIC_DIR: {
    rule: { type: "string", minLength: 1, default: "./dist" },
    unset: "./dist",
    text: "the built portal (`npm run build`); without it portal routes are a JSON 404",
  },
  STORYBOOK_DIR: {
    rule: { type: "string" },
    unset: "",
    text: "a Storybook static build (`npm run build-storybook`) to serve at `/storybook/`, under a policy of its own",
  },
} satisfies EnvSection;

/** STATIC_DIR and STORYBOOK_DIR; a wrong one throws ServerEnvError. */
export function readPortalEnv(env: NodeJS.ProcessEnv): { staticDir: string; storybookDir?: string } {
  const raw = checkSection<{ STATIC_DIR: string; STORYBOOK_DIR?: string }>(PORTAL_ENV, env);
  return { staticDir: raw.STATIC_DIR, storybookDir: raw.STORYBOOK_DIR };
}
