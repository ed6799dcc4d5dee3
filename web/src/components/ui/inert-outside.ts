/**
 * Marks what should stay usable while a modal is open, though it lives outside the modal: the
 * toaster, so a toast raised from inside the modal is still announced and can be dismissed.
 */
export const LIVE_OVER_MODAL = 'data-live-over-modal';

/**
 * Makes everything in the page inert except `keep` (the modal) and the elements marked with
 * LIVE_OVER_MODAL: screen readers, Tab and clicks no longer reach the page behind a modal (what
 * `aria-modal` only asks for). Ancestors of a kept element are walked into, never made inert
 * themselves. Returns the undo, which touches only what this call changed (an element that was
 * inert already stays so).
 */
export const inertOutside = (keep: Element, root: Element = document.body): (() => void) => {
  const kept = [keep, ...root.querySelectorAll(`[${LIVE_OVER_MODAL}]`)];
  const changed: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (kept.includes(child)) continue;
      if (kept.some((k) => child.contains(k))) {
        walk(child);
      } else if (!child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        changed.push(child);
      }
    }
  };
  walk(root);
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
};
