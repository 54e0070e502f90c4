import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// explicit ids (gen.*, start.*, …) keep the catalogs stable when English wording changes.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "sv", "el"],
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/engine", "<rootDir>/widgets"],
      exclude: ["**/*.gen.*", "**/*.d.ts"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
