import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

/** Where each history entry was scrolled to, kept for the tab's life (a reload included). */
const STORAGE_KEY = 'shop-scanner:scroll-positions';

type Positions = Record<string, number>;

/**
 * The history entry's own key. An entry the router did not make (the page loaded from its address,
 * or the skip link's jump to #main) has none, so its address stands in, lest every such entry share
 * one position.
 */
const entryKey = ({ key, pathname, search, hash }: Location) =>
  key === 'default' ? `${pathname}${search}${hash}` : key;

const readPositions = (): Positions => {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Positions) : {};
  } catch {
    return {};
  }
};

const elementOfHash = (hash: string): HTMLElement | null => {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape in the hash names no element.
    return null;
  }
};

/**
 * Scrolls as a web page of separate documents would: a new page starts at its top (or at the
 * element its hash names), and back or forward returns to where the shopper was on that entry,
 * after a reload too. Rendered with the page, so it scrolls once the page has drawn.
 */
export const ScrollRestoration = () => {
  const location = useLocation();
  const navigationType = useNavigationType();
  // One mutable map for the component's life, read from storage once.
  const [positions] = useState(readPositions);
  const key = entryKey(location);
  const shownKey = useRef(key);

  useLayoutEffect(() => {
    // The app restores positions itself: the browser's own restoring would jump before the page
    // has drawn.
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Recorded as the shopper scrolls, so the position is the one of the page they leave: by the
    // time a navigation draws the next page, the old one may already be cut shorter. A scroll event
    // is dispatched only with the next frame, so the place is read again as the shopper leaves
    // (back or forward, a click on a link, a reload): a back pressed within a frame of a scroll
    // would otherwise keep the entry's older place. The next page is drawn in a transition, later
    // than these events, so the page read is still the one being left.
    const record = () => {
      positions[shownKey.current] = window.scrollY;
    };
    const save = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: back and forward still work until the tab is reloaded.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('popstate', record, { capture: true });
    window.addEventListener('click', record, { capture: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('popstate', record, { capture: true });
      window.removeEventListener('click', record, { capture: true });
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = before;
    };
  }, [positions]);

  useLayoutEffect(() => {
    shownKey.current = key;
    const saved = navigationType === 'POP' ? positions[key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? elementOfHash(location.hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, location.hash, navigationType, positions]);

  return null;
};
