import { useParams } from 'react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { ButtonLink } from '../../components/ui/button';

export const Component = () => {
  const topic = useParams()['*'];
  return (
    <PagePlaceholder
      title="Help Center"
      description={
        topic
          ? 'This help article is not written yet.'
          : 'Guides and answers about scanning, store checks, prices and your account.'
      }
    >
      <ButtonLink to="/support" variant="secondary">
        Go to support
      </ButtonLink>
    </PagePlaceholder>
  );
};
