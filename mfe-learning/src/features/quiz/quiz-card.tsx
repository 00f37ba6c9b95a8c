import type { LearningModule, ProgressRecord } from '@academy/contracts';
import { canRetake, isQuizUnlocked } from '@academy/rules/learning';
import { LoadingState } from '@academy/ui';
import { Placeholder } from '../placeholder/index.ts';
import { useQuizCard, type Quiz } from './data/use-quiz-card.ts';
import { LockedQuiz } from './locked-quiz.tsx';
import { QuizIntro } from './quiz-intro.tsx';
import { QuizQuestion } from './quiz-question.tsx';
import { QuizResults } from './quiz-results.tsx';

export interface QuizCardProps {
  module: LearningModule;
  progress: ProgressRecord | null;
  /** Called when the service says this attempt completed the module for the first time. */
  onModuleCompleted?: () => void;
}

/** The module's quiz: locked until every section is done, then intro, questions and results. */
export function QuizCard({ module, progress, onModuleCompleted }: QuizCardProps) {
  const quiz = module.quiz;
  if (!quiz || quiz.questions.length === 0) return null;
  const total = module.content.sections.length;
  const done = progress?.sectionsCompleted.length ?? 0;
  if (!isQuizUnlocked(done, total)) return <LockedQuiz done={done} total={total} />;
  return <QuizRunner module={module} quiz={quiz} progress={progress} onModuleCompleted={onModuleCompleted} />;
}

/** The quiz card while the learner's progress loads: shaped as the locked quiz of a learner who has done no section yet. */
export function QuizCardPlaceholder({ module }: { module: LearningModule }) {
  if (!module.quiz || module.quiz.questions.length === 0) return null;
  return (
    <Placeholder>
      <LockedQuiz done={0} total={module.content.sections.length} />
    </Placeholder>
  );
}

/** The unlocked quiz: the view of the session's step, over the card's hook. */
function QuizRunner({ module, quiz, progress, onModuleCompleted }: { module: LearningModule; quiz: Quiz } & Omit<QuizCardProps, 'module'>) {
  const model = useQuizCard(module, quiz, onModuleCompleted);
  const { state, review } = model;
  if (state.status === 'not-started') {
    if (model.loading) return <LoadingState label="Loading the quiz..." />;
    return <QuizIntro quiz={quiz} progress={progress} model={model} />;
  }
  if (state.status === 'finished' && state.result && review) {
    return (
      <QuizResults
        review={review}
        quiz={quiz}
        canRetake={canRetake(state)}
        cooldown={model.cooldown}
        retaking={model.starting}
        retakeError={model.startError}
        onRetake={model.retake}
      />
    );
  }
  return <QuizQuestion moduleId={module.id} quiz={quiz} model={model} />;
}
