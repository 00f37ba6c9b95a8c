import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { learningPathKeys } from '../../learning-path/index.ts';
import { getSkillQuestions, getSkillRecords, postSkillAssessment } from './api.ts';
import { skillAssessmentKeys, statsKey } from './query-keys.ts';

export const skillQuestionsQuery = queryOptions({
  queryKey: skillAssessmentKeys.questions(),
  queryFn: getSkillQuestions,
});

export const skillRecordsQuery = queryOptions({
  queryKey: skillAssessmentKeys.records(),
  queryFn: getSkillRecords,
});

export function useSkillQuestions() {
  return useQuery(skillQuestionsQuery);
}

export function useSkillRecords() {
  return useQuery(skillRecordsQuery);
}

/** POST /api/skill-assessment; a saved result changes the stats, the per-category records and the learning path. */
export function useSubmitSkillAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSkillAssessment,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: statsKey }),
        queryClient.invalidateQueries({ queryKey: skillAssessmentKeys.records() }),
        queryClient.invalidateQueries({ queryKey: learningPathKeys.all }),
      ]);
    },
  });
}
