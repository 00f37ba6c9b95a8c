/** Whole dollars with thousands separators: 12500 -> '$12,500'. */
export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}
