import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from './button';
import { QueryState } from './query-state';

/** The class names of one recent list: each page keeps its own CSS for it. */
export interface RecentListClasses {
  section: string;
  title: string;
  /** The loading, failed and empty sentences. */
  muted: string;
  /** The failed sentence and its "Try again" together. */
  failed: string;
  list: string;
  item: string;
}

/** What one recent list says in each state. */
export interface RecentListWords {
  title: string;
  loading: string;
  failed: string;
  empty: string;
}

/**
 * A shopper's recent entries kept on the server (so on every device), newest first: choosing one
 * shows it again, without asking the server to do the work a second time, so it costs nothing.
 * The entry shown is marked pressed.
 */
export const RecentList = <Entry extends { id: string }>({
  history,
  shownId,
  onShow,
  limit,
  heading: Heading,
  titleId,
  words,
  classes,
  testId,
  labelOf,
  children,
}: {
  history: UseQueryResult<Entry[]>;
  shownId: string | undefined;
  onShow: (entry: Entry) => void;
  /** How many of the newest entries are listed. */
  limit: number;
  heading: 'h2' | 'h3';
  titleId: string;
  words: RecentListWords;
  classes: RecentListClasses;
  testId: string;
  /** The accessible name of an entry's button: what it shows, and from when. */
  labelOf: (entry: Entry) => string;
  /** An entry's content inside its button. */
  children: (entry: Entry) => ReactNode;
}) => (
  <section className={classes.section} aria-labelledby={titleId}>
    <Heading id={titleId} className={classes.title}>
      {words.title}
    </Heading>
    <QueryState
      query={history}
      pending={
        <p className={classes.muted} role="status">
          {words.loading}
        </p>
      }
      failed={
        <div className={classes.failed}>
          <p className={classes.muted}>{words.failed}</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      }
    >
      {(entries) =>
        entries.length === 0 ? (
          <p className={classes.muted}>{words.empty}</p>
        ) : (
          <ol className={classes.list} data-testid={testId}>
            {entries.slice(0, limit).map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className={classes.item}
                  aria-pressed={entry.id === shownId}
                  aria-label={labelOf(entry)}
                  onClick={() => onShow(entry)}
                >
                  {children(entry)}
                </button>
              </li>
            ))}
          </ol>
        )
      }
    </QueryState>
  </section>
);
