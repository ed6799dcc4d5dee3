import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureStores, type FixtureStore, type FixtureStores } from './index';

let fixtures: FixtureStores;
let store: FixtureStore;
beforeAll(async () => {
  fixtures = await startFixtureStores();
  store = fixtures.byKind('slow-store');
});
afterAll(() => fixtures.close());

describe('the slow store', () => {
  it('sends its headers, then never finishes the page within a deadline', async () => {
    const deadline = AbortSignal.timeout(1500);
    const response = await fetch(store.url, { signal: deadline });
    expect(response.status).toBe(200);
    const started = performance.now();
    await expect(response.text()).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it('lets its open connections be closed with the stores', async () => {
    const others = await startFixtureStores();
    const slow = others.byKind('slow-store');
    const response = await fetch(slow.url);
    const body = response.text();
    await others.close();
    await expect(body).rejects.toThrow();
  });
});
