// The child process of lowPriorityRasterise.ts: encodes one image at a time, on one libvips thread,
// at the niceness its parent gave it. Exits when its parent goes.
import sharp from "sharp";
import type { BrandSlot } from "./BrandImage.ts";
import { rasterise } from "./rasterise.ts";

interface Job {
  id: number;
  body: Uint8Array;
  slot: BrandSlot;
  hash: string;
}

sharp.concurrency(1);
process.on("disconnect", () => process.exit(0));
process.on("message", (job: Job) => {
  rasterise(Buffer.from(job.body), job.slot, job.hash).then(
    (result) => process.send?.({ id: job.id, result }),
    (error: unknown) => process.send?.({ id: job.id, error: String(error) }),
  );
});
