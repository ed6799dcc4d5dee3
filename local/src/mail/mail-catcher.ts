/**
 * The local mail catcher: plays SES on this machine. A real SMTP server (`smtp-server`) on
 * loopback takes what the functions' mailer sends, `mailparser` reads each message, and the
 * catcher keeps them in memory and in the data folder (so a restart keeps the inbox). People read
 * the inbox at the app's `/_local/mail` (an HTML list), tests and scripts at `/_local/mail.json`
 * (mail-pages.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Log } from '../log';

/** One message as the catcher keeps it. */
export interface CaughtMail {
  readonly id: string;
  readonly receivedAt: string;
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface MailCatcher {
  /** Where the mailer sends (SMTP_URL): `smtp://127.0.0.1:<port>`. */
  readonly smtpUrl: string;
  readonly port: number;
  /** Every message kept, the newest first. */
  messages(): readonly CaughtMail[];
  clear(): void;
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  /** 0 picks a free port. */
  readonly port: number;
  /** Where the inbox is kept across restarts (`<DATA_DIR>/mail`); absent: in memory only. */
  readonly dataDir?: string;
  readonly log: Log;
}

/** The inbox keeps the latest this many: a local inbox, not an archive. */
export const KEPT_MESSAGES = 500;
/** Larger than any mail the product sends (a ticket's message is at most 2,000 characters). */
const MAX_MESSAGE_BYTES = 1024 * 1024;

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((a) => (a.address ? [a.address] : [])),
  );

const inboxFile = (dataDir: string): string => path.join(dataDir, 'messages.json');

const readInbox = (dataDir: string | undefined): CaughtMail[] => {
  if (!dataDir || !existsSync(inboxFile(dataDir))) return [];
  try {
    return JSON.parse(readFileSync(inboxFile(dataDir), 'utf8')) as CaughtMail[];
  } catch {
    // A damaged file loses only the old local mail; the catcher starts with an empty inbox.
    return [];
  }
};

export const startMailCatcher = async (options: MailCatcherOptions): Promise<MailCatcher> => {
  let inbox = readInbox(options.dataDir);
  const save = () => {
    if (!options.dataDir) return;
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(inboxFile(options.dataDir), `${JSON.stringify(inbox, null, 2)}\n`);
  };

  const server = new SMTPServer({
    // Loopback only, nothing to protect: no TLS and no login, as a mail catcher should be.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    banner: 'Shop Scanner local mail catcher',
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          inbox = [mail, ...inbox].slice(0, KEPT_MESSAGES);
          save();
          options.log.info(`mail to ${mail.to.join(', ')}: ${mail.subject}`);
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    port,
    messages: () => inbox,
    clear: () => {
      inbox = [];
      save();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
