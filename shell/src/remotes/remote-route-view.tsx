import { ErrorBox, LoadingState } from '@academy/ui';
import { SliceRoot, useAuth, type OwnedRoute, type RemoteRoute } from '@academy/web-kit';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { useRemoteApp } from './use-remote-app.ts';

export const REMOTE_LOAD_ERROR_TITLE = 'This part of the academy could not be loaded';

function errorDetail(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

function RemotePage({ owned }: { owned: OwnedRoute }) {
  const auth = useAuth();
  const remote = useRemoteApp(owned.owner);
  const route = remote.status === 'ready' ? remote.app.routes.find((candidate) => candidate.path === owned.path) : undefined;

  if (remote.status === 'loading') return <LoadingState label="Loading..." />;
  if (remote.status === 'error') {
    const detail = errorDetail(remote.error);
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ErrorBox
          title={REMOTE_LOAD_ERROR_TITLE}
          message={
            <>
              <p>Please check your connection and try again. The rest of the academy keeps working.</p>
              {detail ? (
                <details className="mt-3 text-left text-xs">
                  <summary className="cursor-pointer text-center">Technical details</summary>
                  <p className="mt-2 break-words">{detail}</p>
                </details>
              ) : null}
            </>
          }
          onRetry={remote.retry}
        />
      </div>
    );
  }
  // The remote does not offer this page (yet), or keeps it for signed-in users.
  if (!route || (route.access === 'signed-in' && auth.status !== 'authenticated')) return <NotFoundPage />;

  // The remote's stylesheet applies inside its slice's element only (decision 039).
  return (
    <SliceRoot slice={owned.owner}>
      <TitledPage route={route} />
    </SliceRoot>
  );
}

function TitledPage({ route }: { route: RemoteRoute }) {
  useDocumentTitle(route.title);
  const Page = route.component;
  return <Page />;
}

/**
 * A path owned by a remote: gate it by access, load the remote's app, render the page the
 * remote registered for the path. Failures stay inside the frame with a Retry.
 */
export function RemoteRouteView({ owned }: { owned: OwnedRoute }) {
  const auth = useAuth();
  if (owned.access === 'signed-in') {
    if (auth.status === 'loading') return <LoadingState label="Loading..." />;
    if (auth.status !== 'authenticated') return <NotFoundPage />;
  }
  return (
    <RemoteErrorBoundary resetKey={`${owned.owner}:${owned.path}`}>
      <RemotePage owned={owned} />
    </RemoteErrorBoundary>
  );
}
