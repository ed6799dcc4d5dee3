import { useState } from 'react';
import { VERIFICATION_FILE_PATH } from '@shop-scanner/shared/business-store-rules';
import type {
  BusinessStoreRequest,
  BusinessStoreView,
  VerificationAnswer,
} from '@shop-scanner/shared/business-store';
import { Button } from '../../../components/ui/button';
import { UrlField } from '../../../components/ui/field';
import { formatDayTime } from '@shop-scanner/shared/en-us-format';
import { saveBlob } from '../../../lib/save-blob';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { checkStoreUrl } from '../../../lib/web-url-rule';
import { useBusinessStore, useSaveWebsite, useVerifyStore } from '../api/business-store';
import '../seller-store.css';

const VERIFICATION_FILE_NAME = VERIFICATION_FILE_PATH.split('/').at(-1) ?? 'verification.txt';

const WebsiteForm = ({ store }: { store: BusinessStoreView | null }) => {
  const save = useSaveWebsite();
  // The server's own address rule, without zod (lib/web-url-rule.ts): zod would come onto the
  // dashboard's first load for this one field.
  const { field, submitParsed } = useCheckedForm(
    ({ website }: { website: string }) => {
      const checked = checkStoreUrl(website);
      return checked.ok
        ? { ok: true as const, data: { website: checked.url } satisfies BusinessStoreRequest }
        : { ok: false as const, errors: { website: checked.message } };
    },
    { defaultValues: { website: store?.website ?? '' } },
  );
  const submit = submitParsed((input) => save.mutate(input));
  return (
    <form className="seller-store__form" onSubmit={submit} noValidate aria-label="Your website">
      <UrlField
        label="Your store's website"
        hint="The address shoppers open to buy from you. Your offer feed's links must be on it."
        {...field('website')}
      />
      {save.error ? (
        <p className="notice notice--error" role="alert">
          {save.error.message}
        </p>
      ) : null}
      <Button type="submit" loading={save.isPending}>
        {store ? 'Change website' : 'Save website'}
      </Button>
    </form>
  );
};

const ClaimState = ({ store }: { store: BusinessStoreView }) => (
  <p
    className={`seller-store__state seller-store__state--${store.verified ? 'verified' : 'pending'}`}
    data-testid="store-claim-state"
  >
    {store.verified ? (
      <>
        <strong>{store.domain}</strong> is verified
        {store.verifiedAt ? ` since ${formatDayTime(new Date(store.verifiedAt))}` : ''}.
      </>
    ) : (
      <>
        <strong>{store.domain}</strong> is claimed by you and not verified yet.
      </>
    )}
  </p>
);

const VerificationSteps = ({ store }: { store: BusinessStoreView }) => {
  const verify = useVerifyStore();
  const [answer, setAnswer] = useState<VerificationAnswer>();
  return (
    <div className="seller-store__steps">
      <p className="muted-text">
        Prove the site is yours: publish a plain text file at this address on your site,
      </p>
      <p className="seller-store__code" data-testid="verification-url">
        {store.verificationUrl}
      </p>
      <p className="muted-text">holding exactly this code (and nothing else):</p>
      <p className="seller-store__code" data-testid="verification-token">
        {store.verificationToken}
      </p>
      <div className="seller-store__actions">
        <Button
          variant="secondary"
          onClick={() =>
            saveBlob(
              new Blob([`${store.verificationToken}\n`], { type: 'text/plain' }),
              VERIFICATION_FILE_NAME,
            )
          }
        >
          Download the file
        </Button>
        <Button
          loading={verify.isPending}
          onClick={() => verify.mutate(undefined, { onSuccess: setAnswer })}
        >
          Verify
        </Button>
      </div>
      {answer && answer.outcome !== 'verified' ? (
        <p className="notice notice--error" role="alert" data-testid="verification-answer">
          {answer.message}
        </p>
      ) : null}
      {verify.error ? (
        <p className="notice notice--error" role="alert">
          {verify.error.message}
        </p>
      ) : null}
    </div>
  );
};

/**
 * The business's own store: its website (a domain one business at a time), whether it is
 * verified, and how to verify it: the exact file to publish, and a Verify button that says what
 * the server found on the site.
 */
export const StoreDomainCard = () => {
  const store = useBusinessStore();
  return (
    <section className="card seller-store" aria-labelledby="seller-store-title">
      <h2 id="seller-store-title" className="card__title">
        Your own store
      </h2>
      {store.isPending ? (
        <p className="muted-text">Loading your store…</p>
      ) : store.isError ? (
        <p className="notice notice--error" role="alert">
          {store.error.message}
        </p>
      ) : (
        <>
          {store.data.store ? <ClaimState store={store.data.store} /> : null}
          <WebsiteForm key={store.data.store?.website ?? ''} store={store.data.store} />
          {store.data.store && !store.data.store.verified ? (
            <VerificationSteps store={store.data.store} />
          ) : null}
        </>
      )}
    </section>
  );
};
