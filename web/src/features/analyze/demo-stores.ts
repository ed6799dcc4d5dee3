/**
 * The demo stores /config.json may list (locally, the loopback fixture stores: the one-machine
 * stack reaches no real shop). Checked by hand, as the rest of the runtime configuration is, so a
 * malformed entry is left out instead of breaking the page.
 */
import { webAddress } from '../../lib/web-address';

export interface DemoStore {
  readonly label: string;
  readonly url: string;
  readonly productUrl?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The text as given when it is a web address (http or https), else undefined. */
const webAddressText = (value: unknown): string | undefined =>
  typeof value === 'string' && webAddress(value) ? value : undefined;

/** The well-formed demo stores of a runtime configuration; none when it lists none. */
export const demoStoresOf = (config: unknown): DemoStore[] => {
  if (!isRecord(config) || !Array.isArray(config.demoStores)) return [];
  return config.demoStores.flatMap((entry: unknown): DemoStore[] => {
    if (!isRecord(entry) || typeof entry.label !== 'string' || !entry.label.trim()) return [];
    const url = webAddressText(entry.url);
    if (!url) return [];
    const productUrl = webAddressText(entry.productUrl);
    return [{ label: entry.label.trim(), url, ...(productUrl ? { productUrl } : {}) }];
  });
};
