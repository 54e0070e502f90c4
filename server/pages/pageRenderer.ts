import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { PageInput, RenderedPage as DrawnPage } from "../../engine/ssr/renderPage.tsx";
import type { BootPayload } from "./bootPayload.ts";
import type { QueryFields } from "./pageQuery.ts";
import { acceptedLanguages } from "../http/preferredLocale.ts";

// the engine's one server-render entry: its types come from its source, so tsc catches a change on
// either side; at run time the server loads the build of it (dist-ssr/renderPage.js)
export type RenderEntry = typeof import("../../engine/ssr/renderPage.tsx");

/** The page the entry drew; the server only writes its locale into the page, as text. */
export type RenderedPage = Omit<DrawnPage, "locale"> & { locale: string };

export interface PageRequest {
  path: string;
  /** the URL's own query string, as the browser's router will see it (passed on, not parsed) */
  search: string;
  /** the URL's parameters, as the server read them once (pages/pageQuery.ts) */
  fields: QueryFields;
  /** the device's: the URL's, or the ones kept from its first page */
  device: Record<string, string>;
  acceptLanguage: string | undefined;
  userAgent: string | undefined;
  /** the page's origin as the browser sees it (the request's scheme and Host) */
  origin: string;
  /** a language chosen in this browser (?lang=, or its cookie), before Accept-Language's */
  chosenLocale?: string | null;
}

export type PageRenderer = ((payload: BootPayload, request: PageRequest) => Promise<RenderedPage | null>) & {
  /** the entry itself: the portal's forms answer with its checks and steps (server/pages/forms/) */
  entry: RenderEntry;
  /** the page of a browser that names no device the server knows: the error page, or a legal text */
  bare: (request: PageRequest) => Promise<RenderedPage | null>;
};

// the engine's own locales, for a page without a zone
const ENGINE_LOCALES = ["en", "sv", "el"] as const;

/**
 * Draws a device's page on the server with the engine's own entry. Nothing drawn (null) leaves
 * the page to the browser as before: no build of the entry, a query the browser would not take,
 * or an error while drawing (logged). A page the browser would leave at once is drawn as where it
 * leads (an in-app browser on a guarded zone: the page telling it to open a full browser).
 */
export async function pageRenderer(entryFile: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as RenderEntry;
  const render = async (payload: BootPayload, request: PageRequest) => {
    try {
      const query = entry.queryOf(request.device);
      // the manifest the browser gets in the same page: what it hydrates is what was drawn
      const zone = payload.manifest as PageInput["zone"] | undefined;
      if (!query || !zone) return null;
      // the browser's own rule (schemas/pickLocale.ts) with what it will see as
      // navigator.languages: its Accept-Language in order of q-values
      const locale = entry.pickLocale(
        zone.locales,
        request.chosenLocale ?? null,
        acceptedLanguages(request.acceptLanguage),
      );
      return await entry.renderPage({
        path: request.path,
        search: request.search,
        entry: entry.readEntry(request.fields),
        query,
        // the page's own data, as the browser gets it: its start-up seeds its store from the same
        payload,
        zone,
        locale,
        origin: request.origin,
        userAgent: request.userAgent ?? "",
        // the page is still sent, that part drawn by the browser (React's production build puts no
        // message or stack into the page: vite.config.ts); the reason goes to the log, not the console
        onError: (error: unknown) =>
          log.warn({ err: error, path: request.path }, "part of a page failed to draw; the browser draws it"),
      });
    } catch (error) {
      log.error({ err: error, path: request.path }, "server render failed; the browser draws the page");
      return null;
    }
  };
  const bare = async (request: PageRequest) => {
    try {
      const locale = entry.pickLocale(
        [...ENGINE_LOCALES],
        request.chosenLocale ?? null,
        acceptedLanguages(request.acceptLanguage),
      );
      return await entry.renderBarePage({
        path: request.path,
        search: request.search,
        locale,
        origin: request.origin,
        userAgent: request.userAgent ?? "",
        onError: (error: unknown) =>
          log.warn({ err: error, path: request.path }, "part of a page failed to draw; the browser draws it"),
      });
    } catch (error) {
      log.error({ err: error, path: request.path }, "server render failed; the browser draws the page");
      return null;
    }
  };
  return Object.assign(render, { entry, bare });
}
