/**
 * Resolves in a new task of the event loop. On a slow phone the start-up is a few hundred
 * milliseconds of script: cut into tasks, the browser can paint and answer a tap between them
 * instead of freezing the server's page for the whole start-up. A message, not setTimeout: no
 * clamping to 4 ms, and it works in every browser a captive portal meets (WebKit has no
 * scheduler.yield).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
