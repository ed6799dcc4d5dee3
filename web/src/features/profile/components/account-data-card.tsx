import { lazy, Suspense, useState } from 'react';
import type { AccountDeletionResponse } from '@shop-scanner/shared/account-data';
import type { Plan } from '@shop-scanner/shared/plans';
import { toast } from '../../../lib/toast-store';
import { Button } from '../../../components/ui/button';
import { useDownloadAccountExport } from '../api/account-data';
import '../profile.css';

/** Loaded when it opens: its form (and the validation it brings) is off the profile's first load. */
const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })),
);

/**
 * "Your data": everything the server keeps about the shopper as one JSON download, and the
 * account's deletion behind a confirmation.
 */
export const AccountDataCard = ({
  paidPlan,
  onDeleted,
}: {
  paidPlan: Plan | undefined;
  onDeleted: (answer: AccountDeletionResponse) => void;
}) => {
  const download = useDownloadAccountExport();
  const [confirming, setConfirming] = useState(false);
  const onDownload = () =>
    download.mutate(undefined, {
      onError: (error) => toast.error(error.message || 'Could not download your data'),
    });

  return (
    <section className="card account-data" aria-labelledby="account-data-title">
      <h2 id="account-data-title" className="card__title">
        Your data
      </h2>
      <p className="account-data__text">
        Download everything Shop Scanner keeps about you (profile, plan and invoice references,
        history, alerts, wishlist, notifications) as one JSON file.
      </p>
      <div className="account-data__actions">
        <Button variant="secondary" onClick={onDownload} loading={download.isPending}>
          Download my data
        </Button>
      </div>
      <div className="account-data__danger">
        <p className="account-data__text">
          Deleting your account removes it and everything kept about you
          {paidPlan ? `, and cancels your ${paidPlan.name} plan` : ''}.
        </p>
        <div className="account-data__actions">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete account
          </Button>
        </div>
      </div>
      {confirming ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            paidPlan={paidPlan}
            onDeleted={onDeleted}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
};
