import type { Storage } from "../storage/Storage.ts";
import { findStore, orderVouchers } from "./orderRows.ts";

/** What the store's answers read: the rows, and whether the ship's link lets a card be paid. */
export interface StoreAnswerDeps {
  storage: Storage;
  shipShoreLink: { cardPaymentsOpen(): boolean };
}

/**
 * The zone's store as GET /api/v1/store/zone answers it (schemas/api/store-zone), or undefined for
 * a zone without one: the API's answer, and the store page drawn without the script.
 */
export async function storeZoneAnswer(deps: StoreAnswerDeps, zoneId: string) {
  const store = await findStore(deps.storage.db, zoneId);
  if (!store) return undefined;
  // closed, or on a vessel whose link (its internet) is down: 'service unavailable' (spec, Store)
  const items = store.open && deps.shipShoreLink.cardPaymentsOpen() ? store.items : [];
  return {
    availableStoreItems: items.map(({ id, name, description, grossAmount, translations }) => ({
      ...{ id, name, description, grossAmount },
      ...(translations ? { translations } : {}),
    })),
    currency: store.currency,
    currencyDecimals: store.currencyDecimals,
    maxCheckoutItems: store.maxCheckoutItems,
  };
}

/** A completed order's vouchers as GET /api/v1/store/order/{publicId}/completed answers them. */
export async function orderVoucherAnswer(deps: Pick<StoreAnswerDeps, "storage">, publicId: string) {
  return (await orderVouchers(deps.storage.db, publicId)).map(({ translations, ...v }) =>
    translations ? { ...v, translations } : v,
  );
}
