import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useRevealWhenLinked } from './use-reveal-when-linked';

const Section = ({ ready }: { ready: boolean }) => {
  const ref = useRevealWhenLinked('recent-edits', ready);
  return (
    <section ref={ref} id="recent-edits" tabIndex={-1} aria-label="Recent edits">
      {ready ? 'Edits' : 'Loading'}
    </section>
  );
};

const renderAt = (url: string, ready: boolean) => {
  const tree = (isReady: boolean) => (
    <MemoryRouter initialEntries={[url]}>
      <Section ready={isReady} />
    </MemoryRouter>
  );
  const view = render(tree(ready));
  return { becomeReady: () => view.rerender(tree(true)) };
};

describe('useRevealWhenLinked', () => {
  it('gives the linked section the focus once it is ready, not before', () => {
    // Prepare
    const { becomeReady } = renderAt('/products/p-1#recent-edits', false);
    const section = screen.getByRole('region', { name: 'Recent edits' });
    expect(document.activeElement).not.toBe(section);

    // Act
    becomeReady();

    // Assess
    expect(document.activeElement).toBe(section);
  });

  it('leaves the focus alone when the address names no anchor, or another', () => {
    // Act
    renderAt('/products/p-1#about', true);

    // Assess
    expect(document.activeElement).toBe(document.body);
  });
});
