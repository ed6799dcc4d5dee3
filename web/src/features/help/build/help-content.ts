/**
 * Reads the help centre's Markdown files and renders them, at build time only (the Vite plugin
 * beside this runs it; the page ships the HTML and no Markdown parser).
 *
 * markdown-it runs with `html: false`: any HTML written in a file is shown as text, never put in
 * the page, and its link check refuses `javascript:` and similar addresses. So what reaches the
 * page from a file is only what Markdown itself can express.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import MiniSearch from 'minisearch';
import { helpArticleSlugs, helpCategories } from '@shop-scanner/shared/help-article-rules';
import type { ArticlePlace, ArticleSummary, RenderedDocument } from '../help-catalogue';
import { searchIndexOptions, type SearchableArticle } from '../help-search-options';

// From import.meta.url, which Vite keeps pointing at this file when it bundles its config.
export const helpFeatureDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const articlesDir = path.join(helpFeatureDir, 'articles');
export const documentsDir = path.join(helpFeatureDir, 'documents');

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
type Token = ReturnType<typeof markdown.parse>[number];

export const renderMarkdown = (source: string): string => markdown.render(source);

/** The words of a Markdown text, without its markup: what the search reads. */
export const plainText = (source: string): string => {
  const words: string[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.children) walk(token.children);
      else if (token.type === 'text' || token.type === 'code_inline') words.push(token.content);
      else if (token.type === 'softbreak' || token.type === 'hardbreak') words.push(' ');
    }
  };
  walk(markdown.parse(source, {}));
  return words.join(' ').replace(/\s+/g, ' ').trim();
};

export interface ParsedFile {
  readonly fields: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * A file's front matter: `key: value` lines between two `---` lines at its top. Only plain
 * one-line values, which is all an article needs (title, category, summary).
 */
export const parseFrontMatter = (source: string, name: string): ParsedFile => {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match?.[1])
    throw new Error(`${name}: the file must start with front matter between --- lines`);
  const fields: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`${name}: front matter line "${line}" is not "key: value"`);
    fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { fields, body: source.slice(match[0].length) };
};

const places: readonly string[] = [...helpCategories, 'help'];

const required = (fields: Readonly<Record<string, string>>, key: string, name: string) => {
  const value = fields[key];
  if (!value) throw new Error(`${name}: front matter needs a ${key}`);
  return value;
};

export interface HelpArticle extends ArticleSummary, RenderedDocument {
  /** The body as plain text, for the search index. */
  readonly text: string;
}

/** One article file, checked: a build with a malformed article fails instead of shipping it. */
export const readArticle = (file: string): HelpArticle => {
  const name = path.basename(file);
  const slug = name.replace(/\.md$/, '');
  const { fields, body } = parseFrontMatter(readFileSync(file, 'utf8'), name);
  const category = required(fields, 'category', name);
  if (!places.includes(category)) {
    throw new Error(`${name}: category "${category}" is none of ${places.join(', ')}`);
  }
  return {
    slug,
    title: required(fields, 'title', name),
    category: category as ArticlePlace,
    summary: required(fields, 'summary', name),
    html: renderMarkdown(body),
    text: plainText(body),
  };
};

/** A legal document (terms, privacy): its title from the front matter, its body rendered. */
export const readDocument = (file: string): RenderedDocument => {
  const name = path.basename(file);
  const { fields, body } = parseFrontMatter(readFileSync(file, 'utf8'), name);
  return { title: required(fields, 'title', name), html: renderMarkdown(body) };
};

export const articleFiles = (dir = articlesDir): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));

/** Where an article stands in the lists: the order of the shared slug list, a stranger last. */
const listPosition = (slug: string): number => {
  const position = (helpArticleSlugs as readonly string[]).indexOf(slug);
  return position === -1 ? helpArticleSlugs.length : position;
};

export const readArticles = (dir = articlesDir): HelpArticle[] =>
  articleFiles(dir)
    .map(readArticle)
    .sort((a, b) => listPosition(a.slug) - listPosition(b.slug));

/** The list the Help Center draws: everything but the bodies. */
export const catalogueOf = (articles: readonly HelpArticle[]): ArticleSummary[] =>
  articles.map(({ slug, title, category, summary }) => ({ slug, title, category, summary }));

/** The search index, made once at build time and loaded by the page on the first keystroke. */
export const searchIndexOf = (articles: readonly HelpArticle[]): string => {
  const index = new MiniSearch<SearchableArticle>(searchIndexOptions);
  index.addAll(articles.map(({ slug, title, text }) => ({ slug, title, text })));
  return JSON.stringify(index);
};
