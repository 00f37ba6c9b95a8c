import type { StudyHeartbeatRequest } from '@academy/contracts';
import { TIME_ZONE_HEADER } from '@academy/web-kit';

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reports a study visit. `keepalive` lets the request outlive the page (leaving the module, closing
 * the tab). A lost heartbeat is not worth a message: the next one carries the totals again.
 */
export async function postStudyHeartbeat(body: StudyHeartbeatRequest, options: { keepalive: boolean }): Promise<boolean> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const zone = timeZone();
  if (zone) headers[TIME_ZONE_HEADER] = zone;
  try {
    const response = await fetch('/api/study-sessions', {
      method: 'POST',
      credentials: 'include',
      keepalive: options.keepalive,
      headers,
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch {
    return false;
  }
}
