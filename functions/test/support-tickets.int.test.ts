/**
 * Support tickets through the local gateway, on DynamoDB Local and cognito-local, with the local
 * mail catcher:
 * - a guest's request and a signed-in user's (theirs by the token, whatever the body says)
 *   become tickets with readable ids, and each requester gets the acknowledgement by e-mail;
 * - My Tickets lists only the caller's own, filtered by status, sorted, searched in subject and
 *   messages; another user's ticket is 404, as is an unknown one;
 * - the staff see every ticket in their inbox, answer (the requester gets the answer by e-mail,
 *   the ticket counts it and waits for the requester) and move the status; the owner's answer
 *   opens it again; non-staff get 403 on the staff routes.
 */
import { describe, expect, it } from 'vitest';
import {
  contactResponseSchema,
  SUPPORT_REPLY_PROMISE,
  ticketListResponseSchema,
  ticketResponseSchema,
} from '@shop-scanner/shared/support';
import { supportDesk, type Json } from './support/support-desk';

const desk = supportDesk();
const ticketIdShape = /^SS-[2-9A-HJ-NP-Z]{8}$/;

const idsOf = (body: Json): string[] => (body.tickets as Json[]).map((t) => t.id as string);

describe('a contact request', () => {
  it("becomes a guest's ticket, open, with a readable id, and its acknowledgement arrives by e-mail", async () => {
    // Prepare
    const request = desk.aRequest();

    // Act
    const answer = await desk.contact(request);

    // Assess
    expect(answer.status).toBe(201);
    const { ticket } = contactResponseSchema.parse(answer.body);
    expect(ticket).toMatchObject({
      subject: request.subject,
      category: 'bug',
      priority: 'high',
      status: 'open',
      responseCount: 0,
    });
    expect(ticket.id).toMatch(ticketIdShape);
    expect(ticket.lastResponse).toBeUndefined();
    const [mail, ...more] = await desk.mailTo(request.email as string);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toContain(ticket.id);
    expect(mail?.text).toContain(request.subject as string);
    expect(mail?.text).toContain(SUPPORT_REPLY_PROMISE);
    // A guest has no ticket page to open: the mail tells them to quote the id instead.
    expect(mail?.text).not.toContain('/support/ticket/');
  });

  it("is the signed-in user's ticket by the token, with its page linked in the acknowledgement", async () => {
    // Prepare
    const ada = await desk.shopper('Ada Lovelace');

    // Act
    const answer = await desk.contact(desk.aRequest({ name: 'Ada Lovelace', email: ada.email }), {
      token: ada.token,
    });

    // Assess
    expect(answer.status).toBe(201);
    const id = answer.body.ticket.id as string;
    expect(idsOf((await desk.myTickets(ada.token)).body)).toEqual([id]);
    const [mail] = await desk.mailTo(ada.email);
    expect(mail?.text).toContain(`${desk.siteUrl()}/support/ticket/${id}`);
  });

  it('takes no user from the body: a userId field is refused, and the token decides', async () => {
    // Prepare
    const ada = await desk.shopper();

    // Act
    const answer = await desk.contact(desk.aRequest({ userId: ada.userId }));

    // Assess: a strict schema, so nobody files a ticket in another user's name.
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toHaveProperty('userId');
    expect((await desk.myTickets(ada.token)).body.tickets).toEqual([]);
  });

  it('gives every request its own id', async () => {
    // Act
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => desk.contact(desk.aRequest())),
    );

    // Assess
    const ids = answers.map((a) => a.body.ticket.id as string);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(ticketIdShape);
  });

  it('refuses a token that is not valid instead of filing the ticket as a guest', async () => {
    // Act
    const answer = await desk.contact(desk.aRequest(), { token: 'not-a-token' });

    // Assess
    expect(answer.status).toBe(401);
  });
});

