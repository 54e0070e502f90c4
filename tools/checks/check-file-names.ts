// the server's files named after none of their exports, one a line with what each exports, and
// why when it is on the short list that may stay so (unnamedAllowed.ts)
import { resolve } from "node:path";
import { UNNAMED_ALLOWED } from "./unnamedAllowed.ts";
import { unnamedFiles } from "./unnamedFiles.ts";

const found = unnamedFiles(resolve(import.meta.dirname, "../.."), "server");
for (const { file, exports } of found)
  console.log(
    `${file}: ${exports.join(", ")}${file in UNNAMED_ALLOWED ? ` (allowed: ${UNNAMED_ALLOWED[file]})` : ""}`,
  );
const unlisted = found.filter(({ file }) => !(file in UNNAMED_ALLOWED));
console.log(
  `${found.length} server files are named after none of their exports, ${unlisted.length} of them not on the list`,
);
