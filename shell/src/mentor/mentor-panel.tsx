import { Button, Textarea, cn } from '@academy/ui';
import { BookOpen, Bot, Lightbulb, Maximize2, Minus, Send, Target, Trophy, X, type LucideIcon } from 'lucide-react';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { MentorMessages, chipClass } from './mentor-messages.tsx';
import type { MentorChat } from './use-mentor-chat.ts';
import type { MentorSuggestion, SuggestionType } from './mentor-rules.ts';
import { MENTOR_SUBTITLE, MENTOR_TITLE, previewText, shouldSendOnKey } from './mentor-view.ts';

export type MentorView = 'closed' | 'open' | 'minimised';

const suggestionIcons: Readonly<Record<SuggestionType, LucideIcon>> = {
  tip: Lightbulb,
  encouragement: Trophy,
  'next-step': Target,
  resource: BookOpen,
};

const headerButtonClass =
  'flex size-8 shrink-0 items-center justify-center rounded-md text-primary-foreground/90 transition-colors hover:bg-white/15 hover:text-primary-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white cursor-pointer';

export interface MentorPanelProps {
  view: Exclude<MentorView, 'closed'>;
  /** Leaves room for the mobile bottom navigation (signed in). */
  aboveMobileNav: boolean;
  chat: MentorChat;
  suggestions: readonly MentorSuggestion[];
  quickRecommendations: readonly string[];
  inputRef: Ref<HTMLTextAreaElement>;
  onToggleMinimised(): void;
  onClose(): void;
}

/** The chat panel: a non-modal dialog in the bottom-right corner, 384 × 500 px on larger screens. */
export function MentorPanel({ view, aboveMobileNav, chat, suggestions, quickRecommendations, inputRef, onToggleMinimised, onClose }: MentorPanelProps) {
  const titleId = useId();
  const subtitleId = useId();
  const hintId = useId();
  const minimised = view === 'minimised';
  const busy = chat.thinking || chat.queuedQuestion !== null;
  const suggestionList =
    suggestions.length > 0 ? (
      <section aria-label="Suggestions for you" className="-mx-4 -mt-4 mb-4 border-b border-border bg-muted px-3 py-2">
        <ul className="flex flex-col gap-1">
          {suggestions.map((suggestion) => {
            const Icon = suggestionIcons[suggestion.type];
            return (
              <li key={suggestion.id}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => chat.offerGuidance(`${suggestion.title}: ${suggestion.content}`)}
                  className={cn(
                    'flex w-full items-start gap-2 rounded-lg px-2 py-1.5 text-left transition-colors hover:bg-secondary',
                    'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-60 cursor-pointer',
                  )}
                >
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span className="min-w-0">
                    <span className="block text-xs font-semibold text-foreground">{suggestion.title}</span>
                    <span className="block text-xs text-muted-foreground">{previewText(suggestion.content)}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    ) : null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!shouldSendOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    chat.sendInput();
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      data-state={view}
      onKeyDown={onKeyDown}
      className={cn(
        'fixed inset-x-4 z-50 flex flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-2xl',
        'sm:left-auto sm:w-96 md:right-6 md:bottom-6',
        aboveMobileNav ? 'bottom-20' : 'bottom-4',
        minimised ? 'h-auto' : cn('h-[500px]', aboveMobileNav ? 'max-h-[calc(100dvh-6rem)]' : 'max-h-[calc(100dvh-2rem)]', 'md:max-h-[calc(100dvh-3rem)]'),
      )}
    >
      {/* A div, not <header>: that would add a second banner landmark to the page. */}
      <div className="flex shrink-0 items-center gap-2.5 bg-gradient-to-r from-primary to-blue-600 px-4 py-3 text-primary-foreground">
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Bot className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base leading-tight font-semibold">
            {MENTOR_TITLE}
          </h2>
          <p id={subtitleId} className="mt-0.5 text-xs leading-snug text-indigo-100">
            {MENTOR_SUBTITLE}
          </p>
        </div>
        <button
          type="button"
          className={headerButtonClass}
          aria-label={minimised ? 'Restore AI Learning Mentor' : 'Minimise AI Learning Mentor'}
          title={minimised ? 'Restore' : 'Minimise'}
          onClick={onToggleMinimised}
        >
          {minimised ? <Maximize2 aria-hidden="true" className="size-4" /> : <Minus aria-hidden="true" className="size-4" />}
        </button>
        <button type="button" className={headerButtonClass} aria-label="Close AI Learning Mentor" title="Close" onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>

      {minimised ? null : (
        <>
          {/* The suggestions scroll with the conversation: the conversation keeps most of the panel. */}
          <MentorMessages messages={chat.messages} thinking={chat.thinking} busy={busy} onAsk={chat.ask} lead={suggestionList} />

          <div className="shrink-0 border-t border-border px-3 pt-3 pb-3">
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                chat.sendInput();
              }}
            >
              <Textarea
                ref={inputRef}
                rows={1}
                value={chat.input}
                readOnly={chat.queuedQuestion !== null}
                onChange={(event) => chat.setInput(event.target.value)}
                onKeyDown={onInputKeyDown}
                aria-label="Message the AI Learning Mentor"
                aria-describedby={hintId}
                placeholder="Ask me anything about AI..."
                className="max-h-28 min-h-10 resize-none field-sizing-content"
              />
              <Button type="submit" size="icon" aria-label="Send message" disabled={!chat.canSendInput}>
                <Send aria-hidden="true" />
              </Button>
            </form>
            <p id={hintId} className="sr-only">
              Press Enter to send. Press Shift and Enter for a new line.
            </p>
            <div role="group" aria-label="Quick recommendations" className="mt-2 flex gap-2 overflow-x-auto pb-1">
              {quickRecommendations.map((question) => (
                <button key={question} type="button" className={cn(chipClass, 'shrink-0 whitespace-nowrap')} disabled={busy} onClick={() => chat.ask(question)}>
                  {question}
                </button>
              ))}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
