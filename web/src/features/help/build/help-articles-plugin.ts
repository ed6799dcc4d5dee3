/**
 * The Vite plugin that turns the help centre's Markdown into modules at build time:
 * - each `.md` file of the help feature imports as `{ title, html }` (an article as its own lazy
 *   chunk, a legal document inside its page's chunk);
 * - `virtual:help-articles`: every article's slug, title, category and summary (no bodies), what
 *   the Help Center and an article's heading need;
 * - `virtual:help-search-index`: the MiniSearch index of every title and body, serialized, which
 *   the Help Center imports on the first keystroke in its search box;
 * - `virtual:help-passage-index`: the MiniSearch index of every paragraph, with its text, which
 *   the help widget's chat imports when it is first opened.
 * A malformed article fails the build, not a shopper's page.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  articleFiles,
  catalogueOf,
  helpFeatureDir,
  readArticle,
  readArticles,
  readDocument,
  searchIndexOf,
  articlesDir,
} from './help-content';
import { passageIndexOf, passagesOf } from './help-passages';

const CATALOGUE_ID = 'virtual:help-articles';
const SEARCH_INDEX_ID = 'virtual:help-search-index';
const PASSAGE_INDEX_ID = 'virtual:help-passage-index';
const virtualIds = [CATALOGUE_ID, SEARCH_INDEX_ID, PASSAGE_INDEX_ID];
// Rollup's convention for virtual modules: the \0 keeps other plugins from treating them as files.
const resolved = (id: string) => `\0${id}`;

const isHelpMarkdown = (id: string) =>
  id.endsWith('.md') && path.resolve(id).startsWith(helpFeatureDir + path.sep);

export const helpArticlesPlugin = (): Plugin => ({
  name: 'shop-scanner-help-articles',
  resolveId(id) {
    return virtualIds.includes(id) ? resolved(id) : undefined;
  },
  load(id) {
    if (virtualIds.some((virtualId) => id === resolved(virtualId))) {
      // Rebuilt in `vite dev` whenever an article changes (a new file needs a restart: the dev
      // server watches files, and a folder given here would be taken for an import).
      for (const file of articleFiles()) this.addWatchFile(file);
      const articles = readArticles();
      const content =
        id === resolved(CATALOGUE_ID)
          ? catalogueOf(articles)
          : id === resolved(SEARCH_INDEX_ID)
            ? searchIndexOf(articles)
            : passageIndexOf(passagesOf(articles));
      return `export default ${JSON.stringify(content)};`;
    }
    if (!isHelpMarkdown(id)) return undefined;
    const inArticles = path.dirname(path.resolve(id)) === articlesDir;
    const { title, html } = inArticles ? readArticle(id) : readDocument(id);
    return `export default ${JSON.stringify({ title, html })};`;
  },
});
