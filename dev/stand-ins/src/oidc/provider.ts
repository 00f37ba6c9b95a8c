import { createHash, generateKeyPair, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import express, { Router, type Request, type Response } from 'express';
import Provider, { errors, type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import { DEV_PROVIDER_PATH, standInOperations } from '@academy/contracts';
import { AppError, route, toEnvelope, type Logger } from '@academy/service-kit';
import { developmentAccounts, findDevelopmentAccount, type DevelopmentAccount } from './accounts.ts';
import { createMemoryAdapterClass } from './memory-adapter.ts';
import { renderProblemPage, renderSignInPage } from './sign-in-page.ts';

/** The one client's id (identity's OIDC_CLIENT_ID). */
export const DEV_CLIENT_ID = 'academy-identity';

/** The one client the provider knows: the identity service. */
export interface DevelopmentClient {
  /** Identity's OIDC_CLIENT_SECRET. */
  secret: string;
  /** Identity's redirect URI: its PUBLIC_URL + /api/callback. */
  redirectUri: string;
  /** Where a browser may be sent after signing out: identity's PUBLIC_URL + /. */
  postLogoutRedirectUri: string;
}

export interface DevelopmentProviderOptions {
  /**
   * The origin a browser reaches the provider on, e.g. http://localhost:8080 (the development
   * gateway, which routes /api/oidc here); the issuer is this + /api/oidc.
   */
  publicUrl: string;
  client: DevelopmentClient;
  /** Derives the provider's cookie keys. */
  secret: string;
  logger: Logger;
  /** The users on record, offered beside the demo accounts (so a user an administrator created can sign in). */
  recordedAccounts?: RecordedAccounts;
}

/** Looks up users on record as development accounts (subject `user:<id>`). */
export interface RecordedAccounts {
  /** The newest users on record, or the newest whose e-mail or name contains `search`; with how many match in all. */
  list(search?: string): Promise<{ accounts: DevelopmentAccount[]; total: number }>;
  find(subject: string): Promise<DevelopmentAccount | undefined>;
}

export interface DevelopmentProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Mount at the application root: serves /api/oidc/*. */
  router: Router;
}

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * The sign-in steps are pages a person's browser navigates to: a browser (which asks for HTML before
 * anything else) gets a page saying what happened with a way to start again; any other client gets
 * the platform's error envelope, as from every other route.
 */
function prefersPage(accepts: (...types: string[]) => string | false): boolean {
  return accepts('application/json', 'text/html') === 'text/html';
}

const problemTitles: Partial<Record<string, string>> = {
  IDENTITY_SIGN_IN_EXPIRED: 'This sign-in has expired',
  IDENTITY_SIGN_IN_FAILED: 'Sign-in could not continue',
};

function problemPage(error: AppError): string {
  return renderProblemPage(problemTitles[error.code] ?? 'Sign-in could not continue', error.message);
}

/** Answers a request the provider (Koa) handles with the error: a page for a browser, else the envelope. */
function errorAnswer(ctx: Pick<KoaContextWithOIDC, 'req' | 'status' | 'type' | 'set' | 'body' | 'accepts'>, error: AppError): void {
  const requestId = String((ctx.req as { id?: unknown }).id ?? '');
  ctx.status = error.status;
  ctx.set('Cache-Control', 'no-store');
  if (prefersPage((...types) => ctx.accepts(...types))) {
    ctx.type = 'html';
    ctx.body = problemPage(error);
    return;
  }
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(toEnvelope(error, requestId));
}

const SIGN_IN_SEARCH_MAX = 200;
/** The sign-in page's search for a user on record: part of an e-mail address or of 'first last'. */
const signInSearchSchema = z.object({ search: z.string().trim().max(SIGN_IN_SEARCH_MAX).optional() });

function derive(secret: string, purpose: string): string {
  return createHash('sha256').update(`${purpose}:${secret}`).digest('base64url');
}

async function signingKey(): Promise<JWK> {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' } as JWK;
}

/**
 * The development OpenID provider, run in place of an external issuer: demo accounts, no
 * passwords, PKCE required, consent granted for the one client. The identity service signs in
 * through it exactly as it would through any other issuer (OIDC_ISSUER).
 */
