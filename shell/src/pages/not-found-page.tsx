import { buttonVariants } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useDocumentTitle } from '../app/use-document-title.ts';

/** Any path that matches no route, or a signed-in page for someone who is not signed in. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <SearchX className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonVariants({ variant: 'outline' })}>
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Link>
    </div>
  );
}
