import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { QueryState } from './query-state';

/** A query whose answer the test decides, shown through QueryState. */
const Shown = ({ answer }: { answer: () => Promise<string[]> }) => {
  const query = useQuery({ queryKey: ['words'], queryFn: answer, retry: false });
  return (
    <QueryState query={query} pending={<p>Loading</p>} failed={<p>Could not load</p>}>
      {(words) => <p>{words.join(', ')}</p>}
    </QueryState>
  );
};

const renderShown = (answer: () => Promise<string[]>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Shown answer={answer} />
    </QueryClientProvider>,
  );

describe('QueryState', () => {
  it('shows the pending state while the query has no answer', () => {
    // Prepare + Act
    renderShown(() => new Promise(() => {}));

    // Assess
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByText('Could not load')).toBeNull();
  });

  it('shows the failed state, never the data, when the query failed', async () => {
    // Prepare + Act
    renderShown(() => Promise.reject(new Error('down')));

    // Assess
    expect(await screen.findByText('Could not load')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('hands the data to its children once it came', async () => {
    // Prepare + Act
    renderShown(() => Promise.resolve(['salt', 'pepper']));

    // Assess
    expect(await screen.findByText('salt, pepper')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
