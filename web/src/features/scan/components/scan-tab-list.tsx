/** The tab strip, following the ARIA tabs pattern: arrows, Home and End move between tabs. */
import { useRef, type KeyboardEvent } from 'react';
import { scanTabLabels, scanTabs, type ScanTab } from '../scan-tabs';

export const tabId = (tab: ScanTab) => `scan-tab-${tab}`;
export const panelId = (tab: ScanTab) => `scan-panel-${tab}`;

export const ScanTabList = ({
  active,
  onChange,
}: {
  active: ScanTab;
  onChange: (tab: ScanTab) => void;
}) => {
  const buttons = useRef<Partial<Record<ScanTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (e: KeyboardEvent) => {
    const i = scanTabs.indexOf(active);
    const next =
      e.key === 'ArrowRight'
        ? scanTabs[(i + 1) % scanTabs.length]
        : e.key === 'ArrowLeft'
          ? scanTabs[(i - 1 + scanTabs.length) % scanTabs.length]
          : e.key === 'Home'
            ? scanTabs[0]
            : e.key === 'End'
              ? scanTabs[scanTabs.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    onChange(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="scan-tabs" role="tablist" aria-label="Ways to scan" onKeyDown={onKeyDown}>
      {scanTabs.map((tab) => (
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
          className={`scan-tabs__tab${tab === active ? ' scan-tabs__tab--active' : ''}`}
          onClick={() => onChange(tab)}
        >
          {scanTabLabels[tab]}
        </button>
      ))}
    </div>
  );
};
