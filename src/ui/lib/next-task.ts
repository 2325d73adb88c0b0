/**
 * Ends the current task: what follows the `await` runs in a new task, after the browser has had its
 * turn (input, a frame). Long start-up work awaits this between its steps, so a phone's main thread
 * is never held for the whole of it (total blocking time, docs/performance.md).
 * `scheduler.yield()` where the browser has it (its continuation runs before other queued tasks),
 * else a message to this page (not clamped like a nested `setTimeout`).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The first use of `Intl` in a page loads the browser's locale data: one step of 40-70 ms on a
 * phone, which would otherwise land inside the first render of the formatted text. Done on its own.
 */
export function warmIntl(locale: string): void {
  try {
    Intl.NumberFormat.supportedLocalesOf(locale);
    Intl.DateTimeFormat.supportedLocalesOf(locale);
  } catch {
    // an unknown locale: the app's own fallbacks apply when it formats
  }
}
