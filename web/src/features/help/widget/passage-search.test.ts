// @vitest-environment node
// The index exactly as the build makes it from the articles on disk, read back as the widget does.
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { readArticles } from '../build/help-content';
import { passageIndexOf, passagesOf } from '../build/help-passages';
import { answerFromPassages, canSend, queryWords } from './passage-search';
import { passageIndexOptions } from './passage-search-options';

const articles = readArticles();
const passages = passagesOf(articles);
const index = MiniSearch.loadJSON(passageIndexOf(passages), passageIndexOptions);
const answer = (message: string) => answerFromPassages(MiniSearch, index, message);

describe('passagesOf', () => {
  it('cuts every article into passages, each much shorter than its article', () => {
    // Assess
    for (const article of articles) {
      const own = passages.filter((passage) => passage.slug === article.slug);
      expect(own.length).toBeGreaterThan(1);
      for (const passage of own) expect(passage.text.length).toBeLessThan(article.text.length / 2);
    }
  });

  it('keeps the section heading above a passage and drops the Markdown', () => {
    // Act
    const denied = passages.find(
      (passage) =>
        passage.slug === 'barcode-not-scanning' && passage.text.startsWith('Your browser was told'),
    );

    // Assess
    expect(denied?.heading).toBe('"Camera permission denied"');
    expect(denied?.text).toContain('press Start Scanning again');
  });
});

describe('answerFromPassages', () => {
  it("answers 'barcode not scanning' with a passage of the barcode article first", () => {
    // Act
    const [first, ...others] = answer('barcode not scanning');

    // Assess
    expect(first?.slug).toBe('barcode-not-scanning');
    expect(first?.articleTitle).toBe('Barcode not scanning');
    const wholeArticle = articles.find((a) => a.slug === 'barcode-not-scanning')?.text ?? '';
    expect(wholeArticle).toContain(first?.text);
    expect(first?.text.length).toBeLessThan(wholeArticle.length / 2);
    expect(others.map((passage) => passage.slug)).not.toContain('barcode-not-scanning');
  });

  it('quotes the passage that holds the words asked about', () => {
    // Act
    const [first] = answer('camera permission denied');

    // Assess
    expect(first?.slug).toBe('barcode-not-scanning');
    expect(first?.heading).toBe('"Camera permission denied"');
  });

  it('finds nothing for a question no article answers', () => {
    expect(answer('What will the weather be like in Paris tomorrow?')).toEqual([]);
    expect(answer('xylophone quantum')).toEqual([]);
  });

  it('finds nothing for a message of only common words', () => {
    // Prepare
    const message = 'how do I do it?';

    // Act and assess
    expect(queryWords(MiniSearch, message)).toEqual([]);
    expect(answer(message)).toEqual([]);
  });

  it('quotes at most three articles, one passage each', () => {
    // Act
    const found = answer('price alert notification wishlist');

    // Assess
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(new Set(found.map((passage) => passage.slug)).size).toBe(found.length);
  });
});

describe('canSend', () => {
  it('refuses an empty or whitespace-only message and takes any other', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('  \n\t ')).toBe(false);
    expect(canSend(' ok ')).toBe(true);
  });

  it('answers nothing to an empty message', () => {
    expect(answer('   ')).toEqual([]);
  });
});
