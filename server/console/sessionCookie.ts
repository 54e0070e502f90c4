// the signed-in console session's cookie, on the console's path alone
export const SESSION_COOKIE = "gangway_console";

export const cookieOptions = (secure: boolean) =>
  ({ path: "/console", httpOnly: true, sameSite: "strict", secure }) as const;
