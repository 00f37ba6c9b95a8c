import type { SkillAssessmentResult } from '@academy/contracts';
import { SKILL_CATEGORIES } from '@academy/rules/learning';
import { EmptyState, ErrorBox, LoadingState } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { Brain, ClipboardList, Clock, Layers } from 'lucide-react';
import { useState } from 'react';
import { useSkillQuestions, useSubmitSkillAssessment } from './data/queries.ts';
import { AssessmentResults } from './assessment-results.tsx';
import { ASSESSMENT_SAVE_FAILED_TOAST, assessmentCompleteToast } from './assessment-texts.ts';
import { QuestionCard } from './question-card.tsx';
import { SkillProgress } from './skill-progress.tsx';

function Intro({ total }: { total: number | null }) {
  return (
    <header className="space-y-4">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
        <Brain className="size-3.5" aria-hidden="true" />
        AI skills check
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">AI Skills Assessment</h1>
      <p className="max-w-2xl text-muted-foreground">
        Find out where you stand with AI for business. Answer each question as you would at work: your results show
        your level and the modules to take next.
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <li className="inline-flex items-center gap-1.5">
          <ClipboardList className="size-4 text-primary" aria-hidden="true" />
          {total ?? 10} questions
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Layers className="size-4 text-primary" aria-hidden="true" />
          {SKILL_CATEGORIES.length} skill areas
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Clock className="size-4 text-primary" aria-hidden="true" />
          About 5 minutes
        </li>
      </ul>
    </header>
  );
}

/** '/skill-assessment': ten questions one at a time, graded by the server, then the results. */
export function SkillAssessmentPage() {
  const { toast } = usePlatform();
  const questions = useSkillQuestions();
  const submit = useSubmitSkillAssessment();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [result, setResult] = useState<SkillAssessmentResult | null>(null);

  const list = questions.data ?? [];
  const question = list[Math.min(index, list.length - 1)];
  const answeredFlags = list.map((q) => answers[q.id] !== undefined);

  const complete = () => {
    submit.mutate(
      { answers, completedAt: new Date().toISOString() },
      {
        onSuccess: (saved) => {
          setResult(saved);
          toast(assessmentCompleteToast(saved));
        },
        onError: () => toast(ASSESSMENT_SAVE_FAILED_TOAST),
      },
    );
  };

  const retake = () => {
    setAnswers({});
    setIndex(0);
    setResult(null);
    submit.reset();
  };

  let body;
  if (questions.isPending) {
    body = <LoadingState label="Loading the assessment..." />;
  } else if (questions.isError) {
    body = (
      <ErrorBox title="The assessment could not be loaded" message={questions.error.message} onRetry={() => void questions.refetch()} />
    );
  } else if (!question) {
    body = (
      <EmptyState
        icon={<ClipboardList aria-hidden="true" />}
        title="No assessment questions available"
        description="The assessment has no questions at the moment. Please try again later."
      />
    );
  } else if (result) {
    body = <AssessmentResults result={result} onRetake={retake} />;
  } else {
    body = (
      <QuestionCard
        question={question}
        index={index}
        total={list.length}
        answeredFlags={answeredFlags}
        chosen={answers[question.id]}
        saving={submit.isPending}
        onChoose={(option) => setAnswers((current) => ({ ...current, [question.id]: option }))}
        onPrevious={() => setIndex((current) => Math.max(0, current - 1))}
        onNext={() => setIndex((current) => Math.min(list.length - 1, current + 1))}
        onComplete={complete}
      />
    );
  }

  return (
    <div className="flex-1 bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <Intro total={questions.data?.length || null} />
        {body}
        {questions.isSuccess && list.length > 0 ? <SkillProgress /> : null}
      </div>
    </div>
  );
}
