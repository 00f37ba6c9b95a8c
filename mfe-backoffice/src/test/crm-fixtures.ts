// A contact as the backoffice service answers it (the shape of @academy/contracts), for the CRM's tests.
import type { CrmContact } from '@academy/contracts';

export function contactFixture(overrides: Partial<CrmContact> = {}): CrmContact {
  return {
    id: 1,
    firstName: 'Kim',
    lastName: '',
    email: '',
    phone: '',
    company: '',
    position: '',
    status: 'lead',
    source: '',
    notes: '',
    value: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
