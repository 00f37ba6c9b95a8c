import { describe, expect, it } from 'vitest';
import { buildRuntimeConfig } from '../src/runtime-config.ts';
import { buildContentSecurityPolicy, contentSecurityPolicyFor, securityHeaders } from '../src/security-headers.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

describe('buildContentSecurityPolicy', () => {
  it('allows only the gateway origin by default', () => {
    expect(buildContentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('lets the sign-in form post to the same origin and nowhere else', () => {
    expect(directive(buildContentSecurityPolicy(), 'form-action')).toBe("form-action 'self'");
  });

  it('adds Stripe only when Stripe is in use', () => {
    const policy = buildContentSecurityPolicy({ stripe: true });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://js.stripe.com");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
  });

  it('adds the origin of a remote served elsewhere', () => {
    const config = buildRuntimeConfig({ REMOTE_TOOLS_URL: 'https://cdn.academy.example/tools/mf-manifest.json' });
    const policy = contentSecurityPolicyFor(config);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://cdn.academy.example");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://cdn.academy.example");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
  });
});

describe('securityHeaders', () => {
  it('lists the headers every answer carries', () => {
    expect(securityHeaders('default-src the-policy')).toEqual({
      'Content-Security-Policy': 'default-src the-policy',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)',
    });
  });
});
