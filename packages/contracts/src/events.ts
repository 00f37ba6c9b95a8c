import * as z from 'zod/mini';
import { INT4_MAX } from './common.ts';
import { roleSchema } from './identity.ts';
import { productIds } from './products.ts';

/**
 * Events between services (DESIGN decision 8). A producer writes the event in the same
 * transaction as the change (outbox); a relay posts the envelope to each subscriber's
 * `POST /internal/events` at least once; the consumer keeps the event id and ignores repeats.
 *
 * Append-only: add event types and optional fields (raising the type's `eventVersions`); never
 * remove or retype a field. A change that would break consumers is a new event type. The release
 * check compares the registry with the last release (packages/contracts/releases).
 */

/** Lowercase dotted names: `entitlement.granted`, `user.signed_in`. */
export const eventTypeNameSchema = z
  .string()
  .check(
    z.minLength(3),
    z.maxLength(100),
    z.regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, 'Event types are lowercase dotted names such as entitlement.granted.'),
  );

/**
 * The oldest schema version a consumer still reads. Every version's data is readable by every later
 * consumer (changes are optional fields only), so it stays 1 until a version is given up on purpose.
 */
export const OLDEST_EVENT_VERSION = 1;

/** What travels on the wire: the body of `POST /internal/events`. */
export const eventEnvelopeSchema = z.object({
  /** Unique per event; consumers de-duplicate by it. */
  id: z.uuid(),
  type: eventTypeNameSchema,
  /** The producing service, e.g. `commerce`. */
  source: z.string().check(z.minLength(1), z.maxLength(100)),
  occurredAt: z.iso.datetime({ offset: true }),
  /** Whom the event is about, usually a user id. */
  subject: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /** Checked against the type's schema in `eventDataSchemas` by the consumer. */
  data: z.unknown(),
  /**
   * The schema version of the type's data when it was sent (`eventVersions`). A consumer takes any
   * version from `OLDEST_EVENT_VERSION` on: an older one lacks only optional fields, a newer one's
   * fields it does not know are dropped by its schema (decision 038).
   */
  version: z.number().check(z.int(), z.gte(OLDEST_EVENT_VERSION), z.lte(INT4_MAX)),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/** The consumer's answer to a delivery. Any 2xx tells the relay the event is settled. */
export const eventAckSchema = z.object({
  /** processed: the handler ran; duplicate: seen before, not run again; ignored: no handler for this type. */
  status: z.enum(['processed', 'duplicate', 'ignored']),
});
export type EventAck = z.infer<typeof eventAckSchema>;

const userId = z.string().check(z.minLength(1));
const email = z.string().check(z.minLength(1));
const moduleId = z.number().check(z.int(), z.positive());
const timestamp = z.iso.datetime({ offset: true });
/** A score in percent. */
const percent = z.number().check(z.gte(0), z.lte(100));

const userProfileData = z.object({
  userId,
  email,
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  role: roleSchema,
});

export const productIdSchema = z.enum(productIds);

/** Every known event type and the schema of its `data`. */
export const eventDataSchemas = {
  // identity
  'user.created': userProfileData,
  /** `actorId`: the administrator who made the change (absent when the user or operator tooling did). */
  'user.updated': z.extend(userProfileData, { actorId: z.optional(userId) }),
  /** `actorId`: the administrator who deleted the account (absent for operator tooling). */
  'user.deleted': z.object({ userId, email, actorId: z.optional(userId) }),
  'user.signed_in': z.object({ userId, email }),
  /**
   * An administrator's action (identity's user management, commerce's plan management), whether it
   * succeeded or was refused, for the back-office's audit log.
   */
  'admin.action': z.object({
    actorId: userId,
    /** What was attempted: `user.create`, `user.update`, `user.delete`, `plan.create`, … */
    action: z.string().check(z.minLength(1), z.maxLength(100)),
    /** The user or plan acted on, when there is one. */
    targetId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    outcome: z.enum(['success', 'failure']),
    /** The error code of a refused action. */
    code: z.optional(z.string().check(z.maxLength(100))),
    /** The request id of the call (X-Request-Id), to find it in the logs. */
    requestId: z.optional(z.string().check(z.maxLength(200))),
  }),
  /**
   * A signed-in caller was refused an administrator-only call (403), in any service. One event
   * stands for `count` refusals of the same caller and call since `firstAt`: repeats are counted,
   * not sent one by one, so a flood of refusals cannot flood the audit log.
   */
  'access.denied': z.object({
    actorId: userId,
    method: z.string().check(z.minLength(1), z.maxLength(10)),
    /** The call as its route names it: `/api/admin/users/:id`. */
    path: z.string().check(z.minLength(1), z.maxLength(500)),
    count: z.number().check(z.int(), z.positive()),
    firstAt: timestamp,
    requestId: z.optional(z.string().check(z.maxLength(200))),
  }),
  // commerce
  'payment.succeeded': z.object({
    paymentId: z.string().check(z.minLength(1)),
    userId,
    email,
    productId: productIdSchema,
    /** Whole cents. */
    amount: z.number().check(z.int(), z.nonnegative()),
    currency: z.string().check(z.length(3)),
    provider: z.enum(['stripe', 'test']),
  }),
  'entitlement.granted': z.object({
    userId,
    email,
    productId: productIdSchema,
    grantedAt: timestamp,
    reason: z.enum(['purchase', 'admin', 'development']),
  }),
  /** The product is taken back (a refund within the money-back guarantee); progress is kept. */
  'entitlement.revoked': z.object({
    userId,
    email,
    productId: productIdSchema,
    revokedAt: timestamp,
    reason: z.enum(['refund', 'admin']),
  }),
  'payment.refunded': z.object({
    paymentId: z.string().check(z.minLength(1)),
    userId,
    email,
    productId: productIdSchema,
    /** Whole cents given back. */
    amount: z.number().check(z.int(), z.nonnegative()),
    currency: z.string().check(z.length(3)),
  }),
  // learning
  'section.completed': z.object({ userId, moduleId, sectionIndex: z.number().check(z.int(), z.nonnegative()) }),
  'quiz.submitted': z.object({ userId, moduleId, score: percent, passed: z.boolean() }),
  'module.completed': z.object({ userId, moduleId }),
  'assessment.completed': z.object({ userId, overallScore: percent, skillLevel: z.enum(['Advanced', 'Intermediate', 'Beginner+', 'Beginner']) }),
  'study.session': z.object({
    userId,
    moduleId,
    /** The page visit; later events for the same session carry its growing total. */
    sessionId: z.optional(z.string().check(z.minLength(1))),
    minutes: z.number().check(z.nonnegative()),
    engagementScore: percent,
  }),
  // tools
  'xp.awarded': z.object({
    userId,
    amount: z.number().check(z.int(), z.positive()),
    reason: z.string().check(z.minLength(1), z.maxLength(200)),
    totalXp: z.number().check(z.int(), z.nonnegative()),
  }),
  'quest.completed': z.object({
    userId,
    questId: z.string().check(z.minLength(1)),
    xpReward: z.number().check(z.int(), z.nonnegative()),
    /** Added with the arena: the gems paid and the quest's week (Monday, YYYY-MM-DD, learner's time zone). */
    gemReward: z.optional(z.number().check(z.int(), z.nonnegative())),
    weekStart: z.optional(z.string()),
  }),
  /** A challenge run completed before it expired and paid xpReward × xpMultiplier. */
  'challenge.completed': z.object({
    userId,
    challengeId: z.string().check(z.minLength(1)),
    runId: z.string().check(z.minLength(1)),
    xpAwarded: z.number().check(z.int(), z.nonnegative()),
    gemReward: z.number().check(z.int(), z.nonnegative()),
  }),
  /**
   * A learner paid gems for a streak freeze; the learning slice, which holds the learner's freezes,
   * credits it (or declines it: streak_freeze.declined). A repeat of a freeze already credited changes nothing.
   */
  'streak_freeze.purchased': z.object({ userId, freezeId: z.uuid(), purchasedAt: timestamp, gemsSpent: z.number().check(z.int(), z.positive()) }),
  // learning (freezes)
  /**
   * Retired (decision 027): the learning slice no longer announces a freeze it spends, since no other
   * slice keeps a freeze balance. Kept so that events already in an outbox still parse; consumers
   * acknowledge them as ignored.
   */
  'streak_freeze.used': z.object({ userId, freezeId: z.uuid(), day: z.iso.date() }),
  /** The learning slice did not credit a freeze paid for, because the learner already held the most allowed; the arena gives the gems back. */
  'streak_freeze.declined': z.object({ userId, freezeId: z.uuid(), reason: z.enum(['limit']) }),
  // learning (certificates)
  /** Every module of the course is complete: the learner's certificate is issued (once). */
  'certificate.issued': z.object({ userId, certificateId: z.uuid(), courseId: z.string().check(z.minLength(1)), issuedAt: timestamp }),
  /** A certificate is taken back: the course was refunded or the account deleted. */
  'certificate.revoked': z.object({ userId, certificateId: z.uuid(), revokedAt: timestamp, reason: z.enum(['refund', 'admin', 'account-deleted']) }),
} as const;

export type EventType = keyof typeof eventDataSchemas;

/**
 * Each event type's schema version, sent in the envelope. It goes one up with every change to the
 * type's data, and the release check (`test/contract-compatibility.test.ts`) refuses a change that
 * leaves it where it was. A change is only ever an optional field: consumers of the version before
 * and of the version after must both still read the data.
 */
export const eventVersions: { readonly [T in EventType]: number } = {
  'user.created': 1,
  'user.updated': 1,
  'user.deleted': 1,
  'user.signed_in': 1,
  'admin.action': 1,
  'access.denied': 1,
  'payment.succeeded': 1,
  'entitlement.granted': 1,
  'entitlement.revoked': 1,
  'payment.refunded': 1,
  'section.completed': 1,
  'quiz.submitted': 1,
  'module.completed': 1,
  'assessment.completed': 1,
  'study.session': 1,
  'xp.awarded': 1,
  'quest.completed': 1,
  'challenge.completed': 1,
  'streak_freeze.purchased': 1,
  'streak_freeze.used': 1,
  'streak_freeze.declined': 1,
  'certificate.issued': 1,
  'certificate.revoked': 1,
};
export type EventData<T extends EventType> = z.infer<(typeof eventDataSchemas)[T]>;
export const eventTypes = Object.keys(eventDataSchemas) as EventType[];

export function isKnownEventType(type: string): type is EventType {
  return Object.hasOwn(eventDataSchemas, type);
}

/** An envelope whose type is known and whose data has been checked against that type's schema. */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: Omit<EventEnvelope, 'type' | 'data'> & { type: K; data: EventData<K> };
}[T];
