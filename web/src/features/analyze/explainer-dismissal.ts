/**
 * Whether the shopper dismissed the analyzer's explainer, remembered in localStorage.
 * Web Storage can throw (storage disabled, Safari private mode): the
 * explainer then shows, and a dismissal lasts until the page is left.
 */
export const EXPLAINER_DISMISSED_KEY = 'shop-scanner.analyze-explainer-dismissed';

export const readExplainerDismissed = (storage: Storage | undefined): boolean => {
  try {
    return storage?.getItem(EXPLAINER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

export const writeExplainerDismissed = (storage: Storage | undefined, dismissed: boolean) => {
  try {
    if (dismissed) storage?.setItem(EXPLAINER_DISMISSED_KEY, '1');
    else storage?.removeItem(EXPLAINER_DISMISSED_KEY);
  } catch {
    // Not remembered; the page still hides it for now.
  }
};
