import { usePlatform, type MentorContext } from '@academy/web-kit';
import { useEffect } from 'react';

/**
 * Tells the shell's mentor widget where the learner is, while the page is shown. The context is
 * sent again when it changes and cleared when the page goes away.
 */
export function useMentorContext(context: MentorContext): void {
  const { setMentorContext } = usePlatform();
  const serialised = JSON.stringify(context);
  useEffect(() => {
    setMentorContext(JSON.parse(serialised) as MentorContext);
  }, [setMentorContext, serialised]);
  useEffect(() => () => setMentorContext(null), [setMentorContext]);
}
