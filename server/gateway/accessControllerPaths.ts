// the browser redirects a real access controller answers; the simulator serves them here
export const ACCESS_CONTROLLER_PATHS = [
  "/auth",
  "/logout",
  "/tempbypass",
  "/cnabypass",
  "/triggerrelay",
  "/generate_204",
] as const;

// the internet check of the simulated walled garden
export const INTERNET_PROBE_PATH = "/generate_204";

export function isAccessControllerPath(path: string): boolean {
  return (ACCESS_CONTROLLER_PATHS as readonly string[]).includes(path);
}
