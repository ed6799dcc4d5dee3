/**
 * The chat's answer to a shopper's message: the passages of the help centre that match it best,
 * one per article, best first, or none when no passage matches well enough. Pure: the index is
 * handed in (the widget loads it on demand, the tests make it from the articles on disk).
 */
import type MiniSearch from 'minisearch';
import { passageSearchOptions, passageTerm, type HelpPassage } from './passage-search-options';

export type PassageIndex = MiniSearch<HelpPassage>;

/** How many articles one answer quotes at most. */
export const MAX_ANSWER_PASSAGES = 3;

/**
 * A query word counts as really found when a matched word shares its stem: the whole word if it
 * is short, else its first five letters ("scanned" finds "scanning"). Fuzzy matching still ranks
 * a misspelling, but "weather" finding "whether" does not by itself make an answer.
 */
const STEM_LENGTH = 5;
const sharesStem = (queryWord: string, indexWord: string) => {
  const stem = queryWord.slice(0, STEM_LENGTH);
  return indexWord.startsWith(stem) || (queryWord.startsWith(indexWord) && indexWord.length >= 3);
};

/** The words of a message the search weighs: MiniSearch's own tokenizer, without stop words. */
export const queryWords = (Search: typeof MiniSearch, message: string): string[] => {
  const words = Search.getDefault('tokenize')(message) as string[];
  return [...new Set(words.map(passageTerm).filter((word): word is string => !!word))];
};

/** A message the chat can send: some text besides spaces. */
export const canSend = (message: string): boolean => message.trim() !== '';

export interface PassageAnswer {
  readonly slug: string;
  readonly articleTitle: string;
  readonly heading: string;
  readonly text: string;
}

/**
 * The best passage of each of the best-matching articles. A passage answers only if it really
 * finds at least half of the message's words (and at least one): a question about something no
 * article covers gets no answer rather than the least bad passage.
 */
export const answerFromPassages = (
  Search: typeof MiniSearch,
  index: PassageIndex,
  message: string,
): PassageAnswer[] => {
  if (!canSend(message)) return [];
  const words = queryWords(Search, message);
  if (words.length === 0) return [];
  const needed = Math.max(1, Math.ceil(words.length / 2));
  const answers: PassageAnswer[] = [];
  const quoted = new Set<string>();
  for (const hit of index.search(message, passageSearchOptions)) {
    const slug = String(hit.slug);
    if (quoted.has(slug)) continue;
    const found = words.filter((word) => hit.terms.some((term) => sharesStem(word, term)));
    if (found.length < needed) continue;
    quoted.add(slug);
    answers.push({
      slug,
      articleTitle: String(hit.articleTitle),
      heading: String(hit.heading),
      text: String(hit.text),
    });
    if (answers.length === MAX_ANSWER_PASSAGES) break;
  }
  return answers;
};
