import * as client from 'openid-client';
import { AppError } from '@academy/service-kit';
import type { VerifiedIdentity } from '../domain/sign-in.use-case.ts';

/** What a started sign-in keeps in the browser session until the issuer sends the browser back. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  /** Epoch milliseconds. */
  startedAt: number;
}

export type FetchImplementation = (url: string, init: RequestInit) => Promise<Response>;

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Where the issuer sends the browser after signing out there. */
  postLogoutRedirectUri: string;
  /** Permit an http:// issuer (development). */
  allowHttp: boolean;
  /** Replaces fetch for every call to the issuer (discovery, token, JWKS, userinfo). */
  fetch?: FetchImplementation;
  /** Extra parameters for every authorization request. */
  authorizationParams?: Record<string, string>;
}

export interface SignInResult {
  identity: VerifiedIdentity;
  idToken: string | undefined;
}

const SCOPE = 'openid email profile';

/**
 * The identity service as an OpenID Connect relying party: authorization code flow with PKCE
 * (S256), state and nonce. The issuer's metadata is discovered on first use and kept; a failed
 * discovery is retried on the next sign-in.
 */
export function createOidcClient(options: OidcClientOptions) {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(options.issuer), options.clientId, { client_secret: options.clientSecret }, client.ClientSecretPost(options.clientSecret), {
        ...(options.allowHttp ? { execute: [client.allowInsecureRequests] } : {}),
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
      })
      .catch((cause: unknown) => {
        discovered = undefined;
        throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE', 'The sign-in provider could not be reached.', { cause });
      });
    return discovered;
  }

  return {
    configuration,

    /** The issuer's authorization URL and the secrets to check its answer against. */
    async beginSignIn(returnTo: string): Promise<{ url: URL; pending: PendingSignIn }> {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const pending: PendingSignIn = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier,
        returnTo,
        startedAt: Date.now(),
      };
      const url = client.buildAuthorizationUrl(config, {
        ...options.authorizationParams,
        redirect_uri: options.redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url, pending };
    },

    /**
     * Checks the issuer's answer (state, PKCE, nonce, ID token signature and claims), exchanges the
     * code and reports who signed in.
     */
    async completeSignIn(callbackUrl: URL, pending: PendingSignIn): Promise<SignInResult> {
      const config = await configuration();
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (cause) {
        if (cause instanceof client.AuthorizationResponseError) {
          const denied = cause.error === 'access_denied';
          throw new AppError(
            denied ? 'IDENTITY_SIGN_IN_DENIED' : 'IDENTITY_SIGN_IN_FAILED',
            denied ? 'The sign-in was cancelled.' : 'The sign-in provider refused the sign-in.',
            { cause },
          );
        }
        throw new AppError('IDENTITY_SIGN_IN_FAILED', 'The sign-in could not be completed.', { cause });
      }
      const claims = tokens.claims();
      if (!claims) throw new AppError('IDENTITY_SIGN_IN_FAILED', 'The sign-in provider did not return an ID token.');

      let profile: Record<string, unknown> = claims;
      if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
        try {
          profile = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
        } catch (cause) {
          throw new AppError('IDENTITY_SIGN_IN_FAILED', 'The sign-in provider did not share the profile.', { cause });
        }
      }
      const text = (key: string) => (typeof profile[key] === 'string' ? (profile[key] as string) : undefined);
      return {
        identity: {
          issuer: claims.iss,
          subject: claims.sub,
          email: text('email'),
          emailVerified: typeof profile['email_verified'] === 'boolean' ? (profile['email_verified'] as boolean) : undefined,
          firstName: text('given_name'),
          lastName: text('family_name'),
          pictureUrl: text('picture'),
        },
        idToken: tokens.id_token,
      };
    },

    /** The issuer's sign-out URL when it has one. */
    async endSessionUrl(idToken: string | undefined): Promise<string | undefined> {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      return client
        .buildEndSessionUrl(config, {
          post_logout_redirect_uri: options.postLogoutRedirectUri,
          client_id: options.clientId,
          ...(idToken ? { id_token_hint: idToken } : {}),
        })
        .toString();
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
