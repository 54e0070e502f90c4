import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// explicit ids (gen.*, start.*, …) keep the catalogs stable when English wording changes.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "sv", "el"],
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      // and the order e-mail's words, which the server reads from the same catalogs
      include: [
        "<rootDir>/engine",
        "<rootDir>/widgets",
        "<rootDir>/server/shop/mail/mailMessages.ts",
        "<rootDir>/server/console/consoleMessages.ts",
        "<rootDir>/server/console/auditWords.ts",
      ],
      exclude: ["**/*.gen.*", "**/*.d.ts"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
