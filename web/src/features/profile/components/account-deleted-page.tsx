import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import '../profile.css';

/** Where a deleted account's session ends: a plain confirmation. */
export const AccountDeletedPage = () => {
  const [search] = useSearchParams();
  // The deletion answered "pending": a last step (Stripe unreachable, say) is left to the job.
  const finishing = search.get('finishing') === '1';
  return (
    <section className="page page--narrow page--center">
      <h1 className="page__title">Your account has been deleted</h1>
      <p className="account-deleted__text" data-testid="account-deleted-text">
        {finishing
          ? 'You are signed out and your account is closed. The last of your data is removed within the hour; nothing more is charged.'
          : 'You are signed out, and your profile and everything kept about you are gone. Thank you for using Shop Scanner.'}
      </p>
      <ButtonLink to="/">Go home</ButtonLink>
    </section>
  );
};
