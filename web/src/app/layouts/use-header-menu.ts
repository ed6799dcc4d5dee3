import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether a header menu is open; it closes when another page is drawn. The page drawn can lag the
 * browser's address: a navigation waits in a transition until the next page's code is in, with
 * the old page on screen. A menu opened meanwhile is opened on the page to come (the address), so
 * that page's drawing leaves it open (a shopper who opens the account menu just after signing up
 * keeps it); drawing any other page closes it. A tap on the link of the page already open changes
 * no page: its `onClick` closes the menu.
 */
export const useHeaderMenu = () => {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const openedOn = useRef<string | null>(null);

  useEffect(() => {
    if (pathname !== openedOn.current) setOpen(false);
  }, [pathname]);

  const toggle = useCallback(() => {
    openedOn.current = window.location.pathname;
    setOpen((wasOpen) => !wasOpen);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close };
};
