import type { StatsResponse } from '@academy/contracts';
import { BookOpenCheck, ChevronDown, Flame, TrendingUp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@academy/ui';

export interface WelcomeBannerProps {
  firstName: string | undefined;
  stats: StatsResponse | undefined;
  /** The stats are still loading (figures show a placeholder). */
  loading: boolean;
}

/** Estimated ROI in thousands of dollars with one decimal: 12,400 -> '$12.4k'. */
export function roiInThousands(dollars: number): string {
  return `$${(Math.round(dollars / 100) / 10).toFixed(1)}k`;
}

function StatTile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl bg-white/10 px-3 py-2.5 ring-1 ring-white/15 sm:px-4 sm:py-3">
      <dt className="flex items-start gap-1.5 text-xs text-indigo-100 sm:items-center sm:text-sm [&_svg]:mt-0.5 [&_svg]:size-3.5 [&_svg]:shrink-0 sm:[&_svg]:mt-0 sm:[&_svg]:size-4">
        {icon}
        {label}
      </dt>
      <dd className="text-xl font-bold tracking-tight text-white sm:text-2xl">{value}</dd>
    </div>
  );
}

/** The top of the dashboard: a welcome, the day streak, modules done and the estimated ROI. */
export function WelcomeBanner({ firstName, stats, loading }: WelcomeBannerProps) {
  const [explained, setExplained] = useState(false);
  const explanationId = useId();
  const placeholder = loading ? '…' : '–';
  const streak = stats ? `${stats.currentStreak} ${stats.currentStreak === 1 ? 'day' : 'days'}` : placeholder;

  return (
    <section
      aria-labelledby="welcome-title"
      className="rounded-2xl bg-gradient-to-r from-indigo-600 to-blue-600 px-5 py-7 text-white shadow-lg sm:px-10 sm:py-8"
    >
      <h1 id="welcome-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
      </h1>
      <p className="mt-2 text-indigo-100">Every module you finish turns into time saved and revenue earned in your business.</p>
      <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile icon={<Flame aria-hidden="true" />} label="Day streak" value={streak} />
        <StatTile
          icon={<BookOpenCheck aria-hidden="true" />}
          label="Modules done"
          value={stats ? `${stats.completedModules}/${stats.totalModules}` : placeholder}
        />
        <StatTile icon={<TrendingUp aria-hidden="true" />} label="Estimated ROI" value={stats ? roiInThousands(stats.estimatedRoi) : placeholder} />
      </dl>
      {stats && stats.estimatedRoiExplanation.length > 0 ? (
        <button
          type="button"
          aria-expanded={explained}
          aria-controls={explanationId}
          onClick={() => setExplained((open) => !open)}
          className="mt-3 inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-100 underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          How is this estimated?
          <ChevronDown className={cn('size-4 transition-transform', explained && 'rotate-180')} aria-hidden="true" />
        </button>
      ) : loading ? (
        // The button's line, kept while the stats load, so the page below does not move when it appears.
        <span aria-hidden="true" className="mt-3 block h-5" data-testid="roi-explanation-placeholder" />
      ) : null}
      {stats && explained ? (
        <div
          id={explanationId}
          role="region"
          aria-label="How the estimated ROI is worked out"
          className="mt-3 rounded-xl bg-slate-900/30 px-5 py-4 text-sm leading-6 text-indigo-50"
        >
          <ul className="list-disc space-y-1 pl-5">
            {stats.estimatedRoiExplanation.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
