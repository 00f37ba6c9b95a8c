import { cn } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { AlertCircle, Bot, Download, Lock } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { MentorSource } from './mentor-rules.ts';
import type { ChatMessage } from './use-mentor-chat.ts';
import { MENTOR_THINKING_TEXT } from './mentor-view.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export const chipClass =
  'rounded-full border border-primary/25 bg-background px-3 py-1.5 text-left text-xs font-medium text-accent-foreground ' +
  'transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none disabled:opacity-50 cursor-pointer';

export interface MentorMessagesProps {
  messages: readonly ChatMessage[];
  thinking: boolean;
  /** Suggestion buttons are disabled while a question is on its way. */
  busy: boolean;
  onAsk(question: string): void;
  /** Shown above the conversation and scrolled with it (the suggestions), so it never squeezes it. */
  lead?: ReactNode;
}

const sourceLinkClass =
  'font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** A course page opens in the app (with its section); a template is a download. */
function SourceLink({ source }: { source: MentorSource }) {
  const label = `${source.source}: ${source.title}`;
  if (source.link.startsWith('/api/')) {
    return (
      <a href={source.link} download className={cn(sourceLinkClass, 'inline-flex items-center gap-1')}>
        <Download aria-hidden="true" className="size-3.5 shrink-0" />
        {label}
      </a>
    );
  }
  const [path = '/', hash] = source.link.split('#');
  return (
    <Link to={path} {...(hash ? { hash } : {})} className={sourceLinkClass}>
      {label}
    </Link>
  );
}

/** Where an answer comes from: each place linked, quoted when the learner may read it. */
function MessageSources({ message }: { message: ChatMessage }) {
  if (message.sources.length === 0) return null;
  return (
    <ul aria-label={message.topic === 'no-match' ? 'Closest modules' : 'From the course'} className="flex max-w-[88%] flex-col gap-2">
      {message.sources.map((source) => (
        <li key={`${source.link}|${source.title}`} className="rounded-xl border border-border bg-background px-3 py-2 text-xs leading-relaxed">
          <SourceLink source={source} />
          {source.locked ? (
            <p className="mt-1 flex items-center gap-1 text-muted-foreground">
              <Lock aria-hidden="true" className="size-3.5 shrink-0" />
              Part of the full course: get lifetime access to read it.
            </p>
          ) : null}
          {source.quote ? <blockquote className="mt-1 border-l-2 border-primary/40 pl-2 text-muted-foreground">“{source.quote}”</blockquote> : null}
        </li>
      ))}
    </ul>
  );
}

/** The conversation, newest at the bottom; an answer not yet followed up offers its follow-up questions. */
export function MentorMessages({ messages, thinking, busy, onAsk, lead }: MentorMessagesProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const newest = useRef<HTMLLIElement>(null);
  const last = messages.at(-1);

  // Keeps the newest message in view from its first line (a long answer is read from the top).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const top = !thinking && newest.current ? newest.current.offsetTop - 16 : element.scrollHeight;
    element.scrollTop = Math.max(0, top);
  }, [messages.length, thinking]);

  return (
    <div ref={scroller} data-slot="mentor-conversation" className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
      {lead}
      <ol aria-label="Conversation" className="flex flex-col gap-4">
        {messages.map((message) => {
          const mine = message.role === 'user';
          return (
            <li
              key={message.id}
              ref={message === last ? newest : undefined}
              data-role={message.role}
              className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
            >
              <span className="sr-only">{mine ? 'You said:' : 'Mentor said:'}</span>
              <div
                className={cn(
                  'max-w-[88%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-wrap wrap-break-word',
                  mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-secondary text-secondary-foreground',
                )}
              >
                {message.failed ? <AlertCircle aria-hidden="true" className="mr-1.5 inline size-4 align-text-bottom text-destructive" /> : null}
                {message.content}
              </div>
              <MessageSources message={message} />
              <time dateTime={message.timestamp.toISOString()} className="px-1 text-[11px] text-muted-foreground">
                {timeFormat.format(message.timestamp)}
              </time>
              {message === last && !mine && !thinking && message.suggestions.length > 0 ? (
                <ul aria-label="Suggested questions" className="mt-1 flex flex-wrap gap-2">
                  {message.suggestions.map((question) => (
                    <li key={question}>
                      <button type="button" className={chipClass} disabled={busy} onClick={() => onAsk(question)}>
                        {question}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
        {thinking ? (
          <li className="flex items-center gap-2 text-sm text-muted-foreground" data-role="typing">
            <span className="flex size-7 items-center justify-center rounded-full bg-accent text-primary" aria-hidden="true">
              <Bot className="size-4" />
            </span>
            <span className="flex gap-1" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-primary/60 motion-reduce:animate-none" />
              <span className="size-1.5 animate-bounce rounded-full bg-primary/60 [animation-delay:150ms] motion-reduce:animate-none" />
              <span className="size-1.5 animate-bounce rounded-full bg-primary/60 [animation-delay:300ms] motion-reduce:animate-none" />
            </span>
            <span>{MENTOR_THINKING_TEXT}</span>
          </li>
        ) : null}
      </ol>
    </div>
  );
}
