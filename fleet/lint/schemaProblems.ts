import type { ErrorObject } from "../manifests/zoneValidator.ts";
import { suggest } from "./closest.ts";
import { explainTextKey } from "./explainTextKey.ts";
import { explainZoneId } from "./explainZoneId.ts";
import type { RawProblem } from "./problem.ts";
import type { SchemaInfo } from "./schemaInfo.ts";
import { typeWords } from "./typeWords.ts";

const TEXT_KEY = /key of a text in `texts`/i;
const escapeKey = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");
const show = (value: unknown) => (typeof value === "string" ? `"${value}"` : JSON.stringify(value));
const kind = (value: unknown) =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "an array"
      : typeof value === "object"
        ? "an object"
        : `a ${typeof value}`;

/** Turns one ajv error into a problem that says what is wrong and what was probably meant. */
function toProblem(error: ErrorObject, schema: SchemaInfo): RawProblem | undefined {
  const path = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const description = (error.parentSchema as { description?: string } | undefined)?.description;
  const problem = (pointer: string, message: string, hint?: string, at?: "key"): RawProblem => ({
    check: "schema",
    pointer,
    message,
    ...(hint ? { hint } : {}),
    ...(at ? { at } : {}),
  });
  // ajv reports a bad property name twice (the inner pattern and the wrapper): keep the wrapper
  if ((error as { propertyName?: string }).propertyName !== undefined) return undefined;
  switch (error.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      if (missing === "type") return problem(`${path}/type`, "node has no type");
      const where = path === "" ? "set it in this file or in the file it extends" : undefined;
      return problem(`${path}/${escapeKey(missing)}`, `missing required field "${missing}"`, where);
    }
    case "discriminator": {
      if (params.error !== "mapping") return problem(`${path}/type`, "node has no type");
      const value = String(params.tagValue);
      return problem(
        `${path}/type`,
        `unknown widget type "${value}"`,
        suggest(value, [...schema.nodes.keys()], "widget types"),
      );
    }
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const known = Object.keys((error.parentSchema as { properties?: object }).properties ?? {});
      return problem(
        `${path}/${escapeKey(name)}`,
        `unknown property "${name}"`,
        suggest(name, known, "known properties"),
        "key",
      );
    }
    case "propertyNames": {
      const name = String(params.propertyName);
      const pattern = (error.parentSchema as { propertyNames?: { pattern?: string } }).propertyNames?.pattern;
      return problem(
        `${path}/${escapeKey(name)}`,
        `invalid key "${name}"`,
        pattern && `keys match ${pattern}`,
        "key",
      );
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return problem(
        path,
        `${show(error.data)} is not allowed here`,
        suggest(String(error.data), allowed, "allowed"),
      );
    }
    case "format": {
      const format = String(params.format);
      if (format !== "email")
        return problem(path, `${show(error.data)} is not a valid ${format}`, description);
      const value = String(error.data);
      const why = !value.includes("@")
        ? "it has no @"
        : /\s/.test(value)
          ? "it contains a space"
          : !/@[^@]+\.[^@.]+$/.test(value)
            ? `the domain "${value.split("@").pop()}" has no top-level part such as .com`
            : "it is not name@domain";
      return problem(
        path,
        `${show(error.data)} is not an e-mail address: ${why}`,
        "write a full address such as wifi-support@operator.example",
      );
    }
    case "const":
      return problem(path, `must be ${show(params.allowedValue)}, not ${show(error.data)}`);
    case "type":
      return problem(path, `must be ${typeWords(params.type)}, not ${kind(error.data)}`, description);
    case "pattern": {
      // a regular expression says nothing to the person who typed the value: the zone id (the one an
      // operator types most) is explained, with the id it probably meant; another pattern says the
      // schema's own sentence for the editor (patternErrorMessage) when it has one
      if (error.schemaPath.endsWith("/ZoneEntry/properties/zoneId/pattern")) {
        const { message, hint } = explainZoneId(String(error.data));
        return problem(path, message, hint);
      }
      // words where a text key belongs (a store item's name from before names were translated)
      if (TEXT_KEY.test(description ?? "") && typeof error.data === "string") {
        const { message, hint } = explainTextKey(error.data, path);
        return problem(path, message, hint);
      }
      const sentence = (error.parentSchema as { patternErrorMessage?: string } | undefined)
        ?.patternErrorMessage;
      if (sentence) return problem(path, `${show(error.data)} is not valid here`, sentence);
      return problem(path, `${show(error.data)} does not match ${params.pattern}`, description);
    }
    default:
      return problem(path, error.message ?? "invalid", description);
  }
}

export function schemaProblems(errors: ErrorObject[] | null | undefined, schema: SchemaInfo): RawProblem[] {
  // a field with both a format and a pattern fails both for one mistake: the format says it better
  const formats = new Set((errors ?? []).filter((e) => e.keyword === "format").map((e) => e.instancePath));
  // an unknown widget type fails the node's type list (for the editor) and the discriminator (for us):
  // the discriminator's problem names it better
  const unknownTypes = new Set(
    (errors ?? []).filter((e) => e.keyword === "discriminator").map((e) => `${e.instancePath}/type`),
  );
  return (errors ?? [])
    .filter((error) => !(error.keyword === "pattern" && formats.has(error.instancePath)))
    .filter((error) => !(error.keyword === "enum" && unknownTypes.has(error.instancePath)))
    .flatMap((error) => toProblem(error, schema) ?? []);
}
