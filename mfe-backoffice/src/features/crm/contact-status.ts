import type { CrmContact } from '@academy/contracts';

/** The status badge colours of the specification: lead yellow, prospect blue, customer green, closed grey. */
export const statusStyles: Record<CrmContact['status'], { label: string; className: string }> = {
  lead: { label: 'Lead', className: 'bg-yellow-100 text-yellow-900 border-yellow-300' },
  prospect: { label: 'Prospect', className: 'bg-blue-100 text-blue-900 border-blue-300' },
  customer: { label: 'Customer', className: 'bg-green-100 text-green-900 border-green-300' },
  closed: { label: 'Closed', className: 'bg-gray-100 text-gray-800 border-gray-300' },
};

/** The contact form's value rule: a whole number, 0 when it is not a number. */
export function parseValue(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) || value < 0 ? 0 : value;
}
