import { Card, CardContent, CardHeader, CardTitle } from '@academy/ui';
import { UntilInteractive } from '@academy/ui/placeholder';
import { usePlatform } from '@academy/web-kit';
import { Link } from '@tanstack/react-router';
import { Calculator, Info } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';

const navigation = [
  { to: '/', label: 'Dashboard' },
  { to: '/courses', label: 'Courses' },
  { to: '/tools', label: 'Tools' },
  { to: '/analytics', label: 'Analytics' },
] as const;

export interface CalculatorFrameProps {
  title: string;
  description: string;
  form: ReactNode;
  /** The result, or null before Calculate (or while the inputs need fixing). */
  result: ReactNode | null;
  /** Shown in the result column before there is a result. */
  placeholder: string;
}

/** The frame every calculator page shares: the spec's navigation, the title, inputs beside the result. */
export function CalculatorFrame({ title, description, form, result, placeholder }: CalculatorFrameProps) {
  const { setMentorContext } = usePlatform();
  useEffect(() => {
    setMentorContext({ page: 'tools' });
    return () => setMentorContext(null);
  }, [setMentorContext]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <nav aria-label="Calculator navigation" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {navigation.map((item) => (
          <Link key={item.to} to={item.to} className="font-medium text-muted-foreground hover:text-primary">
            {item.label}
          </Link>
        ))}
      </nav>
      <header className="flex items-start gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Calculator className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Your numbers</CardTitle>
          </CardHeader>
          <CardContent>
            <UntilInteractive status="Loading the calculator...">{form}</UntilInteractive>
          </CardContent>
        </Card>
        <section aria-label="Result" className="min-w-0">
          {result ?? (
            <Card className="h-full">
              <CardContent className="flex h-full min-h-48 flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
                <Info className="size-8" aria-hidden="true" />
                <p>{placeholder}</p>
              </CardContent>
            </Card>
          )}
        </section>
      </div>
    </div>
  );
}

/** "How it was computed": the rule's own steps, in plain words. */
export function HowItWasComputed({ steps }: { steps: readonly string[] }) {
  return (
    <section aria-labelledby="how-computed" className="rounded-lg border border-border bg-muted/40 p-4">
      <h3 id="how-computed" className="text-sm font-semibold text-foreground">
        How it was computed
      </h3>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm break-words text-muted-foreground">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** One figure of a result. */
export function Figure({ label, value, tone = 'default' }: { label: string; value: string; tone?: 'default' | 'good' | 'bad' }) {
  const colour = tone === 'good' ? 'text-success' : tone === 'bad' ? 'text-destructive' : 'text-foreground';
  return (
    <div className="min-w-0 rounded-lg border border-border p-3">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={`mt-1 text-xl font-bold break-words ${colour}`} data-figure={label}>
        {value}
      </dd>
    </div>
  );
}
