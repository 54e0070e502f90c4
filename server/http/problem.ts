import { STATUS_CODES } from "node:http";

export interface Problem {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
}

// Fastify's default error shape, also used for the 300 device-limit answer
export function problem(statusCode: number, message: string, code?: string): Problem {
  const body: Problem = { statusCode, error: STATUS_CODES[statusCode] ?? "Error", message };
  if (code) body.code = code;
  return body;
}

export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}
