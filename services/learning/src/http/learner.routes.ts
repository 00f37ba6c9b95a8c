import { Router, type RequestHandler } from 'express';
import { isValidTimeZone } from '@academy/rules/learning';
import {
  featuredCaseStudyResponseSchema,
  idParamSchema,
  learnerProfileRequestSchema,
  learnerProfileSchema,
  learningAnalyticsResponseSchema,
  learningOperations,
  onboardingDataSchema,
  onboardingResponseSchema,
  postProgressRequestSchema,
  postProgressResponseSchema,
  progressListResponseSchema,
  openQuizAttemptSchema,
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
  studyHeartbeatResponseSchema,
} from '@academy/contracts';
import { currentUser, parseInput, quizSubmissionRateLimit, route, sendJson, type IdentityClient } from '@academy/service-kit';
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
  const signedIn = deps.identity.requireUser;
  // A learner's writes carry their time zone (X-Time-Zone, sent by the web kit): it is kept with
  // them, so the days a write's streak freezes are spent on are the learner's, and reads never write it.
  const keepsTimeZone: RequestHandler = async (req, _res, next) => {
    const reported = req.get('x-time-zone');
    if (reported && isValidTimeZone(reported)) await deps.learner.saveTimeZone(currentUser(req).id, reported);
    next();
  };

  route(router, learningOperations.getProgress, signedIn, async (req, res) => {
    sendJson(res, progressListResponseSchema, await listProgress(deps, currentUser(req).id));
  });
  route(router, learningOperations.postProgress, signedIn, keepsTimeZone, async (req, res) => {
    const body = parseInput(postProgressRequestSchema, req.body);
    sendJson(res, postProgressResponseSchema, await recordProgress(deps, completingLearner(currentUser(req)), body));
  });
  // The attempt resource: the service keeps the attempt's start, deadline and answers.
  route(router, learningOperations.getQuizAttempt, signedIn, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    sendJson(res, quizAttemptStateResponseSchema, await getQuizAttempt(deps, currentUser(req).id, id));
  });
  route(router, learningOperations.startQuizAttempt, signedIn, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    const { attempt, created } = await startQuizAttempt(deps, completingLearner(currentUser(req)), id);
    sendJson(res, openQuizAttemptSchema, attempt, created ? 201 : 200);
  });
  route(router, learningOperations.retiredQuizAttempts, signedIn, () => refuseOneRequestGrading());
  route(router, learningOperations.saveQuizAnswers, signedIn, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    const body = parseInput(saveQuizAnswersRequestSchema, req.body);
    sendJson(res, openQuizAttemptSchema, await saveQuizAnswers(deps, currentUser(req).id, id, body));
  });
  route(router, learningOperations.submitQuizAttempt, signedIn, keepsTimeZone, quizSubmissionRateLimit, async (req, res) => {
    const { id } = parseInput(idParamSchema, req.params, 'LEARNING_INVALID_MODULE_ID');
    const body = parseInput(submitQuizAttemptRequestSchema, req.body);
    sendJson(res, quizAttemptResponseSchema, await submitQuizAttempt(deps, completingLearner(currentUser(req)), id, body));
  });
  route(router, learningOperations.postStudySession, signedIn, keepsTimeZone, async (req, res) => {
    const body = parseInput(studyHeartbeatRequestSchema, req.body);
    sendJson(res, studyHeartbeatResponseSchema, await recordStudyHeartbeat(deps, currentUser(req).id, body));
  });
  route(router, learningOperations.getStats, signedIn, async (req, res) => {
    sendJson(res, statsResponseSchema, await getStats(deps, currentUser(req).id, req.get('x-time-zone')));
  });
  route(router, learningOperations.getLearningAnalytics, signedIn, async (req, res) => {
    sendJson(res, learningAnalyticsResponseSchema, await learningSessions(deps.activity, currentUser(req).id));
  });
  route(router, learningOperations.getOnboarding, signedIn, async (req, res) => {
    sendJson(res, onboardingResponseSchema, await getOnboarding(deps.learner, currentUser(req).id));
  });
  route(router, learningOperations.postOnboarding, signedIn, async (req, res) => {
    // The one onboarding schema (the contract's), with the same rules the form checks step by step.
    const answers = parseInput(onboardingDataSchema, req.body, 'LEARNING_ONBOARDING_INVALID', 'Some onboarding answers are missing or not valid.');
    sendJson(res, onboardingResponseSchema, await saveOnboarding(deps.learner, currentUser(req).id, answers), 201);
  });
  route(router, learningOperations.getLearnerProfile, signedIn, async (req, res) => {
    sendJson(res, learnerProfileSchema, await getLearnerProfile(deps.learner, currentUser(req).id));
  });
  route(router, learningOperations.putLearnerProfile, signedIn, async (req, res) => {
    const profile = parseInput(learnerProfileRequestSchema, req.body, 'LEARNING_PROFILE_INVALID', 'The quiz time multiplier must be one of the offered values.');
    sendJson(res, learnerProfileSchema, await saveLearnerProfile(deps.learner, currentUser(req).id, profile));
  });
  route(router, learningOperations.getSkillQuestions, signedIn, (_req, res) => {
    sendJson(res, skillQuestionsResponseSchema, publicQuestions(deps.assessment));
  });
  route(router, learningOperations.postSkillAssessment, signedIn, keepsTimeZone, async (req, res) => {
    const body = parseInput(skillAssessmentRequestSchema, req.body);
    sendJson(res, skillAssessmentResultSchema, await submitAssessment(deps, currentUser(req).id, body.answers), 201);
  });
  route(router, learningOperations.getSkillRecords, signedIn, async (req, res) => {
    sendJson(res, skillRecordsResponseSchema, await skillRecords(deps.learner, currentUser(req).id));
  });
  route(router, learningOperations.getFeaturedCaseStudy, signedIn, async (_req, res) => {
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
