import { ScanPage } from '../../features/scan/components/scan-page';
import { loadDecoder } from '../../features/scan/decoder-loader';

export const Component = () => <ScanPage loadDecoder={loadDecoder} />;
