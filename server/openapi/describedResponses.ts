import { STATUS_CODES } from "node:http";

type Json = Record<string, unknown>;

// a response's own words, else its status's: the plugin would repeat the description of the schema
// it refers to (ApiError's for every 4xx and 5xx)
export function describedResponses(response: unknown): Json | undefined {
  if (!response) return undefined;
  const described = Object.entries(response as Record<string, Json>).map(([code, schema]) => {
    if (typeof schema.description === "string" && !schema.$ref) return [code, schema];
    const status = code.toUpperCase();
    const description =
      status === "4XX"
        ? "Client error: the reason is in `message`"
        : status === "5XX"
          ? "Server error, without details (they are in the server log)"
          : (STATUS_CODES[status] ?? status);
    // beside a $ref or content the plugin reads `description` and drops it from the schema; an
    // inline schema keeps its keywords, so the plugin's own x-response-description says it there
    const key = schema.$ref || schema.content ? "description" : "x-response-description";
    return [code, { ...schema, [key]: description }];
  });
  return Object.fromEntries(described);
}
