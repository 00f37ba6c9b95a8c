import { Router } from 'express';
import { z } from 'zod';
import {
  featuredCaseStudyResponseSchema,
  idParamSchema,
  learningAnalyticsResponseSchema,
  onboardingResponseSchema,
  postProgressRequestSchema,
  postProgressResponseSchema,
  progressListResponseSchema,
  openQuizAttemptSchema,
  quizAttemptRequestSchema,
  quizAttemptResponseSchema,
  quizAttemptStateResponseSchema,
  saveQuizAnswersRequestSchema,
  submitQuizAttemptRequestSchema,
  skillAssessmentRequestSchema,
  skillAssessmentResultSchema,
  skillQuestionsResponseSchema,
  skillRecordsResponseSchema,
  statsResponseSchema,
  studyHeartbeatRequestSchema,
} from '@academy/contracts';
import { currentUser, parseInput, quizSubmissionRateLimit, sendJson, type IdentityClient } from '@academy/service-kit';
import type { StudySessionsRepository } from '../data/study-sessions.repository.ts';
import type { SkillAssessmentFile } from '../data/content-files.ts';
import type { LearnerRepository } from '../data/learner.repository.ts';
import { learningSessions } from '../domain/learning-analytics.use-case.ts';
import { getOnboarding, saveOnboarding } from '../domain/onboarding.use-case.ts';
import { listProgress, recordProgress } from '../domain/record-progress.use-case.ts';
import { getQuizAttempt, saveQuizAnswers, startQuizAttempt, submitQuizAttempt } from '../domain/quiz-attempt.use-case.ts';
import { publicQuestions, skillRecords, submitAssessment } from '../domain/skill-assessment.use-case.ts';
import { getStats } from '../domain/stats.use-case.ts';
import { recordStudyHeartbeat } from '../domain/study-session.use-case.ts';
import { submitQuiz, type QuizDeps } from '../domain/submit-quiz.use-case.ts';

export interface LearnerRouteDeps extends QuizDeps {
  identity: IdentityClient;
  learner: LearnerRepository;
  sessions: StudySessionsRepository;
  assessment: SkillAssessmentFile;
}

const studyAnswerSchema = z.object({ activeMinutes: z.number().int(), engagementScore: z.number().int() });

/** Everything a signed-in learner reads and writes about their own learning. */
export function learnerRoutes(deps: LearnerRouteDeps): Router {
  const router = Router();
  const signedIn = deps.identity.requireUser;

  router.get('/api/progress', signedIn, async (req, res) => {
    sendJson(res, progressListResponseSchema, await listProgress(deps, currentUser(req).id));
  });
  router.post('/api/progress', signedIn, async (req, res) => {
    const body = parseInput(postProgressRequestSchema, req.body);
    sendJson(res, postProgressResponseSchema, await recordProgress(deps, currentUser(req).id, body));
  });
  router.post('/api/modules/:id/quiz-attempts', signedIn, quizSubmissionRateLimit, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    const body = parseInput(quizAttemptRequestSchema, req.body);
    sendJson(res, quizAttemptResponseSchema, await submitQuiz(deps, currentUser(req).id, id, body), 201);
  });
  // The attempt resource: the service keeps the attempt's start, deadline and answers.
  router.get('/api/modules/:id/quiz-attempt', signedIn, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    sendJson(res, quizAttemptStateResponseSchema, await getQuizAttempt(deps, currentUser(req).id, id));
  });
  router.post('/api/modules/:id/quiz-attempt', signedIn, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    const { attempt, created } = await startQuizAttempt(deps, currentUser(req).id, id);
    sendJson(res, openQuizAttemptSchema, attempt, created ? 201 : 200);
  });
  router.patch('/api/modules/:id/quiz-attempt', signedIn, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    const body = parseInput(saveQuizAnswersRequestSchema, req.body);
    sendJson(res, openQuizAttemptSchema, await saveQuizAnswers(deps, currentUser(req).id, id, body));
  });
  router.post('/api/modules/:id/quiz-attempt/submit', signedIn, quizSubmissionRateLimit, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    const body = parseInput(submitQuizAttemptRequestSchema, req.body);
    sendJson(res, quizAttemptResponseSchema, await submitQuizAttempt(deps, currentUser(req).id, id, body));
  });
  router.post('/api/study-sessions', signedIn, async (req, res) => {
    const body = parseInput(studyHeartbeatRequestSchema, req.body);
    sendJson(res, studyAnswerSchema, await recordStudyHeartbeat(deps, currentUser(req).id, body));
  });
  router.get('/api/stats', signedIn, async (req, res) => {
    sendJson(res, statsResponseSchema, await getStats(deps, currentUser(req).id, req.get('x-time-zone')));
  });
  router.get('/api/analytics/learning', signedIn, async (req, res) => {
    sendJson(res, learningAnalyticsResponseSchema, await learningSessions(deps.activity, currentUser(req).id));
  });
  router.get('/api/onboarding', signedIn, async (req, res) => {
    sendJson(res, onboardingResponseSchema, await getOnboarding(deps.learner, currentUser(req).id));
  });
  router.post('/api/onboarding', signedIn, async (req, res) => {
    sendJson(res, onboardingResponseSchema, await saveOnboarding(deps.learner, currentUser(req).id, req.body), 201);
  });
  router.get('/api/skill-assessment/questions', signedIn, (_req, res) => {
    sendJson(res, skillQuestionsResponseSchema, publicQuestions(deps.assessment));
  });
  router.post('/api/skill-assessment', signedIn, async (req, res) => {
    const body = parseInput(skillAssessmentRequestSchema, req.body);
    sendJson(res, skillAssessmentResultSchema, await submitAssessment(deps, currentUser(req).id, body.answers), 201);
  });
  router.get('/api/skill-assessments', signedIn, async (req, res) => {
    sendJson(res, skillRecordsResponseSchema, await skillRecords(deps.learner, currentUser(req).id));
  });
  router.get('/api/featured-case-study', signedIn, async (_req, res) => {
    const row = await deps.learner.featuredCaseStudy();
    sendJson(
      res,
      featuredCaseStudyResponseSchema,
      row
        ? { id: row.id, slug: row.slug, title: row.title, description: row.description, industry: row.industry, imageUrl: row.imageUrl, readingTime: row.readingTime, roiPercentage: row.roiPercentage, timeToRoi: row.timeToRoi }
        : null,
    );
  });
  return router;
}
