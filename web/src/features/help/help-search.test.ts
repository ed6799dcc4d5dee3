// @vitest-environment node
// Build-time code: it reads the Markdown files from disk, as the Vite plugin does.
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { catalogueOf, readArticles, searchIndexOf } from './build/help-content';
import { indexFromJson, searchArticles, titleMatches } from './help-search';

// The index exactly as the build makes it, read back as the page reads it.
const articles = readArticles();
const catalogue = catalogueOf(articles);
const index = indexFromJson(MiniSearch, searchIndexOf(articles));

const slugsFor = (query: string) => searchArticles(catalogue, query, index).map((a) => a.slug);

describe('searchArticles', () => {
  it('finds by title in any case, as the spec asks, before the index has arrived', () => {
    // Act
    const found = searchArticles(catalogue, 'BARCODE NOT', undefined).map((a) => a.slug);

    // Assess
    expect(found).toEqual(['barcode-not-scanning']);
  });

  it('finds a part of a title word', () => {
    expect(titleMatches(catalogue, 'refund').map((a) => a.slug)).toEqual([
      'cancelling-and-refunds',
    ]);
  });

  it('finds by body text what no title says', () => {
    // Prepare: "torch" and "glare" appear only in the barcode article's body.
    expect(titleMatches(catalogue, 'torch')).toEqual([]);

    // Act and assess
    expect(slugsFor('torch')[0]).toBe('barcode-not-scanning');
    expect(slugsFor('glare')).toContain('barcode-not-scanning');
  });

  it('answers "barcode not scanning" with that article first', () => {
    expect(slugsFor('barcode not scanning')[0]).toBe('barcode-not-scanning');
    expect(slugsFor('scanner wont read barcode')[0]).toBe('barcode-not-scanning');
  });

  it('matches a prefix and a misspelling', () => {
    expect(slugsFor('omnib')).toContain('comparing-prices');
    expect(slugsFor('refumd')).toContain('cancelling-and-refunds');
  });

  it('finds nothing for words no article holds', () => {
    expect(slugsFor('xylophone quantum')).toEqual([]);
  });

  it('lists every article once for an empty query', () => {
    expect(searchArticles(catalogue, '  ', index)).toHaveLength(catalogue.length);
  });
});
