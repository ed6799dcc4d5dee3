import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  pushMessages,
  type PushCategory,
  type PushPreferences,
} from '@shop-scanner/shared/push-rules';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/field';
import { toast } from '../../../lib/toast-store';
import { pushApi, pushPreferencesQueryOptions, useUpdatePushPreferences } from '../api/push';
import { browserPushDevice, PushPermissionDenied, type PushDevice } from '../browser-push';
import '../push.css';

/** The four preferences, in the spec's order, with what each one sends. */
const preferenceRows: readonly { key: PushCategory; label: string; hint: string }[] = [
  { key: 'priceAlerts', label: 'Price alerts', hint: 'A price you set a target for is reached' },
  {
    key: 'wishlistUpdates',
    label: 'Wishlist updates',
    hint: 'A product on your wishlist drops in price or is back in stock',
  },
  { key: 'newFeatures', label: 'New features', hint: 'Now and then, what is new in Shop Scanner' },
  { key: 'weeklyDigest', label: 'Weekly digest', hint: "One summary of the week's price drops" },
];

/**
 * The preferences, once subscribed: a toggle shows its new state at once (in the same render as
 * the click, so it never flickers back) and goes back to the server's when the change is refused.
 */
const PreferenceToggles = () => {
  const preferences = useQuery(pushPreferencesQueryOptions());
  const update = useUpdatePushPreferences();
  const [sending, setSending] = useState<PushPreferences>();
  const shown = sending ?? preferences.data;
  if (!shown) return <p className="push-card__hint">Loading your preferences…</p>;
  const change = (key: PushCategory, on: boolean) => {
    const next = { ...shown, [key]: on };
    const settled = () => setSending((current) => (current === next ? undefined : current));
    setSending(next);
    update.mutate(next, {
      onSuccess: settled,
      onError: () => {
        settled();
        toast.error(pushMessages.preferencesFailed);
      },
    });
  };
  return (
    <fieldset className="push-card__preferences">
      <legend className="push-card__legend">Notify me about</legend>
      {preferenceRows.map(({ key, label, hint }) => (
        <Checkbox
          key={key}
          label={
            <>
              {label}
              <span className="push-card__hint">{hint}</span>
            </>
          }
          checked={shown[key]}
          onChange={(event) => change(key, event.target.checked)}
        />
      ))}
    </fieldset>
  );
};

/**
 * Push notifications for this device: the spec's states (not supported; blocked; off; on, with a
 * test and the four preferences). A device already subscribed tells the server again on each
 * visit, so a subscription the server dropped (a service's 410) comes back.
 */
export const PushCard = ({ device: given }: { device?: PushDevice }) => {
  const [device] = useState(() => given ?? browserPushDevice());
  const [permission, setPermission] = useState(() =>
    device.supported ? device.permission() : 'denied',
  );
  const [subscribed, setSubscribed] = useState<boolean>();
  const [busy, setBusy] = useState<'enable' | 'disable' | 'test'>();

  useEffect(() => {
    if (!device.supported) return;
    let live = true;
    void device
      .current()
      .then(async (subscription) => {
        if (subscription) await pushApi.subscribe(subscription).catch(() => undefined);
        if (live) setSubscribed(subscription !== null);
      })
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [device]);

  const run = async (action: 'enable' | 'disable' | 'test', work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(undefined);
    }
  };

  const enable = () =>
    run('enable', async () => {
      let subscription;
      try {
        const { publicKey } = await pushApi.vapidKey();
        subscription = await device.subscribe(publicKey);
      } catch (error) {
        setPermission(device.permission());
        toast.error(
          error instanceof PushPermissionDenied
            ? pushMessages.permissionDenied
            : pushMessages.enableFailedShort,
        );
        return;
      }
      setPermission('granted');
      try {
        await pushApi.subscribe(subscription);
      } catch {
        // The server does not know this device: leaving it subscribed would say "on" while
        // nothing can arrive.
        await device.unsubscribe().catch(() => undefined);
        toast.error(pushMessages.enableFailed);
        return;
      }
      setSubscribed(true);
      toast.success('Notifications are on for this device');
    });

  const disable = () =>
    run('disable', async () => {
      try {
        const endpoint = await device.unsubscribe();
        if (endpoint) await pushApi.unsubscribe(endpoint);
        setSubscribed(false);
        toast.success('Notifications are off for this device');
      } catch {
        toast.error(pushMessages.disableFailed);
      }
    });

  const sendTest = () =>
    run('test', async () => {
      try {
        await pushApi.test();
        toast.success('Test notification sent');
      } catch {
        toast.error(pushMessages.testFailed);
      }
    });

  return (
    <section className="card push-card" aria-labelledby="push-card-title">
      {!device.supported ? (
        <>
          <h2 id="push-card-title" className="card__title">
            {pushMessages.unsupported}
          </h2>
          <p className="push-card__text">
            This browser cannot show notifications. Price drops still appear on your wishlist and in
            the app&apos;s notifications.
          </p>
        </>
      ) : (
        <>
          <h2 id="push-card-title" className="card__title">
            Push notifications
          </h2>
          {permission === 'denied' && !subscribed ? (
            <div className="push-card__blocked" role="status">
              <p className="push-card__status">{pushMessages.blocked}</p>
              <p className="push-card__text">
                Allow notifications for this site in your browser&apos;s settings, then come back
                here to turn them on.
              </p>
            </div>
          ) : (
            <p className="push-card__text" role="status">
              {subscribed === undefined
                ? 'Checking this device…'
                : subscribed
                  ? 'On for this device: what you choose below reaches you here.'
                  : 'Off for this device.'}
            </p>
          )}
          <div className="push-card__actions">
            {subscribed ? (
              <>
                <Button variant="secondary" loading={busy === 'disable'} onClick={disable}>
                  Turn off
                </Button>
                <Button variant="ghost" loading={busy === 'test'} onClick={sendTest}>
                  Send a test notification
                </Button>
              </>
            ) : (
              <Button
                loading={busy === 'enable'}
                disabled={permission === 'denied' || subscribed === undefined}
                onClick={enable}
              >
                Turn on notifications
              </Button>
            )}
          </div>
          {subscribed && <PreferenceToggles />}
        </>
      )}
    </section>
  );
};
