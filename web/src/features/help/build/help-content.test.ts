// @vitest-environment node
// Build-time code: it reads the Markdown files from disk, as the Vite plugin does.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  helpArticleSlugs,
  helpCategories,
  HELP_GUIDE_SLUG,
  HELP_REPORT_BUG_SLUG,
} from '@shop-scanner/shared/help-article-rules';
import {
  articleFiles,
  documentsDir,
  parseFrontMatter,
  plainText,
  readArticle,
  readArticles,
  readDocument,
  renderMarkdown,
} from './help-content';

describe('the article files', () => {
  it('are exactly the slugs the server counts views of', () => {
    // Act
    const slugs = articleFiles().map((file) => path.basename(file, '.md'));

    // Assess
    expect([...slugs].sort()).toEqual([...helpArticleSlugs].sort());
  });

  it('put four articles in each of the three categories, and the guide and bug report outside', () => {
    // Act
    const articles = readArticles();

    // Assess
    for (const category of helpCategories) {
      expect(
        articles.filter((a) => a.category === category),
        category,
      ).toHaveLength(4);
    }
    expect(articles.filter((a) => a.category === 'help').map((a) => a.slug)).toEqual([
      HELP_GUIDE_SLUG,
      HELP_REPORT_BUG_SLUG,
    ]);
  });

  it('are listed in the order of the shared list, not of their file names', () => {
    expect(readArticles().map((article) => article.slug)).toEqual([...helpArticleSlugs]);
  });

  it('link only to articles that exist', () => {
    // Prepare
    const articles = readArticles();
    const known = new Set(articles.map((a) => a.slug));

    // Act
    const broken = articles.flatMap((article) =>
      [...article.html.matchAll(/href="\/help\/([^"#?]+)"/g)]
        .map((match) => match[1] ?? '')
        .filter((slug) => !known.has(slug))
        .map((slug) => `${article.slug} -> ${slug}`),
    );

    // Assess
    expect(broken).toEqual([]);
  });

  it('each have a title, a summary and a body of their own', () => {
    for (const article of readArticles()) {
      expect(article.title.length, article.slug).toBeGreaterThan(5);
      expect(article.summary.length, article.slug).toBeGreaterThan(20);
      expect(article.text.length, article.slug).toBeGreaterThan(400);
    }
  });
});

describe('the legal documents', () => {
  it('render their title and body', () => {
    // Act
    const terms = readDocument(path.join(documentsDir, 'terms.md'));
    const privacy = readDocument(path.join(documentsDir, 'privacy.md'));

    // Assess
    expect(terms.title).toBe('Terms of Service');
    expect(terms.html).toContain('<h2>3. Plans and payment</h2>');
    expect(privacy.title).toBe('Privacy Policy');
    expect(privacy.html).toContain('<h2>What your browser keeps</h2>');
  });
});

describe('renderMarkdown', () => {
  it('shows raw HTML in a file as text instead of putting it in the page', () => {
    // Prepare
    const source = 'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n';

    // Act
    const html = renderMarkdown(source);

    // Assess
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
  });

  it('makes no link of a javascript: address', () => {
    const html = renderMarkdown('[Click](javascript:alert(1))');

    expect(html).not.toContain('href="javascript:');
    expect(html).not.toContain('<a');
  });

  it('renders the Markdown an article uses: headings, lists, tables, links', () => {
    const html = renderMarkdown(
      '## Steps\n\n- one\n- two\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n[Plans](/help/plans-and-limits)\n',
    );

    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('<a href="/help/plans-and-limits">Plans</a>');
  });
});

describe('plainText', () => {
  it('keeps the words and drops the markup', () => {
    expect(plainText('## Light\n\nTurn on the **torch** and [read more](/help/guide).')).toBe(
      'Light Turn on the torch and read more .',
    );
  });
});

describe('parseFrontMatter and readArticle', () => {
  const fileWith = (content: string) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'help-')), 'an-article.md');
    writeFileSync(file, content);
    return file;
  };

  it('reads the fields and leaves the body', () => {
    const parsed = parseFrontMatter('---\ntitle: A: B\ncategory: help\n---\nBody\n', 'x.md');

    expect(parsed).toEqual({ fields: { title: 'A: B', category: 'help' }, body: 'Body\n' });
  });

  it('refuses a file without front matter, or with a category of no place', () => {
    expect(() => readArticle(fileWith('# Just a body\n'))).toThrow(/front matter/);
    expect(() =>
      readArticle(fileWith('---\ntitle: T\ncategory: news\nsummary: S\n---\nBody\n')),
    ).toThrow(/category "news"/);
    expect(() => readArticle(fileWith('---\ntitle: T\ncategory: help\n---\nBody\n'))).toThrow(
      /summary/,
    );
  });
});
