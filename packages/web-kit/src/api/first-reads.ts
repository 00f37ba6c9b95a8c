/**
 * A page's first reads, asked by the boot script (the page's first few hundred bytes of script)
 * while the app's scripts download, and handed to the app so it does not ask again: the page's
 * data arrives alongside its code instead of after it. The route table names them per route
 * (`firstReads` in routes/route-ownership.ts).
 *
 * A held answer serves every GET of its path (the mentor and the page often read the same one),
 * for a short while after start-up only, and for none after the app's first write, which may have
 * changed it. Only successful answers are held: anything else is asked again by the app, which
 * reports it as usual.
 */
export interface HeldAnswer {
  status: number;
  statusText: string;
  text: string;
}

/** How long after the hand-over a held answer may still be used (a page's first render takes far less). */
export const FIRST_READS_LIFETIME_MS = 10_000;

const held = new Map<string, Promise<HeldAnswer | null>>();
let usableUntil = 0;

async function hold(answer: Promise<Response>): Promise<HeldAnswer | null> {
  try {
    const response = await answer;
    if (!response.ok) return null;
    return { status: response.status, statusText: response.statusText, text: await response.text() };
  } catch {
    return null;
  }
}

/** Takes the boot script's early reads (path → its answer); replaces any held before. */
export function handOverFirstReads(reads: Readonly<Record<string, Promise<Response>>>, now: number = Date.now()): void {
  held.clear();
  for (const [path, answer] of Object.entries(reads)) held.set(path, hold(answer));
  usableUntil = now + FIRST_READS_LIFETIME_MS;
}

/** The held answer to a GET of `path`, or undefined when there is none (or no longer a usable one): ask the server. */
export async function takeFirstRead(path: string, now: number = Date.now()): Promise<HeldAnswer | undefined> {
  const answer = held.get(path);
  if (!answer) return undefined;
  if (now > usableUntil) {
    held.clear();
    return undefined;
  }
  return (await answer) ?? undefined;
}

/** Drops every held answer: a write may have changed what they say. */
export function forgetFirstReads(): void {
  held.clear();
}
