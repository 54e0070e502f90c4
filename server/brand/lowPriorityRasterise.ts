import { type ChildProcess, fork } from "node:child_process";
import { constants, setPriority } from "node:os";
import type { BrandSlot } from "./BrandImage.ts";
import type { Rasterised } from "./rasterise.ts";

export type Rasterise = (body: Buffer, slot: BrandSlot, hash: string) => Promise<Rasterised>;

type Answer = { id: number; result?: Rasterised; error?: string };

// an idle encoder is no process at all: it goes after this long without a job
const IDLE_MS = 20_000;

/**
 * Encodes brand images in a child process at the lowest CPU priority, one libvips thread: a
 * ship's server restarted during boarding spends its two cores on passengers, and the images take
 * what is left (about 1.5 % of a busy core; all of an idle one). Started on the first job.
 */
export function lowPriorityRasterise(): Rasterise {
  let child: ChildProcess | undefined;
  let idle: NodeJS.Timeout | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (r: Rasterised) => void; reject: (e: Error) => void }>();
  const settle = (answer: Answer) => {
    const job = waiting.get(answer.id);
    waiting.delete(answer.id);
    // Buffers cross the channel as plain Uint8Arrays
    const result = answer.result && {
      ...answer.result,
      variants: answer.result.variants.map((v) => ({ ...v, body: Buffer.from(v.body) })),
    };
    if (result) job?.resolve(result);
    else job?.reject(new Error(answer.error ?? "image encoder failed"));
    if (waiting.size === 0) {
      // nothing awaited: the encoder no longer keeps the process alive
      child?.unref();
      child?.channel?.unref();
      idle = setTimeout(() => child?.disconnect(), IDLE_MS);
      idle.unref();
    }
  };
  const start = (): ChildProcess => {
    const started = fork(new URL("./rasteriseWorker.ts", import.meta.url), {
      serialization: "advanced",
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    if (started.pid) setPriority(started.pid, constants.priority.PRIORITY_LOW);
    started.on("message", (answer: Answer) => settle(answer));
    started.on("exit", () => {
      if (child === started) child = undefined;
      for (const id of [...waiting.keys()]) settle({ id, error: "image encoder exited" });
    });
    // a server that closes does not wait for its encoder
    started.unref();
    started.channel?.unref();
    return started;
  };
  return (body, slot, hash) =>
    new Promise<Rasterised>((resolve, reject) => {
      clearTimeout(idle);
      child ??= start();
      // while a job is awaited the encoder keeps the process alive: a tool that only awaits the
      // images (the start-page bench's warm-up) would otherwise end with its await unsettled
      child.ref();
      child.channel?.ref();
      const id = next++;
      waiting.set(id, { resolve, reject });
      child.send({ id, body, slot, hash });
    });
}
