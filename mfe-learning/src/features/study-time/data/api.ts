import type { StudyHeartbeatRequest } from '@academy/contracts';
import { apiHeaders, forgetFirstReads } from '@academy/web-kit';

/**
 * Reports a study visit. `keepalive` lets the request outlive the page (leaving the module, closing
 * the tab). A lost heartbeat is not worth a message: the next one carries the totals again.
 */
export async function postStudyHeartbeat(body: StudyHeartbeatRequest, options: { keepalive: boolean }): Promise<boolean> {
  // A write: answers the boot script read ahead (stats, progress) may no longer be current.
  forgetFirstReads();
  try {
    const response = await fetch('/api/study-sessions', {
      method: 'POST',
      credentials: 'include',
      keepalive: options.keepalive,
      headers: apiHeaders({ body: true }),
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch {
    return false;
  }
}
