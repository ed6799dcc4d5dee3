/**
 * The offline queue's replay of 500 writes against a local stack: the measurement is
 * offline-replay/measure-offline-replay.ts (what it does is said there), run in a child of its own,
 * since the handlers' table client binds to that stack's endpoint. It runs the app's own browser
 * modules, so it is type-checked apart, with the browser's types (offline-replay/tsconfig.json).
 *
 *   npm run bench -- offline-replay
 */
import { runIsolated } from './lib/isolated';

export const benchOfflineReplay = (): Promise<string> =>
  runIsolated('bench/offline-replay/measure-offline-replay.ts', 'measureOfflineReplay');
