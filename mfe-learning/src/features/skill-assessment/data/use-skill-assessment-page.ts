import type { SkillAssessmentResult } from '@academy/contracts';
import { usePlatform } from '@academy/web-kit';
import { useState } from 'react';
import { ASSESSMENT_SAVE_FAILED_TOAST, assessmentCompleteToast } from '../assessment-texts.ts';
import { useSkillQuestions, useSubmitSkillAssessment } from './queries.ts';

/**
 * The assessment as the learner goes through it: the questions, the one on screen and the answers
 * given, the submission graded by the server and its result, and a retake that starts over.
 */
export function useSkillAssessmentPage() {
  const { toast } = usePlatform();
  const questions = useSkillQuestions();
  const submit = useSubmitSkillAssessment();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [result, setResult] = useState<SkillAssessmentResult | null>(null);

  const list = questions.data ?? [];
  const question = list[Math.min(index, list.length - 1)];

  return {
    questions,
    list,
    index,
    question,
    chosen: question ? answers[question.id] : undefined,
    answeredFlags: list.map((q) => answers[q.id] !== undefined),
    result,
    saving: submit.isPending,
    choose: (option: number) => {
      if (question) setAnswers((current) => ({ ...current, [question.id]: option }));
    },
    previous: () => setIndex((current) => Math.max(0, current - 1)),
    next: () => setIndex((current) => Math.min(list.length - 1, current + 1)),
    complete: () =>
      submit.mutate(
        { answers, completedAt: new Date().toISOString() },
        {
          onSuccess: (saved) => {
            setResult(saved);
            toast(assessmentCompleteToast(saved));
          },
          onError: () => toast(ASSESSMENT_SAVE_FAILED_TOAST),
        },
      ),
    retake: () => {
      setAnswers({});
      setIndex(0);
      setResult(null);
      submit.reset();
    },
  };
}
