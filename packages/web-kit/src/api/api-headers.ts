/** The browser's IANA time zone, sent with every call so the server counts days as the learner does. */
export const TIME_ZONE_HEADER = 'X-Time-Zone';

let timeZone: { value: string | undefined } | undefined;

/**
 * The browser's IANA time zone, worked out once a page: the page's first Intl.DateTimeFormat loads
 * the time zone data (10-20 ms here, four times that on a mid-range phone), and every call would
 * otherwise make a new one.
 */
export function browserTimeZone(): string | undefined {
  if (!timeZone) {
    try {
      timeZone = { value: Intl.DateTimeFormat().resolvedOptions().timeZone || undefined };
    } catch {
      timeZone = { value: undefined };
    }
  }
  return timeZone.value;
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
