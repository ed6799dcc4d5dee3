import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../../test/api-fixtures';
import { renderAt } from '../../../test/render-at';
import { HelpWidgetLauncher } from './help-widget-launcher';

const renderWidget = () => {
  fakeApi({});
  return renderAt('/products', '/products', <HelpWidgetLauncher />);
};

const openWidget = async () => {
  // A real click focuses the button; jsdom's does not.
  const button = screen.getByRole('button', { name: 'Help' });
  button.focus();
  fireEvent.click(button);
  // The panel is a lazy chunk: its first import, on a busy machine, can take over a second.
  return screen.findByRole('dialog', { name: 'Help' }, { timeout: 5000 });
};

const ask = (text: string) => {
  fireEvent.change(screen.getByLabelText('Your question'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};

const location = () => screen.getByTestId('location').textContent;

describe('the help widget', () => {
  it('opens on the FAQ tab with focus inside, the quick actions and the six questions', async () => {
    // Prepare
    renderWidget();

    // Act
    const dialog = await openWidget();

    // Assess
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const actions = within(within(dialog).getByRole('navigation', { name: 'Quick actions' }));
    expect(actions.getByRole('link', { name: 'User guide' }).getAttribute('href')).toBe(
      '/help/guide',
    );
    expect(actions.getByRole('link', { name: 'Email support' }).getAttribute('href')).toBe(
      '/support?tab=contact',
    );
    expect(actions.getByRole('link', { name: 'Report a bug' }).getAttribute('href')).toBe(
      '/help/report-bug',
    );
    const questions = [...dialog.querySelectorAll('summary')].map((s) => s.textContent);
    expect(questions).toHaveLength(6);
    expect(within(dialog).getByRole('link', { name: 'Read “Barcode not scanning”' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the help button', async () => {
    // Prepare
    renderWidget();
    const dialog = await openWidget();

    // Act
    fireEvent.keyDown(dialog, { key: 'Escape' });

    // Assess
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Help' }));
  });

  it('will not send an empty or blank message', async () => {
    // Prepare
    renderWidget();
    await openWidget();
    fireEvent.click(screen.getByRole('tab', { name: 'Chat' }));
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

    // Act and assess
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'refund' } });
    expect(send.disabled).toBe(false);
  });

  it("quotes the barcode article's passage with a link, and says plainly when nothing answers", async () => {
    // Prepare
    renderWidget();
    await openWidget();
    fireEvent.click(screen.getByRole('tab', { name: 'Chat' }));
    const log = screen.getByRole('log', { name: 'Conversation' });

    // Act
    ask('barcode not scanning');
    const link = await within(log).findByRole('link', { name: 'Read “Barcode not scanning”' });
    ask('What will the weather be like in Paris tomorrow?');

    // Assess
    expect(link.getAttribute('href')).toBe('/help/barcode-not-scanning');
    expect(link.closest('figure')?.querySelector('blockquote')?.textContent).toBeTruthy();
    expect(
      await within(log).findByText(
        'No article in the help centre answers this. You can ask a person instead.',
      ),
    ).toBeTruthy();
    expect(log.getAttribute('aria-live')).toBe('polite');
  });

  it('hands the conversation over to the Contact Us tab on "Talk to a person"', async () => {
    // Prepare
    renderWidget();
    await openWidget();
    fireEvent.click(screen.getByRole('tab', { name: 'Chat' }));
    ask('What will the weather be like in Paris tomorrow?');
    await screen.findByText(/No article in the help centre answers this/);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Talk to a person' }));

    // Assess
    await waitFor(() => expect(location()).toBe('/support?tab=contact'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
