import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';

/** React Router numbers its history entries; idx 0 is the first page this tab opened. */
const hasHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** 'Page not found' with Go home and Go back. */
export const NotFoundPage = () => {
  const navigate = useNavigate();
  return (
    <section className="page page--narrow page--center">
      <h1 className="page__title">Page not found</h1>
      <p className="page__lead">The page you are looking for does not exist or has moved.</p>
      <div className="hero__actions">
        <ButtonLink to="/">Go home</ButtonLink>
        <Button
          variant="secondary"
          // With no earlier entry in this tab (the 404 opened directly), back means home.
          onClick={() => void (hasHistory() ? navigate(-1) : navigate('/'))}
        >
          Go back
        </Button>
      </div>
    </section>
  );
};
