import { DocumentPage } from '../../features/help/components/document-page';
import terms from '../../features/help/documents/terms.md';

export const Component = () => <DocumentPage document={terms} />;
