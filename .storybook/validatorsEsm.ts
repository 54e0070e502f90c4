import type { Plugin } from "vite";

// ajv's standalone output (engine/api/validators.gen.js) still calls require() for ucs2length,
// which no browser module has. Until the generator emits pure ESM, inline that one helper.
// A no-op once the generated file has no require().
const REQUIRE = 'require("ajv/dist/runtime/ucs2length").default';
const UCS2LENGTH = `function __ucs2length(str) {
  let length = 0;
  for (let pos = 0; pos < str.length; length++) {
    const code = str.charCodeAt(pos++);
    if (code >= 0xd800 && code <= 0xdbff && pos < str.length && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}`;

export function validatorsEsm(): Plugin {
  return {
    name: "gangway:validators-esm",
    transform(code, id) {
      if (!id.endsWith("/validators.gen.js") || !code.includes(REQUIRE)) return undefined;
      return { code: `${code.replaceAll(REQUIRE, "__ucs2length")}\n${UCS2LENGTH}\n`, map: null };
    },
  };
}
