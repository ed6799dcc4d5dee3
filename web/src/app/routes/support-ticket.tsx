import { useParams } from 'react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { ButtonLink } from '../../components/ui/button';

export const Component = () => {
  const { id } = useParams();
  return (
    <PagePlaceholder
      title={`Support ticket ${id ?? ''}`.trim()}
      description="The messages and status of this ticket will show here."
    >
      <ButtonLink to="/support" variant="secondary">
        Back to support
      </ButtonLink>
    </PagePlaceholder>
  );
};
