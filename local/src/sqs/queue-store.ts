/**
 * The local SQS stand-in's queues: standard queues with SQS's rules where the redrive command
 * depends on them. A received message is hidden for its visibility timeout, then comes back with
 * its receive count raised; each receive hands out a new receipt handle, and only the latest one
 * deletes (an older one is accepted and deletes nothing, as SQS documents); messages older than
 * the retention period are dropped. Kept in `<DATA_DIR>/queues/<name>.json` when given a folder.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DAY_MS } from '@shop-scanner/shared/time';

/** What the stand-in answers for a message attribute: SQS's String and Number types. */
export interface MessageAttribute {
  readonly DataType: string;
  readonly StringValue: string;
}

export interface StoredMessage {
  readonly messageId: string;
  readonly body: string;
  readonly attributes: Readonly<Record<string, MessageAttribute>>;
  /** Milliseconds since the epoch. */
  readonly sentAt: number;
  readonly receiveCount: number;
  readonly firstReceivedAt?: number;
  /** Hidden from receives until then (ms since the epoch); 0: visible. */
  readonly invisibleUntil: number;
  /** The handle of the latest receive: the one that deletes. */
  readonly receiptHandle?: string;
}

export interface QueueSettings {
  /** SQS's default is 30 s. */
  readonly visibilityTimeoutSeconds: number;
  /** SQS's default is 4 days; the stack's dead-letter queues keep 14. */
  readonly retentionMs: number;
}

export interface QueueStoreOptions {
  /** The queues by name; SendMessage to another is QueueDoesNotExist, as on AWS. */
  readonly queues: readonly string[];
  /** Where each queue's messages are kept; absent: in memory. */
  readonly dataDir?: string;
  readonly settings?: Partial<QueueSettings>;
  readonly now?: () => number;
}

export interface ReceiveOptions {
  readonly max: number;
  readonly visibilityTimeoutSeconds?: number;
}

export interface QueueCounts {
  readonly visible: number;
  readonly inFlight: number;
}

/** What a receipt handle did: applied (the latest handle), stale (an older one: nothing), invalid. */
export type ReceiptOutcome = 'applied' | 'stale' | 'invalid';

export interface QueueStore {
  has(queue: string): boolean;
  send(queue: string, body: string, attributes?: Record<string, MessageAttribute>): StoredMessage;
  receive(queue: string, options: ReceiveOptions): StoredMessage[];
  delete(queue: string, receiptHandle: string): ReceiptOutcome;
  changeVisibility(queue: string, receiptHandle: string, seconds: number): ReceiptOutcome;
  counts(queue: string): QueueCounts;
  settings(queue: string): QueueSettings;
  /** Every message as kept (tests read what landed). */
  messages(queue: string): readonly StoredMessage[];
}

/** The dead-letter queues of the CDK stack keep their messages 14 days. */
export const DEFAULT_SETTINGS: QueueSettings = {
  visibilityTimeoutSeconds: 30,
  retentionMs: 14 * DAY_MS,
};

const fileOf = (dataDir: string, queue: string) => path.join(dataDir, `${queue}.json`);

const load = (dataDir: string | undefined, queue: string): StoredMessage[] => {
  if (!dataDir || !existsSync(fileOf(dataDir, queue))) return [];
  const kept = JSON.parse(readFileSync(fileOf(dataDir, queue), 'utf8')) as unknown;
  return Array.isArray(kept) ? (kept as StoredMessage[]) : [];
};

/** A receipt handle names the message and the receive; random so it cannot be guessed. */
const newReceiptHandle = (messageId: string) =>
  Buffer.from(`${messageId}:${randomBytes(16).toString('hex')}`).toString('base64url');

const messageIdOf = (receiptHandle: string): string | undefined => {
  const decoded = Buffer.from(receiptHandle, 'base64url').toString('utf8');
  const [messageId, nonce] = decoded.split(':');
  return messageId && nonce && /^[0-9a-f]{32}$/.test(nonce) ? messageId : undefined;
};

