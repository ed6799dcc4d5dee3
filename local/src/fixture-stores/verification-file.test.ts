import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_FILE_PATH } from '@shop-scanner/shared/business-store';
import { startFixtureStore, type RunningFixtureStore } from './fixture-store';
import { woocommerce } from './woocommerce';

let running: RunningFixtureStore;
beforeAll(async () => {
  running = await startFixtureStore(woocommerce(), '127.0.0.1', 0);
});
afterAll(async () => {
  await running.close();
});

const fileUrl = () => `${running.store.origin}${VERIFICATION_FILE_PATH}`;

describe("a fixture store's verification file", () => {
  it('is missing until the seller places it, then served as placed, and can be removed', async () => {
    // Act
    const before = await fetch(fileUrl());
    const placed = await fetch(fileUrl(), { method: 'PUT', body: 'shop-scanner-verification-x\n' });
    const after = await fetch(fileUrl());
    const removed = await fetch(fileUrl(), { method: 'DELETE' });
    const gone = await fetch(fileUrl());

    // Assess
    expect(before.status).toBe(404);
    expect(placed.status).toBe(204);
    expect(after.status).toBe(200);
    expect(await after.text()).toBe('shop-scanner-verification-x\n');
    expect(removed.status).toBe(204);
    expect(gone.status).toBe(404);
  });

  it('refuses a file larger than a code, and leaves the store`s own pages alone', async () => {
    // Act
    const tooLarge = await fetch(fileUrl(), { method: 'PUT', body: 'x'.repeat(5000) });
    const page = await fetch(running.store.url);

    // Assess
    expect(tooLarge.status).toBe(413);
    expect(page.status).toBe(200);
  });
});
