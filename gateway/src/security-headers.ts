import type { RuntimeConfig } from '@academy/contracts';

export const STRIPE_SCRIPT_ORIGIN = 'https://js.stripe.com';
export const STRIPE_API_ORIGIN = 'https://api.stripe.com';
export const STRIPE_HOOKS_ORIGIN = 'https://hooks.stripe.com';

export interface ContentSecurityPolicyOptions {
  /** Origins other than the gateway's own that remotes are loaded from (absolute remote URLs). */
  remoteOrigins?: readonly string[];
  /** Stripe Elements is in use: its script, frames and API. */
  stripe?: boolean;
}

type Directives = Record<string, string[]>;

/**
 * The gateway's Content-Security-Policy. Everything comes from the gateway's own origin: the
 * shell, the remotes, the API and, in development, the stand-ins' pages (docs/decisions/028): the
 * sign-in provider under /api/oidc, whose form posts back to the same origin (form-action 'self'),
 * and the TEST MODE card form's confirmation (connect-src 'self'). Inline styles are allowed for the UI kit's
 * positioning styles; inline scripts never are. Remotes served from another origin and Stripe
 * add exactly the origins they need.
 */
export function buildContentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  const add = (directive: string, ...sources: string[]) => {
    const list = (directives[directive] ??= []);
    for (const source of sources) if (!list.includes(source)) list.push(source);
  };
  for (const origin of options.remoteOrigins ?? []) {
    for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) add(directive, origin);
  }
  if (options.stripe) {
    add('script-src', STRIPE_SCRIPT_ORIGIN);
    add('frame-src', STRIPE_SCRIPT_ORIGIN, STRIPE_HOOKS_ORIGIN);
    add('connect-src', STRIPE_API_ORIGIN);
  }
  const policy = Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
  if (/["$\\\r\n]/.test(policy)) throw new Error(`Content-Security-Policy contains a character nginx cannot carry: ${policy}`);
  return policy;
}

/** The policy that fits a runtime configuration: remote origins other than our own, Stripe when on. */
export function contentSecurityPolicyFor(config: RuntimeConfig): string {
  const remoteOrigins: string[] = [];
  for (const url of Object.values(config.remotes)) {
    if (/^https?:\/\//i.test(url)) remoteOrigins.push(new URL(url).origin);
  }
  return buildContentSecurityPolicy({ remoteOrigins, stripe: config.payments.mode === 'stripe' });
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)';

/**
 * Headers on every answer, static or proxied, success or error. A service may send its own
 * Content-Security-Policy for a page it renders itself (it then replaces the gateway's); the other
 * headers are the gateway's alone and a service's copies are dropped.
 */
export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** Response headers of a service that the gateway replaces with its own. */
export const gatewayOwnedResponseHeaders = [
  'X-Content-Type-Options',
  'Referrer-Policy',
  'X-Frame-Options',
  'Permissions-Policy',
  'X-Request-Id',
  'X-Powered-By',
] as const;
