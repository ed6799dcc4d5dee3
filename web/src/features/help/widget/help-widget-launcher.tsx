/**
 * The floating help button, on every page. It is all that a page's first load carries of the
 * help widget: the panel, its FAQ and chat, and the chat's search download when it is first
 * pressed.
 */
import { lazy, Suspense, useState } from 'react';
import './help-widget-button.css';

const HelpWidget = lazy(() => import('./help-widget').then((m) => ({ default: m.HelpWidget })));

export const HelpWidgetLauncher = () => {
  const [open, setOpen] = useState(false);
  // Once pressed, the widget stays mounted (closed or open) and keeps its conversation.
  const [pressed, setPressed] = useState(false);
  return (
    <>
      {pressed && (
        <Suspense fallback={null}>
          <HelpWidget open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {/* Kept while the panel is open (the page is inert then), so closing returns focus here. */}
      <button
        type="button"
        className="help-widget-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">?</span>
        <span className="visually-hidden">Help</span>
      </button>
    </>
  );
};