describe('My Tickets', () => {
  it("lists the caller's own tickets only, filtered by status, sorted as asked, searched in subject and messages", async () => {
    // Prepare: three tickets of Ada's (one answered by staff), and one of Bob's.
    const [ada, bob, staff] = await Promise.all([desk.shopper(), desk.shopper(), desk.staff()]);
    const file = async (token: string, email: string, fields: Json) =>
      (await desk.contact(desk.aRequest({ email, ...fields }), { token })).body.ticket.id as string;
    const low = await file(ada.token, ada.email, {
      subject: 'Invoice copy',
      priority: 'low',
      message: 'I need a copy of the March invoice please.',
    });
    const urgent = await file(ada.token, ada.email, {
      subject: 'Charged twice',
      priority: 'urgent',
      message: 'My card was charged twice for Premium.',
    });
    const medium = await file(ada.token, ada.email, {
      subject: 'Wishlist question',
      priority: 'medium',
      message: 'Can a collection be shared with a friend?',
    });
    await file(bob.token, bob.email, { subject: 'Charged twice as well' });
    // Answered last: the most recently updated, and waiting for Ada.
    expect((await desk.reply(low, staff.token, 'Here is your receipt attachment.')).status).toBe(
      200,
    );

    // Act
    const all = await desk.myTickets(ada.token);
    const byCreated = await desk.myTickets(ada.token, '?sortBy=created');
    const byPriority = await desk.myTickets(ada.token, '?sortBy=priority');
    const waiting = await desk.myTickets(ada.token, '?status=waiting_response');
    const searchSubject = await desk.myTickets(ada.token, '?q=CHARGED');
    const searchMessage = await desk.myTickets(ada.token, '?q=shared%20with');
    const searchReply = await desk.myTickets(ada.token, '?q=RECEIPT%20attachment');

    // Assess
    expect(all.status).toBe(200);
    ticketListResponseSchema.parse(all.body);
    expect(idsOf(all.body)).toEqual([low, medium, urgent]);
    expect(idsOf(byCreated.body)).toEqual([medium, urgent, low]);
    expect(idsOf(byPriority.body)).toEqual([urgent, medium, low]);
    expect(idsOf(waiting.body)).toEqual([low]);
    expect(idsOf(searchSubject.body)).toEqual([urgent]);
    expect(idsOf(searchMessage.body)).toEqual([medium]);
    expect(idsOf(searchReply.body)).toEqual([low]);
  });

  it('is for signed-in users: a guest gets 401', async () => {
    expect((await desk.call('GET', '/api/support/tickets')).status).toBe(401);
  });

  it('refuses a status or sort outside the lists, naming the field', async () => {
    const ada = await desk.shopper();

    const answer = await desk.myTickets(ada.token, '?status=lost&sortBy=name');

    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors).sort()).toEqual(['query.sortBy', 'query.status']);
  });
});

describe('a ticket', () => {
  it('shows its owner the conversation; another user, a guest and an unknown id get 404 or 401', async () => {
    // Prepare
    const [ada, eve] = await Promise.all([desk.shopper(), desk.shopper()]);
    const request = desk.aRequest({ email: ada.email });
    const id = (await desk.contact(request, { token: ada.token })).body.ticket.id as string;

    // Act
    const own = await desk.ticket(id, ada.token);
    const others = await desk.ticket(id, eve.token);
    const guest = await desk.call('GET', `/api/support/tickets/${id}`);
    const unknown = await desk.ticket('SS-ZZZZZZZZ', ada.token);
    const malformed = await desk.ticket('not-an-id', ada.token);

    // Assess
    expect(own.status).toBe(200);
    const { ticket } = ticketResponseSchema.parse(own.body);
    expect(ticket).toMatchObject({ id, name: request.name, email: ada.email });
    expect(ticket.messages).toEqual([
      expect.objectContaining({ author: 'user', authorName: request.name, body: request.message }),
    ]);
    expect(others.status).toBe(404);
    expect(others.body).toEqual(unknown.body);
    expect(guest.status).toBe(401);
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
  });

  it("takes the owner's replies, and refuses another user's with 404", async () => {
    // Prepare
    const [ada, eve] = await Promise.all([desk.shopper(), desk.shopper()]);
    const id = (await desk.contact(desk.aRequest({ email: ada.email }), { token: ada.token })).body
      .ticket.id as string;

    // Act
    const own = await desk.reply(id, ada.token, 'One more detail: it happens on Android only.');
    const others = await desk.reply(id, eve.token, 'I want to see this ticket please.');

    // Assess
    expect(own.status).toBe(200);
    expect(own.body.ticket.messages.map((m: Json) => m.author)).toEqual(['user', 'user']);
    expect(own.body.ticket).toMatchObject({ status: 'open', responseCount: 0 });
    expect(others.status).toBe(404);
    expect((await desk.ticket(id, ada.token)).body.ticket.messages).toHaveLength(2);
  });

  it("refuses a reply shorter or longer than the limits, with the spec's words", async () => {
    const ada = await desk.shopper();
    const id = (await desk.contact(desk.aRequest({ email: ada.email }), { token: ada.token })).body
      .ticket.id as string;

    const short = await desk.reply(id, ada.token, 'Too short');
    const long = await desk.reply(id, ada.token, 'x'.repeat(2001));

    expect(short).toMatchObject({
      status: 400,
      body: {
        message: 'Message must be at least 10 characters',
        fieldErrors: { message: ['Message must be at least 10 characters'] },
      },
    });
    expect(long.body.message).toBe('Message must be less than 2000 characters');
  });
});

