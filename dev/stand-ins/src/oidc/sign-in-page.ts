import type { DevelopmentAccount } from './accounts.ts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/**
 * Styles live in one <style> block and the page has no script, so it works under the gateway's
 * content security policy (style-src allows inline styles; script-src does not).
 */
const styles = `
  :root { color-scheme: light dark; --bg: #f4f6fb; --card: #ffffff; --text: #111827; --muted: #4b5563;
    --border: #d7dce5; --accent: #4338ca; --accent-hover: #3730a3; --accent-text: #ffffff;
    --note-bg: #fff7e6; --note-border: #f0b44c; --note-text: #5c3a00; --focus: #f59e0b; }
  @media (prefers-color-scheme: dark) {
    :root { --bg: #0f172a; --card: #111c33; --text: #f1f5f9; --muted: #cbd5e1; --border: #2b3a57;
      --accent: #818cf8; --accent-hover: #a5b4fc; --accent-text: #0f172a;
      --note-bg: #2a2110; --note-border: #b7791f; --note-text: #fde7b0; }
  }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
    background: var(--bg); color: var(--text);
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
  main { width: 100%; max-width: 30rem; background: var(--card); border: 1px solid var(--border);
    border-radius: 1rem; padding: 2rem; box-shadow: 0 10px 30px rgb(15 23 42 / 0.08); }
  .brand { margin: 0 0 0.25rem; font-size: 0.875rem; font-weight: 600; letter-spacing: 0.04em;
    text-transform: uppercase; color: var(--muted); }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.25; }
  .note { margin: 0 0 1.5rem; padding: 0.75rem 1rem; border: 1px solid var(--note-border);
    border-left-width: 4px; border-radius: 0.5rem; background: var(--note-bg); color: var(--note-text); }
  .note strong { display: block; }
  .note p { margin: 0.25rem 0 0; font-size: 0.9375rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
  li { border: 1px solid var(--border); border-radius: 0.75rem; padding: 0.875rem; }
  .account { width: 100%; min-height: 2.75rem; padding: 0.625rem 1rem; border: 0; border-radius: 0.5rem;
    background: var(--accent); color: var(--accent-text); font: inherit; font-weight: 600;
    text-align: left; cursor: pointer; }
  .account:hover { background: var(--accent-hover); }
  button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
  .who { margin: 0.5rem 0 0; font-size: 0.9375rem; }
  .who span { display: block; color: var(--muted); }
  .cancel { margin-top: 1.5rem; text-align: center; }
  h2 { margin: 1.75rem 0 0.5rem; font-size: 1.125rem; }
  .search label { display: block; margin-bottom: 0.25rem; font-size: 0.9375rem; }
  .search-row { display: flex; gap: 0.5rem; }
  .search input { flex: 1; min-width: 0; min-height: 2.75rem; padding: 0.5rem 0.75rem; border: 1px solid var(--muted);
    border-radius: 0.5rem; background: var(--card); color: var(--text); font: inherit; }
  .search input:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
  .secondary { min-height: 2.75rem; padding: 0.5rem 1rem; border: 1px solid var(--accent); border-radius: 0.5rem;
    background: transparent; color: var(--accent); font: inherit; font-weight: 600; cursor: pointer; }
  .summary { margin: 0.75rem 0; font-size: 0.9375rem; color: var(--muted); }
  .link { border: 0; background: none; padding: 0.5rem; color: var(--accent); font: inherit;
    text-decoration: underline; cursor: pointer; }
`;

/** The users on record the page offers, and the search that chose them. */
export interface RecordedAccountsShown {
  accounts: readonly DevelopmentAccount[];
  /** How many users on record match (all of them without a search). */
  total: number;
  search?: string;
  /** Where the search form sends its GET (the page itself). */
  searchAction: string;
}

export interface SignInPageOptions {
  /** The demo accounts, always offered first. */
  accounts: readonly DevelopmentAccount[];
  /** Users on record beside the demo accounts, with a search to find any of them. */
  recorded?: RecordedAccountsShown;
  /** Where each account button posts (same origin). */
  loginAction: string;
  /** Where "Cancel" posts (same origin). */
  abortAction: string;
}

