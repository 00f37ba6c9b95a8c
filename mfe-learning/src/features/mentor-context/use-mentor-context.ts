import { summarizeProgress, type MentorProgressSummary } from '@academy/rules/learning';
import { usePlatform, type MentorContext } from '@academy/web-kit';
import { useEffect, useMemo } from 'react';
import { useModules } from '../modules/index.ts';
import { useProgressList } from '../progress/index.ts';
import { useStats } from '../stats/index.ts';

/**
 * The learner's progress as the mentor widget reads it (completed and in-progress modules, streak);
 * undefined until the modules and progress are loaded.
 */
export function useMentorProgressSummary(): MentorProgressSummary | undefined {
  const modules = useModules();
  const progress = useProgressList();
  const stats = useStats();
  const total = modules.data?.length;
  const records = progress.data;
  const streak = stats.data?.currentStreak ?? 0;
  return useMemo(
    () => (total === undefined || records === undefined ? undefined : summarizeProgress(records, total, streak)),
    [total, records, streak],
  );
}

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
