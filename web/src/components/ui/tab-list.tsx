/**
 * A tab strip following the ARIA tabs pattern: one tab in the Tab order (roving tabindex), arrows
 * wrap around, Home and End jump to the ends, and each tab names the panel it controls. Each page
 * keeps its tabs, ids and CSS; this holds the behaviour they share, and the shape of a strip of
 * choices (.segmented in styles.css).
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';

/** The tab a key moves to from `active`, or undefined when the key does not move. */
export const tabAfterKey = <T extends string>(
  tabs: readonly T[],
  active: T,
  key: string,
): T | undefined => {
  const i = tabs.indexOf(active);
  const n = tabs.length;
  if (key === 'ArrowRight') return tabs[(i + 1) % n];
  if (key === 'ArrowLeft') return tabs[(i - 1 + n) % n];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[n - 1];
  return undefined;
};

export interface TabListProps<T extends string> {
  tabs: readonly T[];
  labels: Readonly<Record<T, string>>;
  active: T;
  onChange: (tab: T) => void;
  /** The tablist's accessible name. */
  label: string;
  /** BEM block of the strip: `block`, `block__tab`, `block__tab--active`. */
  classNameBase: string;
  /** The id of a tab's button, which its panel names in aria-labelledby. */
  tabId: (tab: T) => string;
  /** The id of the panel a tab controls. */
  panelId: (tab: T) => string;
}

export const TabList = <T extends string>({
  tabs,
  labels,
  active,
  onChange,
  label,
  classNameBase,
  tabId,
  panelId,
}: TabListProps<T>) => {
  const buttons = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const strip = useRef<HTMLDivElement>(null);

  // A strip narrower than its tabs scrolls sideways (at 375 px): keep the selected tab in sight,
  // also when it comes from the URL. Only the strip scrolls, never the page.
  useEffect(() => {
    const box = strip.current;
    const tab = buttons.current[active];
    if (!box || !tab || box.scrollWidth <= box.clientWidth) return;
    const outer = box.getBoundingClientRect();
    const inner = tab.getBoundingClientRect();
    if (inner.left < outer.left) box.scrollLeft -= outer.left - inner.left;
    else if (inner.right > outer.right) box.scrollLeft += inner.right - outer.right;
  }, [active]);

  const onKeyDown = (e: KeyboardEvent) => {
    const next = tabAfterKey(tabs, active, e.key);
    if (!next) return;
    e.preventDefault();
    onChange(next);
    // The newly selected tab takes the focus, so the roving tabindex follows the keyboard.
    buttons.current[next]?.focus();
  };

  return (
    <div
      ref={strip}
      className={`segmented ${classNameBase}`}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            buttons.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === active}
          aria-controls={panelId(tab)}
          tabIndex={tab === active ? 0 : -1}
          className={`segmented__option ${classNameBase}__tab${tab === active ? ` segmented__option--active ${classNameBase}__tab--active` : ''}`}
          onClick={() => onChange(tab)}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
};
