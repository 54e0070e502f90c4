import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { linguiPlugins } from "./tools/build/linguiPlugins.ts";
import { devZoneIndexPlugin } from "./tools/build/devZoneIndexPlugin.ts";
import { precompressPlugin } from "./tools/build/precompressPlugin.ts";
import { zonesPlugin } from "./tools/build/zonesPlugin.ts";

export default defineConfig({
  plugins: [react(), ...linguiPlugins(), zonesPlugin(), devZoneIndexPlugin(), precompressPlugin()],
  build: { target: "es2022", outDir: "dist", assetsInlineLimit: 0, reportCompressedSize: false },
  server: {
    host: "127.0.0.1",
    // the API, the access controller's redirects and the payment sandbox live on the server
    proxy: Object.fromEntries(
      ["/api", "/auth", "/tempbypass", "/payment-sandbox"].map((path) => [path, "http://127.0.0.1:8080"]),
    ),
  },
});
