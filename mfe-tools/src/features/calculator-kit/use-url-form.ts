import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';

/** The URL parameter that says the result was asked for (a shared link opens with it shown). */
export const SHOW_RESULT_PARAM = 'result';

export interface UrlForm<F extends { [K in keyof F]: string }> {
  form: F;
  /** Whether the result was asked for (Calculate pressed, or a shared link that had it). */
  shown: boolean;
  setField<K extends keyof F & string>(field: K, value: string): void;
  setFields(values: Partial<F>): void;
  showResult(): void;
}

/**
 * A calculator's inputs, kept in the URL's query string so a result can be bookmarked or shared:
 * every field is read from the URL (falling back to its default) and every change replaces the
 * URL (no history entry per keystroke).
 */
export function useUrlForm<F extends { [K in keyof F]: string }>(defaults: F): UrlForm<F> {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const searchStr = useLocation({ select: (location) => location.searchStr });

  const { form, shown } = useMemo(() => {
    const params = new URLSearchParams(searchStr);
    const values = { ...defaults };
    for (const key of Object.keys(defaults) as Array<keyof F & string>) {
      const value = params.get(key);
      if (value !== null) values[key] = value as F[typeof key];
    }
    return { form: values, shown: params.get(SHOW_RESULT_PARAM) === '1' };
  }, [searchStr, defaults]);

  const write = useCallback(
    (values: F, show: boolean) => {
      const params = new URLSearchParams();
      for (const key of Object.keys(values) as Array<keyof F & string>) if (values[key] !== '') params.set(key, values[key]);
      if (show) params.set(SHOW_RESULT_PARAM, '1');
      const query = params.toString();
      router.history.replace(`${pathname}${query ? `?${query}` : ''}`);
    },
    [router, pathname],
  );

  return {
    form,
    shown,
    setField: (field, value) => write({ ...form, [field]: value }, shown),
    setFields: (values) => write({ ...form, ...values }, shown),
    showResult: () => write(form, true),
  };
}
