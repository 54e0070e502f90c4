import { readCatalog } from "../../../tools/i18n/readCatalog.ts";
import type { FleetZone } from "./fleetZones.ts";

/** A UI text as the visitor sees it: an explicit catalog id, its {placeholders} filled. */
export type Texts = (id: string, values?: Record<string, string | number>) => string;

const catalogs = new Map<string, Map<string, string>>();

/**
 * The zone's texts in one locale: its manifest `labels` reword the catalog, as the app does
 * (engine/i18n/labelMessages.ts). Tags of rich messages (`<0>…</0>`) are dropped: a name is text.
 */
export function textsOf(zone: FleetZone, locale: string): Texts {
  if (!catalogs.has(locale)) catalogs.set(locale, readCatalog(locale));
  const catalog = catalogs.get(locale) as Map<string, string>;
  return (id, values = {}) => {
    const message = zone.labels[id]?.[locale] ?? catalog.get(id);
    if (!message) throw new Error(`no text ${id} in locales/${locale}/messages.po`);
    return message
      .replace(/<\/?\d+>/g, "")
      .replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
  };
}
