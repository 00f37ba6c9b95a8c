import { isApiError } from '@academy/web-kit';

/** The spec's failure text, followed by what the service said when it said something useful. */
export function failureText(base: string, error: unknown): string {
  const reason = isApiError(error) ? error.envelope?.error.message : undefined;
  return reason ? `${base}. ${reason}` : base;
}
