import { ErrorBox } from '@academy/ui';
import { useRouter } from '@tanstack/react-router';

/** A shell page failed while rendering: keep the frame and offer to render it again. */
export function RouteErrorPage() {
  const router = useRouter();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <ErrorBox
        title="This page ran into a problem"
        message="Something went wrong while showing this page. Please try again."
        onRetry={() => void router.invalidate()}
      />
    </div>
  );
}
