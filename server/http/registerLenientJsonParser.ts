import type { FastifyInstance } from "fastify";

// the portal POSTs reset/logout/open auth without a body, some clients still send
// content-type: application/json; treat an empty body as none instead of a 400
export function registerLenientJsonParser(app: FastifyInstance): void {
  const strict = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    // parseAs "string" always hands over a string
    const text = body.toString();
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    strict(request, text, done);
  });
}
