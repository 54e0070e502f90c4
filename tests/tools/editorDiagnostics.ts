import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import jsonLanguageService, { type Diagnostic } from "vscode-json-languageservice";

// its main is a UMD bundle: Node's own import sees only its default export (the server project runs
// without Vite's module runner, vitest.config.ts)
const { getLanguageService, TextDocument } = jsonLanguageService;
const ROOT = resolve(import.meta.dirname, "../..");

// the schemas VS Code uses for manifests, as .vscode/settings.json maps them
function editorSchemas(): { fileMatch: string[]; uri: string }[] {
  const settings = JSON.parse(readFileSync(resolve(ROOT, ".vscode/settings.json"), "utf8"));
  return (settings["json.schemas"] as { fileMatch: string[]; url: string }[]).map((s) => ({
    fileMatch: s.fileMatch,
    uri: pathToFileURL(resolve(ROOT, s.url)).href,
  }));
}

/**
 * What VS Code's JSON language service (the same library the editor runs) reports on a manifest
 * file's text: its diagnostics, with the schemas of .vscode/settings.json and $ref resolved from disk.
 */
export async function editorDiagnostics(file: string, text: string): Promise<Diagnostic[]> {
  const service = getLanguageService({
    schemaRequestService: async (uri) => readFileSync(new URL(uri), "utf8"),
    workspaceContext: { resolveRelativePath: (path, base) => new URL(path, base).href },
  });
  service.configure({ validate: true, allowComments: false, schemas: editorSchemas() });
  // fileMatch patterns match the document's path from the workspace root
  const uri = pathToFileURL(resolve(ROOT, file)).href;
  const document = TextDocument.create(uri, "json", 1, text);
  const json = service.parseJSONDocument(document);
  return service.doValidation(document, json, { schemaValidation: "error", comments: "error" });
}
