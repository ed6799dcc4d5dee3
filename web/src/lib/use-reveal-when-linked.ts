import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings a section into view, and gives it the focus, when the address's hash names it and the
 * section is ready (its data drawn). The router's scroll restoration looks for the hash's element
 * as the page opens, before a section that loads its own data exists: this finishes the jump
 * once it does, once per navigation.
 */
export const useRevealWhenLinked = (
  anchor: string,
  ready: boolean,
): RefObject<HTMLElement | null> => {
  const section = useRef<HTMLElement>(null);
  const { hash, key } = useLocation();
  const revealedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!ready || hash !== `#${anchor}` || revealedFor.current === key) return;
    revealedFor.current = key;
    section.current?.scrollIntoView?.({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [anchor, hash, key, ready]);
  return section;
};
