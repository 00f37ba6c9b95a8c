const BASE = 'http://return-to.invalid';

/**
 * Where to send the browser after sign-in. Only a same-origin relative path is kept (such as
 * /dashboard or /courses?tab=all); anything else, including protocol-relative (//evil.example) and
 * backslash tricks, becomes '/'. Paths under /api/ are refused so a sign-in cannot land on an endpoint.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  // Control characters and whitespace have no place in a path and are how some parsers get fooled.
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
