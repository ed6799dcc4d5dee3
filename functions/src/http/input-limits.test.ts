/**
 * Every text field of every route has a maximum length, and the length is checked before
 * anything else runs on the value (design rule 15): a 1 MB value fails on its length alone, with
 * no pattern, refinement or other format check having seen it. The fields are found by walking
 * the route table and the handlers' schemas (functions/test/route-inputs.ts), not listed here.
 */
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@shop-scanner/shared/text-limits';
import { routeKey } from '@shop-scanner/shared/routes';
import { routeTextFields, valueAt, type FieldPath } from '../../test/route-inputs';

// The handler modules read their environment when they load; these name nothing real.
process.env.TABLE_NAME ??= 'input-limits-unit';
process.env.USER_POOL_ID ??= 'local_pool';
process.env.USER_POOL_CLIENT_ID ??= 'local-client';
process.env.VAPID_SUBJECT ??= 'mailto:ops@shop.example.org';
process.env.MAIL_FROM ??= 'Support <support@shop.example.org>';

const ONE_MB = 'x'.repeat(1_000_000);
/** Issues that only a pattern, a format or a refinement raises: none may run on 1 MB. */
const CHECKS_AFTER_THE_LENGTH = new Set(['invalid_format', 'custom']);

interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly maximum?: number | bigint;
  readonly errors?: readonly (readonly Issue[])[];
}

/** The issues at one path, with those of each union option that failed there. */
const issuesAt = (issues: readonly Issue[], path: FieldPath): Issue[] =>
  issues.flatMap((issue) => {
    const here = issue.path.length === path.length && issue.path.every((p, i) => p === path[i]);
    if (!here) return [];
    const optionIssues = (issue.errors ?? []).flatMap((option) =>
      option.filter((inner) => inner.path.length === 0),
    );
    return [issue, ...optionIssues];
  });

const fields = await routeTextFields();
const cases = fields.map(
  (field) => [`${routeKey(field.route)} ${field.part}`, field.errorKey, field] as const,
);

describe('the walk over the routes', () => {
  it('finds the fields a shopper types, in the body, the query string and the path', () => {
    const found = new Set(fields.map((f) => `${routeKey(f.route)} ${f.errorKey}`));

    expect(found).toContain('POST /auth/login password');
    expect(found).toContain('POST /auth/register password');
    expect(found).toContain('POST /api/store-analysis url');
    expect(found).toContain('POST /api/products name');
    expect(found).toContain('PUT /api/products/{id} imageUrl');
    expect(found).toContain('GET /api/products/search query.query');
    expect(found).toContain('GET /api/products/barcode/{barcode} path.barcode');
    expect(fields.length).toBeGreaterThan(50);
  });
});

describe.each(cases)('%s %s', (_route, _key, field) => {
  it('refuses 1 MB on its length before any other rule sees it', () => {
    // Prepare
    const input = valueAt(field.path, ONE_MB);

    // Act
    const result = field.schema.safeParse(input);

    // Assess
    expect(result.success).toBe(false);
    const issues = issuesAt((result.error?.issues ?? []) as Issue[], field.path);
    expect(issues.length, JSON.stringify(result.error?.issues)).toBeGreaterThan(0);
    expect(issues.filter((i) => CHECKS_AFTER_THE_LENGTH.has(i.code))).toEqual([]);
    if (field.kind === 'text') {
      const tooBig = issues.find((i) => i.code === 'too_big');
      expect(tooBig, 'a maximum length').toBeDefined();
      expect(Number(tooBig?.maximum)).toBeLessThanOrEqual(TEXT_LIMITS.url);
    }
  });
});
