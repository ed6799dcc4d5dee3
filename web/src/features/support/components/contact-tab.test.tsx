import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { supportMessages } from '@shop-scanner/shared/support-rules';
import { fakeApi, json, pending } from '../../../test/api-fixtures';
import { contactPrefillState } from '../../../lib/contact-prefill';
import { guest, renderAt, signedIn } from '../../../test/render-at';
import {
  aTicketSummary,
  CONTACT_ROUTE,
  isolateEachTest,
  toastMessages,
} from '../test/support-fixtures';
import { ContactTab } from './contact-tab';

const renderContact = (session = guest()) =>
  renderAt('/support?tab=contact', '/support', <ContactTab />, session);

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

const fillValid = () => {
  type('Name', 'Grace Guest');
  type('Email', 'grace@example.com');
  type('Subject', 'Refund for my annual plan');
  type('Message', 'I was charged twice this month.');
};

describe('the contact form', () => {
  isolateEachTest();

  it("says what is missing in the spec's words and sends nothing", () => {
    // Prepare
    const api = fakeApi({});
    renderContact();

    // Act
    submit();

    // Assess
    expect(screen.getByText(supportMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(supportMessages.emailRequired)).toBeTruthy();
    expect(screen.getByText(supportMessages.subjectRequired)).toBeTruthy();
    expect(screen.getByText(supportMessages.messageRequired)).toBeTruthy();
    expect(document.activeElement).toBe(input('Name'));
    expect(api.calls).toEqual([]);
  });

  it('refuses a malformed e-mail and a message under 10 characters', () => {
    // Prepare
    const api = fakeApi({});
    renderContact();
    fillValid();

    // Act
    type('Email', 'grace@');
    type('Message', 'Too short');
    submit();

    // Assess
    expect(screen.getByText(supportMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(supportMessages.messageTooShort)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('refuses a subject over 100 and a message over 2000 characters, should the maxlength be bypassed', () => {
    // Prepare
    fakeApi({});
    renderContact();
    fillValid();

    // Act (a change event is not held to maxlength, as a paste by a script is not)
    type('Subject', 's'.repeat(101));
    type('Message', 'm'.repeat(2001));
    submit();

    // Assess
    expect(screen.getByText(supportMessages.subjectTooLong)).toBeTruthy();
    expect(screen.getByText(supportMessages.messageTooLong)).toBeTruthy();
  });

  it('clears a field’s error when that field is edited, and leaves the others', () => {
    // Prepare
    fakeApi({});
    renderContact();
    submit();

    // Act
    type('Subject', 'R');

    // Assess
    expect(screen.queryByText(supportMessages.subjectRequired)).toBeNull();
    expect(screen.getByText(supportMessages.nameRequired)).toBeTruthy();
  });

  it('counts the subject and message against 100 and 2000, with matching maxlength', () => {
    // Prepare
    fakeApi({});
    renderContact();

    // Act
    type('Subject', 'Hello');
    type('Message', 'Twelve chars');

    // Assess
    expect(screen.getByText('5/100')).toBeTruthy();
    expect(screen.getByText('12/2000')).toBeTruthy();
    expect(input('Subject').maxLength).toBe(100);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).maxLength).toBe(2000);
  });

  it('offers the five categories (support first and chosen) and medium priority by default', () => {
    // Prepare
    fakeApi({});
    renderContact();

    // Act
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    const priority = screen.getByLabelText('Priority') as HTMLSelectElement;

    // Assess
    expect([...category.options].map((o) => o.value)).toEqual([
      'support',
      'bug',
      'feature',
      'billing',
      'other',
    ]);
    expect(category.value).toBe('support');
    expect([...priority.options].map((o) => o.value)).toEqual(['urgent', 'high', 'medium', 'low']);
    expect(priority.value).toBe('medium');
  });

  it("starts a signed-in user's form from their name and e-mail", () => {
    // Prepare
    fakeApi({});

    // Act
    renderContact(signedIn());

    // Assess
    expect(input('Name').value).toBe('Ada Shopper');
    expect(input('Email').value).toBe('ada@example.com');
  });

  it('starts from the subject and message another page handed over, and sends them as shown', async () => {
    // Prepare: the help widget's conversation, handed over in the location state.
    const api = fakeApi({
      [CONTACT_ROUTE]: () => json({ ticket: aTicketSummary({ id: 'SS-CHAT0001' }) }, 201),
    });
    const prefill = {
      subject: 'Help chat: can I pay in bitcoin?',
      message: 'Me: can I pay in bitcoin?\nHelp centre: no article answers this.',
    };
    renderAt(
      { pathname: '/support', search: '?tab=contact', state: contactPrefillState(prefill) },
      '/support',
      <ContactTab />,
      signedIn(),
    );

    // Act
    expect(input('Subject').value).toBe(prefill.subject);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(prefill.message);
    submit();
    await screen.findByRole('button', { name: 'Submit Another Request' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Another Request' }));

    // Assess: the request carried the transcript; the next form starts empty.
    expect(api.calls.map((call) => call.body)).toEqual([expect.objectContaining(prefill)]);
    expect(input('Subject').value).toBe('');
  });

  it("disables the button and says 'Submitting...' while the request is out", async () => {
    // Prepare
    fakeApi({ [CONTACT_ROUTE]: () => pending() });
    renderContact();
    fillValid();

    // Act
    submit();

    // Assess
    const button = await screen.findByRole('button', { name: /Submitting\.\.\./ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("a guest's request: the ticket id the server gave, 'within 24 hours', no ticket link, and the spec's toast", async () => {
    // Prepare
    const api = fakeApi({
      [CONTACT_ROUTE]: () => json({ ticket: aTicketSummary({ id: 'SS-GUEST123' }) }, 201),
    });
    renderContact();
    fillValid();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'billing' } });

    // Act
    submit();

    // Assess
    expect((await screen.findByTestId('ticket-id')).textContent).toBe('SS-GUEST123');
    expect(screen.getByTestId('contact-confirmation').textContent).toContain('within 24 hours');
    expect(screen.queryByRole('link', { name: 'View your ticket' })).toBeNull();
    expect(toastMessages()).toEqual([supportMessages.submitted]);
    expect(api.calls[0]?.body).toEqual({
      name: 'Grace Guest',
      email: 'grace@example.com',
      category: 'billing',
      subject: 'Refund for my annual plan',
      message: 'I was charged twice this month.',
      priority: 'medium',
    });
  });

  it("a signed-in user's confirmation links to the ticket, and 'Submit Another Request' brings back a fresh form", async () => {
    // Prepare
    fakeApi({
      [CONTACT_ROUTE]: () => json({ ticket: aTicketSummary({ id: 'SS-MINE0001' }) }, 201),
    });
    renderContact(signedIn());
    type('Subject', 'Wishlist price is wrong');
    type('Message', 'The lowest price shown is not the store price.');
    submit();
    const link = await screen.findByRole('link', { name: 'View your ticket' });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Submit Another Request' }));

    // Assess
    expect(link.getAttribute('href')).toBe('/support/ticket/SS-MINE0001');
    expect(input('Subject').value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(input('Name').value).toBe('Ada Shopper');
  });

  it("stays as typed and says 'Failed to submit support request. Please try again.' when the server fails", async () => {
    // Prepare
    fakeApi({ [CONTACT_ROUTE]: () => json({ message: 'down' }, 500) });
    renderContact();
    fillValid();

    // Act
    submit();

    // Assess
    await waitFor(() => expect(toastMessages()).toEqual([supportMessages.submitFailed]));
    expect(screen.queryByTestId('contact-confirmation')).toBeNull();
    expect(input('Subject').value).toBe('Refund for my annual plan');
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeTruthy();
  });

  it("puts the server's field errors under their fields, and says a refusal such as a rate limit", async () => {
    // Prepare
    let answer = json(
      { message: 'Invalid request', fieldErrors: { email: [supportMessages.emailInvalid] } },
      400,
    );
    fakeApi({ [CONTACT_ROUTE]: () => answer });
    renderContact();
    fillValid();

    // Act
    submit();

    // Assess
    expect(await screen.findByText(supportMessages.emailInvalid)).toBeTruthy();

    // Act
    answer = json({ message: 'Too many support requests. Please try again later.' }, 429);
    submit();

    // Assess
    expect(
      await screen.findByText('Too many support requests. Please try again later.'),
    ).toBeTruthy();
  });
});
