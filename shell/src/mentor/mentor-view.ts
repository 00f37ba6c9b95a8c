import type { MentorSuggestion } from './mentor-rules.ts';

// How the mentor panel looks and paces itself: view constants beside the widget that uses them.

export const MENTOR_TITLE = 'AI Learning Mentor';
export const MENTOR_SUBTITLE = 'Your intelligent guide for AI business mastery';
export const MENTOR_THINKING_TEXT = 'Thinking...';
export const MENTOR_PANEL_SIZE = { width: 384, height: 500 } as const;
/** The mentor "thinks" this long before a reply appears. */
export const REPLY_DELAY_MS = 1500;
export const SUGGESTION_CLICK_DELAY_MS = 1000;
export const EXTRA_ASSISTANT_DELAY_MS = 1000;
/** The proactive tip card appears this long after a high-priority suggestion. */
export const TIP_DELAY_MS = 3000;
export const SUGGESTION_LIST_LIMIT = 2;
export const PREVIEW_CHARS = 60;

/** The suggestions list in the panel shows at most 2. */
export function visibleSuggestions(suggestions: readonly MentorSuggestion[]): MentorSuggestion[] {
  return suggestions.slice(0, SUGGESTION_LIST_LIMIT);
}

/** A suggestion's content cut to 60 characters with an ellipsis. */
export function previewText(content: string): string {
  if (content.length <= PREVIEW_CHARS) return content;
  return `${content.slice(0, PREVIEW_CHARS).trimEnd()}...`;
}

/** Send is allowed when the input is non-blank after trimming and the mentor is not thinking. */
export function canSend(input: string, thinking: boolean): boolean {
  return input.trim().length > 0 && !thinking;
}

/** Enter sends; Shift+Enter (a new line) and keys pressed while composing text do not. */
export function shouldSendOnKey(key: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return key.key === 'Enter' && !key.shiftKey && key.isComposing !== true;
}
