import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import type { PluginOption } from "vite";

// lingui macros run through babel (plugin-react 6 has no babel option any more);
// the lingui plugin compiles .po catalogs on import, one small chunk per locale.
export function linguiPlugins(): PluginOption[] {
  return [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()];
}
