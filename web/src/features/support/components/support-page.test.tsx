import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { contactPrefillState } from '../../../lib/contact-prefill';
import { fakeApi, json } from '../../../test/api-fixtures';
import { guest, renderAt, signedIn } from '../../../test/render-at';
import { isolateEachTest, MY_TICKETS_ROUTE, staffSession } from '../test/support-fixtures';
import { SupportPage } from './support-page';

const HelpSlot = ({ openContact }: { openContact: () => void }) => (
  <button type="button" onClick={openContact}>
    Contact Support
  </button>
);

const renderSupport = (url: string, session = guest()) =>
  renderAt(
    url,
    '/support',
    <SupportPage helpCenter={(openContact) => <HelpSlot openContact={openContact} />} />,
    session,
  );

const location = () => screen.getByTestId('location').textContent;

describe('the support page', () => {
  isolateEachTest();

  it('opens on the Help Center, with the three tabs in order', () => {
    // Prepare
    fakeApi({});

    // Act
    renderSupport('/support');

    // Assess
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Help Center', 'Contact Us', 'My Tickets']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeTruthy();
  });

  it('opens the tab the URL names', async () => {
    // Prepare
    fakeApi({});

    // Act
    renderSupport('/support?tab=contact');

    // Assess
    expect(screen.getByRole('tab', { name: 'Contact Us' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Submit Request' })).toBeTruthy();
  });

  it('starts Contact Us afresh from a request handed over while it is open', async () => {
    // Prepare: another part of the page (the help widget) hands a conversation over.
    fakeApi({});
    const HandOver = () => {
      const navigate = useNavigate();
      const state = contactPrefillState({ subject: 'Help chat: refund', message: 'Me: refund' });
      return (
        <button type="button" onClick={() => void navigate('/support?tab=contact', { state })}>
          Hand over
        </button>
      );
    };
    renderAt(
      '/support?tab=contact',
      '/support',
      <>
        <SupportPage helpCenter={() => null} />
        <HandOver />
      </>,
    );
    const subject = (await screen.findByLabelText('Subject')) as HTMLInputElement;
    fireEvent.change(subject, { target: { value: 'typed before' } });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Hand over' }));

    // Assess
    const fresh = await screen.findByDisplayValue('Help chat: refund');
    expect(fresh.getAttribute('name')).toBe('subject');
    expect(screen.getByDisplayValue('Me: refund')).toBeTruthy();
  });

  it('puts the chosen tab in the URL, and the Help Center back to a bare /support', () => {
    // Prepare
    fakeApi({});
    renderSupport('/support');

    // Act + Assess
    fireEvent.click(screen.getByRole('tab', { name: 'My Tickets' }));
    expect(location()).toBe('/support?tab=tickets');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'My Tickets' }), { key: 'ArrowRight' });
    expect(location()).toBe('/support');
  });

  it("lets the Help Center's Contact Support open the contact tab", async () => {
    // Prepare
    fakeApi({});
    renderSupport('/support');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Contact Support' }));

    // Assess
    expect(location()).toBe('/support?tab=contact');
    expect(await screen.findByRole('button', { name: 'Submit Request' })).toBeTruthy();
  });

  it('links the staff inbox for support staff only', () => {
    // Prepare
    fakeApi({ [MY_TICKETS_ROUTE]: () => json({ tickets: [] }) });

    // Act
    const shopper = renderSupport('/support', signedIn());
    const shopperSees = screen.queryByRole('link', { name: 'Staff inbox' });
    shopper.unmount();
    renderSupport('/support', staffSession());

    // Assess
    expect(shopperSees).toBeNull();
    expect(screen.getByRole('link', { name: 'Staff inbox' }).getAttribute('href')).toBe(
      '/support/staff',
    );
  });
});
