import type { StorybookConfig } from "@storybook/react-vite";
import { galleryZonesPlugin } from "../tools/build/galleryZonesPlugin.ts";

// the react-vite builder loads ../vite.config.ts, so stories get the same React and Lingui plugins as
// the app, plus the gallery's zones (vitest reads vitest.config.ts instead, which adds them for its
// storybook project). The portal's own bundle has no manifest: the server serves them.
const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // the machines reach loopback only; nothing may phone home
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // TS 7 has no compiler API, so keep react-docgen (not react-docgen-typescript)
  typescript: { reactDocgen: "react-docgen" },
  // the app's one-chunk-for-the-start-page group (vite.config.ts) means nothing to Storybook's many entries
  viteFinal: (viteConfig) => {
    const output = viteConfig.build?.rolldownOptions?.output;
    if (output && !Array.isArray(output)) delete output.codeSplitting;
    viteConfig.plugins = [...(viteConfig.plugins ?? []), galleryZonesPlugin()];
    return viteConfig;
  },
};
export default config;
