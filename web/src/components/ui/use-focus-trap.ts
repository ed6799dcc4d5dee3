import { useEffect, useRef, type RefObject } from 'react';
import { inertOutside } from './inert-outside';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Keeps keyboard focus inside a modal while it is open: focus moves in when it opens (to
 * `initialFocus`, else the first focusable element), Tab and Shift+Tab wrap around, Escape calls
 * `onEscape`, and focus goes back to where it was when the modal closes. With `inertPage`, the
 * page outside the modal is inert while it is open (inert-outside.ts).
 */
export const useFocusTrap = (
  container: RefObject<HTMLElement | null>,
  {
    onEscape,
    initialFocus,
    inertPage = false,
  }: {
    onEscape?: () => void;
    initialFocus?: RefObject<HTMLElement | null>;
    inertPage?: boolean;
  } = {},
) => {
  // The latest handler, so the trap is set up once per opening yet never calls a stale one.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
    (initialFocus?.current ?? focusables()[0] ?? root).focus();
    // Only once focus is inside: a focused element that turns inert loses its focus, and the
    // element to return to would be lost with it.
    const undoInert = inertPage ? inertOutside(root) : undefined;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      // The page is usable again before focus goes back to it: an inert element takes no focus.
      undoInert?.();
      if (previous?.isConnected) previous.focus();
    };
  }, [container, initialFocus, inertPage]);
};
