// what an admin's change to an account came to (disableAccount, changeRole)
export type ChangeOutcome =
  | { kind: "changed" }
  | { kind: "unknown" }
  // an admin cannot disable or demote the account it is signed in with (no admin locks itself out)
  | { kind: "self" }
  | { kind: "refused"; field: string; reason: string };
