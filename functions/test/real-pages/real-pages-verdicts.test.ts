/**
 * The store analysis on real saved pages (README.md here lists them): the real reader through
 * the real safe fetcher against loopback, then `analyzeSnapshot`, each verdict held to what a
 * careful shopper would conclude (expected-verdicts.ts). Then the same page with one word planted
 * in its menu, and in its content: a menu word must not change a verdict, a word of the
 * product's own must.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreAnalysisReport } from '@shop-scanner/shared/store-analysis';
import { analyzeSnapshot } from '../../src/domain/store-analysis/analyze-snapshot';
import { readStore, type ReadStoreDeps } from '../../src/adapters/store-reading/read-store';
import { expectedVerdicts, type ExpectedVerdict } from './expected-verdicts';
import {
  compressed,
  readSavedText,
  startRealPagesServer,
  type RealPagesServer,
} from './real-pages-server';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const NO_PRICE_EVIDENCE = { competitiveScore: null, marketPosition: null, similarProductsFound: 0 };
/** Loopback has no registration to look up: an unknown age fires no domain rule. */
const NO_DOMAIN_AGE = async () => ({ registeredAt: null, ageDays: null, note: 'saved page' });

const analyze = async (server: RealPagesServer, url: string): Promise<StoreAnalysisReport> => {
  const deps: ReadStoreDeps = { fetcher: server.fetcher, domainAge: NO_DOMAIN_AGE };
  const snapshot = await readStore(server.addressOf(url), deps);
  return analyzeSnapshot(snapshot, NO_PRICE_EVIDENCE, NOW);
};

const rulesOf = (report: StoreAnalysisReport): string[] =>
  report.evidence.map((point) => point.rule);

describe('the verdict on each real page', () => {
  let server: RealPagesServer;
  beforeAll(async () => {
    server = await startRealPagesServer(
      Object.values(expectedVerdicts).flatMap((expected) => expected.answers),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(Object.entries(expectedVerdicts))('%s', async (_name, expected) => {
    // Prepare
    const [shown] = expected.answers;

    // Act
    const report = await analyze(server, shown!.url);

    // Assess
    expect(report.verdict).toBe('scored');
    expect(report.storeMetadata.platform).toBe(expected.platform);
    expect(expected.productTypes).toContain(report.productType);
    expect(report.authenticityScore).toBeGreaterThanOrEqual(expected.score.min);
    expect(report.authenticityScore).toBeLessThanOrEqual(expected.score.max);
    for (const { rule, evidence } of expected.mustFire) {
      const point = report.evidence.find((entry) => entry.rule === rule);
      expect(point, `${rule} fired`).toBeDefined();
      if (evidence) expect(point?.evidence).toMatch(evidence);
    }
    const fired = rulesOf(report);
    for (const rule of expected.mustNotFire)
      expect(fired, `${rule} did not fire`).not.toContain(rule);
    if (expected.podClassification)
      expect(report.podAnalysis?.storeLevel.classification).toBe(expected.podClassification);
    // Every point of the verdict shows what fired it.
    for (const point of report.evidence.filter((entry) => entry.points !== 0))
      expect(point.evidence.trim(), point.rule).not.toBe('');
  });
});

/** A saved page with one edit, served under its own address. */
const analyzeEdited = async (
  expected: ExpectedVerdict | undefined,
  edit: (html: string) => string,
): Promise<StoreAnalysisReport> => {
  const [shown] = expected!.answers;
  const original = readSavedText(shown!.file);
  const edited = edit(original);
  expect(edited).not.toBe(original);
  const server = await startRealPagesServer([shown!], async () => compressed(edited));
  try {
    return await analyze(server, shown!.url);
  } finally {
    await server.close();
  }
};

describe('a word in a menu against the same word in the product', () => {
  const TAPE = expectedVerdicts['Amazon: a two-pack of Gorilla duct tape'];

  it('a menu that sells "Handmade Candles" leaves the tape unknown', async () => {
    // Act
    const report = await analyzeEdited(TAPE, (html) =>
      html.replace(/(<div id='nav-xshop'[^>]*>)/, '$1<a href="/handmade">Handmade Candles</a>'),
    );

    // Assess
    expect(report.productType).not.toBe('authenticHandmade');
    expect(rulesOf(report)).not.toContain('pod.handmadeWord');
  });

  it("the same words in the product's own features make it a handmade claim, cited", async () => {
    // Act
    const report = await analyzeEdited(TAPE, (html) =>
      html.replace(/(<div id="feature-bullets"[^>]*>)/, '$1<p>Handmade in small batches.</p>'),
    );

    // Assess
    expect(report.productType).toBe('authenticHandmade');
    expect(report.evidence.find((point) => point.rule === 'type.authenticHandmade')).toMatchObject({
      evidence: '"Handmade" on the listing page',
    });
  });
});

describe("a marketplace listing's seller", () => {
  it("is the store: the Etsy shop named as the doormat's brand is not another vendor", async () => {
    // Prepare: the listing without its handmade words, so the vendor rule has its say.
    const DOORMAT = expectedVerdicts['Etsy: a hand-painted doormat'];

    // Act
    const report = await analyzeEdited(DOORMAT, (html) =>
      html.replace(/\b(?:a mano|hecho a mano|Hecho a mano)\b/g, 'con cuidado'),
    );

    // Assess
    expect(rulesOf(report)).not.toContain('type.authenticHandmade');
    expect(report.productType).toBe('unknown');
  });
});
