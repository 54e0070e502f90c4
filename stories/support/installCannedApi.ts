import { getResponse } from "msw";
import { apiRoutes } from "./apiRoutes.ts";
import { type CannedApi, cannedApi } from "./cannedApi.ts";

/**
 * Puts the canned API in front of the page's fetch (the engine's ofetch looks fetch up on each
 * call): msw's handlers answer it, anything else goes on. Returns the undo. Not msw's service
 * worker: under Storybook's Vitest browser runner, a page it controls fails to load the lazy page
 * chunk ("Failed to fetch dynamically imported module: …/engine/render/otherPageBindings.ts").
 */
export function installCannedApi(api: CannedApi): () => void {
  const handlers = apiRoutes(cannedApi(api));
  const real = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await getResponse(handlers, new Request(input, init));
    if (response?.type === "error") throw new TypeError("Failed to fetch");
    return response ?? real(input, init);
  };
  return () => {
    globalThis.fetch = real;
  };
}
