/**
 * /support/staff/moderation: the staff's desk for community edits, beside the support inbox.
 * Edits waiting for review (a verified product's brand), to approve or reject with a reason, and
 * the contributors whose editing is suspended, to lift. Anyone else is told the page is not for
 * them (the server refuses them the lists too).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { EditSuspension, PendingEdit } from '@shop-scanner/shared/moderation';
import { formatDayTime } from '@shop-scanner/shared/en-us-format';
import { Button, ButtonLink } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/auth/session-context';
import {
  useApprovePendingEdit,
  useLiftSuspension,
  usePendingEdits,
  useRejectPendingEdit,
  useSuspensions,
} from '../api/moderation-api';
import { ReasonDialog, refusalText } from './reason-dialog';
import '../moderation.css';

const fieldLabels: Readonly<Record<string, string>> = {
  name: 'Name',
  description: 'Description',
  category: 'Category',
  imageUrl: 'Image URL',
  brand: 'Brand',
};

const valueText = (value: unknown): string =>
  typeof value === 'string' && value !== '' ? value : '(empty)';

const productLink = (productId: string, label: string) => (
  <Link to={`/products/${encodeURIComponent(productId)}`}>{label}</Link>
);

const PendingEditCard = ({ pending }: { pending: PendingEdit }) => {
  const approve = useApprovePendingEdit();
  const reject = useRejectPendingEdit();
  const [rejecting, setRejecting] = useState(false);
  const approveRefusal = refusalText(approve.error);
  return (
    <li className="moderation-card" data-testid="pending-edit">
      <p className="moderation-card__title">
        {productLink(pending.productId, pending.productName)}
      </p>
      <p className="muted-text">
        Sent <time dateTime={pending.at}>{formatDayTime(new Date(pending.at))}</time> by editor{' '}
        {pending.editorRef.slice(0, 8)}
      </p>
      <ul className="moderation-card__changes">
        {Object.entries(pending.changes).map(([field, change]) => (
          <li key={field}>
            {fieldLabels[field] ?? field}: {valueText(change.from)} →{' '}
            <strong>{valueText(change.to)}</strong>
          </li>
        ))}
      </ul>
      {approveRefusal && (
        <p className="notice notice--error" role="alert">
          {approveRefusal}
        </p>
      )}
      <div className="moderation-card__actions">
        <Button loading={approve.isPending} onClick={() => approve.mutate(pending)}>
          Approve
        </Button>
        <Button variant="secondary" onClick={() => setRejecting(true)}>
          Reject
        </Button>
      </div>
      {rejecting && (
        <ReasonDialog
          title="Reject this edit"
          description="Nothing of it shows on the product. Your reason is kept with it."
          confirmLabel="Reject edit"
          pending={reject.isPending}
          error={reject.error}
          onConfirm={(reason) =>
            reject.mutate({ ...pending, reason }, { onSuccess: () => setRejecting(false) })
          }
          onClose={() => {
            setRejecting(false);
            reject.reset();
          }}
        />
      )}
    </li>
  );
};

const SuspensionCard = ({ suspension }: { suspension: EditSuspension }) => {
  const lift = useLiftSuspension();
  const [lifting, setLifting] = useState(false);
  return (
    <li className="moderation-card" data-testid="suspension">
      <p className="moderation-card__title">Editor {suspension.editorRef.slice(0, 8)}</p>
      <p>
        <span className="muted-text">Why:</span> {suspension.reason}
      </p>
      <p className="muted-text">
        Since{' '}
        <time dateTime={suspension.suspendedAt}>
          {formatDayTime(new Date(suspension.suspendedAt))}
        </time>
        {suspension.productId && (
          <> · from an edit of {productLink(suspension.productId, 'this product')}</>
        )}
      </p>
      <div className="moderation-card__actions">
        <Button variant="secondary" onClick={() => setLifting(true)}>
          Lift suspension
        </Button>
      </div>
      {lifting && (
        <ReasonDialog
          title="Lift this suspension"
          description="The contributor can add and edit products again at once."
          confirmLabel="Lift suspension"
          pending={lift.isPending}
          error={lift.error}
          onConfirm={(reason) =>
            lift.mutate(
              { editorRef: suspension.editorRef, reason },
              { onSuccess: () => setLifting(false) },
            )
          }
          onClose={() => {
            setLifting(false);
            lift.reset();
          }}
        />
      )}
    </li>
  );
};

const failed = (
  <p className="notice notice--error">
    This list could not be loaded. Reload the page to try again.
  </p>
);

const Desk = () => {
  const pending = usePendingEdits();
  const suspensions = useSuspensions();
  return (
    <section className="page container moderation">
      <header className="moderation__head">
        <div>
          <h1 className="page__title">Moderation</h1>
          <p className="page__lead">
            Community edits waiting for review, and suspended contributors.
          </p>
        </div>
        <ButtonLink to="/support/staff" variant="secondary">
          Support inbox
        </ButtonLink>
      </header>
      <section aria-labelledby="pending-title" className="moderation__section">
        <h2 id="pending-title">Waiting for review</h2>
        <QueryState
          query={pending}
          pending={<Spinner label="Loading pending edits" />}
          failed={failed}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="muted-text">No edits are waiting for review.</p>
            ) : (
              <ul className="moderation__list">
                {list.map((p) => (
                  <PendingEditCard key={p.id} pending={p} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
      <section aria-labelledby="suspensions-title" className="moderation__section">
        <h2 id="suspensions-title">Suspended contributors</h2>
        <QueryState
          query={suspensions}
          pending={<Spinner label="Loading suspensions" />}
          failed={failed}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="muted-text">Nobody&apos;s editing is suspended.</p>
            ) : (
              <ul className="moderation__list">
                {list.map((s) => (
                  <SuspensionCard key={s.editorRef} suspension={s} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </section>
  );
};

const NotAvailable = () => (
  <section className="page page--narrow page--center" data-testid="staff-only">
    <h1 className="page__title">Not available</h1>
    <p className="page__lead">Moderation is for Shop Scanner&apos;s support team.</p>
    <ButtonLink to="/products">Products</ButtonLink>
  </section>
);

export const ModerationPage = () =>
  useCurrentUser()?.isSupportStaff ? <Desk /> : <NotAvailable />;