export async function createDevelopmentProvider(options: DevelopmentProviderOptions): Promise<DevelopmentProvider> {
  const issuer = `${options.publicUrl}${DEV_PROVIDER_PATH}`;
  const clientSecret = options.client.secret;
  const publicUrl = new URL(options.publicUrl);

  const configuration: Configuration = {
    adapter: createMemoryAdapterClass(),
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [options.client.redirectUri],
        post_logout_redirect_uris: [options.client.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [await signingKey()] },
    cookies: { keys: [derive(options.secret, 'development-provider-cookies')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Profile claims go into the ID token as well, so the client reads them without a userinfo call.
    conformIdTokenClaims: false,
    // No end_session_endpoint: identity then ends only its own session on sign-out (the provider's
    // confirmation page needs script, which the gateway's policy refuses), as before.
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    pkce: { required: () => true },
    // Seconds. Tokens only need to live long enough for the identity service to read them once.
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
      Interaction: 10 * 60,
      Grant: 24 * 60 * 60,
      Session: 24 * 60 * 60,
    },
    interactions: { url: (_ctx, interaction) => `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, subject) {
      const account = findDevelopmentAccount(subject) ?? (await options.recordedAccounts?.find(subject));
      if (!account) return undefined;
      return {
        accountId: account.subject,
        claims: () => ({
          sub: account.subject,
          email: account.email,
          email_verified: true,
          name: `${account.givenName} ${account.familyName}`,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    // The identity service is this provider's only client: consent is implied.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      const message = String(out['error_description'] ?? out['error'] ?? 'The request was not valid.');
      errorAnswer(
        ctx,
        new AppError('IDENTITY_SIGN_IN_FAILED', `Sign-in could not continue: ${message}`, { status: ctx.status >= 400 && ctx.status < 600 ? ctx.status : 400 }),
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  // A path under the provider it does not have: the envelope, not Koa's plain-text 404.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) errorAnswer(ctx, new AppError('NOT_FOUND', `No route for ${ctx.method} ${ctx.path}`, { status: 404 }));
  });
  // URLs the provider prints (discovery, redirects) always use the public origin, however the
  // request reached this process: directly, through the gateway, or from the service itself.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => options.logger.error({ err: error }, 'development provider failed'));

  const router = Router();
  // The account chooser every time (what prompt=login asks for), so signing out and in again can
  // switch accounts, whatever the client asked.
  router.get(`${DEV_PROVIDER_PATH}/auth`, (req, _res, next) => {
    if (!new URL(req.url, 'http://provider.invalid').searchParams.has('prompt')) req.url = `${req.url}${req.url.includes('?') ? '&' : '?'}prompt=login`;
    next();
  });
  router.use(DEV_PROVIDER_PATH, (req, _res, next) => {
    req.headers['x-forwarded-host'] = publicUrl.host;
    req.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
    next();
  });

  const form = express.urlencoded({ extended: false, limit: '2kb' });

  async function details(req: Request, res: Response) {
    try {
      return await provider.interactionDetails(req, res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest) {
        throw new AppError('IDENTITY_SIGN_IN_EXPIRED', 'This sign-in has expired: the sign-in page was open too long or was already used.', { status: 400 });
      }
      throw error;
    }
  }

  route(router, standInOperations.devInteraction, async (req, res) => {
    const interaction = await details(req, res);
    if (interaction.prompt.name !== 'login') {
      // Consent and any other prompt are granted for the one first-party client.
      await provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
      return;
    }
    const base = `${DEV_PROVIDER_PATH}/interaction/${encodeURIComponent(interaction.uid)}`;
    const query = signInSearchSchema.safeParse(req.query);
    if (!query.success) {
      throw new AppError('IDENTITY_INVALID_REQUEST', `Search by at most ${SIGN_IN_SEARCH_MAX} characters of an e-mail address or a name.`, { status: 400 });
    }
    const search = query.data.search || undefined;
    const recorded = options.recordedAccounts ? await options.recordedAccounts.list(search) : undefined;
    res
      .status(200)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        renderSignInPage({
          accounts: developmentAccounts,
          recorded: recorded && { ...recorded, search, searchAction: base },
          loginAction: `${base}/login`,
          abortAction: `${base}/abort`,
        }),
      );
  });

  route(router, standInOperations.devInteractionLogin, form, async (req, res) => {
    const interaction = await details(req, res);
    const subject = typeof req.body?.account === 'string' ? req.body.account : '';
    const account = findDevelopmentAccount(subject) ?? (await options.recordedAccounts?.find(subject));
    if (!account || interaction.prompt.name !== 'login') {
      throw new AppError('IDENTITY_INVALID_REQUEST', 'Pick one of the development accounts to sign in.', { status: 400 });
    }
    if (interaction.session) {
      // Every development sign-in starts a fresh provider session. Left in place, a session of
      // another account would make the provider confirm a sign-out on a page that needs script.
      const previous = await provider.Session.find(interaction.session.cookie);
      await previous?.destroy();
      interaction.session = undefined;
      await interaction.persist();
    }
    await provider.interactionFinished(req, res, { login: { accountId: account.subject } }, { mergeWithLastSubmission: false });
  });

  route(router, standInOperations.devInteractionAbort, async (req, res) => {
    await details(req, res);
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
      { mergeWithLastSubmission: false },
    );
  });

  // A sign-in step that cannot continue, reached by a person's browser: a page, not the envelope.
  router.use(DEV_PROVIDER_PATH, (error: unknown, req: Request, res: Response, next: (error: unknown) => void) => {
    if (!(error instanceof AppError) || !prefersPage((...types) => req.accepts(types))) {
      next(error);
      return;
    }
    res.status(error.status).type('html').set('Cache-Control', 'no-store').send(problemPage(error));
  });
  router.use(DEV_PROVIDER_PATH, provider.callback());

  return { issuer, clientId: DEV_CLIENT_ID, clientSecret, router };
}
