/**
 * Telling "there is no connection" apart from every other failure, without loading the offline
 * store: pages use it to decide when to show what is saved on the device instead.
 */
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '../api-client';

/** A call that never reached the API (no network, the request timed out): status 0. */
export const isConnectionLost = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 0;

/**
 * Whether the browser says it is offline. The query cache's own view is read, because that is
 * what pauses queries while offline: a page waiting on a paused query and a page told it is
 * offline then agree.
 */
export const useIsOffline = (): boolean =>
  useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => !onlineManager.isOnline(),
    () => false,
  );

/**
 * Whether a query has no answer for want of a connection: paused while the browser is offline,
 * or failed without reaching the API.
 */
export const lacksConnection = (query: {
  data: unknown;
  fetchStatus: string;
  error: unknown;
}): boolean =>
  query.data === undefined && (query.fetchStatus === 'paused' || isConnectionLost(query.error));
