import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { AuthProvider } from '../../lib/auth/auth-provider';
import { PageOutlet } from '../route-error-boundary';
import { ScrollRestoration } from '../scroll-restoration';
import { useRoutePending } from '../transition-router';
import { useCurrentUser } from '../../lib/auth/session-context';
import { HelpWidgetLauncher } from '../../features/help/widget/help-widget-launcher';
import { ConnectionBadge } from '../../features/offline/components/connection-badge';
import type { QueueEvent } from '../../lib/offline/sync-queue';
import { Header } from './header';
import { Footer } from './footer';
import { usePageViews } from '../../lib/analytics/use-page-views';
import { BOTTOM_BAR_HIDDEN_ON, MobileBottomBar } from './mobile-bottom-bar';
import { isFeatureOn } from '../../config/feature-flags';
import { useInstallPromptDue } from '../../features/pwa/use-install-prompt-due';
import './layout.css';

const NotificationToasts = lazy(() =>
  import('../../features/notifications/components/notification-toasts').then((m) => ({
    default: m.NotificationToasts,
  })),
);

/** Billing and price-watch notifications, for signed-in users only: guests never load them. */
const SignedInNotifications = () => {
  const user = useCurrentUser();
  return user ? (
    <Suspense fallback={null}>
      <NotificationToasts key={user.id} userId={user.id} />
    </Suspense>
  ) : null;
};

/** Loaded when it may show: 30 s into a visit, the `pwa` feature flag on. */
const InstallPrompt = lazy(() =>
  import('../../features/pwa/install-prompt').then((m) => ({ default: m.InstallPrompt })),
);
/**
 * A barcode scanned offline and looked up once the connection returned settles in the scan
 * feature (its history entry, a toast), whose code loads only when one does.
 */
const loadScanSettler = () => import('../../features/scan/offline-scan');
const settleScanFromQueue = (event: QueueEvent) => {
  if (event.kind !== 'replayed' && event.kind !== 'not-found') return;
  if (event.call.type !== 'barcode-lookup') return;
  void loadScanSettler().then((m) => m.settleOfflineScan(event));
};

/** Header, page, footer and the mobile bottom bar, all under one session. */
export const RootLayout = () => {
  const { pathname } = useLocation();
  usePageViews();
  const pending = useRoutePending();
  const withBar = !BOTTOM_BAR_HIDDEN_ON.includes(pathname);
  const installPromptDue = useInstallPromptDue(isFeatureOn('pwa'));
  return (
    <AuthProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {pending && <div className="route-progress" aria-hidden="true" />}
      <div className={withBar ? 'app-shell app-shell--with-bar' : 'app-shell'}>
        <Header />
        <main id="main" className="app-main" tabIndex={-1}>
          <PageOutlet />
        </main>
        <Footer />
      </div>
      <MobileBottomBar />
      <SignedInNotifications />
      {/* Not on the two auth forms, where it would cover the form (as the bottom bar would). */}
      {withBar && <HelpWidgetLauncher />}
      {installPromptDue && (
        <Suspense fallback={null}>
          <InstallPrompt />
        </Suspense>
      )}
      <ConnectionBadge onQueueEvent={settleScanFromQueue} />
      <ScrollRestoration />
    </AuthProvider>
  );
};
