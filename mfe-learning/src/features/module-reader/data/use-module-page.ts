import type { LearningModule, ProgressRecord } from '@academy/contracts';
import { displayedPercentOf, progressModuleFrom, sectionProgressPercent } from '@academy/rules/learning';
import { usePageTitle } from '@academy/web-kit';
import { useParams, useRouterState } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useMentorContext } from '../../mentor-context/index.ts';
import { useModule } from '../../modules/index.ts';
import { latestKnownRecord, useSaveProgress, withPendingMarks } from '../../progress/index.ts';
import { useStudyHeartbeat } from '../../study-time/index.ts';
import { useModuleCompletedNotice } from './use-module-completed-notice.ts';

/** /module/$id: the module the URL names (-1, which no module has, for an id that is not one), with the tab named after it. */
export function useModulePage() {
  const params: { id?: string } = useParams({ strict: false });
  const id = Number(params.id);
  const module = useModule(Number.isInteger(id) && id > 0 ? id : -1);
  // One descriptive tab title per module (WCAG 2.4.2), not the route's generic 'Module'.
  usePageTitle(module.data ? module.data.title : module.data === null ? 'Module not found' : undefined);
  return module;
}

/** The 0-based section a `section-N` hash names, or null when it names none of the module's. */
export function sectionOfHash(hash: string, count: number): number | null {
  const match = /^section-(\d+)$/.exec(hash);
  const number = match ? Number(match[1]) : 0;
  return number >= 1 && number <= count ? number - 1 : null;
}

/**
 * Everything the module's lessons know and do: the open section (and the one a link names), the
 * learner's marks (saved as queued intents, shown before the service confirms them), the once-only
 * completed notice, the study heartbeat and what the mentor is told. `progress`: the learner's
 * record, null when never started, undefined while it loads.
 */
export function useModuleReader(module: LearningModule, progress: ProgressRecord | null | undefined) {
  const sections = module.content.sections;
  // A link may name the section to open (`#section-3`, numbered from 1: the mentor's answers link so).
  const hash = useRouterState({ select: (state) => state.location.hash });
  const linked = sectionOfHash(hash, sections.length);
  const [current, setCurrent] = useState(linked ?? 0);
  const [openedHash, setOpenedHash] = useState(hash);
  if (hash !== openedHash) {
    // Followed while this module is on screen: the page stays, the section changes.
    setOpenedHash(hash);
    if (linked !== null) setCurrent(linked);
  }
  const contentRef = useRef<HTMLHeadingElement>(null);
  const quizRef = useRef<HTMLDivElement>(null);
  const saveProgress = useSaveProgress(module);
  const completedNotice = useModuleCompletedNotice(module.id, progress === undefined ? undefined : (progress?.completed ?? false));
  const loading = progress === undefined;
  // The visit's clock starts once the learner's record is here: the opening heartbeat is a write,
  // and a write ends the boot script's hand-over of the page's first reads (web-kit first-reads),
  // which the mentor may not have taken yet.
  useStudyHeartbeat(loading ? null : module.id);
  const rules = progressModuleFrom(module);
  // What the page shows: the service's record plus the marks still on their way.
  const known = latestKnownRecord(progress ?? null, saveProgress.confirmed);
  const shown = withPendingMarks(module, known, saveProgress.pending);
  const done = new Set(shown?.sectionsCompleted ?? []);
  const confirmed = new Set(known?.sectionsCompleted ?? []);
  const unsaved = new Set([...done].filter((index) => !confirmed.has(index)));
  const doneCount = sections.filter((_, index) => confirmed.has(index)).length;
  const completed = progress?.completed ?? false;
  const section = sections[current];

  // What is not known yet is left out (the shell reads it from the learning API).
  useMentorContext({
    page: 'module',
    moduleId: module.id,
    moduleTitle: module.title,
    hasQuiz: rules.hasQuiz,
    ...(loading ? {} : { progress: { completed, quizCompleted: progress?.quizCompleted ?? false, sectionsCompleted: progress?.sectionsCompleted ?? [] } }),
    learningContext: {
      currentSection: section?.title ?? null,
      ...(loading ? {} : { sectionProgress: sectionProgressPercent(doneCount, sections.length) }),
      totalSections: sections.length,
    },
  });

  const open = (index: number) => {
    setCurrent(index);
    contentRef.current?.focus({ preventScroll: true });
    contentRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return {
    loading,
    rules,
    current,
    section,
    done,
    unsaved,
    completed,
    percent: displayedPercentOf(shown ?? undefined, rules),
    videoWatched: shown?.videoWatched ?? false,
    /** Every section is done, the quiz is left, and it is not passed yet. */
    quizIsNext: !loading && doneCount >= sections.length && rules.hasQuiz && !completed && !(progress?.quizCompleted ?? false),
    pending: saveProgress.pending,
    refusal: saveProgress.refusal,
    completedNotice,
    contentRef,
    quizRef,
    open,
    goToQuiz: () => quizRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
    markSection: () => saveProgress.save({ type: 'section-completed', index: current }),
    markVideoWatched: () => {
      if (!shown?.videoWatched) saveProgress.save({ type: 'video-watched' });
    },
  };
}

export type ModuleReaderModel = ReturnType<typeof useModuleReader>;