describe('the support staff', () => {
  it("see every ticket in their inbox, a guest's and users' alike, filtered and searched", async () => {
    // Prepare
    const [staff, ada] = await Promise.all([desk.staff(), desk.shopper()]);
    const guest = (await desk.contact(desk.aRequest({ subject: `Guest ${desk.RUN} inbox` }))).body
      .ticket.id as string;
    const users = (
      await desk.contact(desk.aRequest({ email: ada.email, subject: `User ${desk.RUN} inbox` }), {
        token: ada.token,
      })
    ).body.ticket.id as string;

    // Act
    const inbox = await desk.inbox(staff.token, `?q=${desk.RUN}%20inbox`);
    const resolved = await desk.inbox(staff.token, `?q=${desk.RUN}%20inbox&status=resolved`);

    // Assess
    expect(inbox.status).toBe(200);
    expect(idsOf(inbox.body)).toEqual([users, guest]);
    expect(resolved.body.tickets).toEqual([]);
  });

  it("answer a user's ticket: counted, waiting for the user, shown to them, and sent by e-mail", async () => {
    // Prepare
    const [staff, ada] = await Promise.all([desk.staff(), desk.shopper('Ada Lovelace')]);
    const id = (await desk.contact(desk.aRequest({ email: ada.email }), { token: ada.token })).body
      .ticket.id as string;

    // Act
    const answer = await desk.reply(id, staff.token, 'Please update the app to version 2.1.');

    // Assess
    expect(answer.status).toBe(200);
    const seen = (await desk.ticket(id, ada.token)).body.ticket as Json;
    expect(seen).toMatchObject({ status: 'waiting_response', responseCount: 1 });
    expect(seen.lastResponse).toBe(seen.updatedAt);
    expect(seen.messages.at(-1)).toMatchObject({
      author: 'staff',
      authorName: 'Shop Scanner Support',
      body: 'Please update the app to version 2.1.',
    });
    const [mail] = await desk.mailTo(ada.email);
    expect(mail?.subject).toContain(id);
    expect(mail?.text).toContain('Please update the app to version 2.1.');
    expect(mail?.text).toContain('Waiting for Response');
  });

  it("see and answer a guest's ticket, whose requester gets the answer by e-mail", async () => {
    const staff = await desk.staff();
    const request = desk.aRequest();
    const id = (await desk.contact(request)).body.ticket.id as string;

    const seen = await desk.ticket(id, staff.token);
    const answer = await desk.reply(id, staff.token, 'Thanks, we found the cause and fixed it.');

    expect(seen.status).toBe(200);
    expect(answer.status).toBe(200);
    const mails = await desk.mailTo(request.email as string);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('New reply'),
      expect.stringContaining('We received your request'),
    ]);
  });

  it("move the status; the owner's answer opens a waiting or resolved ticket again; resolving sends an e-mail", async () => {
    // Prepare
    const [staff, ada] = await Promise.all([desk.staff(), desk.shopper()]);
    const id = (await desk.contact(desk.aRequest({ email: ada.email }), { token: ada.token })).body
      .ticket.id as string;

    // Act and assess, step by step
    const inProgress = await desk.setStatus(id, staff.token, 'in_progress');
    expect(inProgress).toMatchObject({ status: 200, body: { ticket: { status: 'in_progress' } } });
    // A staff answer leaves a status the staff set themselves.
    await desk.reply(id, staff.token, 'We are looking into it right now.');
    expect((await desk.ticket(id, ada.token)).body.ticket.status).toBe('in_progress');

    const resolved = await desk.setStatus(id, staff.token, 'resolved');
    expect(resolved.body.ticket.status).toBe('resolved');
    expect((await desk.mailTo(ada.email))[0]?.subject).toContain('Resolved');

    await desk.reply(id, ada.token, 'It still happens after the update.');
    expect((await desk.ticket(id, ada.token)).body.ticket.status).toBe('open');

    await desk.setStatus(id, staff.token, 'closed');
    const afterClose = await desk.reply(id, ada.token, 'Can I add one more thing here?');
    expect(afterClose.status).toBe(409);
    expect((await desk.ticket(id, ada.token)).body.ticket.status).toBe('closed');
  });

  it('answering at the same moment as each other, all land: each answer counted once, none lost', async () => {
    // Prepare
    const [staff, ada] = await Promise.all([desk.staff(), desk.shopper()]);
    const id = (await desk.contact(desk.aRequest({ email: ada.email }), { token: ada.token })).body
      .ticket.id as string;

    // Act
    const answers = await Promise.all(
      [1, 2, 3].map((n) => desk.reply(id, staff.token, `Answer number ${n} from the team.`)),
    );

    // Assess
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const ticket = (await desk.ticket(id, ada.token)).body.ticket as Json;
    expect(ticket.responseCount).toBe(3);
    expect(ticket.messages).toHaveLength(4);
    expect(
      (ticket.messages as Json[])
        .filter((m) => m.author === 'staff')
        .map((m) => m.body)
        .sort(),
    ).toEqual([
      'Answer number 1 from the team.',
      'Answer number 2 from the team.',
      'Answer number 3 from the team.',
    ]);
  });

  it('are the only ones let into the inbox and the status change: 403 for anyone else', async () => {
    // Prepare
    const ada = await desk.shopper();
    const id = (await desk.contact(desk.aRequest({ email: ada.email }), { token: ada.token })).body
      .ticket.id as string;

    // Act
    const inbox = await desk.inbox(ada.token);
    const status = await desk.setStatus(id, ada.token, 'resolved');
    // Refused before the input is read: an outsider learns nothing of what the route accepts.
    const nonsense = await desk.setStatus(id, ada.token, 'nonsense');
    const guest = await desk.call('GET', '/api/support/staff/tickets');

    // Assess
    expect(inbox.status).toBe(403);
    expect(status.status).toBe(403);
    expect(nonsense.status).toBe(403);
    expect(guest.status).toBe(401);
    expect((await desk.ticket(id, ada.token)).body.ticket.status).toBe('open');
  });

  it("are told so by GET /auth/me, and a shopper's profile says nothing of it", async () => {
    const [staff, ada] = await Promise.all([desk.staff(), desk.shopper()]);

    const staffMe = await desk.call('GET', '/auth/me', { token: staff.token });
    const adaMe = await desk.call('GET', '/auth/me', { token: ada.token });

    expect(staffMe.body.isSupportStaff).toBe(true);
    expect(adaMe.status).toBe(200);
    expect(adaMe.body.isSupportStaff).toBeUndefined();
  });

  it('refuse a status outside the list, naming the field', async () => {
    const [staff, ada] = await Promise.all([desk.staff(), desk.shopper()]);
    const id = (await desk.contact(desk.aRequest({ email: ada.email }), { token: ada.token })).body
      .ticket.id as string;

    const answer = await desk.setStatus(id, staff.token, 'archived');

    expect(answer).toMatchObject({
      status: 400,
      body: {
        message: 'Please choose a status',
        fieldErrors: { status: ['Please choose a status'] },
      },
    });
  });
});
