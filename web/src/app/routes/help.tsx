import { Navigate, useParams } from 'react-router';
import { ArticlePage } from '../../features/help/components/article-page';

/** /help/{slug}: one help article; /help alone is the Help Center, on the support page. */
export const Component = () => {
  const slug = useParams()['*'] ?? '';
  return slug === '' ? <Navigate to="/support" replace /> : <ArticlePage slug={slug} />;
};
