import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_SUGGESTIONS_PER_MESSAGE, type MentorReply, type MentorSource, type MentorTopic } from './mentor-rules.ts';
import { EXTRA_ASSISTANT_DELAY_MS, REPLY_DELAY_MS, SUGGESTION_CLICK_DELAY_MS, canSend } from './mentor-view.ts';

/** One message of the conversation (kept in the browser only). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  /** A question and its answer, or guidance the mentor offers by itself. */
  contextType: 'question' | 'guidance';
  /** Follow-up questions offered as buttons (at most 3). */
  suggestions: string[];
  /** Where in the course an answer comes from (empty for the mentor's own texts). */
  sources: MentorSource[];
  /** The reply could not be made (the course search failed). */
  failed?: boolean;
  /** What kind of reply an assistant's answer is. */
  topic?: MentorTopic;
}

export interface MentorChat {
  messages: ChatMessage[];
  input: string;
  setInput(value: string): void;
  /** A reply is on its way ('Thinking...'). */
  thinking: boolean;
  /** A suggested question about to be sent. */
  queuedQuestion: string | null;
  /** The send button's state: non-blank input and not thinking. */
  canSendInput: boolean;
  /** Sends the input now; false when it may not be sent. */
  sendInput(): boolean;
  /** A suggestion button: its question is sent after SUGGESTION_CLICK_DELAY_MS. */
  ask(question: string): void;
  /** The opening message, once per conversation. */
  open(opening: MentorReply): void;
  /** Guidance from a suggestion: shown after a short 'Thinking...'. */
  offerGuidance(content: string): void;
}

export interface MentorChatOptions {
  /** The reply to a question: canned and chosen when due, or an answer the course search makes. */
  reply(question: string): MentorReply | Promise<MentorReply>;
  /** What to say when the reply could not be made. */
  replyWhenFailed(question: string): MentorReply;
}

function limitSuggestions(suggestions: readonly string[]): string[] {
  return suggestions.slice(0, MAX_SUGGESTIONS_PER_MESSAGE);
}

/**
 * The conversation: messages, input and the mentor's timings. A reply appears once the mentor has
 * "thought" for REPLY_DELAY_MS and, for an answer from the course, once the answer is here.
 */
export function useMentorChat({ reply, replyWhenFailed }: MentorChatOptions): MentorChat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [thinking, setThinking] = useState(false);
  const [queuedQuestion, setQueuedQuestion] = useState<string | null>(null);

  const busy = useRef(false);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const replyRef = useRef(reply);
  const failedRef = useRef(replyWhenFailed);
  useEffect(() => {
    replyRef.current = reply;
    failedRef.current = replyWhenFailed;
  }, [reply, replyWhenFailed]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const later = useCallback((run: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delayMs);
    timers.current.add(timer);
  }, []);

  const append = useCallback((message: Omit<ChatMessage, 'id' | 'timestamp' | 'sources'> & { sources?: MentorSource[] }) => {
    nextId.current += 1;
    const id = `mentor-message-${nextId.current}`;
    setMessages((current) => [...current, { sources: [], ...message, id, timestamp: new Date() }]);
  }, []);

  const send = useCallback(
    (text: string): boolean => {
      if (!canSend(text, busy.current)) return false;
      const question = text.trim();
      busy.current = true;
      append({ role: 'user', content: question, contextType: 'question', suggestions: [] });
      setInput('');
      setThinking(true);
      const answered = new Promise<{ answer: MentorReply; failed: boolean }>((resolve) => {
        later(() => {
          // Chosen when due, as the spec's canned replies are; a course answer is asked for now.
          Promise.resolve(replyRef.current(question)).then(
            (answer) => resolve({ answer, failed: false }),
            () => resolve({ answer: failedRef.current(question), failed: true }),
          );
        }, REPLY_DELAY_MS);
      });
      void answered.then(({ answer, failed }) => {
        if (!mounted.current) return;
        append({
          role: 'assistant',
          content: answer.content,
          contextType: 'question',
          suggestions: limitSuggestions(answer.suggestions),
          sources: answer.sources ?? [],
          topic: answer.topic,
          ...(failed ? { failed } : {}),
        });
        busy.current = false;
        setThinking(false);
      });
      return true;
    },
    [append, later],
  );

  const sendInput = useCallback(() => send(input), [send, input]);

  const ask = useCallback(
    (question: string) => {
      if (busy.current) return;
      busy.current = true;
      setQueuedQuestion(question);
      setInput(question);
      later(() => {
        busy.current = false;
        setQueuedQuestion(null);
        send(question);
      }, SUGGESTION_CLICK_DELAY_MS);
    },
    [later, send],
  );

  const opened = useRef(false);
  const open = useCallback(
    (opening: MentorReply) => {
      if (opened.current) return;
      opened.current = true;
      append({ role: 'assistant', content: opening.content, contextType: 'guidance', suggestions: limitSuggestions(opening.suggestions) });
    },
    [append],
  );

  const offerGuidance = useCallback(
    (content: string) => {
      if (busy.current) return;
      busy.current = true;
      setThinking(true);
      later(() => {
        append({ role: 'assistant', content, contextType: 'guidance', suggestions: [] });
        busy.current = false;
        setThinking(false);
      }, EXTRA_ASSISTANT_DELAY_MS);
    },
    [append, later],
  );

  return {
    messages,
    input,
    setInput,
    thinking,
    queuedQuestion,
    canSendInput: canSend(input, thinking || queuedQuestion !== null),
    sendInput,
    ask,
    open,
    offerGuidance,
  };
}
