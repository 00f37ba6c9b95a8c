/** The browser's IANA time zone, sent with every call so the server counts days as the learner does. */
export const TIME_ZONE_HEADER = 'X-Time-Zone';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The headers of every call to the academy's API: JSON, and the learner's time zone. The boot
 * script's early reads (first-reads.ts) send the same, so their answers are the ones the app's own
 * requests would get.
 */
export function apiHeaders(options: { body?: boolean } = {}): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body) headers['Content-Type'] = 'application/json';
  const timeZone = browserTimeZone();
  if (timeZone) headers[TIME_ZONE_HEADER] = timeZone;
  return headers;
}
