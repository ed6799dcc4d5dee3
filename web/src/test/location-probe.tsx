import { useLocation } from 'react-router';

/** Shows the router's current URL (path and query), so a test can read where the app went. */
export const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};