export const createQueueStore = ({
  queues,
  dataDir,
  settings: overrides,
  now = Date.now,
}: QueueStoreOptions): QueueStore => {
  const settings: QueueSettings = { ...DEFAULT_SETTINGS, ...overrides };
  const state = new Map(queues.map((name) => [name, load(dataDir, name)]));

  const save = (queue: string) => {
    if (!dataDir) return;
    mkdirSync(dataDir, { recursive: true });
    // Written aside and renamed: a stack stopped mid-write never leaves half a queue.
    const temporary = `${fileOf(dataDir, queue)}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(state.get(queue) ?? [], null, 2)}\n`);
    renameSync(temporary, fileOf(dataDir, queue));
  };

  const messagesOf = (queue: string): StoredMessage[] => {
    const kept = state.get(queue);
    if (!kept) throw new Error(`No queue ${queue}`);
    const fresh = kept.filter((m) => now() - m.sentAt < settings.retentionMs);
    if (fresh.length !== kept.length) {
      state.set(queue, fresh);
      save(queue);
    }
    return fresh;
  };

  const update = (queue: string, messageId: string, next: StoredMessage | undefined) => {
    const kept = messagesOf(queue);
    state.set(
      queue,
      next
        ? kept.map((m) => (m.messageId === messageId ? next : m))
        : kept.filter((m) => m.messageId !== messageId),
    );
    save(queue);
  };

  /** The message a handle names, and whether the handle is its latest. */
  const byHandle = (queue: string, receiptHandle: string) => {
    const messageId = messageIdOf(receiptHandle);
    if (!messageId) return { outcome: 'invalid' as const };
    const message = messagesOf(queue).find((m) => m.messageId === messageId);
    if (!message || message.receiptHandle !== receiptHandle) return { outcome: 'stale' as const };
    return { outcome: 'current' as const, message };
  };

  return {
    has: (queue) => state.has(queue),
    send: (queue, body, attributes = {}) => {
      const message: StoredMessage = {
        messageId: randomUUID(),
        body,
        attributes,
        sentAt: now(),
        receiveCount: 0,
        invisibleUntil: 0,
      };
      state.set(queue, [...messagesOf(queue), message]);
      save(queue);
      return message;
    },
    receive: (queue, { max, visibilityTimeoutSeconds = settings.visibilityTimeoutSeconds }) => {
      const at = now();
      const picked = messagesOf(queue)
        .filter((m) => m.invisibleUntil <= at)
        .slice(0, max)
        .map((m): StoredMessage => ({
          ...m,
          receiveCount: m.receiveCount + 1,
          firstReceivedAt: m.firstReceivedAt ?? at,
          invisibleUntil: at + visibilityTimeoutSeconds * 1000,
          receiptHandle: newReceiptHandle(m.messageId),
        }));
      const byId = new Map(picked.map((m) => [m.messageId, m]));
      state.set(
        queue,
        messagesOf(queue).map((m) => byId.get(m.messageId) ?? m),
      );
      if (picked.length > 0) save(queue);
      return picked;
    },
    delete: (queue, receiptHandle) => {
      const found = byHandle(queue, receiptHandle);
      if (found.outcome !== 'current') return found.outcome;
      update(queue, found.message.messageId, undefined);
      return 'applied';
    },
    changeVisibility: (queue, receiptHandle, seconds) => {
      const found = byHandle(queue, receiptHandle);
      if (found.outcome !== 'current') return found.outcome;
      update(queue, found.message.messageId, {
        ...found.message,
        invisibleUntil: now() + seconds * 1000,
      });
      return 'applied';
    },
    counts: (queue) => {
      const at = now();
      const kept = messagesOf(queue);
      const visible = kept.filter((m) => m.invisibleUntil <= at).length;
      return { visible, inFlight: kept.length - visible };
    },
    settings: () => settings,
    messages: (queue) => messagesOf(queue),
  };
};
