import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { linguiPlugins } from "./tools/build/linguiPlugins.ts";
import { devZoneIndexPlugin } from "./tools/build/devZoneIndexPlugin.ts";
import { precompressPlugin } from "./tools/build/precompressPlugin.ts";
import { chunkMapPlugin } from "./tools/build/chunkMapPlugin.ts";
import { ACCESS_CONTROLLER_PATHS } from "./server/accessController/paths.ts";

export default defineConfig({
  // no manifest is bundled: the server serves each zone's at run time, so a manifest edit leaves
  // the build as it is (tests/tools/buildIgnoresManifests.test.ts)
  plugins: [react(), ...linguiPlugins(), chunkMapPlugin(), devZoneIndexPlugin(), precompressPlugin()],
  build: {
    target: "es2022",
    outDir: "dist",
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // every browser a captive portal meets (WebKit's and Android's) knows modulepreload
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // everything the start page needs in one file: without this group, the modules it shares
        // with the later chunk (engine/render/otherPageBindings.ts) become extra common chunks
        codeSplitting: { groups: [{ name: "main", tags: ["$initial"] }] },
      },
    },
  },
  server: {
    host: "127.0.0.1",
    // npm run dev (tools/dev/dev.ts) starts the API on PORT and this server on DEV_PORT
    port: Number(process.env.DEV_PORT || 5173),
    // the API, every redirect of the access controller (/logout, /triggerrelay, the internet probe…),
    // the payment sandbox and the zones' manifests and brand images live on the server
    proxy: Object.fromEntries(
      ["/api", ...ACCESS_CONTROLLER_PATHS, "/payment-sandbox", "/zones", "/brand"].map((path) => [
        path,
        `http://127.0.0.1:${process.env.PORT || 8080}`,
      ]),
    ),
  },
});
