/**
 * A mail that cannot be sent never loses a ticket: the ticket is written first, the failure is
 * logged, and the requester and the staff still see the ticket and its conversation. Here the
 * local mail catcher is stopped before anything is sent, so every SMTP connection is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../local/src/local-stack';
import { apiCaller, emulators, signUpAndSignIn, startTestApp } from '../../local/test/stack';

let app: App;
const call = apiCaller(() => app.url);

beforeAll(async () => {
  app = await startTestApp();
  await app.mailCatcher.stop();
});
afterAll(async () => {
  await app?.stop();
});

describe('without a working mail server', () => {
  it('still files the ticket and answers 201, and the ticket is listed with its message', async () => {
    // Prepare
    const { IdToken: token, email } = await signUpAndSignIn(
      app.url,
      emulators().ids.userPoolClientId,
    );

    // Act
    const answer = await call('POST', '/api/support/contact', {
      token,
      body: {
        name: 'Ada Lovelace',
        email,
        subject: 'Mail is down',
        message: 'This request must be kept even if no mail can be sent.',
      },
    });

    // Assess
    expect(answer.status).toBe(201);
    const id = answer.body.ticket.id as string;
    const listed = await call('GET', '/api/support/tickets', { token });
    expect(listed.body.tickets.map((t: { id: string }) => t.id)).toEqual([id]);
    const page = await call('GET', `/api/support/tickets/${id}`, { token });
    expect(page.body.ticket.messages).toHaveLength(1);
    expect(app.mailCatcher.messages()).toEqual([]);
  });
});
