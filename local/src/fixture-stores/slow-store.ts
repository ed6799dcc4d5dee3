/**
 * A store that accepts the connection and never finishes answering: it sends its headers and
 * the start of a page, then one byte a second, forever. A fetch with an idle timeout alone
 * would never give up on it; only a deadline on the whole answer does.
 */
import type { FixtureStoreDefinition, StoreHandler } from './fixture-store';

export const SLOW_STORE_DRIP_MS = 1000;

const dripForever: StoreHandler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', server: 'nginx' });
  response.write('<!doctype html><html><head><title>');
  const drip = setInterval(() => response.write(' '), SLOW_STORE_DRIP_MS);
  // Nothing should wait for a drip: the process may exit, and closing the store ends it.
  drip.unref();
  response.on('close', () => clearInterval(drip));
};

export const slowStore = (): FixtureStoreDefinition => ({
  kind: 'slow-store',
  label: 'A store that never finishes answering',
  path: '/',
  createHandler: () => dripForever,
});