function accountItems(accounts: readonly DevelopmentAccount[]): string {
  return accounts
    .map((account) => {
      const describedBy = `account-${escapeHtml(account.subject)}`;
      return `
        <li>
          <button class="account" type="submit" name="account" value="${escapeHtml(account.subject)}" aria-describedby="${describedBy}">${escapeHtml(account.label)}</button>
          <p class="who" id="${describedBy}">${escapeHtml(`${account.givenName} ${account.familyName}`)} · ${escapeHtml(account.email)}<span>${escapeHtml(account.summary)}</span></p>
        </li>`;
    })
    .join('');
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** What the list of users on record shows, in words (announced to screen readers as it changes). */
function recordedSummary(recorded: RecordedAccountsShown): string {
  const shown = recorded.accounts.length;
  if (recorded.search) {
    const quoted = `“${recorded.search}”`;
    if (recorded.total === 0) return `No user on record matches ${quoted}.`;
    const matches = `${plural(recorded.total, 'user on record matches', 'users on record match')} ${quoted}`;
    return shown < recorded.total ? `${matches}; the ${shown} newest are shown. Narrow the search to find the others.` : `${matches}.`;
  }
  if (recorded.total === 0) return 'No other users on record yet.';
  return shown < recorded.total
    ? `The ${shown} newest of ${plural(recorded.total, 'user', 'users')} on record are shown. Search by e-mail or name to find anyone else.`
    : `${plural(recorded.total, 'user', 'users')} on record.`;
}

function recordedSection(recorded: RecordedAccountsShown, loginAction: string): string {
  const list =
    recorded.accounts.length > 0
      ? `
      <form method="post" action="${escapeHtml(loginAction)}">
        <ul aria-label="Users on record">${accountItems(recorded.accounts)}
        </ul>
      </form>`
      : '';
  return `
    <section class="recorded" aria-labelledby="recorded-title">
      <h2 id="recorded-title">Users on record</h2>
      <form class="search" method="get" action="${escapeHtml(recorded.searchAction)}" role="search">
        <label for="search">Find a user by e-mail or name</label>
        <div class="search-row">
          <input id="search" name="search" type="search" maxlength="200" autocomplete="off" value="${escapeHtml(recorded.search ?? '')}">
          <button class="secondary" type="submit">Search</button>
        </div>
      </form>
      <p class="summary" role="status">${escapeHtml(recordedSummary(recorded))}</p>${list}
    </section>`;
}

/** The development provider's sign-in page: one button per demo account and per user on record shown, no password. */
export function renderSignInPage(options: SignInPageOptions): string {
  const items = accountItems(options.accounts);
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Sign in — development accounts</title>
  <style>${styles}</style>
</head>
<body>
  <main aria-labelledby="title">
    <p class="brand">AI Business Academy</p>
    <h1 id="title">Sign in — development accounts</h1>
    <div class="note" role="note">
      <strong>Development sign-in (no password)</strong>
      <p>No identity provider is configured, so this built-in sign-in stands in for one. Choose an account to continue as that person.</p>
    </div>
    <form method="post" action="${escapeHtml(options.loginAction)}">
      <ul aria-label="Development accounts">${items}
      </ul>
    </form>${options.recorded ? recordedSection(options.recorded, options.loginAction) : ''}
    <form class="cancel" method="post" action="${escapeHtml(options.abortAction)}">
      <button class="link" type="submit">Cancel and go back</button>
    </form>
  </main>
</body>
</html>
`;
}

/**
 * The page a person's browser gets when a sign-in step cannot continue (an expired sign-in page, no
 * account chosen): what happened and a way to start again. Programs get the error envelope.
 */
export function renderProblemPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)}</title>
  <style>${styles}</style>
</head>
<body>
  <main aria-labelledby="title">
    <p class="brand">AI Business Academy</p>
    <h1 id="title">${escapeHtml(title)}</h1>
    <p>${escapeHtml(message)}</p>
    <p><a class="link" href="/api/login">Start signing in again</a></p>
  </main>
</body>
</html>
`;
}
