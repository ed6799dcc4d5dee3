/**
 * The page numbers a pager shows: up to `size` consecutive pages around the current one (up
 * to 5, docs/products.md#search), shifted at either end so the window stays full while there are
 * enough pages.
 */
export const pageWindow = (current: number, totalPages: number, size = 5): number[] => {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
};
