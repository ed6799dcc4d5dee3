import { useNavigate } from 'react-router';
import { HelpCenter } from '../../features/help/components/help-center';
import { CONTACT_SUPPORT_PATH } from '../../features/help/help-links';

/**
 * The support page. Its Help Center tab for now; the Contact Us and My Tickets tabs join it in
 * the support page's own shell, which renders HelpCenter in its first tab.
 */
export const Component = () => {
  const navigate = useNavigate();
  return (
    <section className="page page--narrow">
      <h1 className="page__title">Support</h1>
      <p className="page__lead">
        Answers about scanning, store checks, prices and your account, or a person to ask.
      </p>
      <HelpCenter onContactSupport={() => void navigate(CONTACT_SUPPORT_PATH)} />
    </section>
  );
};
