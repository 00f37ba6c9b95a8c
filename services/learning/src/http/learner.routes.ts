import { Router, type RequestHandler } from 'express';
import { isValidTimeZone } from '@academy/rules/learning';
import { learningOperations } from '@academy/contracts';
import { answer, currentUser, forRequest, operationHandlers, quizSubmissionRateLimit, type IdentityClient } from '@academy/service-kit';
import type { StudySessionsRepository } from '../data/study-sessions.repository.ts';
import type { SkillAssessmentFile } from '../data/content-files.ts';
import type { LearnerRepository } from '../data/learner.repository.ts';
import { getLearnerProfile, saveLearnerProfile } from '../domain/learner-profile.use-case.ts';
import { learningSessions } from '../domain/learning-analytics.use-case.ts';
import { getOnboarding, saveOnboarding } from '../domain/onboarding.use-case.ts';
import { completingLearner } from '../domain/issue-certificate.use-case.ts';
import { listProgress, recordProgress } from '../domain/record-progress.use-case.ts';
import { getQuizAttempt, refuseOneRequestGrading, saveQuizAnswers, startQuizAttempt, submitQuizAttempt } from '../domain/quiz-attempt.use-case.ts';
import { publicQuestions, skillRecords, submitAssessment } from '../domain/skill-assessment.use-case.ts';
import { getStats } from '../domain/stats.use-case.ts';
import { recordStudyHeartbeat } from '../domain/study-session.use-case.ts';
import { getStreakFreezeBalance } from '../domain/streak-freeze.use-case.ts';
import type { QuizDeps } from '../domain/quiz-grading.ts';
import type { StreakFreezesRepository } from '../data/streak-freezes.repository.ts';

export interface LearnerRouteDeps extends QuizDeps {
  identity: IdentityClient;
  learner: LearnerRepository;
  sessions: StudySessionsRepository;
  assessment: SkillAssessmentFile;
  freezes: StreakFreezesRepository;
}

/** Everything a signed-in learner reads and writes about their own learning. */
export function learnerRoutes(deps: LearnerRouteDeps): Router {
  const router = Router();
  const handle = operationHandlers(router, deps);
  // A learner's writes carry their time zone (X-Time-Zone, sent by the web kit): it is kept with
  // them, so the days a write's streak freezes are spent on are the learner's, and reads never write it.
  const keepsTimeZone: RequestHandler = async (req, _res, next) => {
    const reported = req.get('x-time-zone');
    if (reported && isValidTimeZone(reported)) await deps.learner.saveTimeZone(currentUser(req).id, reported);
    next();
  };

  handle(learningOperations.getProgress, ({ user }) => listProgress(deps, user.id));
  handle(learningOperations.postProgress, ({ user, body, req }) => recordProgress(forRequest(deps, req), completingLearner(user), body), {
    before: [keepsTimeZone],
  });
  // The attempt resource: the service keeps the attempt's start, deadline and answers.
  handle(learningOperations.getQuizAttempt, ({ user, params }) => getQuizAttempt(deps, user.id, params.id));
  handle(learningOperations.startQuizAttempt, async ({ user, params, req }) => {
    const { attempt, created } = await startQuizAttempt(forRequest(deps, req), completingLearner(user), params.id);
    return answer(created ? 201 : 200, attempt);
  });
  handle(learningOperations.retiredQuizAttempts, () => refuseOneRequestGrading());
  handle(learningOperations.saveQuizAnswers, ({ user, params, body, req }) => saveQuizAnswers(forRequest(deps, req), user.id, params.id, body));
  handle(
    learningOperations.submitQuizAttempt,
    ({ user, params, body, req }) => submitQuizAttempt(forRequest(deps, req), completingLearner(user), params.id, body),
    {
      before: [keepsTimeZone, quizSubmissionRateLimit],
    },
  );
  handle(learningOperations.postStudySession, ({ user, body, req }) => recordStudyHeartbeat(forRequest(deps, req), user.id, body), { before: [keepsTimeZone] });
  handle(learningOperations.getStats, ({ user, req }) => getStats(deps, user.id, req.get('x-time-zone')));
  handle(learningOperations.getStreakFreezeBalance, ({ user, req }) => getStreakFreezeBalance(deps, user.id, req.get('x-time-zone')));
  handle(learningOperations.getLearningAnalytics, ({ user }) => learningSessions(deps.activity, user.id));
  handle(learningOperations.getOnboarding, ({ user }) => getOnboarding(deps.learner, user.id));
  // The one onboarding schema (the contract's), with the same rules the form checks step by step.
  handle(learningOperations.postOnboarding, ({ user, body }) => saveOnboarding(deps.learner, user.id, body));
  handle(learningOperations.getLearnerProfile, ({ user }) => getLearnerProfile(deps.learner, user.id));
  handle(learningOperations.putLearnerProfile, ({ user, body }) => saveLearnerProfile(deps.learner, user.id, body));
  handle(learningOperations.getSkillQuestions, () => publicQuestions(deps.assessment));
  handle(learningOperations.postSkillAssessment, ({ user, body, req }) => submitAssessment(forRequest(deps, req), user.id, body.answers), {
    before: [keepsTimeZone],
  });
  handle(learningOperations.getSkillRecords, ({ user }) => skillRecords(deps.learner, user.id));
  handle(learningOperations.getFeaturedCaseStudy, async () => {
    const row = await deps.learner.featuredCaseStudy();
    return row
      ? {
          id: row.id,
          slug: row.slug,
          title: row.title,
          description: row.description,
          industry: row.industry,
          imageUrl: row.imageUrl,
          readingTime: row.readingTime,
          roiPercentage: row.roiPercentage,
          timeToRoi: row.timeToRoi,
        }
      : null;
  });
  return router;
}
