import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { linguiPlugins } from "./tools/build/linguiPlugins.ts";
import { devZoneIndexPlugin } from "./tools/build/devZoneIndexPlugin.ts";
import { precompressPlugin } from "./tools/build/precompressPlugin.ts";
import { chunkMapPlugin } from "./tools/build/chunkMapPlugin.ts";
import { ACCESS_CONTROLLER_PATHS } from "./server/gateway/accessControllerPaths.ts";

// The server-render entry (`vite build --ssr engine/ssr/renderPage.tsx`, built to dist-ssr/) carries
// React, React DOM and the libraries that use them, with NODE_ENV fixed to "production" in that
// bundle alone: left to node_modules, React picks its development build whenever the server runs
// without NODE_ENV=production (slower, and a failed part of a page is sent with its error message
// and stack), and the server cannot set that for the whole process (the payment sandbox reads it
// as a production hint).
const ssrBuild: UserConfig = {
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? ssrBuild : {}),
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
      // the page's one script before its first paint starts the rest after it (engine/boot/afterPaint.ts)
      input: { index: "index.html", afterPaint: "engine/boot/afterPaint.ts" },
      output: {
        // everything the start page needs in one file: without this group, the modules it shares
        // with the later chunk (engine/render/otherPageBindings.ts) become extra common chunks. The
        // after-paint starter stays a file of its own, a few hundred bytes
        codeSplitting: {
          groups: [{ name: "main", tags: ["$initial"], test: (id: string) => !/afterPaint\.ts$/.test(id) }],
        },
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
}));
