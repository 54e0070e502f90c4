import { suggest } from "../closest.ts";
import type { RawProblem, ZoneContext } from "../problem.ts";
import type { Schema } from "../schemaInfo.ts";
import { catalogueTextKeys } from "../../manifests/catalogueTextKeys.ts";
import { isObject, walkNodes } from "../walkNodes.ts";

// a prop names a key of `texts` when the schema says so in its description, or when it is called "text"
const TEXT_KEY = /key of a text in `texts`/i;
const KEY_SHAPE = /^[a-z][a-zA-Z0-9.-]*$/;
const isTextKey = (name: string, schema: Schema | undefined) =>
  name === "text" || TEXT_KEY.test(String(schema?.description ?? ""));

/** Every text a node, a store item or a cruise package uses exists, in every locale the zone offers: a visitor never sees a blank. */
export function checkTexts({ zone, schema }: ZoneContext): RawProblem[] {
  const { manifest } = zone;
  const texts = isObject(manifest.texts) ? manifest.texts : {};
  // an unknown locale is the schema's finding; asking for its texts would only repeat it
  const offered = Array.isArray(manifest.locales) ? manifest.locales : [];
  const locales = offered.filter((l): l is string => typeof l === "string" && schema.locales.includes(l));
  const problems: RawProblem[] = [];
  const checked = new Set<string>();
  const used: { pointer: string; key: string }[] = [];
  for (const { node, pointer } of walkNodes(manifest)) {
    const props = schema.nodes.get(String(node.type)) ?? {};
    for (const [name, key] of Object.entries(node))
      if (typeof key === "string" && name !== "type" && isTextKey(name, props[name]))
        used.push({ pointer: `${pointer}/${name}`, key });
  }
  // words that a manifest from before keys wrote in place are the schema's finding, said there
  used.push(...catalogueTextKeys(manifest).filter(({ key }) => KEY_SHAPE.test(key)));
  for (const { pointer, key } of used) {
    const text = texts[key];
    if (!isObject(text)) {
      problems.push({
        check: "texts",
        pointer,
        message: `text "${key}" is not in texts`,
        hint: suggest(key, Object.keys(texts), "texts") || `add texts["${key}"] with ${locales.join(", ")}`,
      });
      continue;
    }
    if (checked.has(key)) continue;
    checked.add(key);
    for (const locale of locales) {
      if (typeof text[locale] === "string" && text[locale] !== "") continue;
      problems.push({
        check: "texts",
        pointer: `/texts/${key}`,
        message: `text "${key}" has no ${locale} version, but the zone offers ${locale}`,
        hint: `add "${locale}" to texts["${key}"], or drop ${locale} from locales`,
      });
    }
  }
  return problems;
}
