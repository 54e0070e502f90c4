// a precompiled standalone validator: true or false, with .errors on failure
export type Validator = ((data: unknown) => boolean) & { errors?: unknown };

export class InvalidAnswerError extends Error {
  constructor(what: string, errors: unknown) {
    super(`the server's ${what} answer does not match its schema: ${JSON.stringify(errors)}`);
  }
}

/** Narrows an API answer through its schema, so a malformed answer fails loudly at the boundary. */
export function checked<T>(what: string, validate: Validator, data: unknown): T {
  if (!validate(data)) throw new InvalidAnswerError(what, validate.errors);
  return data as T;
}
