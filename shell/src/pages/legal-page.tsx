import { Placeholder, useInteractive } from '@academy/ui/placeholder';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../app/use-document-title.ts';

/** "November 22, 2026" */
export function formatLegalDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/**
 * Today's date as the page shows it, in the browser; null when the page is rendered to HTML at build
 * time (its route document's first view, docs/decisions/018-pages-in-their-html.md), which cannot know
 * the day it is read: a date there would be the build's.
 */
function useToday(): string | null {
  return useInteractive() ? formatLegalDate(new Date()) : null;
}

export interface LegalSection {
  title: string;
  body: ReactNode;
}

export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: readonly LegalSection[] }) {
  useDocumentTitle(title);
  const today = useToday();
  return (
    <div className="flex flex-1 flex-col">
      <article className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <Link
          to="/"
          className="mb-8 inline-flex items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <header className="mb-10 border-b border-border pb-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-muted-foreground">
            Last updated:{' '}
            {today ?? (
              <Placeholder as="span" className="inline-block w-32 rounded bg-muted">
                {'\u00a0'}
              </Placeholder>
            )}
          </p>
          <div className="mt-6 text-base leading-relaxed text-muted-foreground">{intro}</div>
        </header>
        <ol className="space-y-8">
          {sections.map((section, index) => (
            <li key={section.title}>
              <section aria-labelledby={`legal-${index}`}>
                <h2 id={`legal-${index}`} className="mb-3 text-xl font-semibold tracking-tight">
                  {index + 1}. {section.title}
                </h2>
                <div className="space-y-3 leading-relaxed text-slate-700 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">{section.body}</div>
              </section>
            </li>
          ))}
        </ol>
      </article>
    </div>
  );
}

export function SupportEmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-primary hover:underline">
      {email}
    </a>
  );
}
