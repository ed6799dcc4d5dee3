/**
 * Politeness per store (2 requests a second, docs/store-verdict.md): at most `perWindow` request
 * starts in any window of `windowMs` per host, the rest queued. A slot is reserved synchronously
 * when a request asks, so waiters start in arrival order and never race for a slot. A host that
 * answered 429 with Retry-After is held until then: every later request to it waits too.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { FetchRefused } from './fetch-refused';

interface HostState {
  /** Reserved start times, ascending (some may be in the future: queued requests). */
  starts: number[];
  /** No request to this host starts before this time (a Retry-After). */
  heldUntil: number;
}

export interface HostPacer {
  /**
   * Waits for this host's next slot; refuses 'timeout' at once when that slot is past `deadline`.
   */
  acquire(host: string, deadline: number, signal: AbortSignal): Promise<void>;
  /** Makes every later request to `host` wait until `until`. */
  holdUntil(host: string, until: number): void;
}

/** Hosts kept before stale ones are swept (a warm Lambda reads many stores). */
const SWEEP_ABOVE = 500;

export const createHostPacer = (
  requestsPerSecond: number,
  now: () => number = () => performance.now(),
): HostPacer => {
  if (!(requestsPerSecond > 0)) throw new Error('requestsPerSecond must be positive');
  // 2/s is 2 starts per 1000 ms; 0.5/s is 1 start per 2000 ms.
  const perWindow = Math.max(1, Math.floor(requestsPerSecond));
  const windowMs = (1000 * perWindow) / requestsPerSecond;
  const hosts = new Map<string, HostState>();

  const sweep = (time: number) => {
    for (const [host, state] of hosts) {
      const last = state.starts.at(-1) ?? -Infinity;
      if (last <= time - windowMs && state.heldUntil <= time) hosts.delete(host);
    }
  };

  const stateOf = (host: string, time: number): HostState => {
    if (hosts.size > SWEEP_ABOVE) sweep(time);
    let state = hosts.get(host);
    if (state === undefined) {
      state = { starts: [], heldUntil: -Infinity };
      hosts.set(host, state);
    }
    // Starts older than a window no longer count.
    while (state.starts.length > 0 && (state.starts[0] ?? Infinity) <= time - windowMs)
      state.starts.shift();
    return state;
  };

  return {
    async acquire(host, deadline, signal) {
      const time = now();
      const state = stateOf(host, time);
      const nthLast = state.starts[state.starts.length - perWindow];
      const slot = Math.max(
        time,
        state.heldUntil,
        nthLast === undefined ? -Infinity : nthLast + windowMs,
      );
      if (slot > deadline)
        throw new FetchRefused('timeout', `${host} is busy: no request slot before the deadline`);
      state.starts.push(slot);
      if (slot <= time) return;
      try {
        await sleep(slot - time, undefined, { signal });
      } catch (error) {
        // Aborted while queued: give the slot back.
        const index = state.starts.lastIndexOf(slot);
        if (index >= 0) state.starts.splice(index, 1);
        throw error;
      }
    },
    holdUntil(host, until) {
      const state = stateOf(host, now());
      state.heldUntil = Math.max(state.heldUntil, until);
    },
  };
};
