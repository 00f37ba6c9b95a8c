import { cn } from '@academy/ui';
import { useAuth } from '@academy/web-kit';
import { Bot } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { courseAnswerQuery } from './data/queries.ts';
import { courseReply, searchFailedReply } from './mentor-course-reply.ts';
import { MentorPanel, type MentorView } from './mentor-panel.tsx';
import { MentorTipCard } from './mentor-tip-card.tsx';
import { useFocusClearOf } from './use-focus-clear-of.ts';
import { useMentorChat } from './use-mentor-chat.ts';
import { useMentorInsights } from './use-mentor-insights.ts';
import { isPrewrittenQuestion, openingMessage, proactiveTip, quickRecommendations, selectReply } from './mentor-rules.ts';
import { MENTOR_TITLE, TIP_DELAY_MS, visibleSuggestions } from './mentor-view.ts';

/** The AI Learning Mentor: a floating button on every page, its chat panel and its proactive tip. */
export function MentorWidget() {
  const auth = useAuth();
  const { signedIn, page, context, suggestions, settled, pageModuleId } = useMentorInsights();
  const [view, setView] = useState<MentorView>('closed');
  const aboveMobileNav = signedIn;

  // A learner's own question is answered from the course; the mentor's pre-written questions and
  // visitors' questions keep the spec's local replies.
  const queryClient = useQueryClient();
  const moduleId = context.currentModule?.id ?? pageModuleId;
  const reply = useCallback(
    async (question: string) => {
      if (!signedIn || isPrewrittenQuestion(question)) return selectReply(question, page, context);
      const answer = await queryClient.fetchQuery(courseAnswerQuery(question, moduleId));
      return courseReply(answer, question, page, context);
    },
    [signedIn, page, context, queryClient, moduleId],
  );
  const chat = useMentorChat({ reply, replyWhenFailed: searchFailedReply });

  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const previousView = useRef<MentorView>(view);
  useFocusClearOf(launcherRef);

  // Focus goes into the panel when it opens and back to the button when it closes.
  useEffect(() => {
    const before = previousView.current;
    previousView.current = view;
    if (before === 'closed' && view === 'open') inputRef.current?.focus();
    if (before !== 'closed' && view === 'closed') launcherRef.current?.focus();
  }, [view]);

  // The opening message, once, when the panel first opens and what the mentor knows has loaded.
  const { open: openConversation } = chat;
  useEffect(() => {
    if (view === 'closed' || !settled) return;
    openConversation(openingMessage(page, { signedIn, progressSummary: context.progressSummary }));
  }, [view, settled, page, signedIn, context.progressSummary, openConversation]);

  // The proactive tip: TIP_DELAY_MS after a high-priority suggestion appears, while the chat is closed.
  const tip = proactiveTip(suggestions);
  const tipId = tip?.id;
  const [dismissedTips, setDismissedTips] = useState<ReadonlySet<string>>(() => new Set());
  const [dueTipId, setDueTipId] = useState<string | null>(null);
  useEffect(() => {
    if (tipId === undefined || dismissedTips.has(tipId)) return;
    const timer = setTimeout(() => setDueTipId(tipId), TIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tipId, dismissedTips]);
  const shownTip = tip && dueTipId === tip.id && !dismissedTips.has(tip.id) && view === 'closed' ? tip : undefined;

  const dismissTip = useCallback(() => {
    if (!shownTip) return;
    setDismissedTips((current) => new Set(current).add(shownTip.id));
    launcherRef.current?.focus();
  }, [shownTip]);

  const openChat = () => {
    if (shownTip) setDismissedTips((current) => new Set(current).add(shownTip.id));
    setView('open');
  };

  // Screen readers hear each new answer and each tip as it appears.
  const lastMessage = chat.messages.at(-1);
  const announcement = shownTip
    ? `Tip: ${shownTip.title}. ${shownTip.content}`
    : lastMessage?.role === 'assistant'
      ? `${MENTOR_TITLE}: ${[lastMessage.content, ...lastMessage.sources.map((source) => `${source.source}: ${source.title}.${source.quote ? ` ${source.quote}` : ''}`)].join(' ')}`
      : '';

  return (
    <div data-slot="mentor">
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>

      {shownTip ? <MentorTipCard tip={shownTip} aboveMobileNav={aboveMobileNav} onDismiss={dismissTip} onOpenChat={openChat} /> : null}

      {view === 'closed' ? (
        <button
          ref={launcherRef}
          type="button"
          aria-label="Open AI Learning Mentor"
          aria-haspopup="dialog"
          title={MENTOR_TITLE}
          onClick={openChat}
          className={cn(
            'fixed right-4 z-50 flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-primary to-blue-600 text-primary-foreground shadow-lg',
            'transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring cursor-pointer motion-reduce:transition-none',
            aboveMobileNav ? 'bottom-20' : 'bottom-4',
            'md:right-6 md:bottom-6',
          )}
        >
          <Bot aria-hidden="true" className="size-7" />
          {auth.status === 'unauthenticated' ? (
            <span aria-hidden="true" data-slot="mentor-attention-dot" className="absolute -top-0.5 -right-0.5 flex size-4">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-destructive/70 motion-reduce:animate-none" />
              <span className="relative inline-flex size-4 rounded-full border-2 border-background bg-destructive" />
            </span>
          ) : null}
        </button>
      ) : (
        <MentorPanel
          view={view}
          aboveMobileNav={aboveMobileNav}
          chat={chat}
          suggestions={visibleSuggestions(suggestions)}
          quickRecommendations={quickRecommendations(page, context)}
          inputRef={inputRef}
          onToggleMinimised={() => setView((current) => (current === 'minimised' ? 'open' : 'minimised'))}
          onClose={() => setView('closed')}
        />
      )}
    </div>
  );
}
