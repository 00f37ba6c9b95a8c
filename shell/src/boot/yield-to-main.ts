/** The Prioritized Task Scheduling API's yield, where the browser has it (Chromium 129 and later). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resolves in a new one, so the browser can handle input and paint in
 * between. `scheduler.yield()` resumes ahead of other queued work; elsewhere a message to a
 * MessageChannel, which (unlike a chain of setTimeout(0)) is not clamped to 4 ms after five nested
 * calls.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
