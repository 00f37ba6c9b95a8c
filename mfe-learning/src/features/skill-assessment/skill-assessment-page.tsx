import { EmptyState, ErrorBox, LoadingState } from '@academy/ui';
import { ClipboardList } from 'lucide-react';
import { AssessmentIntro } from './assessment-intro.tsx';
import { AssessmentResults } from './assessment-results.tsx';
import { useSkillAssessmentPage } from './data/use-skill-assessment-page.ts';
import { QuestionCard } from './question-card.tsx';
import { SkillProgress } from './skill-progress.tsx';

/** '/skill-assessment': ten questions one at a time, graded by the server, then the results. */
export function SkillAssessmentPage() {
  const page = useSkillAssessmentPage();
  const { questions, list, question } = page;

  let body;
  if (questions.isPending) {
    body = <LoadingState label="Loading the assessment..." />;
  } else if (questions.isError) {
    body = <ErrorBox title="The assessment could not be loaded" message={questions.error.message} onRetry={() => void questions.refetch()} />;
  } else if (!question) {
    body = (
      <EmptyState
        icon={<ClipboardList aria-hidden="true" />}
        title="No assessment questions available"
        description="The assessment has no questions at the moment. Please try again later."
      />
    );
  } else if (page.result) {
    body = <AssessmentResults result={page.result} onRetake={page.retake} />;
  } else {
    body = (
      <QuestionCard
        question={question}
        index={page.index}
        total={list.length}
        answeredFlags={page.answeredFlags}
        chosen={page.chosen}
        saving={page.saving}
        onChoose={page.choose}
        onPrevious={page.previous}
        onNext={page.next}
        onComplete={page.complete}
      />
    );
  }

  return (
    <div className="flex-1 bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <AssessmentIntro total={questions.data?.length || null} />
        {body}
        {questions.isSuccess && list.length > 0 ? <SkillProgress /> : null}
      </div>
    </div>
  );
}
