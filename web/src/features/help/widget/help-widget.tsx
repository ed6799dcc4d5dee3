/**
 * The help widget's panel, with an FAQ tab and a Chat tab: loaded when the shopper first presses
 * the help button (help-widget-launcher.tsx), and the chat's search with it.
 *
 * The open panel is a dialog: focus moves into it, Tab stays inside, Escape closes it and focus
 * returns to the button. It stays mounted when closed, so the conversation survives reopening.
 */
import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { TabList } from '../../../components/ui/tab-list';
import { useFocusTrap } from '../../../components/ui/use-focus-trap';
import type { ChatEntry } from './chat-transcript';
import { HelpChatTab } from './help-chat-tab';
import { HelpFaqTab } from './help-faq-tab';
import { loadAnswerSearch } from './passage-index';
import './help-widget.css';

const widgetTabs = ['faq', 'chat'] as const;
type WidgetTab = (typeof widgetTabs)[number];
const widgetTabLabels: Readonly<Record<WidgetTab, string>> = { faq: 'FAQ', chat: 'Chat' };
const tabId = (tab: WidgetTab) => `help-widget-tab-${tab}`;
const panelId = (tab: WidgetTab) => `help-widget-panel-${tab}`;
export const HELP_DIALOG_ID = 'help-widget-dialog';

interface PanelProps {
  tab: WidgetTab;
  onTab: (tab: WidgetTab) => void;
  entries: readonly ChatEntry[];
  onEntries: (update: (entries: readonly ChatEntry[]) => readonly ChatEntry[]) => void;
  onClose: () => void;
}

/** Mounted only while open, so the focus trap is set up at each opening. */
const HelpWidgetPanel = ({ tab, onTab, entries, onEntries, onClose }: PanelProps) => {
  const dialog = useRef<HTMLElement>(null);
  useFocusTrap(dialog, { onEscape: onClose, inertPage: true });
  return (
    <section
      ref={dialog}
      id={HELP_DIALOG_ID}
      className="help-widget__panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby="help-widget-title"
    >
      <header className="help-widget__head">
        <h2 id="help-widget-title" className="help-widget__title">
          Help
        </h2>
        <button type="button" className="close-button" onClick={onClose} aria-label="Close help">
          <CloseIcon />
        </button>
      </header>
      <TabList
        tabs={widgetTabs}
        labels={widgetTabLabels}
        active={tab}
        onChange={onTab}
        label="Help"
        classNameBase="help-widget-tabs"
        tabId={tabId}
        panelId={panelId}
      />
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        className="help-widget__body"
      >
        {tab === 'faq' ? (
          <HelpFaqTab onLeave={onClose} />
        ) : (
          <HelpChatTab entries={entries} onEntries={onEntries} onLeave={onClose} />
        )}
      </div>
    </section>
  );
};

export const HelpWidget = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [tab, setTab] = useState<WidgetTab>('faq');
  const [entries, setEntries] = useState<readonly ChatEntry[]>([]);

  // Fetched while the shopper reads the FAQ, so the first question is answered at once; a
  // failed download is tried again when a question is sent.
  useEffect(() => {
    if (open) loadAnswerSearch().catch(() => undefined);
  }, [open]);

  return open ? (
    <HelpWidgetPanel
      tab={tab}
      onTab={setTab}
      entries={entries}
      onEntries={setEntries}
      onClose={onClose}
    />
  ) : null;
};
