/** A small HTTP client with a cookie jar, enough to drive a browser-style sign-in over real HTTP. */
interface StoredCookie {
  /** Cookies belong to a host, whatever its port, as in a browser. */
  host: string;
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  sameSite: string | undefined;
  secure: boolean;
}

export interface HttpResult {
  status: number;
  location: string | undefined;
  url: string;
  setCookies: string[];
  body: string;
  headers: Headers;
}

export class CookieClient {
  private readonly cookies = new Map<string, StoredCookie>();

  private readonly origins: ReadonlySet<string>;

  /**
   * `headers` go with every request (an X-Forwarded-For, as a browser behind the gateway).
   * `otherOrigins` are the other sites it may be sent to, such as a sign-in provider on an origin
   * of its own; a redirect anywhere else is not followed and a request there is refused.
   */
  constructor(
    private readonly origin: string,
    private readonly headers: Readonly<Record<string, string>> = {},
    otherOrigins: readonly string[] = [],
  ) {
    this.origins = new Set([new URL(origin).origin, ...otherOrigins.map((other) => new URL(other).origin)]);
  }

  /** The value of a cookie as the browser would hold it. */
  cookie(name: string): StoredCookie | undefined {
    return [...this.cookies.values()].find((cookie) => cookie.name === name);
  }

  setCookie(name: string, value: string, path = '/') {
    const host = new URL(this.origin).hostname;
    this.cookies.set(`${host};${name};${path}`, { host, name, value, path, httpOnly: true, sameSite: 'lax', secure: false });
  }

  /** The Cookie header for a path (on the client's own origin, or a full URL on another). */
  cookieHeader(pathOrUrl: string): string {
    const url = new URL(pathOrUrl, this.origin);
    const path = url.pathname;
    return [...this.cookies.values()]
      .filter((cookie) => cookie.host === url.hostname)
      .filter((cookie) => path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  async request(pathOrUrl: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<HttpResult> {
    const url = new URL(pathOrUrl, this.origin);
    if (!this.origins.has(url.origin)) throw new Error(`refusing to leave ${this.origin} for ${url.href}`);
    const headers: Record<string, string> = { ...this.headers, ...init.headers };
    const cookie = this.cookieHeader(url.href);
    if (cookie) headers['cookie'] = cookie;
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.store(line, url);
    const location = response.headers.get('location') ?? undefined;
    return {
      status: response.status,
      location: location === undefined ? undefined : new URL(location, url).href,
      url: url.href,
      setCookies,
      body: await response.text(),
      headers: response.headers,
    };
  }

  /** Follows redirects from a request until an answer that is not a redirect, or until `stop` says so. */
  async follow(first: HttpResult, stop: (result: HttpResult) => boolean = () => false): Promise<{ last: HttpResult; chain: HttpResult[] }> {
    const chain = [first];
    let current = first;
    while (current.status >= 300 && current.status < 400 && current.location && !stop(current)) {
      if (chain.length > 20) throw new Error('too many redirects');
      if (!this.origins.has(new URL(current.location).origin)) break;
      current = await this.request(current.location);
      chain.push(current);
    }
    return { last: current, chain };
  }

  private store(line: string, requestUrl: URL) {
    const requestPath = requestUrl.pathname;
    const [pair = '', ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    let path = requestPath.slice(0, requestPath.lastIndexOf('/')) || '/';
    let expired = false;
    let httpOnly = false;
    let secure = false;
    let sameSite: string | undefined;
    for (const attribute of attributes) {
      const [rawKey = '', ...rest] = attribute.split('=');
      const key = rawKey.trim().toLowerCase();
      const attributeValue = rest.join('=').trim();
      if (key === 'path') path = attributeValue || '/';
      else if (key === 'expires' && new Date(attributeValue).getTime() <= Date.now()) expired = true;
      else if (key === 'max-age' && Number(attributeValue) <= 0) expired = true;
      else if (key === 'httponly') httpOnly = true;
      else if (key === 'secure') secure = true;
      else if (key === 'samesite') sameSite = attributeValue.toLowerCase();
    }
    const host = requestUrl.hostname;
    const key = `${host};${name};${path}`;
    if (expired || value === '') this.cookies.delete(key);
    else this.cookies.set(key, { host, name, value, path, httpOnly, sameSite, secure });
  }
}
