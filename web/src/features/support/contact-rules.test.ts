import { describe, expect, it } from 'vitest';
import { firstFieldErrors } from '@shop-scanner/shared/api-errors';
import { supportRequestSchema } from '@shop-scanner/shared/support';
import { checkSupportRequest, type ContactValues } from './contact-rules';

/** What the server's schema answers: the parsed request, or each failing field's first message. */
const serverAnswer = (values: ContactValues) => {
  const result = supportRequestSchema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: firstFieldErrors(result.error) };
};

const valid: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  category: 'billing',
  subject: 'Charged twice',
  message: 'I see two charges for March on my card.',
  priority: 'high',
};

const cases: readonly [string, Partial<Record<keyof ContactValues, string>>][] = [
  ['a valid request', {}],
  [
    'every text padded with spaces',
    { name: '  Ada ', email: ' ada@example.com ', subject: ' Hi ' },
  ],
  ['everything empty', { name: '', email: '', subject: '', message: '' }],
  ['only spaces', { name: '   ', email: '   ', subject: '  ', message: '     ' }],
  ['an address without a domain', { email: 'ada@example' }],
  ['an address with a space', { email: 'ada lovelace@example.com' }],
  ['an address over 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
  ['a name of 100 characters', { name: 'n'.repeat(100) }],
  ['a name of 101 characters', { name: 'n'.repeat(101) }],
  ['a subject of 100 characters', { subject: 's'.repeat(100) }],
  ['a subject of 101 characters', { subject: 's'.repeat(101) }],
  ['a subject of 99 characters and two spaces', { subject: `${'s'.repeat(99)}  ` }],
  ['a message of 9 characters', { message: 'Too short' }],
  ['a message of 10 characters inside spaces', { message: '   Ten chars!   ' }],
  ['a message of 2001 characters', { message: 'x'.repeat(2001) }],
  ['a category outside the list', { category: 'store-appeal' }],
  ['a priority outside the list', { priority: 'critical' }],
];

describe('the contact check without zod', () => {
  it.each(cases)('answers as the shared schema does: %s', (_, changes) => {
    // Prepare
    const values = { ...valid, ...changes } as ContactValues;
    const expected = serverAnswer(values);

    // Act
    const checked = checkSupportRequest(values);

    // Assess
    expect(checked).toEqual(expected);
  });
});
