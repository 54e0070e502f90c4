// the browser redirects a real access controller answers; the simulator serves them here
export const ACCESS_CONTROLLER_PATHS = [
  "/auth",
  "/logout",
  "/tempbypass",
  "/cnabypass",
  "/triggerrelay",
] as const;

export function isAccessControllerPath(path: string): boolean {
  return (ACCESS_CONTROLLER_PATHS as readonly string[]).includes(path);
}
