/**
 * Cuts each article into passages (every paragraph and list item, with the section heading above
 * it) and indexes them, at build time only: the chat quotes the passage that answers a question
 * instead of a whole article.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import MiniSearch from 'minisearch';
import { passageIndexOptions, type HelpPassage } from '../widget/passage-search-options';
import { articlesDir, parseFrontMatter, type HelpArticle } from './help-content';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
type Token = ReturnType<typeof markdown.parse>[number];

/** The words of one inline token, without markup (links keep their words, not their address). */
const inlineText = (token: Token): string =>
  (token.children ?? [])
    .map((child) =>
      child.type === 'text' || child.type === 'code_inline'
        ? child.content
        : child.type === 'softbreak' || child.type === 'hardbreak'
          ? ' '
          : '',
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The passages of one article's Markdown body: each paragraph (a list item's paragraph included)
 * under the nearest heading above it.
 */
export const passagesOfBody = (slug: string, articleTitle: string, body: string): HelpPassage[] => {
  const passages: HelpPassage[] = [];
  // Before the first heading a passage has none: the article's title is indexed on its own.
  let heading = '';
  let inHeading = false;
  let inParagraph = false;
  for (const token of markdown.parse(body, {})) {
    if (token.type === 'heading_open') inHeading = true;
    else if (token.type === 'heading_close') inHeading = false;
    else if (token.type === 'paragraph_open') inParagraph = true;
    else if (token.type === 'paragraph_close') inParagraph = false;
    else if (token.type === 'inline') {
      const text = inlineText(token);
      if (inHeading) heading = text;
      else if (inParagraph && text !== '') {
        passages.push({ id: `${slug}#${passages.length}`, slug, articleTitle, heading, text });
      }
    }
  }
  return passages;
};

/** Every passage of the articles, read again from their files (the body without front matter). */
export const passagesOf = (articles: readonly HelpArticle[], dir = articlesDir): HelpPassage[] =>
  articles.flatMap(({ slug, title }) => {
    const source = readFileSync(path.join(dir, `${slug}.md`), 'utf8');
    return passagesOfBody(slug, title, parseFrontMatter(source, slug).body);
  });

/** The chat's index, made once at build time and loaded by the widget when it is first used. */
export const passageIndexOf = (passages: readonly HelpPassage[]): string => {
  const index = new MiniSearch<HelpPassage>(passageIndexOptions);
  index.addAll(passages);
  return JSON.stringify(index);
};
