/**
 * The chat's search, downloaded once, when the widget is first opened: MiniSearch and the passage
 * index the build made. No page loads them before.
 */
import { answerFromPassages, type PassageAnswer } from './passage-search';
import { passageIndexOptions } from './passage-search-options';

export type AnswerSearch = (message: string) => PassageAnswer[];

let loading: Promise<AnswerSearch> | undefined;

export const loadAnswerSearch = (): Promise<AnswerSearch> =>
  (loading ??= Promise.all([import('minisearch'), import('virtual:help-passage-index')])
    .then(([{ default: Search }, { default: json }]) => {
      const index = Search.loadJSON(json, passageIndexOptions);
      return (message: string) => answerFromPassages(Search, index, message);
    })
    .catch((error: unknown) => {
      // A failed download (offline, a new deploy) may succeed on the next question.
      loading = undefined;
      throw error;
    }));
