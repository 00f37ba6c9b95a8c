/**
 * GET /api/logout: a small page whose button POSTs the sign-out. Signing out changes state, so a
 * plain link, an <img> or another site cannot do it; the shell's Logout control POSTs directly.
 * One <style> block and no script, as the gateway's content security policy wants.
 */
export function renderLogoutPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log out — AI Business Academy</title>
<style>
  :root { color-scheme: light dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
  main { max-width: 26rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  button { min-height: 2.75rem; padding: 0.625rem 1.25rem; border: 0; border-radius: 0.5rem;
    background: #4338ca; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  p { margin: 0 0 1.25rem; }
  .back { display: inline-block; margin-top: 1rem; }
</style>
</head>
<body>
<main>
  <h1>Log out?</h1>
  <p>You will be signed out of the AI Business Academy on this browser.</p>
  <form method="post" action="/api/logout"><button type="submit">Log out</button></form>
  <a class="back" href="/">Stay signed in</a>
</main>
</body>
</html>
`;
}
