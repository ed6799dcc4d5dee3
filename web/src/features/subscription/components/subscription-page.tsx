/**
 * Subscription management (part 2 §2): Overview, Payment Methods, Billing History and Monitoring
 * tabs, and the payment alerts bottom right.
 */
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paymentMonitoring } from '@shop-scanner/shared/billing';
import { invoicesQueryOptions, paymentAttemptsQueryOptions } from '../../../lib/api/billing';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';
import { Spinner } from '../../../components/ui/spinner';
import { alertActions } from '../alert-sources';
import { alertsReducer, initialAlertsState } from '../payment-alerts';
import {
  subscriptionTabLabels,
  subscriptionTabs,
  tabFromParam,
  type SubscriptionTab,
} from '../subscription-tabs';
import { BillingHistoryTab, type DownloadInvoice } from './billing-history-tab';
import { MonitoringTab } from './monitoring-tab';
import { OverviewTab } from './overview-tab';
import { PaymentAlertStack } from './payment-alert-stack';
import { PaymentMethodsTab } from './payment-methods-tab';
import '../subscription.css';

const tabId = (tab: SubscriptionTab) => `subscription-tab-${tab}`;
const panelId = (tab: SubscriptionTab) => `subscription-panel-${tab}`;

/** The tab strip, following the ARIA tabs pattern: arrows, Home and End move between tabs. */
const TabList = ({
  active,
  onChange,
}: {
  active: SubscriptionTab;
  onChange: (tab: SubscriptionTab) => void;
}) => {
  const buttons = useRef<Partial<Record<SubscriptionTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    const i = subscriptionTabs.indexOf(active);
    const n = subscriptionTabs.length;
    const next =
      e.key === 'ArrowRight'
        ? subscriptionTabs[(i + 1) % n]
        : e.key === 'ArrowLeft'
          ? subscriptionTabs[(i - 1 + n) % n]
          : e.key === 'Home'
            ? subscriptionTabs[0]
            : e.key === 'End'
              ? subscriptionTabs[n - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    onChange(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      className="subscription-tabs"
      role="tablist"
      aria-label="Subscription"
      onKeyDown={onKeyDown}
    >
      {subscriptionTabs.map((tab) => (
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
          className={`subscription-tabs__tab${tab === active ? ' subscription-tabs__tab--active' : ''}`}
          onClick={() => onChange(tab)}
        >
          {subscriptionTabLabels[tab]}
        </button>
      ))}
    </div>
  );
};

export const SubscriptionPage = ({ download }: { download?: DownloadInvoice } = {}) => {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const subscription = useQuery(subscriptionQueryOptions());
  const attempts = useQuery(
    paymentAttemptsQueryOptions(tab === 'monitoring' ? paymentMonitoring.statusRefreshMs : false),
  );
  const invoices = useQuery(invoicesQueryOptions());
  const [alerts, dispatch] = useReducer(alertsReducer, initialAlertsState);
  const [now, setNow] = useState(() => Date.now());

  // Each answer is fed to the alerts; the reducer ignores what it has seen or was dismissed.
  useEffect(() => {
    const at = Date.now();
    setNow(at);
    alertActions({
      attempts: attempts.data,
      invoices: invoices.data,
      subscription: subscription.data,
      now: at,
    }).forEach(dispatch);
  }, [attempts.data, invoices.data, subscription.data]);

  const select = (next: SubscriptionTab) =>
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true });

  return (
    <section className="page container subscription">
      <h1 className="page__title">Subscription</h1>
      <TabList active={tab} onChange={select} />
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        className="subscription__panel"
        tabIndex={0}
      >
        {tab === 'overview' &&
          (subscription.isPending ? (
            <Spinner label="Loading your subscription" />
          ) : subscription.isError ? (
            <p className="notice notice--error" role="alert">
              Failed to load your subscription.
            </p>
          ) : (
            <OverviewTab subscription={subscription.data} />
          ))}
        {tab === 'payment-methods' && <PaymentMethodsTab />}
        {tab === 'billing-history' && <BillingHistoryTab {...(download ? { download } : {})} />}
        {tab === 'monitoring' && (
          <MonitoringTab attempts={attempts} alerts={alerts.alerts} now={now} />
        )}
      </div>
      <p className="subscription__links muted-text">
        <Link to="/pricing">Plans and prices</Link> · <Link to="/terms">Terms</Link> ·{' '}
        <Link to="/privacy">Privacy</Link>
      </p>
      <PaymentAlertStack
        alerts={alerts.alerts}
        onDismiss={(id) => dispatch({ type: 'dismiss', id })}
      />
    </section>
  );
};
