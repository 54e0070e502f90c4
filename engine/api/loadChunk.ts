// here, on the lowest floor that loads a chunk (laterValidator.ts): render, i18n, routes and boot
// load theirs through it as well
export const CHUNK_TIMEOUT_MS = 120000;

/** A lazy chunk that failed to arrive; the page offers a reload. */
export class ChunkLoadError extends Error {
  name = "ChunkLoadError";
  code: string;
  constructor(message: string, code = "CHUNK_LOAD_FAILED") {
    super(message);
    this.code = code;
  }
}

/** Loads a lazy chunk, failing as ChunkLoadError on an error or after 120 s on a stalled link. */
export async function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`chunk load timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    // vite reports a failed stylesheet preload as "Unable to preload CSS for …"
    throw new ChunkLoadError(message, /css/i.test(message) ? "CSS_CHUNK_LOAD_FAILED" : "CHUNK_LOAD_FAILED");
  } finally {
    clearTimeout(timer);
  }
}
