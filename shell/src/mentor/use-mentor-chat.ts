import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_SUGGESTIONS_PER_MESSAGE, type MentorReply } from './mentor-rules.ts';
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
  /** The canned reply to a question, chosen when the reply is due. */
  reply(question: string): MentorReply;
}

function limitSuggestions(suggestions: readonly string[]): string[] {
  return suggestions.slice(0, MAX_SUGGESTIONS_PER_MESSAGE);
}

/** The conversation: messages, input and the mentor's timings. Replies are local, never a server call. */
export function useMentorChat({ reply }: MentorChatOptions): MentorChat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [thinking, setThinking] = useState(false);
  const [queuedQuestion, setQueuedQuestion] = useState<string | null>(null);

  const busy = useRef(false);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const replyRef = useRef(reply);
  useEffect(() => {
    replyRef.current = reply;
  }, [reply]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
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

  const append = useCallback((message: Omit<ChatMessage, 'id' | 'timestamp'>) => {
    nextId.current += 1;
    const id = `mentor-message-${nextId.current}`;
    setMessages((current) => [...current, { ...message, id, timestamp: new Date() }]);
  }, []);

  const send = useCallback(
    (text: string): boolean => {
      if (!canSend(text, busy.current)) return false;
      const question = text.trim();
      busy.current = true;
      append({ role: 'user', content: question, contextType: 'question', suggestions: [] });
      setInput('');
      setThinking(true);
      later(() => {
        const answer = replyRef.current(question);
        append({ role: 'assistant', content: answer.content, contextType: 'question', suggestions: limitSuggestions(answer.suggestions) });
        busy.current = false;
        setThinking(false);
      }, REPLY_DELAY_MS);
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
