/** The scan page's tabs, kept in the URL (?tab=qr) so a reload keeps the tab. */
export const scanTabs = ['barcode', 'url', 'qr', 'screenshot'] as const;
export type ScanTab = (typeof scanTabs)[number];

export const scanTabLabels: Readonly<Record<ScanTab, string>> = {
  barcode: 'Barcode',
  url: 'URL',
  qr: 'QR code',
  screenshot: 'Screenshot',
};

export const DEFAULT_SCAN_TAB: ScanTab = 'barcode';

export const tabFromParam = (value: string | null): ScanTab =>
  (scanTabs as readonly string[]).includes(value ?? '') ? (value as ScanTab) : DEFAULT_SCAN_TAB;
