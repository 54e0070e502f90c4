// the refusal the logout's and reset's outcome tables share
export const NO_SESSION = { status: 404, message: "no session for this device in this zone" };
