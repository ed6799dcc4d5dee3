/** For tests of the offline store and the pages that read it: an IndexedDB in memory, reset. */
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { OFFLINE_DB_NAME, forgetOfflineDbForTests } from '../lib/offline/offline-db';

/** Each test leaves the offline store empty, the browser online and Web Storage clear. */
export const freshOfflineStoreEachTest = () =>
  afterEach(async () => {
    onlineManager.setOnline(true);
    await forgetOfflineDbForTests();
    indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    localStorage.clear();
  });
