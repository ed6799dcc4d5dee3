import { DocumentPage } from '../../features/help/components/document-page';
import privacy from '../../features/help/documents/privacy.md';

export const Component = () => <DocumentPage document={privacy} />;
