/**
 * The contact form's rules on the server (the spec's Validation rules, each with its own words,
 * and the failing field named), and how often support can be written to: five requests an hour
 * per e-mail address and per sender (a signed-in user, or a guest's address), thirty replies an
 * hour per user; past a limit 429 with Retry-After, and nothing written.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportMessages as m } from '@shop-scanner/shared/support-rules';
import { freshLoopbackAddress } from '../../local/test/source-address';
import {
  SUPPORT_REPLIES_PER_HOUR,
  SUPPORT_REQUESTS_PER_HOUR,
  supportLimitMessages,
} from '../src/domain/support/support-limits';
import { supportDesk, type Json } from './support/support-desk';

const desk = supportDesk();

describe("the contact form, refused with the spec's words", () => {
  it.each<[string, Json, string, string]>([
    ['no name', { name: undefined }, 'name', m.nameRequired],
    ['a blank name', { name: '   ' }, 'name', m.nameRequired],
    ['no e-mail', { email: undefined }, 'email', m.emailRequired],
    ['an empty e-mail', { email: '' }, 'email', m.emailRequired],
    ['an e-mail without a domain', { email: 'grace@' }, 'email', m.emailInvalid],
    ['an e-mail that is not one', { email: 'grace hopper' }, 'email', m.emailInvalid],
    ['no subject', { subject: undefined }, 'subject', m.subjectRequired],
    ['a blank subject', { subject: ' ' }, 'subject', m.subjectRequired],
    ['a subject of 101 characters', { subject: 's'.repeat(101) }, 'subject', m.subjectTooLong],
    ['no message', { message: undefined }, 'message', m.messageRequired],
    ['an empty message', { message: '' }, 'message', m.messageRequired],
    ['a message of 9 characters', { message: '123456789' }, 'message', m.messageTooShort],
    [
      'a message of 9 characters and spaces',
      { message: '  1234 5678  ' },
      'message',
      m.messageTooShort,
    ],
    ['a message of 2001 characters', { message: 'm'.repeat(2001) }, 'message', m.messageTooLong],
    ['a category outside the list', { category: 'complaint' }, 'category', m.categoryInvalid],
    ['a priority outside the list', { priority: 'critical' }, 'priority', m.priorityInvalid],
    ['a name that is not text', { name: 42 }, 'name', m.nameRequired],
  ])('refuses %s', async (_case, change, field, message) => {
    // Prepare
    const request = desk.aRequest(change);

    // Act
    const answer = await desk.contact(request);

    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    // Only that field fails, and its first error is the spec's text (an empty message also
    // falls short of the minimum, which the shared schema lists after it).
    expect(Object.keys(answer.body.fieldErrors)).toEqual([field]);
    expect(answer.body.fieldErrors[field][0]).toBe(message);
  });

  it('names every failing field of one request at once', async () => {
    const answer = await desk.contact({ name: '', email: 'x', subject: '', message: 'short' });

    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      name: [m.nameRequired],
      email: [m.emailInvalid],
      subject: [m.subjectRequired],
      message: [m.messageTooShort],
    });
  });

  it('accepts the limits themselves, trims the fields, and takes the default category and priority', async () => {
    // Prepare
    const subject = 's'.repeat(100);
    const message = 'm'.repeat(2000);

    // Act
    const longest = await desk.contact(desk.aRequest({ subject, message }));
    const shortest = await desk.contact(
      desk.aRequest({
        subject: '  Hi  ',
        message: '  1234567890  ',
        category: undefined,
        priority: undefined,
      }),
    );

    // Assess
    expect(longest.status).toBe(201);
    expect(longest.body.ticket.subject).toBe(subject);
    expect(shortest.status).toBe(201);
    expect(shortest.body.ticket).toMatchObject({
      subject: 'Hi',
      category: 'support',
      priority: 'medium',
    });
  });

  it('writes no ticket and sends no mail for a refused request', async () => {
    const request = desk.aRequest({ message: 'short' });

    expect((await desk.contact(request)).status).toBe(400);

    expect(await desk.mailTo(request.email as string)).toEqual([]);
  });
});

describe('how often support can be written to', () => {
  // Every request of a test in one hour, whatever the wall clock does meanwhile (the stack runs
  // in this process, so its clock is this one).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const fill = async (count: number, send: (turn: number) => Promise<{ status: number }>) => {
    for (let turn = 0; turn < count; turn += 1) expect((await send(turn)).status).toBe(201);
  };

  it(`takes ${SUPPORT_REQUESTS_PER_HOUR} requests an hour from one e-mail address, whoever sends them`, async () => {
    // Prepare: the address's hour filled from as many guests' addresses.
    const email = desk.aRequest().email as string;
    await fill(SUPPORT_REQUESTS_PER_HOUR, () => desk.contact(desk.aRequest({ email })));

    // Act
    const refused = await desk.contact(desk.aRequest({ email: email.toUpperCase() }));
    const otherAddress = await desk.contact(desk.aRequest());

    // Assess
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      message: supportLimitMessages.requests,
      rateLimit: 'supportRequestsPerHour',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(otherAddress.status).toBe(201);
    // Each accepted request had its acknowledgement; the refused one none.
    expect(await desk.mailTo(email)).toHaveLength(SUPPORT_REQUESTS_PER_HOUR);
  });

  it(`takes ${SUPPORT_REQUESTS_PER_HOUR} requests an hour from one guest's address`, async () => {
    const from = freshLoopbackAddress();
    await fill(SUPPORT_REQUESTS_PER_HOUR, () => desk.contact(desk.aRequest(), { from }));

    const refused = await desk.contact(desk.aRequest(), { from });
    const otherGuest = await desk.contact(desk.aRequest());

    expect(refused.status).toBe(429);
    expect(otherGuest.status).toBe(201);
  });

  it(`takes ${SUPPORT_REQUESTS_PER_HOUR} requests an hour from one user, from wherever, and writes no ticket past them`, async () => {
    // Prepare
    const ada = await desk.shopper();
    await fill(SUPPORT_REQUESTS_PER_HOUR, () =>
      desk.contact(desk.aRequest(), { token: ada.token }),
    );

    // Act
    const refused = await desk.contact(desk.aRequest(), { token: ada.token });

    // Assess
    expect(refused.status).toBe(429);
    expect((await desk.myTickets(ada.token)).body.tickets).toHaveLength(SUPPORT_REQUESTS_PER_HOUR);
  });

  it(`takes ${SUPPORT_REPLIES_PER_HOUR} replies an hour from one user`, async () => {
    // Prepare
    const ada = await desk.shopper();
    const id = (await desk.contact(desk.aRequest({ email: ada.email }), { token: ada.token })).body
      .ticket.id as string;
    for (let turn = 0; turn < SUPPORT_REPLIES_PER_HOUR; turn += 1) {
      expect((await desk.reply(id, ada.token, `More detail, part ${turn}.`)).status).toBe(200);
    }

    // Act
    const refused = await desk.reply(id, ada.token, 'One detail too many.');

    // Assess
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      message: supportLimitMessages.replies,
      rateLimit: 'supportRepliesPerHour',
    });
    expect((await desk.ticket(id, ada.token)).body.ticket.messages).toHaveLength(
      1 + SUPPORT_REPLIES_PER_HOUR,
    );
  });
});
