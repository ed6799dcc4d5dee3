import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Pagination } from './pagination';

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Results pages' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

describe('Pagination', () => {
  it('shows 5 page buttons around the current page, which is marked current', () => {
    // Prepare + Act
    render(<Pagination page={7} totalPages={12} onPageChange={() => {}} label="Results pages" />);

    // Assess
    expect(pageButtons()).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBeNull();
  });

  it('jumps to the first and last pages and steps with previous and next', () => {
    // Prepare
    const onPageChange = vi.fn();
    render(
      <Pagination page={7} totalPages={12} onPageChange={onPageChange} label="Results pages" />,
    );

    // Act
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page', 'Page 9'])
      fireEvent.click(screen.getByRole('button', { name }));

    // Assess
    expect(onPageChange.mock.calls.map(([p]) => p)).toEqual([1, 6, 8, 12, 9]);
  });

  it('disables first and previous on page 1, next and last on the last page', () => {
    const { rerender } = render(
      <Pagination page={1} totalPages={3} onPageChange={() => {}} label="Results pages" />,
    );
    const disabled = (name: string) =>
      (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;
    expect([disabled('First page'), disabled('Previous page'), disabled('Next page')]).toEqual([
      true,
      true,
      false,
    ]);
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} label="Results pages" />);
    expect([disabled('Next page'), disabled('Last page'), disabled('First page')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('renders nothing for a single page', () => {
    render(<Pagination page={1} totalPages={1} onPageChange={() => {}} label="Results pages" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
