import { Button, ButtonLink } from '../components/ui/button';

/**
 * Shown when a route fails to render or its module fails to load (a deploy replaced the chunks,
 * or the connection dropped). Reloading fetches the current build.
 */
export const RouteError = ({ error }: { error: unknown }) => {
  const message = error instanceof Error ? error.message : 'Unknown error';
  return (
    <section className="page page--narrow page--center" role="alert">
      <h1 className="page__title">Something went wrong</h1>
      <p className="page__lead">This page could not be shown: {message}</p>
      <div className="hero__actions">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          Go home
        </ButtonLink>
      </div>
    </section>
  );
};
