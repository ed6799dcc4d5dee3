import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@shop-scanner/shared/billing';
import { billingMessages } from '@shop-scanner/shared/messages';
import { ApiError } from '../../../lib/api-client';
import { paymentMethodsQueryOptions } from '../../../lib/api/billing';
import { toast } from '../../../lib/toast-store';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { useDeletePaymentMethod, useSetDefaultPaymentMethod } from '../api/subscription-actions';
import { cardExpiry, cardLabel } from '../subscription-wording';

const AddCardDialog = lazy(() =>
  import('./add-card-dialog').then((m) => ({ default: m.AddCardDialog })),
);

export const PaymentMethodsTab = () => {
  const methods = useQuery(paymentMethodsQueryOptions());
  const remove = useDeletePaymentMethod();
  const setDefault = useSetDefaultPaymentMethod();
  const [deleting, setDeleting] = useState<PaymentMethod | undefined>();
  const [adding, setAdding] = useState(false);

  return (
    <section className="card" aria-labelledby="methods-title">
      <div className="subscription-section__head">
        <h2 id="methods-title" className="card__title">
          Payment methods
        </h2>
        <Button onClick={() => setAdding(true)}>Add card</Button>
      </div>
      <QueryState
        query={methods}
        pending={<Spinner label="Loading payment methods" />}
        failed={
          <p className="notice notice--error" role="alert">
            {billingMessages.loadMethodsFailed}
          </p>
        }
      >
        {(saved) =>
          saved.length === 0 ? (
            <p className="muted-text">No cards saved yet.</p>
          ) : (
            <ul className="payment-methods">
              {saved.map((method) => (
                <li key={method.id} className="payment-methods__item" data-testid="payment-method">
                  <div>
                    <p className="payment-methods__card">
                      {cardLabel(method)}{' '}
                      {method.is_default && <span className="status-badge">Default</span>}
                    </p>
                    <p className="muted-text">{cardExpiry(method)}</p>
                  </div>
                  <div className="payment-methods__actions">
                    {!method.is_default && (
                      <Button
                        variant="secondary"
                        loading={setDefault.isPending && setDefault.variables === method.id}
                        onClick={() =>
                          setDefault.mutate(method.id, {
                            onError: () => toast.error(billingMessages.defaultMethodFailed),
                          })
                        }
                      >
                        Set as default
                      </Button>
                    )}
                    <Button variant="ghost" onClick={() => setDeleting(method)}>
                      Delete
                      <span className="visually-hidden"> {cardLabel(method)}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {deleting && (
        <ConfirmDialog
          title="Delete this card?"
          message={`${cardLabel(deleting)} will be removed from your account.`}
          confirmLabel="Delete card"
          danger
          pending={remove.isPending}
          error={
            remove.error
              ? remove.error instanceof ApiError && remove.error.status === 409
                ? remove.error.message
                : billingMessages.deleteMethodFailed
              : undefined
          }
          onClose={() => {
            remove.reset();
            setDeleting(undefined);
          }}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(undefined);
                toast.show('Card deleted');
              },
            })
          }
        />
      )}
      {adding && (
        <Suspense fallback={<Spinner label="Opening the card form" />}>
          <AddCardDialog onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </section>
  );
};
