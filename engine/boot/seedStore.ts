import type { createStore } from "jotai";
import type { BootPayload } from "../../schemas/gen/api.gen.ts";
import { toCruisePackage } from "../api/cruisePms.ts";
import type { Zone } from "../api/Zone.ts";
import { initialErrors } from "../flows/formMessages.ts";
import { brandImagesAtom } from "../state/brandImagesAtom.ts";
import { errorsAtom } from "../state/errorsAtom.ts";
import { formStateAtom } from "../state/formStateAtom.ts";
import { inlinedPackagesAtom } from "../state/inlinedPackagesAtom.ts";
import { inlinedPurchaseAtom } from "../state/inlinedPurchaseAtom.ts";
import { inlinedStoreAtom } from "../state/inlinedStoreAtom.ts";
import { opensAtom } from "../state/opensAtom.ts";
import { renderedAtAtom } from "../state/renderedAtAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { settingsAtom } from "../state/settingsAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";

type Store = ReturnType<typeof createStore>;

/**
 * The store as the page's own data leaves it (schemas/api/boot-payload.schema.json, checked by its
 * generated validator), set alike by the server that draws the page (engine/ssr/renderPage.tsx) and
 * the browser that hydrates it (boot.ts): what one draws from is what the other does. A new field of
 * the page's data is its schema and one line here. `zone`: the payload's manifest, typed as the
 * zone registry checked it (or the one the browser fetched when the page carried none).
 */
export function seedStore(store: Store, payload: BootPayload, zone: Zone): void {
  store.set(settingsAtom, payload.settings);
  store.set(zoneAtom, zone);
  store.set(sessionAtom, payload.session);
  store.set(brandImagesAtom, payload.images);
  store.set(opensAtom, payload.opens);
  // the server's clock when it drew the page: the first render's relative times count from it
  store.set(renderedAtAtom, payload.now);
  // a form the server answered: where it left the passenger, and the banners it showed
  store.set(formStateAtom, payload.form ?? null);
  store.set(errorsAtom, initialErrors(payload.errors ?? []));
  store.set(inlinedPackagesAtom, payload.cruisePackages?.map(toCruisePackage) ?? null);
  store.set(inlinedPurchaseAtom, payload.cruisePurchase ?? null);
  store.set(inlinedStoreAtom, payload.store ?? null);
}
