/**
 * What a calculator says when its inputs cannot be used: one message per field, in plain words,
 * so the Calculate button can explain what is missing instead of doing nothing.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type Checked<Field extends string, Value> = { ok: true; value: Value } | { ok: false; errors: FieldErrors<Field> };

/** A text field as a number, or null when it is blank or not a finite number. */
export function parseNumber(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Rounds to a number of decimals, half away from zero (so 2.5 → 3 and −2.5 → −3). */
export function roundTo(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor + Number.EPSILON * factor) / factor;
  return value < 0 ? -rounded : rounded;
}

/** "1234567" → "1,234,567". */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Whole dollars with thousands separators: 12345.6 → "$12,346", −500 → "-$500". */
export function formatMoney(amount: number, decimals = 0): string {
  const sign = amount < 0 ? '-' : '';
  const fixed = roundTo(Math.abs(amount), decimals).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  return `${sign}$${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** A count with thousands separators: 1234567 → "1,234,567". */
export function formatCount(value: number): string {
  return groupThousands(Math.round(value).toString());
}

/** A number with thousands separators and at most `decimals` decimals (no trailing zeros): 12345.678 → "12,345.68". */
export function formatDecimal(value: number, decimals = 2): string {
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction = ''] = roundTo(Math.abs(value), decimals).toFixed(decimals).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${sign}${groupThousands(whole)}${trimmed ? `.${trimmed}` : ''}`;
}

/** A percentage with a fixed number of decimals: 12.345 → "12.35%". */
export function formatPercent(value: number, decimals = 2): string {
  return `${roundTo(value, decimals).toFixed(decimals)}%`;
}
