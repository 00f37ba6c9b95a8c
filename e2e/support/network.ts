import type { Page } from '@playwright/test';

export interface NetworkConditions {
  /** Added to every request, in milliseconds. */
  latencyMs?: number;
  /** Requests fail as they do on a lost connection. */
  offline?: boolean;
}

/**
 * Slows or cuts the page's network the way DevTools does (Chromium's Network domain), through one
 * DevTools session for the page; `set({})` restores a normal connection.
 */
export async function networkEmulation(page: Page): Promise<{ set: (conditions: NetworkConditions) => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return {
    async set(conditions) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: conditions.offline ?? false,
        latency: conditions.latencyMs ?? 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    },
  };
}
