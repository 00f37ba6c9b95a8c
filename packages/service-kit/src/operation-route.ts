import type { Express, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { ApiOperation, AuthUser, InputError } from '@academy/contracts';
import type { IdentityClient } from './auth.ts';
import { AppError } from './errors.ts';
import { markOperation } from './metrics.ts';
import { parseInput, sendJson } from './validate.ts';

/**
 * Registers a route from its operation in @academy/contracts: the method and path come from the
 * contract, never from the route file, so what a service mounts and what the OpenAPI document
 * describes are one list (a test compares every service's mounted routes with the tables).
 */
export function route(router: Router | Express, operation: ApiOperation, ...handlers: RequestHandler[]): void {
  // Marked first, so a request's metrics name its operation whatever answers it (a guard's 401 too).
  router.route(operation.path)[operation.method](markOperation(operation), ...handlers);
}

/**
 * The same for a router that is mounted under `mountPath` (`app.use(mountPath, router)`): the
 * route is registered at the operation's path below the mount point.
 */
export function routeUnder(mountPath: string, router: Router, operation: ApiOperation, ...handlers: RequestHandler[]): void {
  if (!operation.path.startsWith(`${mountPath}/`)) throw new Error(`${operation.method.toUpperCase()} ${operation.path} is not under ${mountPath}`);
  router.route(operation.path.slice(mountPath.length))[operation.method](markOperation(operation), ...handlers);
}

type Parsed<Op, K extends string> = Op extends { readonly [P in K]: infer S extends z.core.$ZodType } ? z.output<S> : undefined;
type AnswerBody<Op> = Op extends { readonly response: infer R extends z.core.$ZodType } ? z.input<R> : undefined;

/** What a handler registered from its operation is given: the input parsed by the operation's schemas, and the caller. */
export interface OperationCall<Op extends ApiOperation> {
  params: Parsed<Op, 'params'>;
  query: Parsed<Op, 'query'>;
  body: Parsed<Op, 'request'>;
  /** The caller: always there for a signed-in or administrator operation; for a public one, when `optionalUser` asked for it. */
  user: Op['access'] extends 'signed-in' | 'administrator' ? AuthUser : AuthUser | undefined;
  req: Request;
  res: Response;
}

/** An answer with another success status than the operation's (200 for an attempt resumed, 201 for one started). */
export class Answer<T> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}
export const answer = <T>(status: number, body: T): Answer<T> => new Answer(status, body);

export type OperationHandler<Op extends ApiOperation> = (
  call: OperationCall<Op>,
) => AnswerBody<Op> | Answer<AnswerBody<Op>> | void | Promise<AnswerBody<Op> | Answer<AnswerBody<Op>> | void>;

export interface HandleOptions {
  /** Middleware between the access guard and the handler (a rate limit, say). */
  before?: RequestHandler[];
  /** A public operation that answers a signed-in caller differently: resolve the caller, never refuse. */
  optionalUser?: boolean;
  /**
   * Told of a call the caller is refused after the access guard let it through (input that does not
   * parse, or a 4xx from the handler), before the refusal is answered: an audit log records failures too.
   */
  refused?: (error: AppError, req: Request) => Promise<void> | void;
}

/**
 * Registers a handler from its operation: the method and path, the access guard (signed in,
 * administrator), the parsed params, query and body (a 400 with the operation's code when they do
 * not parse), and the answer checked against the operation's response with its status. A handler
 * that writes a file or a page itself (`produces`) writes to `res` and returns nothing.
 */
export function operationHandlers(router: Router | Express, guards?: { identity: Pick<IdentityClient, 'requireUser' | 'requireAdmin' | 'optionalUser'> }) {
  const guardOf: Record<ApiOperation['access'], RequestHandler | undefined> = {
    'signed-in': guards?.identity.requireUser,
    administrator: guards?.identity.requireAdmin,
    public: undefined,
    internal: undefined,
  };
  return function handle<const Op extends ApiOperation>(operation: Op, handler: OperationHandler<Op>, options: HandleOptions = {}): void {
    const guard = guardOf[operation.access] ?? (options.optionalUser ? guards?.identity.optionalUser : undefined);
    // Internal operations are guarded by the shared secret where their router is mounted; the others need the caller.
    if (!guard && (operation.access === 'signed-in' || operation.access === 'administrator' || options.optionalUser)) {
      throw new Error(`${operation.method.toUpperCase()} ${operation.path} needs the caller: give operationHandlers the identity guards`);
    }
    const answerCall = async (req: Request, res: Response) => {
      // A retired operation reads nothing: whatever it is sent, it says it is gone.
      const read = <S extends z.core.$ZodType>(schema: S | undefined, value: unknown, error: InputError | undefined) =>
        schema && !operation.retired ? parseInput(schema, value, error?.code, error?.message) : undefined;
      const json = (operation.requestFormat ?? 'json') === 'json';
      const call = {
        params: read(operation.params, req.params, operation.paramsError),
        query: read(operation.query, req.query, operation.queryError),
        body: json ? read(operation.request, req.body, operation.requestError) : undefined,
        user: req.user,
        req,
        res,
      } as OperationCall<Op>;
      const result = await handler(call);
      if (res.headersSent) return;
      const [status, body] = result instanceof Answer ? [result.status, result.body] : [operation.status ?? 200, result];
      if (operation.response) sendJson(res, operation.response, body as never, status);
      else res.status(status).end();
    };
    const { refused } = options;
    route(
      router,
      operation,
      ...(guard ? [guard] : []),
      ...(options.before ?? []),
      refused
        ? async (req, res) => {
            try {
              await answerCall(req, res);
            } catch (error) {
              if (error instanceof AppError && error.status < 500) await refused(error, req);
              throw error;
            }
          }
        : answerCall,
    );
  };
}
