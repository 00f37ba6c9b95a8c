import { crmContactStatuses } from '@academy/contracts';

/** The columns of contacts.csv as a person names them. */
const fieldLabels: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  position: 'Position',
  status: 'Status',
  source: 'Source',
  notes: 'Notes',
  value: 'Value',
};

const listed = (values: readonly string[]) => (values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`);

/** The part of a zod issue a reason is made from. */
export interface RowIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  expected?: string;
  origin?: string;
}

/** Why a row of an imported file is refused, in the words of the preview rather than the validator's. */
export function contactRowProblem(issue: RowIssue): string {
  const field = String(issue.path[0] ?? '');
  const label = fieldLabels[field];
  if (!label) return issue.code === 'unrecognized_keys' ? 'The row has a cell this file format does not know.' : issue.message;
  if (field === 'status') return `${label} must be one of ${listed(crmContactStatuses)}.`;
  if (field === 'email') return `${label} is not a valid e-mail address.`;
  if (field === 'value') {
    if (issue.code === 'too_small') return `${label} cannot be negative.`;
    if (issue.code === 'too_big') return `${label} is at most ${Number(issue.maximum).toLocaleString('en-US')} dollars.`;
    return `${label} must be a whole number of dollars.`;
  }
  if (issue.code === 'too_small') return `${label} is required.`;
  if (issue.code === 'too_big') return `${label} is longer than ${Number(issue.maximum).toLocaleString('en-US')} characters.`;
  return `${label}: ${issue.message}`;
}
