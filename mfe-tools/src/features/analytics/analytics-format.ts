/*
 * How the dashboard writes its dates and figures. Each formatter is made once, on first use: a
 * toLocaleDateString or toLocaleString with options builds a new Intl formatter on every call, and
 * the lists, the charts' tables and their axes call these once a row or a tick.
 */

let dayFormat: Intl.DateTimeFormat | undefined;
let figureFormat: Intl.NumberFormat | undefined;
let compactMoneyFormat: Intl.NumberFormat | undefined;

/** "Nov 26, 2026" (in the viewer's locale). */
const dayFormatter = () => (dayFormat ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }));

/** The day of an instant (ISO 8601), in the viewer's time zone. */
export const date = (iso: string) => dayFormatter().format(new Date(iso));

/** A calendar day (YYYY-MM-DD) in full. */
export const longDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return dayFormatter().format(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
};

/** A calendar day (YYYY-MM-DD) as an axis tick: 26/11. */
export const shortDay = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
};

/** A metric's value: up to two decimals, grouped. */
export const figure = (value: number) => (figureFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(value);

/** Money as an axis tick, short on a phone: $6K, $1.5M. */
export const compactMoney = (value: number) =>
  (compactMoneyFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 })).format(value);

export const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
