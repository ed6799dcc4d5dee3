import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A link inside an article or document to a page of the app goes through the router, as every other link of
 * the app does, instead of reloading the whole app; links to other sites open as links do.
 */
export const useInternalLinks = () => {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
};
