import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@shop-scanner/shared/text-limits';
import { updateProfileSchema } from '@shop-scanner/shared/user';
import { schemaVerdict } from '../../test/schema-verdict';
import { profileCheck } from './profile-check';

const limit = TEXT_LIMITS.name;
/** Names at every edge of the server's rule: blank, one letter, spaces around, the limit. */
const names = [
  '',
  ' ',
  '\t\n',
  'A',
  ' A ',
  'Al',
  '  Al  ',
  'Ada Lovelace',
  '\u00a0Zoë\u00a0',
  '\u3000\u3000',
  'x'.repeat(limit),
  ` ${'x'.repeat(limit - 1)}`,
  'x'.repeat(limit + 1),
  ` ${'x'.repeat(limit)} `,
  ' '.repeat(limit + 1),
  '😀',
  '😀😀',
  'e\u0301',
  '\ud83d',
  '😀'.repeat(limit),
  '😀'.repeat(limit + 1),
];

/** What the server answers for the change the form would send (the schema it validates with). */
const serverVerdict = (business: boolean, name: string, businessName: string) =>
  schemaVerdict(updateProfileSchema, business ? { name, businessName } : { name });

describe('profileCheck', () => {
  for (const business of [false, true]) {
    it(`agrees with the server's rule on every pair of names (${business ? 'business' : 'consumer'})`, () => {
      for (const name of names)
        for (const businessName of names)
          expect(profileCheck(business)({ name, businessName }), `${name}|${businessName}`).toEqual(
            serverVerdict(business, name, businessName),
          );
    });
  }

  it('sends the names trimmed, and a business name only for a business', () => {
    expect(profileCheck(false)({ name: '  Ada  ', businessName: 'Shop' })).toEqual({
      ok: true,
      data: { name: 'Ada' },
    });
    expect(profileCheck(true)({ name: 'Ada', businessName: ' Ada’s Shop ' })).toEqual({
      ok: true,
      data: { name: 'Ada', businessName: 'Ada’s Shop' },
    });
  });

  it('says what is wrong with each field', () => {
    expect(profileCheck(true)({ name: 'A', businessName: '  ' })).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters',
        businessName: 'Business name is required for businesses',
      },
    });
  });
});
