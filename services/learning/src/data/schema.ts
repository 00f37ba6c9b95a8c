import { COURSE_PLAN_ID, type ModuleChange } from '@academy/contracts';
import { eventInbox, eventOutbox, eventOutboxDeliveries } from '@academy/service-kit/event-tables';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export interface StoredSection {
  title: string;
  duration: number;
  content: string;
}

export interface StoredQuestion {
  id: string;
  question: string;
  options: string[];
  /** Zero-based index of the correct option; never leaves the service. */
  answer: number;
  explanation: string;
}

export interface StoredQuiz {
  timeLimit: number;
  passingScore: number;
  questions: StoredQuestion[];
}

export const modules = pgTable('modules', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  difficulty: text('difficulty', { enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
  estimatedMinutes: integer('estimated_minutes').notNull(),
  imageUrl: text('image_url'),
  videoUrl: text('video_url'),
  videoThumbnail: text('video_thumbnail'),
  learningObjectives: jsonb('learning_objectives').$type<string[]>().notNull(),
  sections: jsonb('sections').$type<StoredSection[]>().notNull(),
  quiz: jsonb('quiz').$type<StoredQuiz | null>(),
  isPublished: boolean('is_published').notNull().default(true),
  /** The content's version (module file `version`) and what changed in each, newest first. */
  version: integer('version').notNull().default(1),
  changes: jsonb('changes').$type<ModuleChange[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ModuleRow = typeof modules.$inferSelect;
export type NewModuleRow = typeof modules.$inferInsert;

/** Course access a learner holds, learned from the commerce service's entitlement.granted events. */
export const entitlements = pgTable(
  'entitlements',
  {
    userId: text('user_id').notNull(),
    productId: text('product_id').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

/** The entitlement that opens every module: the course's product id (its home is the contracts). */
export const LIFETIME_ACCESS = COURSE_PLAN_ID;

/**
 * The learner's time zone (IANA), used to count study days and today's minutes, and the quiz time
 * multiplier they chose (a quiz attempt's deadline is its time limit times this).
 */
export const learnerProfiles = pgTable('learner_profiles', {
  userId: text('user_id').primaryKey(),
  timeZone: text('time_zone').notNull().default('UTC'),
  quizTimeMultiplier: real('quiz_time_multiplier').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Running totals per learner, kept up to date in the same transaction as the write that changes
 * them (a study heartbeat that credits a new whole minute), so GET /api/stats reads one row
 * instead of summing every study session the learner ever had.
 */
export const learnerStats = pgTable('learner_stats', {
  userId: text('user_id').primaryKey(),
  /** Sum over the learner's study sessions of their whole active minutes (totalStudyMinutes). */
  studyMinutes: integer('study_minutes').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Active study seconds per learner and module, kept by the heartbeats in their transaction (the
 * sum of the module's study sessions), so GET /api/progress reads one row per module instead of
 * summing every session the learner ever had.
 */
export const learnerModuleTime = pgTable(
  'learner_module_time',
  {
    userId: text('user_id').notNull(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    activeSeconds: integer('active_seconds').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleId] })],
);

/**
 * Whole study minutes per learner and quarter hour (UTC-aligned) of the sessions started in it,
 * kept by the heartbeats in their transaction. Every time zone's offset is a whole number of
 * quarter hours, so a quarter hour never spans two calendar days anywhere: "minutes today" in any
 * time zone is a sum over at most 100 of these rows, however many sessions a learner opens.
 */
export const learnerQuarterMinutes = pgTable(
  'learner_quarter_minutes',
  {
    userId: text('user_id').notNull(),
    quarterStart: timestamp('quarter_start', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.quarterStart] })],
);

/** One row per learner and module: the authoritative progress record. */
export const progress = pgTable(
  'progress',
  {
    userId: text('user_id').notNull(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    sectionsCompleted: jsonb('sections_completed').$type<number[]>().notNull().default([]),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    quizCompleted: boolean('quiz_completed').notNull().default(false),
    quizScore: integer('quiz_score'),
    videoWatched: boolean('video_watched').notNull().default(false),
    /**
     * The module's version the learner went through: the one they started on, raised to the
     * current one when they finish the module or acknowledge what changed. Later versions' notes
     * are what they are told; a new version never touches completion or the quiz pass.
     */
    contentVersion: integer('content_version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleId] })],
);

/**
 * Every quiz attempt. An attempt is `open` from its start (the service keeps the start and the
 * deadline, and the answers as they are given) until it is graded; one open attempt per learner
 * and module at most.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    status: text('status', { enum: ['open', 'graded'] })
      .notNull()
      .default('graded'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    /** Null while open. */
    score: integer('score'),
    passed: boolean('passed'),
    timedOut: boolean('timed_out').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [
    index('quiz_attempts_user_idx').on(table.userId, table.moduleId),
    uniqueIndex('quiz_attempts_one_open_idx')
      .on(table.userId, table.moduleId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** Time on a module page, from the page's heartbeats; feeds time spent, today's minutes and analytics. */
export const studySessions = pgTable(
  'study_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    activeSeconds: integer('active_seconds').notNull().default(0),
    elapsedSeconds: integer('elapsed_seconds').notNull().default(0),
    interactions: integer('interactions').notNull().default(0),
    /** The running totals the page last reported; the credited ones above never exceed observed time. */
    reportedActiveSeconds: integer('reported_active_seconds').notNull().default(0),
    reportedElapsedSeconds: integer('reported_elapsed_seconds').notNull().default(0),
  },
  (table) => [index('study_sessions_user_idx').on(table.userId, table.startedAt)],
);

/** Learning actions by time, for the day streak. */
export const learningActivity = pgTable(
  'learning_activity',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind', { enum: ['section', 'quiz', 'video', 'study', 'assessment'] }).notNull(),
    moduleId: integer('module_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('learning_activity_user_idx').on(table.userId, table.occurredAt)],
);

export const onboarding = pgTable('onboarding', {
  userId: text('user_id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const skillAssessments = pgTable(
  'skill_assessments',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    overallScore: integer('overall_score').notNull(),
    categoryScores: jsonb('category_scores').$type<Record<string, number>>().notNull(),
    skillLevel: text('skill_level').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('skill_assessments_user_idx').on(table.userId, table.completedAt)],
);

export const caseStudies = pgTable('case_studies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  industry: text('industry', { enum: ['e-commerce', 'saas', 'consulting', 'other'] }).notNull(),
  imageUrl: text('image_url'),
  readingTime: integer('reading_time').notNull(),
  roiPercentage: integer('roi_percentage').notNull(),
  timeToRoi: text('time_to_roi').notNull(),
  featured: boolean('featured').notNull().default(false),
  isPublished: boolean('is_published').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export type ProgressRow = typeof progress.$inferSelect;
export type LearnerStatsRow = typeof learnerStats.$inferSelect;
export type StudySessionRow = typeof studySessions.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
export type CaseStudyRow = typeof caseStudies.$inferSelect;

/**
 * Streak freezes the learner bought in the arena (tools' streak_freeze.purchased). Each protects
 * the day streak for one missed day; `used_on` is the day it covered.
 */
export const streakFreezes = pgTable(
  'streak_freezes',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    usedOn: date('used_on'),
  },
  (table) => [index('streak_freezes_user_idx').on(table.userId)],
);

/**
 * Course certificates: one standing per learner and course, issued and signed in the transaction
 * of the completion that finishes the course (or of a new purchase by a learner who had finished
 * it); the credential names the learner and never changes after. Revoked, never deleted, so a
 * verifier learns that a certificate was taken back; a deleted account leaves only the id, the
 * course and the dates.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey(),
    /** Null once the account is deleted. */
    userId: text('user_id'),
    courseId: text('course_id').notNull(),
    /** The course's modules when it was completed, in course order. */
    modules: jsonb('modules').$type<string[]>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    learnerName: text('learner_name'),
    /** The VC-JWT. */
    credential: text('credential'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revocationReason: text('revocation_reason', { enum: ['refund', 'admin', 'account-deleted'] }),
  },
  // One standing certificate per learner and course; revoked ones stay beside it.
  (table) => [
    uniqueIndex('certificates_standing_idx')
      .on(table.userId, table.courseId)
      .where(sql`${table.revokedAt} is null`),
  ],
);
export type CertificateRow = typeof certificates.$inferSelect;

/**
 * The name a certificate gives a learner, as this service last learned it: from identity's
 * user.created and user.updated, or from the learner's own request that completed a module,
 * whichever is newer. A purchase that completes the course (entitlement.granted) carries no name:
 * the certificate it issues takes it from here.
 */
export const learnerNames = pgTable('learner_names', {
  userId: text('user_id').primaryKey(),
  name: text('name').notNull(),
  /** When the source said it (the event's time, or the request's). */
  namedAt: timestamp('named_at', { withTimezone: true }).notNull(),
});

export { eventInbox, eventOutbox, eventOutboxDeliveries };

export const schema = {
  modules,
  entitlements,
  learnerProfiles,
  learnerStats,
  learnerModuleTime,
  progress,
  quizAttempts,
  studySessions,
  learningActivity,
  onboarding,
  skillAssessments,
  caseStudies,
  streakFreezes,
  certificates,
  learnerNames,
  eventOutbox,
  eventOutboxDeliveries,
  eventInbox,
};
