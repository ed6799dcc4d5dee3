/**
 * Subscription management: Overview, Payment Methods, Billing History and Monitoring
 * tabs, and the payment alerts bottom right.
 */
import { useEffect, useReducer, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paymentMonitoring } from '@shop-scanner/shared/billing-rules';
import { invoicesQueryOptions, paymentAttemptsQueryOptions } from '../../../lib/api/billing';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';
import { Spinner } from '../../../components/ui/spinner';
import { TabList } from '../../../components/ui/tab-list';
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
      <TabList
        tabs={subscriptionTabs}
        labels={subscriptionTabLabels}
        active={tab}
        onChange={select}
        label="Subscription"
        classNameBase="subscription-tabs"
        tabId={tabId}
        panelId={panelId}
      />
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
