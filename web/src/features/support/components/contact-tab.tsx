/**
 * The Contact Us tab: the form until a request is sent, then its confirmation; 'Submit Another
 * Request' brings back an empty form (name and e-mail again from the signed-in user). A page that
 * sends the shopper here with a prefill in the location state (the help widget's conversation)
 * starts the first form's subject and message from it.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { readContactPrefill } from '../../../lib/contact-prefill';
import { useSession } from '../../../lib/auth/session-context';
import { Spinner } from '../../../components/ui/spinner';
import { ContactConfirmation } from './contact-confirmation';
import { ContactForm, type SentRequest } from './contact-form';

export const ContactTab = () => {
  const { state } = useSession();
  const [sent, setSent] = useState<SentRequest | null>(null);
  const location = useLocation();
  const [prefill, setPrefill] = useState(() => readContactPrefill(location.state));
  // The form's first values come from the user: wait for a stored session to be restored.
  if (state.status === 'loading') return <Spinner label="Checking your session" />;
  const user = state.status === 'signed-in' ? state.user : undefined;
  return (
    <div className="contact-tab">
      {sent ? (
        <ContactConfirmation
          sent={sent}
          signedIn={!!user}
          onAnother={() => {
            setPrefill(undefined);
            setSent(null);
          }}
        />
      ) : (
        <>
          <p className="muted-text">
            Tell us what happened and our support team will answer by e-mail.
          </p>
          <ContactForm key={user?.id ?? 'guest'} user={user} prefill={prefill} onSent={setSent} />
        </>
      )}
    </div>
  );
};
