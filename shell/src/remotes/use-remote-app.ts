import type { SliceName } from '@academy/contracts';
import type { RemoteApp } from '@academy/web-kit';
import { useCallback, useEffect, useState } from 'react';
import { useRemoteLoader } from './remote-loader-context.tsx';

export type RemoteAppState = { status: 'loading' } | { status: 'ready'; app: RemoteApp } | { status: 'error'; error: unknown };

type SliceState = RemoteAppState & { slice: SliceName; attempt: number };

/** Loads a remote's app (cached by the loader); `retry` imports it again after a failure. */
export function useRemoteApp(slice: SliceName): RemoteAppState & { retry: () => void } {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SliceState>(() => {
    const app = loader.peek(slice);
    return app ? { status: 'ready', app, slice, attempt } : { status: 'loading', slice, attempt };
  });

  useEffect(() => {
    let active = true;
    const app = loader.peek(slice);
    if (app) {
      setState({ status: 'ready', app, slice, attempt });
      return;
    }
    setState({ status: 'loading', slice, attempt });
    loader.load(slice).then(
      (loaded) => {
        if (active) setState({ status: 'ready', app: loaded, slice, attempt });
      },
      (error: unknown) => {
        if (active) setState({ status: 'error', error, slice, attempt });
      },
    );
    return () => {
      active = false;
    };
  }, [loader, slice, attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);

  // A state left from another remote or an earlier attempt reads as loading.
  if (state.slice !== slice || state.attempt !== attempt) return { status: 'loading', retry };
  const { slice: _slice, attempt: _attempt, ...current } = state;
  return { ...current, retry };
}
