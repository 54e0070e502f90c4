import type { HttpRequest, HttpResponse, HttpTransport } from "./HttpTransport.ts";

// the real provider over the network; a provider that does not answer in time is an error
export function fetchTransport(timeoutMs = 10000): HttpTransport {
  return async (request: HttpRequest): Promise<HttpResponse> => {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  };
}
