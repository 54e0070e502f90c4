import { createHash } from "node:crypto";

export const md5 = (...parts: (string | Buffer)[]) => {
  const hash = createHash("md5");
  for (const part of parts) hash.update(part);
  return hash.digest();
};
