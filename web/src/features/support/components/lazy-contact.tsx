/**
 * The Contact Us tab, loaded when first opened: its form (react-hook-form, with the shared schema's
 * rules without zod) is code that the Help Center and My Tickets do not need.
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';

const ContactTab = lazy(() => import('./contact-tab').then((m) => ({ default: m.ContactTab })));

export const LazyContactTab = () => (
  <Suspense
    fallback={
      <div className="contact-loading">
        <Spinner label="Opening the contact form" />
      </div>
    }
  >
    <ContactTab />
  </Suspense>
);
