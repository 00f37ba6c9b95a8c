const BASE = 'http://return-to.invalid';

/** Resolves `.` and `..` segments of an absolute path (RFC 3986 5.2.4); `..` never climbs above the root. */
function removeDotSegments(path: string): string {
  const output: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') output.pop();
      if (last) output.push('');
    } else output.push(segment);
  });
  return `/${output.join('/')}`;
}

/**
 * Where to send the browser after sign-in: a same-origin path such as /dashboard or
 * /courses?tab=all, or '/' for anything else.
 *
 * The value is normalised the way a browser or a server on the way might read it before it is
 * judged: percent-encoding decoded once, backslashes and control characters refused, runs of
 * slashes collapsed and dot segments resolved. Only then must it be a single `/` followed by
 * something other than `/` or `\` — so `/.//evil.example`, `/%2e//evil.example` and
 * `/x/..//evil.example` all become harmless paths on this site instead of `//evil.example`.
 * Paths under /api/ are refused so a sign-in cannot land on an endpoint.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return '/';
  const queryAt = value.search(/[?#]/);
  const rawPath = queryAt < 0 ? value : value.slice(0, queryAt);
  const rest = queryAt < 0 ? '' : value.slice(queryAt);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return '/';
  }
  // Control characters, whitespace and backslashes have no place in a path; they are how parsers get fooled.
  if (/[\u0000-\u001f\u007f-\u009f\s\\]/.test(path) || /[\u0000-\u001f\u007f\s\\]/.test(rest)) return '/';
  if (!path.startsWith('/')) return '/';
  const normalised = removeDotSegments(path.replace(/\/{2,}/g, '/'));
  if (!/^\/(?![/\\])/.test(normalised)) return '/';
  let url: URL;
  try {
    url = new URL(`${normalised}${rest}`, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  const result = `${url.pathname}${url.search}${url.hash}`;
  // The URL parser may resolve or re-encode; check its result by the same rule.
  if (!/^\/(?![/\\])/.test(result)) return '/';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return '/';
  return result;
}
