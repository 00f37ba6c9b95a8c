import type { CourseSearchResponse } from '@academy/contracts';
import { matchTopic, selectReply, suggestionsFor, type MentorContext, type MentorPage, type MentorReply, type MentorSource } from './mentor-rules.ts';

export const COURSE_ANSWER_LEAD = 'Here is what the course says:';
export const HINT_LEAD = "You're in a quiz, so I won't give you the answer, but this is where the course teaches it. Re-read it, then choose your answer.";
export const NO_MATCH_LEAD = "I couldn't find that in the course, so I won't guess. These modules are the closest to your question:";
export const SEARCH_FAILED = "I couldn't search the course just now. Please ask again in a moment.";

function sourcesOf(response: CourseSearchResponse): MentorSource[] {
  return response.hits.map((hit) => ({ source: hit.source, title: hit.title, link: hit.link, quote: hit.quote, locked: hit.access === 'locked' }));
}

/**
 * The mentor's reply from the course search: the passages with their links (or the model's
 * rephrasing of them, which cites them), a hint during a quiz, or — when the course has nothing —
 * the spec's keyword reply for a question about the academy itself, else the closest modules.
 */
export function courseReply(response: CourseSearchResponse, question: string, page: MentorPage | null, context: MentorContext): MentorReply {
  switch (response.mode) {
    case 'answer':
      return { topic: 'course', content: response.rephrased ?? COURSE_ANSWER_LEAD, suggestions: suggestionsFor('course'), sources: sourcesOf(response) };
    case 'hint':
      return { topic: 'hint', content: HINT_LEAD, suggestions: suggestionsFor('hint'), sources: sourcesOf(response) };
    case 'no-match': {
      if (matchTopic(question) !== null) return selectReply(question, page, context);
      const modules = response.closestModules.map((module) => ({
        source: `Module ${module.moduleNumber}`,
        title: module.title,
        link: module.link,
        quote: null,
        locked: module.access === 'locked',
      }));
      return { topic: 'no-match', content: NO_MATCH_LEAD, suggestions: suggestionsFor('no-match'), sources: modules };
    }
  }
}

/** The reply when the course could not be searched: the question is offered again. */
export function searchFailedReply(question: string): MentorReply {
  return { topic: 'error', content: SEARCH_FAILED, suggestions: [question] };
}
