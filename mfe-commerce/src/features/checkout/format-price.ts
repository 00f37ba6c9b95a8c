/** A price in whole cents as the page shows it: '$89' for whole dollars, '$89.50' otherwise. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  const digits = Number.isInteger(dollars) ? 0 : 2;
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}
