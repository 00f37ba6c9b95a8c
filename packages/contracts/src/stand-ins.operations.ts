import {
  devMailboxMessageParamsSchema,
  devMailboxMessagesResponseSchema,
  testModeConfirmParamsSchema,
  testModeConfirmRequestSchema,
  testModeConfirmResponseSchema,
} from './commerce.ts';
import { devInteractionLoginFormSchema, devInteractionParamsSchema } from './identity.ts';
import type { OperationTable } from './operation.ts';

/*
 * The pages and calls of the development stand-ins (dev/stand-ins, docs/decisions/028): what a
 * browser reaches of the test-mode payment server, the development mailbox and the development
 * OpenID provider. No service answers them: the development gateway routes these paths to the
 * stand-ins when the runner started them, and a production gateway has no such route (404).
 */

/** Where the development mailbox is read (development and test only; never in production). */
export const DEV_MAILBOX_PATH = '/api/payments/dev-mailbox';
/** Where the test-mode payment server's browser-facing routes are (what Stripe.js calls; no Stripe keys). */
export const TEST_MODE_PAYMENTS_PATH = '/api/payments/test-mode';
/**
 * Where the development OpenID provider is (its issuer is this path on the origin it is reached
 * through): discovery, authorization, token, keys, and its sign-in page's interactions.
 */
export const DEV_PROVIDER_PATH = '/api/oidc';

/** Every browser-facing route of the stand-ins. */
export const standInOperations = {
  testModeConfirm: {
    method: 'post',
    path: `${TEST_MODE_PAYMENTS_PATH}/v1/payment_intents/:id/confirm`,
    service: 'stand-ins',
    summary: 'TEST MODE only: the card form confirms a payment intent with its client secret, as Stripe.js does',
    access: 'public',
    params: testModeConfirmParamsSchema,
    request: testModeConfirmRequestSchema,
    response: testModeConfirmResponseSchema,
  },
  devMailbox: {
    method: 'get',
    path: DEV_MAILBOX_PATH,
    service: 'stand-ins',
    summary: 'Development only: the mailbox page of every e-mail sent',
    access: 'public',
    produces: 'text/html',
  },
  devMailboxMessages: {
    method: 'get',
    path: `${DEV_MAILBOX_PATH}/messages`,
    service: 'stand-ins',
    summary: 'Development only: every e-mail sent, newest first',
    access: 'public',
    response: devMailboxMessagesResponseSchema,
  },
  devMailboxMessage: {
    method: 'get',
    path: `${DEV_MAILBOX_PATH}/:id`,
    service: 'stand-ins',
    summary: 'Development only: one e-mail',
    access: 'public',
    params: devMailboxMessageParamsSchema,
    produces: 'text/html',
  },
  devInteraction: {
    method: 'get',
    path: '/api/oidc/interaction/:uid',
    service: 'stand-ins',
    summary: 'The development provider’s account chooser',
    access: 'public',
    params: devInteractionParamsSchema,
    produces: 'text/html',
  },
  devInteractionLogin: {
    method: 'post',
    path: '/api/oidc/interaction/:uid/login',
    service: 'stand-ins',
    summary: 'Signs in as the development account chosen',
    access: 'public',
    params: devInteractionParamsSchema,
    request: devInteractionLoginFormSchema,
    requestFormat: 'form',
    redirect: true,
  },
  devInteractionAbort: {
    method: 'post',
    path: '/api/oidc/interaction/:uid/abort',
    service: 'stand-ins',
    summary: 'Cancels the development sign-in',
    access: 'public',
    params: devInteractionParamsSchema,
    redirect: true,
  },
} as const satisfies OperationTable;

/** The path prefixes the development gateway sends to the stand-ins, made from their operations. */
export const standInPaths: readonly string[] = [DEV_MAILBOX_PATH, TEST_MODE_PAYMENTS_PATH, DEV_PROVIDER_PATH];
