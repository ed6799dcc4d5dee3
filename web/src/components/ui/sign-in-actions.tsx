/**
 * A guest's way in from a page that needs an account: Sign in (coming back here afterwards) and
 * Create an account.
 */
import { useLocation } from 'react-router';
import { ButtonLink } from './button';

export const SignInActions = () => {
  const location = useLocation();
  return (
    <div className="hero__actions">
      <ButtonLink to="/login" state={{ from: location }}>
        Sign in
      </ButtonLink>
      <ButtonLink to="/register" variant="secondary">
        Create an account
      </ButtonLink>
    </div>
  );
};
