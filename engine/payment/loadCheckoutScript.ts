export const SCRIPT_TIMEOUT_MS = 20000;

const loading = new Map<string, Promise<void>>();

/**
 * Adds the provider's checkout script once per URL (a script element: the CSP allows the
 * provider's origin, never inline or evaluated code). Fails on an error or after 20 s.
 */
export function loadCheckoutScript(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    const timer = setTimeout(() => fail(new Error(`checkout script timed out: ${src}`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      loading.delete(src);
      script.remove();
      reject(error);
    };
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`checkout script failed to load: ${src}`));
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
