import { z } from 'zod';
import { crmDashboardStatsSchema } from './backoffice.ts';
import { errorEnvelopeSchema } from './common.ts';
import { createPaymentIntentRequestSchema, createPaymentIntentResponseSchema, subscriptionPlansResponseSchema } from './commerce.ts';
import { authUserSchema, logoutResponseSchema } from './identity.ts';
import { modulesResponseSchema } from './learning.ts';
import type { ServiceName } from './platform.ts';
import { aiToolsResponseSchema } from './tools.ts';

export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  service: ServiceName;
  summary: string;
  access: 'public' | 'signed-in' | 'administrator';
  request?: z.ZodType;
  response?: z.ZodType;
  /** A redirect (browser navigation) rather than JSON. */
  redirect?: boolean;
}

/** Every JSON operation the services offer, with its contract. The OpenAPI document is made from it. */
export const apiOperations: ApiOperation[] = [
  { method: 'get', path: '/api/login', service: 'identity', summary: 'Starts sign-in (redirects to the identity provider)', access: 'public', redirect: true },
  { method: 'get', path: '/api/callback', service: 'identity', summary: 'Completes sign-in (redirects back into the academy)', access: 'public', redirect: true },
  { method: 'post', path: '/api/logout', service: 'identity', summary: 'Signs out everywhere at once; where to go next (a form post gets 303 to it)', access: 'public', response: logoutResponseSchema },
  { method: 'get', path: '/api/auth/user', service: 'identity', summary: 'The signed-in user', access: 'signed-in', response: authUserSchema },
  { method: 'get', path: '/api/modules', service: 'learning', summary: 'The published learning modules, without quiz answers', access: 'public', response: modulesResponseSchema },
  { method: 'get', path: '/api/ai-tools', service: 'tools', summary: 'The AI tools catalogue', access: 'signed-in', response: aiToolsResponseSchema },
  { method: 'get', path: '/api/subscription-plans', service: 'commerce', summary: 'The active plans, the lifetime course offer first', access: 'public', response: subscriptionPlansResponseSchema },
  { method: 'post', path: '/api/create-payment-intent', service: 'commerce', summary: 'Starts the course purchase', access: 'signed-in', request: createPaymentIntentRequestSchema, response: createPaymentIntentResponseSchema },
  { method: 'get', path: '/api/crm/dashboard-stats', service: 'backoffice', summary: 'The CRM dashboard figures of the signed-in user', access: 'signed-in', response: crmDashboardStatsSchema },
];

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any' });

/** Builds the OpenAPI 3 document of the whole API from the contracts. */
export function buildOpenApiDocument(operations: ApiOperation[] = apiOperations) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorResponse = { description: 'Error envelope', content: { 'application/json': { schema: jsonSchema(errorEnvelopeSchema) } } };
  for (const op of operations) {
    const responses: Record<string, unknown> = op.redirect
      ? { '302': { description: 'Redirect' } }
      : { '200': { description: 'OK', content: { 'application/json': { schema: op.response ? jsonSchema(op.response) : {} } } } };
    if (op.request) responses['400'] = errorResponse;
    if (op.access !== 'public') responses['401'] = errorResponse;
    if (op.access === 'administrator') responses['403'] = errorResponse;
    responses['500'] = errorResponse;
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      tags: [op.service],
      ...(op.access === 'public' ? {} : { security: [{ session: [] }] }),
      ...(op.request ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.request) } } } } : {}),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'AI Business Academy API', version: '1.0.0' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'academy.sid' } } },
    paths,
  };
}
