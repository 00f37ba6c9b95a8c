import type { Logger } from '@academy/service-kit';

/** A passage the mentor may show, with where it comes from. */
export interface CitedPassage {
  source: string;
  title: string;
  quote: string;
}

/**
 * Rewrites the quoted passages into one reply that cites them as [1], [2]…; null when it could not.
 * Optional: without it the passages themselves are the answer.
 */
/** Rewrites the passages as one reply; its log lines go to `log` (the request's), else the client's logger. */
export type Rephraser = (question: string, passages: readonly CitedPassage[], log?: Logger) => Promise<string | null>;

export interface MentorLlmOptions {
  /** An OpenAI-compatible API's base URL (…/v1): the client posts to `${url}/chat/completions`. */
  url: string;
  apiKey?: string;
  model: string;
  logger: Logger;
  timeoutMs?: number;
}

const INSTRUCTIONS = [
  "You are the course mentor of an academy that teaches business owners to use AI. Answer the learner's question",
  'using ONLY the numbered passages from the course below. Do not add facts, numbers or advice that are not in them.',
  'Cite every sentence with the number of the passage it comes from, like [1] or [2]. If the passages do not answer',
  'the question, say so in one sentence. At most 90 words, plain text, no headings.',
].join(' ');

/** Every [n] cites a passage that was given, and at least one does: a reply that cites nothing is not used. */
function citesOnly(reply: string, count: number): boolean {
  const cited = [...reply.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
  return cited.length > 0 && cited.every((n) => n >= 1 && n <= count);
}

/**
 * The mentor's optional language-model step: the retrieved passages rewritten as one reply that
 * keeps their citations. Any failure (network, status, a reply without citations) answers null,
 * and the passages themselves are the answer.
 */
export function createMentorLlmRephraser(options: MentorLlmOptions): Rephraser {
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  return async (question: string, passages: readonly CitedPassage[], log = options.logger) => {
    const numbered = passages.map((passage, index) => `[${index + 1}] ${passage.source} — ${passage.title}: ${passage.quote}`).join('\n');
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          temperature: 0.2,
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: `Passages:\n${numbered}\n\nQuestion: ${question}` },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        log.warn({ status: response.status }, 'mentor language model refused the request');
        return null;
      }
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const reply = body.choices?.[0]?.message?.content;
      if (typeof reply !== 'string' || !citesOnly(reply, passages.length)) return null;
      return reply.trim();
    } catch (error) {
      log.warn({ err: error }, 'mentor language model unavailable');
      return null;
    }
  };
}
