/**
 * The help widget's chat: how long it takes to answer a message from the help centre's passages,
 * in Node, with the very modules the widget runs (the build's passage index read back with
 * MiniSearch, then `answerFromPassages`). Baseline in the same run: a bare lookup of one article
 * by its slug (a Map read, as a page finds an article's summary), the floor of any answer.
 *
 * - the index: made once from the Markdown (build time) and read back from its JSON (what the
 *   widget does on first opening), with its size as shipped (gzip -9);
 * - per message: every article title and every section heading as a question, and questions no
 *   article answers; each timed as the mean of REPEAT runs (one run is near the timer's grain),
 *   the median and p95 over the messages.
 *
 *   npm run bench -- help-chat
 */
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { catalogueOf, readArticles } from '../web/src/features/help/build/help-content';
import { passageIndexOf, passagesOf } from '../web/src/features/help/build/help-passages';
import { answerFromPassages } from '../web/src/features/help/widget/passage-search';
import { passageIndexOptions } from '../web/src/features/help/widget/passage-search-options';
import { kib, median, percentile, ratio, table } from './lib/stats';

const REPEAT = 200;

const UNANSWERABLE = [
  'What will the weather be like in Paris tomorrow?',
  'xylophone quantum',
  'Who won the football match last night?',
  'Recommend a good pizza recipe',
];

const micros = (ms: number) => `${(ms * 1000).toFixed(2)} µs`;

const row = (label: string, times: readonly number[], baseline: number) => [
  label,
  micros(median(times)),
  micros(percentile(times, 95)),
  ratio(median(times), baseline),
];

/** The mean time of one call of `work`, in ms, over REPEAT calls. */
const perCall = (work: () => unknown): number => {
  const started = performance.now();
  for (let n = 0; n < REPEAT; n += 1) work();
  return (performance.now() - started) / REPEAT;
};

export const benchHelpChat = async (): Promise<string> => {
  const buildStarted = performance.now();
  const articles = readArticles();
  const passages = passagesOf(articles);
  const json = passageIndexOf(passages);
  const buildMs = performance.now() - buildStarted;

  const loadStarted = performance.now();
  const index = MiniSearch.loadJSON(json, passageIndexOptions);
  const loadMs = performance.now() - loadStarted;

  const headings = [...new Set(passages.map((p) => p.heading))];
  const questions = [...articles.map((a) => a.title), ...headings, ...UNANSWERABLE];
  const bySlug = new Map(catalogueOf(articles).map((a) => [a.slug, a]));
  const slugs = articles.map((a) => a.slug);

  // Warm-up: the first calls pay for the JIT, not for the search.
  for (const question of questions) answerFromPassages(MiniSearch, index, question);

  const answerTimes = questions.map((q) => perCall(() => answerFromPassages(MiniSearch, index, q)));
  const lookupTimes = questions.map((_, n) => {
    const slug = slugs[n % slugs.length]!;
    return perCall(() => bySlug.get(slug));
  });
  const answered = questions.filter((q) => answerFromPassages(MiniSearch, index, q).length > 0);
  const unanswered = UNANSWERABLE.filter(
    (q) => answerFromPassages(MiniSearch, index, q).length === 0,
  );
  const baseline = median(lookupTimes);

  return [
    `${articles.length} articles, ${passages.length} passages; the index as shipped: ${kib(json.length)} JSON, ${kib(gzipSync(json, { level: 9 }).length)} gzip.`,
    `Index made from the Markdown (build time, once): ${buildMs.toFixed(1)} ms; read back from its JSON (the widget's first opening, once): ${loadMs.toFixed(1)} ms.`,
    `${questions.length} messages (${articles.length} titles, ${headings.length} headings, ${UNANSWERABLE.length} unanswerable), each the mean of ${REPEAT} runs:`,
    table(
      ['per message', 'median', 'p95', 'vs baseline'],
      [
        row('baseline: one article by slug (Map read)', lookupTimes, baseline),
        row('chat answer (search, stem check, best passage per article)', answerTimes, baseline),
      ],
    ),
    `Answered with at least one passage: ${answered.length} of ${questions.length}; the ${UNANSWERABLE.length} unanswerable questions answered "no article": ${unanswered.length}.`,
  ].join('\n');
};
