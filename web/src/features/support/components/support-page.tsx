/**
 * /support: three tabs, Help Center, Contact Us and My Tickets, the chosen one in the URL
 * (`?tab=contact`) so a link opens it and Back returns to the tab before. The Help Center's
 * content is another feature's: the route hands it in (`helpCenter`) with a way to open the
 * contact tab, as its 'Contact Support' button does.
 */
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { TabList } from '../../../components/ui/tab-list';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { readContactPrefill } from '../../../lib/contact-prefill';
import { supportTabLabels, supportTabs, tabFromParam, type SupportTab } from '../support-tabs';
import { LazyContactTab } from './lazy-contact';
import { MyTickets } from './my-tickets';
import '../support.css';

const tabId = (tab: SupportTab) => `support-tab-${tab}`;
const panelId = (tab: SupportTab) => `support-panel-${tab}`;

export const SupportPage = ({
  helpCenter,
}: {
  helpCenter: (openContact: () => void) => ReactNode;
}) => {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const user = useCurrentUser();
  const location = useLocation();
  // A request handed over while Contact Us is already open (the help widget floats over it)
  // starts a fresh form from it; any other visit keeps what the shopper typed.
  const contactKey = readContactPrefill(location.state) ? location.key : 'contact';
  // A new history entry per tab, and a tab's own filters left behind with it.
  const select = (next: SupportTab) => setParams(next === 'help' ? {} : { tab: next });
  const openContact = () => select('contact');

  return (
    <section className="page container support">
      <header className="support__head">
        <div>
          <h1 className="page__title">Support</h1>
          <p className="page__lead">Find an answer, write to us, or follow your requests.</p>
        </div>
        {user?.isSupportStaff && (
          <Link className="btn btn--secondary" to="/support/staff">
            Staff inbox
          </Link>
        )}
      </header>
      <TabList
        tabs={supportTabs}
        labels={supportTabLabels}
        active={tab}
        onChange={select}
        label="Support"
        classNameBase="support-tabs"
        tabId={tabId}
        panelId={panelId}
      />
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        className="support__panel"
        tabIndex={0}
      >
        {tab === 'help' && helpCenter(openContact)}
        {tab === 'contact' && <LazyContactTab key={contactKey} />}
        {tab === 'tickets' && <MyTickets onContact={openContact} />}
      </div>
    </section>
  );
};
