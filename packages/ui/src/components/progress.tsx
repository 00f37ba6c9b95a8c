import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../lib/cn.ts';

export interface ProgressProps {
  /** Percent done, 0-100 (values outside are clamped; null/undefined shows an empty bar). */
  value?: number | null;
  className?: string;
  indicatorClassName?: string;
  /** Accessible name of the bar, e.g. "Module progress". */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

function clampPercent(value: number | null | undefined): number {
  if (value === null || value === undefined || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export function Progress({ value, className, indicatorClassName, ...aria }: ProgressProps) {
  const percent = clampPercent(value);
  return (
    <ProgressPrimitive.Root
      value={percent}
      max={100}
      getValueLabel={(current) => `${Math.round(current)}%`}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...aria}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full w-full flex-1 rounded-full bg-primary transition-transform duration-300', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
