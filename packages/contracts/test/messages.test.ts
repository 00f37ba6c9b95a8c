import { describe, expect, it } from 'vitest';
import { crmContactRequestSchema, idParamSchema, onboardingDataSchema, onboardingFieldsSchema, paymentIntentIdSchema } from '../src/index.ts';

const messages = (result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

// The contracts are zod/mini schemas, which bring no locale: the entry configures English, and
// these messages are what a 400 answer's details and the pages show, word for word.
describe('the contracts’ messages', () => {
  it('are zod’s English ones where a contract sets none', () => {
    expect(messages(idParamSchema.safeParse({ id: 'seven' }))).toEqual([{ path: 'id', message: 'Invalid input: expected number, received NaN' }]);
    expect(messages(idParamSchema.safeParse({ id: '-2' }))).toEqual([{ path: 'id', message: 'Too small: expected number to be >0' }]);
    expect(messages(crmContactRequestSchema.safeParse({ firstName: 'Ada', email: 'not an address', extra: 1 }))).toEqual([
      { path: 'email', message: 'Invalid email address' },
      { path: '', message: 'Unrecognized key: "extra"' },
    ]);
  });

  it('are the contract’s own where it sets them', () => {
    expect(messages(crmContactRequestSchema.safeParse({ firstName: '   ' }))).toEqual([{ path: 'firstName', message: 'A first name is needed.' }]);
    expect(messages(paymentIntentIdSchema.safeParse('pi_1'))).toEqual([{ path: '', message: 'Expected a payment intent id such as pi_123…' }]);
    expect(messages(onboardingFieldsSchema(['email', 'phone']).safeParse({ email: 'ada.example.com', phone: 'x'.repeat(41) }))).toEqual([
      { path: 'email', message: "Enter an email address that contains '@'" },
      { path: 'phone', message: 'Enter a shorter phone number' },
    ]);
  });

  it('leave the parsed values as before: trimmed, lower-cased, defaults filled in', () => {
    expect(crmContactRequestSchema.parse({ firstName: ' Ada ', email: ' Ada@Example.COM ' })).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: 'ada@example.com',
      phone: '',
      company: '',
      position: '',
      status: 'lead',
      source: '',
      notes: '',
      value: 0,
    });
    expect(onboardingDataSchema.shape.phone.parse('  ')).toBeUndefined();
  });
});
