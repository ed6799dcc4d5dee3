/**
 * Patterns over user input and fetched pages, on input made to defeat them (design rule 15): each
 * current rule against the pattern it replaced, measured in the same run on the same text at two
 * sizes. A linear rule takes about 2x the time when the text doubles; one that retries from every
 * position takes about 4x. The rules are called through the project's own entry points (the
 * password schema's rule, the platform detector, the info-page picker), so the figures are the
 * code that runs.
 *
 *   npm run bench -- input-patterns
 */
import { hasLowerUpperAndDigit } from '@shop-scanner/shared/password-rules';
import { detectPlatform } from '../functions/src/adapters/store-reading/detect-platform';
import { pickInfoPages } from '../functions/src/adapters/store-reading/info-pages';
import { median, table } from './lib/stats';

interface Case {
  readonly name: string;
  /** Adversarial text of about `n` characters. */
  readonly input: (n: number) => string;
  /** The pattern the project used before, as it was. */
  readonly before: (text: string) => unknown;
  readonly now: (text: string) => unknown;
}

const page = (html: string) => detectPlatform({ url: 'https://shop.example/', headers: {}, html });

const cases: readonly Case[] = [
  {
    name: 'password rule, "aaa…" (no uppercase, no digit)',
    input: (n) => 'a'.repeat(n),
    before: (text) => /(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/.test(text),
    now: hasLowerUpperAndDigit,
  },
  {
    name: 'page of "<meta " and no ">" (platform detection)',
    input: (n) => '<meta '.repeat(Math.ceil(n / 6)),
    before: (html) =>
      /<meta[^>]+name=["']shopify-(?:checkout-api-token|digital-wallet)["']/i.test(html),
    now: page,
  },
  {
    name: 'one meta tag of repeated name="generator" (platform detection)',
    input: (n) => `<meta ${'name="generator" '.repeat(Math.ceil(n / 17))}`,
    before: (html) => /<meta[^>]+name=["']generator["'][^>]+content=["']WooCommerce/i.test(html),
    now: page,
  },
  {
    name: "page of '<body class=\"' (platform detection)",
    input: (n) => '<body class="'.repeat(Math.ceil(n / 13)),
    before: (html) => /<body[^>]+class=["'][^"']*\bwoocommerce(?:-[a-z-]+)?\b/i.test(html),
    now: page,
  },
  {
    name: 'a link of slashes (info pages)',
    input: (n) => `https://shop.example/${'/'.repeat(n)}a`,
    before: (href) => new URL(href).pathname.replace(/\/+$/, ''),
    now: (href) =>
      pickInfoPages({
        pageUrl: 'https://shop.example/',
        links: [{ href, text: 'About us' }],
        platform: 'unknown',
      }),
  },
];

/** Median wall time of a few calls, in ms. */
const timeOf = (work: () => unknown, runs = 3): number => {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return median(times);
};

/** Sizes the old patterns still finish at in seconds; the current rules also at 2 MB. */
const SMALL = 20_000;
const LARGE = 2 * SMALL;
const PAGE_CAP = 2 * 1024 * 1024;

export const benchInputPatterns = async (): Promise<string> => {
  const rows = cases.map((c) => {
    const small = c.input(SMALL);
    const large = c.input(LARGE);
    const beforeSmall = timeOf(() => c.before(small));
    const beforeLarge = timeOf(() => c.before(large));
    const nowSmall = timeOf(() => c.now(small), 9);
    const nowLarge = timeOf(() => c.now(large), 9);
    const nowCap = timeOf(() => c.now(c.input(PAGE_CAP)));
    return [
      c.name,
      `${beforeLarge.toFixed(1)} ms`,
      `${(beforeLarge / beforeSmall).toFixed(1)}x`,
      `${nowLarge.toFixed(2)} ms`,
      `${(nowLarge / nowSmall).toFixed(1)}x`,
      `${(beforeLarge / nowLarge).toFixed(0)}x`,
      `${nowCap.toFixed(1)} ms`,
    ];
  });
  return [
    `Adversarial input, ${LARGE.toLocaleString('en-US')} characters (and its half for the growth):`,
    table(
      ['input', 'before', 'before: 2x text', 'now', 'now: 2x text', 'before / now', 'now at 2 MB'],
      rows,
    ),
  ].join('\n');
};
