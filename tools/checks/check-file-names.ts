// the server's files named after none of their exports, one a line with what each exports
import { resolve } from "node:path";
import { unnamedFiles } from "./unnamedFiles.ts";

const found = unnamedFiles(resolve(import.meta.dirname, "../.."), "server");
for (const { file, exports } of found) console.log(`${file}: ${exports.join(", ")}`);
console.log(`${found.length} server files are named after none of their exports`);
