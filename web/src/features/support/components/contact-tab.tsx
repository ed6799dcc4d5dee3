/**
 * The Contact Us tab: the form until a request is sent, then its confirmation; 'Submit Another
 * Request' brings back an empty form (name and e-mail again from the signed-in user).
 */
import { useState } from 'react';
import { useSession } from '../../../lib/auth/session-context';
import { Spinner } from '../../../components/ui/spinner';
import { ContactConfirmation } from './contact-confirmation';
import { ContactForm, type SentRequest } from './contact-form';

export const ContactTab = () => {
  const { state } = useSession();
  const [sent, setSent] = useState<SentRequest | null>(null);
  // The form's first values come from the user: wait for a stored session to be restored.
  if (state.status === 'loading') return <Spinner label="Checking your session" />;
  const user = state.status === 'signed-in' ? state.user : undefined;
  return (
    <div className="contact-tab">
      {sent ? (
        <ContactConfirmation sent={sent} signedIn={!!user} onAnother={() => setSent(null)} />
      ) : (
        <>
          <p className="muted-text">
            Tell us what happened and our support team will answer by e-mail.
          </p>
          <ContactForm key={user?.id ?? 'guest'} user={user} onSent={setSent} />
        </>
      )}
    </div>
  );
};
