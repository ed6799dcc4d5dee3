import { pageWindow } from './page-window';

/**
 * A pager: First, Previous, up to 5 page buttons around the current page, Next, Last. The current
 * page carries aria-current; nothing renders when there is a single page.
 */
export const Pagination = ({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  windowSize = 5,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
  windowSize?: number;
}) => {
  if (totalPages <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  const step = (to: number, text: string, name: string, disabled: boolean) => (
    <li>
      <button
        type="button"
        className="pager__button"
        aria-label={name}
        disabled={disabled}
        onClick={() => onPageChange(to)}
      >
        {text}
      </button>
    </li>
  );

  return (
    <nav aria-label={label} className="pager">
      <ul className="pager__list">
        {step(1, '«', 'First page', isFirst)}
        {step(page - 1, '‹', 'Previous page', isFirst)}
        {pageWindow(page, totalPages, windowSize).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={n === page ? 'pager__button pager__button--current' : 'pager__button'}
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPageChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
        {step(page + 1, '›', 'Next page', isLast)}
        {step(totalPages, '»', 'Last page', isLast)}
      </ul>
    </nav>
  );
};
