export interface HttpRequest {
  method: "GET" | "POST" | "PUT";
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface HttpResponse {
  status: number;
  // the parsed JSON answer, or null when there was none
  body: unknown;
}

// how the payment code talks HTTP: fetch for the real provider, in-process for the sandbox
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;
