/**
 * Webhook delivery as Stripe does it: each event POSTed as JSON to the endpoint with a
 * `Stripe-Signature` header, in the order made, one at a time, retried on a non-2xx answer or a
 * network failure with backoff (1, 2, 4, 8, 16 s here; Stripe spreads retries over 3 days), then
 * given up and logged. The queue is part of the state, so a restart resumes it.
 */
import type { Log } from '../log';
import { signatureHeader } from './signature';
import type { StripeState } from './state';

export const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000] as const;

export interface WebhookSenderOptions {
  readonly state: StripeState;
  readonly save: () => void;
  readonly log: Log;
  readonly url?: string;
  readonly retryDelaysMs?: readonly number[];
  readonly timeoutMs?: number;
}

/** An event about to be POSTed (each attempt), for benchmarks timing delivery. */
export interface WebhookSendNotice {
  readonly eventId: string;
  readonly type: string;
  /** 1 for the first delivery, 2 for its first retry, and so on. */
  readonly attempt: number;
}

export interface WebhookSender {
  url(): string | undefined;
  setUrl(url: string | undefined): void;
  /** Queues an event (when an endpoint is set) and starts delivering. */
  enqueue(eventId: string): void;
  pause(): void;
  resume(): void;
  isPaused(): boolean;
  /** Events not yet delivered or given up on. */
  pending(): number;
  /** Resolves when the queue is empty and nothing is in flight (or rejects after timeoutMs). */
  idle(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  /** Calls `listener` just before each POST (after signing); answers an unsubscribe. */
  onSend(listener: (notice: WebhookSendNotice) => void): () => void;
}

export const createWebhookSender = (options: WebhookSenderOptions): WebhookSender => {
  const { state, save, log } = options;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let url = options.url;
  let paused = false;
  let stopped = false;
  let running: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const idleWaiters = new Set<() => void>();
  const sendListeners = new Set<(notice: WebhookSendNotice) => void>();

  const notifyIdle = () => {
    if (state.pendingWebhooks.length > 0 && url && !paused) return;
    if (running) return;
    for (const waiter of idleWaiters) waiter();
    idleWaiters.clear();
  };

  /** Sleeps, unless stopped meanwhile. */
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (wake = undefined));

  const deliverOnce = async (
    eventId: string,
    endpoint: string,
    attempt: number,
  ): Promise<string | undefined> => {
    const event = state.events[eventId];
    if (!event) return undefined;
    const payload = JSON.stringify(event, null, 2);
    // Signed with real time: the receiver checks it against its own clock, not Stripe's.
    const header = signatureHeader(payload, state.webhookSecret, Math.floor(Date.now() / 1000));
    for (const listener of sendListeners) listener({ eventId, type: event.type, attempt });
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': header,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };

  const finish = (eventId: string) => {
    state.pendingWebhooks.shift();
    const event = state.events[eventId];
    if (event) event.pending_webhooks = 0;
    save();
  };

  const run = async () => {
    while (!stopped && !paused && url && state.pendingWebhooks.length > 0) {
      const eventId = state.pendingWebhooks[0] as string;
      let failure = await deliverOnce(eventId, url, 1);
      for (let attempt = 0; failure && attempt < delays.length && !stopped; attempt += 1) {
        const type = state.events[eventId]?.type ?? '';
        log.info(
          `webhook ${eventId} ${type} failed (${failure}); retrying in ${delays[attempt]} ms`,
        );
        await sleep(delays[attempt] as number);
        if (stopped || !url) return;
        failure = await deliverOnce(eventId, url, attempt + 2);
      }
      if (stopped) return;
      if (failure) {
        log.error(
          `webhook ${eventId} ${state.events[eventId]?.type ?? ''} given up after ${delays.length + 1} attempts (${failure})`,
        );
      }
      finish(eventId);
    }
  };

  const kick = () => {
    if (running || stopped || paused || !url) return;
    running = run()
      .catch((error: unknown) => log.error('webhook delivery stopped', error))
      .finally(() => {
        running = undefined;
        // Events queued during the last delivery.
        if (!stopped && !paused && url && state.pendingWebhooks.length > 0) kick();
        else notifyIdle();
      });
  };

  // A queue left by the previous run of the stack.
  queueMicrotask(kick);

  return {
    url: () => url,
    setUrl: (next) => {
      url = next;
      kick();
    },
    enqueue: (eventId) => {
      if (!url) return;
      state.pendingWebhooks.push(eventId);
      kick();
    },
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      kick();
      notifyIdle();
    },
    isPaused: () => paused,
    pending: () => state.pendingWebhooks.length,
    idle: (timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          idleWaiters.delete(done);
          reject(
            new Error(
              `webhooks not idle after ${timeoutMs} ms (${state.pendingWebhooks.length} pending)`,
            ),
          );
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        idleWaiters.add(done);
        notifyIdle();
      }),
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
    onSend: (listener) => {
      sendListeners.add(listener);
      return () => sendListeners.delete(listener);
    },
  };
};
