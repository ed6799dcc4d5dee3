import { describe, expect, it } from 'vitest';
import type { TicketRecord } from '../../data/support-ticket-keys';
import { acknowledgementMail, resolvedMail, staffReplyMail, ticketLink } from './support-mails';

const ticket = (overrides: Partial<TicketRecord> = {}): TicketRecord => ({
  id: 'SS-7K3M9QX2',
  userId: 'user-1',
  name: 'Ada',
  email: 'ada@example.com',
  category: 'bug',
  subject: 'Scanner <stops>',
  status: 'waiting_response',
  priority: 'high',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  responseCount: 1,
  searchText: '',
  version: 2,
  ...overrides,
});

describe('acknowledgementMail', () => {
  it('names the ticket id and subject, promises a reply within 24 hours, and links the ticket', () => {
    const mail = acknowledgementMail(ticket(), 'https://shop.example/');

    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toContain('SS-7K3M9QX2');
    expect(mail.text).toContain('"Scanner <stops>"');
    expect(mail.text).toContain('within 24 hours');
    expect(mail.text).toContain('https://shop.example/support/ticket/SS-7K3M9QX2');
  });

  it('gives a guest no link (their ticket has no page they can open), but the id to quote', () => {
    const mail = acknowledgementMail(ticket({ userId: null }), 'https://shop.example');

    expect(mail.text).not.toContain('/support/ticket/');
    expect(mail.text).toContain('mention it if you write again');
  });
});

describe('staffReplyMail', () => {
  it("carries the staff's answer and the ticket's status label, with every written text escaped in the HTML", () => {
    const mail = staffReplyMail(ticket(), 'Update the app.\n\nThen <b>restart</b> it.');

    expect(mail.text).toContain('Update the app.\n\nThen <b>restart</b> it.');
    expect(mail.text).toContain('Waiting for Response');
    expect(mail.html).toContain('Then &lt;b&gt;restart&lt;/b&gt; it.');
    expect(mail.html).toContain('Scanner &lt;stops&gt;');
    expect(mail.html).not.toContain('<b>');
  });
});

describe('resolvedMail', () => {
  it('tells a user how to open the ticket again', () => {
    expect(resolvedMail(ticket({ status: 'resolved' })).text).toContain(
      "reply on the ticket's page",
    );
  });
});

describe('ticketLink', () => {
  it('is absent without a site address', () => {
    expect(ticketLink(ticket(), undefined)).toBeUndefined();
  });
});
