import { authUserSchema, canariesFor, canaryCookie, configForUser, reportClientErrorOperation, subscriptionPlansResponseSchema } from '@academy/contracts';
import { LoadingState } from '@academy/ui';
import { callOperation, handOverFirstReads, subscriptionPlansQuery } from '@academy/web-kit';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createShell, type Shell } from './app/create-shell.ts';
import { ShellApp } from './app/shell-app.tsx';
import { authUserQueryKey } from './auth/auth-user-query.ts';
import { PRERENDERED_ATTRIBUTE, STATIC_LANDING_ATTRIBUTE, prerenderedPageIn, readBootHandoff, signedInUserId, type BootHandoff } from './boot/boot-handoff.ts';
import { afterNextFrame, appendUnseenHost, swapInApp, whenAppPageDrawn } from './boot/swap-in-app.ts';
import { yieldToMain } from './boot/yield-to-main.ts';
import { RUNTIME_CONFIG_PATH, loadRuntimeConfig } from './config/load-runtime-config.ts';
import { createClientErrorReporter, reportUncaughtErrors, reportingFailedLoads, shellVersionIn } from './errors/client-error-reporter.ts';
import { ConfigErrorPage } from './pages/config-error-page.tsx';
import { createRemoteAppLoader } from './remotes/remote-app-loader.ts';
import { createFederationImporter, registerRuntimeRemotes } from './remotes/federation-importer.ts';
import { remoteToPreloadAt, runtimeOwnedRoutes } from './remotes/route-owner.ts';
import './styles.css';

/** fetch, except that the boot script's request for /config.json is used once instead of asking again. */
function fetchWithBootConfig(handoff: BootHandoff): typeof fetch {
  let bootConfig = handoff.config;
  return (input, init) => {
    if (bootConfig && input === RUNTIME_CONFIG_PATH) {
      const answer = bootConfig;
      bootConfig = undefined;
      return answer;
    }
    return fetch(input, init);
  };
}

/** Puts the boot script's answer to GET /api/auth/user in the cache, so the app starts knowing who is signed in. */
async function seedAuthUser(shell: Shell, handoff: BootHandoff): Promise<void> {
  const answer = await handoff.auth;
  if (answer?.status === 401) {
    shell.queryClient.setQueryData(authUserQueryKey, null);
    return;
  }
  const user = answer?.status === 200 ? authUserSchema.safeParse(answer.body) : null;
  // Anything else (an error, an unexpected body) is left to the app's own request and its notice.
  if (user?.success) shell.queryClient.setQueryData(authUserQueryKey, user.data);
}

/**
 * Puts the catalogue the boot script read for the landing page's price in the cache, so the app's
 * first render shows the price the static page shows (the swap changes nothing).
 */
async function seedCatalogue(shell: Shell, handoff: BootHandoff): Promise<void> {
  if (!handoff.catalogue) return;
  const plans = subscriptionPlansResponseSchema.safeParse(await handoff.catalogue);
  if (plans.success) shell.queryClient.setQueryData(subscriptionPlansQuery.queryKey, plans.data);
}

async function start(container: HTMLElement) {
  const handoff = readBootHandoff();
  const prerendered = container.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  const staticLanding = prerendered && document.documentElement.hasAttribute(STATIC_LANDING_ATTRIBUTE) ? prerendered : null;
  // A route document (docs/decisions/018-pages-in-their-html.md): the frame, and the owner's page when it has one.
  const staticFrame = prerendered?.getAttribute(PRERENDERED_ATTRIBUTE) === 'frame' ? prerendered : null;
  const staticPage = staticLanding ?? staticFrame;
  // The owner's page in it, when the frame shows one (not only preloads of the app's scripts).
  const shownPage = prerenderedPageIn(staticFrame);

  // On a prerendered page the app renders beside it, unseen, until it has drawn the page.
  let host = container;
  if (staticPage) {
    host = appendUnseenHost(container);
  } else {
    prerendered?.remove();
  }
  const root = createRoot(host);
  const show = () => {
    if (staticPage?.isConnected) swapInApp({ prerendered: staticPage, live: host, pendingPress: handoff.pendingPress });
  };
  if (!staticPage) root.render(<LoadingState label="Loading AI Business Academy..." className="min-h-dvh" />);

  let config;
  try {
    // A canaried remote's version is this user's (decision 042): the one the boot script preloaded.
    const served = await loadRuntimeConfig(fetchWithBootConfig(handoff));
    const userId = signedInUserId(await handoff.auth);
    config = configForUser(served, userId);
    // The services count this browser's requests in its canaried slices' candidate cohort (decision 050).
    document.cookie = canaryCookie(canariesFor(served, userId), window.location.protocol === 'https:');
  } catch (error) {
    flushSync(() => root.render(<ConfigErrorPage reason={error instanceof Error ? error.message : String(error)} />));
    show();
    return;
  }

  // What breaks in this browser from here on is reported (POST /api/client-errors), with the version that ran.
  const errors = createClientErrorReporter({
    config,
    send: (body) => callOperation(reportClientErrorOperation, { body }),
    shellVersion: shellVersionIn(document),
    location: window.location,
  });
  reportUncaughtErrors(window, errors);
  registerRuntimeRemotes(config, handoff.manifests);
  // Each step of the start-up its own short task (docs/decisions/056-short-tasks-after-the-first-paint.md).
  await yieldToMain();
  const shell = createShell({
    config,
    remoteLoader: createRemoteAppLoader(reportingFailedLoads(createFederationImporter(config), errors)),
    redirect: (url) => window.location.assign(url),
  });
  await yieldToMain();
  await Promise.all([seedAuthUser(shell, handoff), seedCatalogue(shell, handoff)]);
  // The page's data the boot script asked for while the app downloaded (its reads for a signed-in
  // user are started by then: the boot script saw the sign-in answer first).
  handOverFirstReads(handoff.reads ?? {});
  // The page's remote starts loading now, while the shell renders, not once its route view mounts.
  const slice = remoteToPreloadAt(window.location.pathname, shell.queryClient.getQueryData(authUserQueryKey) != null, runtimeOwnedRoutes(config.pages));
  if (slice) shell.remoteLoader.preload(slice);
  await yieldToMain();
  const app = (
    <StrictMode>
      <ShellApp shell={shell} />
    </StrictMode>
  );
  if (staticFrame) {
    // The route's matches resolved before the first render, as for the landing page: left to the
    // router's own first load (an effect after the first commit), they change its state once the
    // app is mounted, and that change renders the whole page again in one task the browser cannot
    // interrupt (175-200 ms on a slow phone), where the transition renders it in short slices.
    await shell.router.load();
    startTransition(() => root.render(app));
    await whenAppPageDrawn(host, shownPage);
    // Swapped in a task of its own once the page just drawn is laid out, rather than in React's commit.
    await afterNextFrame(window);
    show();
    return;
  }
  if (!staticLanding) {
    // A transition renders in slices that yield to the browser, rather than in one long task.
    startTransition(() => root.render(app));
    return;
  }
  // The route's matches resolved first, so the first commit is the whole landing page.
  await shell.router.load();
  flushSync(() => root.render(app));
  show();
}

const container = document.getElementById('root');
if (container) void start(container);
