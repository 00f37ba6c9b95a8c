import { isApiError } from '@academy/web-kit';

const fieldLabels: Record<string, string> = {
  metricType: 'Metric type',
  baselineValue: 'Baseline value',
  currentValue: 'Current value',
  attributedModules: 'Attributed modules',
  investmentAmount: 'Investment amount',
  timeInvested: 'Time invested',
  projectedReturn: 'Projected return',
  actualReturn: 'Actual return',
  calculationMethod: 'Calculation method',
};

/** A form failure in words: the fields the service refused, or its message, or the connection problem. */
export function failureText(action: string, error: unknown): string {
  if (isApiError(error)) {
    const details = error.envelope?.error.details;
    if (Array.isArray(details) && details.length > 0) {
      const fields = details
        .map((d: unknown) => (typeof d === 'object' && d !== null && 'path' in d ? (String((d as { path: unknown }).path).split('.')[0] ?? '') : ''))
        .filter(Boolean)
        .map((path) => fieldLabels[path] ?? path);
      if (fields.length > 0) return `${action} failed: check ${[...new Set(fields)].join(', ')}.`;
    }
    if (error.status === 401) return `${action} failed: your session has ended. Sign in again.`;
    return `${action} failed: ${error.envelope?.error.message ?? error.message}`;
  }
  return `${action} failed: the service could not be reached. Check your connection and try again.`;
}
