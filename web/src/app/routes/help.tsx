import { useNavigate, useParams } from 'react-router';
import { ArticlePage } from '../../features/help/components/article-page';
import { HelpCenter } from '../../features/help/components/help-center';
import { CONTACT_SUPPORT_PATH } from '../../features/help/help-links';

/** /help: the Help Center on a page of its own, where the footer leads. */
const HelpCenterPage = () => {
  const navigate = useNavigate();
  return (
    <section className="page page--narrow">
      <h1 className="page__title">Help Center</h1>
      <p className="page__lead">
        Guides and answers about scanning, store checks, prices and your account.
      </p>
      <HelpCenter onContactSupport={() => void navigate(CONTACT_SUPPORT_PATH)} />
    </section>
  );
};

/** /help/{slug}: one help article; /help alone: the Help Center. */
export const Component = () => {
  const slug = useParams()['*'] ?? '';
  return slug === '' ? <HelpCenterPage /> : <ArticlePage slug={slug} />;
};
