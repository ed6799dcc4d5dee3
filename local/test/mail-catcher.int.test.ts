/**
 * The local mail catcher (SES's stand-in): it takes real SMTP from nodemailer, the same library
 * the functions' mailer uses, keeps each message across a restart when given a folder, and shows
 * the inbox as JSON and as an HTML list in which nothing a mail carries can run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { createLog } from '../src/log';
import { startMailCatcher, type MailCatcher } from '../src/mail/mail-catcher';
import { serveMailPages } from '../src/mail/mail-pages';

const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-catcher-'));
const log = createLog('mail', true);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const send = (catcher: MailCatcher, mail: { to: string; subject: string; text: string }) =>
  nodemailer.createTransport({ url: catcher.smtpUrl }).sendMail({
    from: 'Support <support@shop-scanner.example>',
    html: `<p>${mail.text}</p>`,
    ...mail,
  });

/** The catcher's pages on a server of their own, as the app server serves them. */
const pages = async (catcher: MailCatcher) => {
  const server = http.createServer((req, res) => {
    if (!serveMailPages(req, res, req.url ?? '/', catcher)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

describe('the mail catcher', () => {
  it('keeps what it received across a restart, the newest first', async () => {
    // Prepare
    const first = await startMailCatcher({ port: 0, dataDir, log });
    await send(first, { to: 'ada@example.com', subject: 'One', text: 'First message' });
    await send(first, { to: 'bob@example.com', subject: 'Two', text: 'Second message' });
    await first.stop();

    // Act
    const second = await startMailCatcher({ port: 0, dataDir, log });

    // Assess
    expect(second.messages().map((m) => [m.to, m.subject, m.text.trim()])).toEqual([
      [['bob@example.com'], 'Two', 'Second message'],
      [['ada@example.com'], 'One', 'First message'],
    ]);
    expect(second.messages()[0]?.from).toBe('support@shop-scanner.example');
    await second.stop();
  });

  it('shows the inbox as JSON and as an HTML list that escapes what a mail says, and empties it on DELETE', async () => {
    // Prepare
    const catcher = await startMailCatcher({ port: 0, log });
    await send(catcher, {
      to: 'eve@example.com',
      subject: '<script>alert(1)</script>',
      text: 'Hello <img src=x onerror=alert(2)>',
    });
    const server = await pages(catcher);

    // Act
    const json = (await (await fetch(`${server.base}/_local/mail.json`)).json()) as {
      messages: { subject: string }[];
    };
    const page = await fetch(`${server.base}/_local/mail`);
    const html = await page.text();
    await fetch(`${server.base}/_local/mail.json`, { method: 'DELETE' });

    // Assess
    expect(json.messages.map((m) => m.subject)).toEqual(['<script>alert(1)</script>']);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Hello &lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(catcher.messages()).toEqual([]);
    await server.close();
    await catcher.stop();
  });
});
