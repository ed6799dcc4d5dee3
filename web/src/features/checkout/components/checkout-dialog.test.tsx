import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CheckoutStart } from '@shop-scanner/shared/billing';
import { setRuntimeConfig } from '../../../config/runtime-config';
import { fakeApi, json, pending } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import { CheckoutDialog } from './checkout-dialog';

const STAND_IN = 'http://127.0.0.1:4010';

const aCheckoutStart = (overrides: Partial<CheckoutStart> = {}): CheckoutStart => ({
  planId: 'annual',
  checkoutId: 'seti_1',
  subscriptionId: null,
  intentType: 'setup',
  clientSecret: 'seti_1_secret_abc',
  amountDue: 0,
  amount: 10200,
  currency: 'usd',
  trialEnd: '2026-12-08T12:00:00.000Z',
  customerEmail: 'ada@example.com',
  ...overrides,
});

/** Plays the stand-in's card form: posts its messages from the frame's window and origin. */
const fakeFrame = () => {
  const frame = screen.getByTestId('card-form-frame') as HTMLIFrameElement;
  const source = frame.contentWindow!;
  const posted: unknown[] = [];
  vi.spyOn(source, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(message);
  });
  const send = (data: object, origin = STAND_IN) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { source: 'stripe-local', ...data }, origin, source }),
      );
    });
  return { frame, posted, send };
};

const renderCheckout = (onClose = vi.fn()) =>
  renderAt(
    '/pricing?checkout=annual',
    '/pricing',
    <CheckoutDialog planId="annual" email="ada@example.com" onClose={onClose} />,
    signedIn(),
  );

const submit = () => screen.getByRole('button', { name: 'Start free trial' }) as HTMLButtonElement;

const COMPLETE = 'POST /api/subscriptions/checkout/complete';
const ABANDON = 'POST /api/subscriptions/checkout/abandon';

/** Starts the checkout and plays a card form that is ready and complete, so it can be submitted. */
const readyToSubmit = async (start: CheckoutStart = aCheckoutStart()) => {
  const api = fakeApi({
    'POST /api/subscriptions/create-checkout-session': () => json(start),
    [COMPLETE]: () => json({ outcome: 'started', subscriptionId: 'sub_1' }),
    [ABANDON]: () => json({ outcome: 'abandoned' }),
  });
  const onClose = vi.fn();
  const view = renderCheckout(onClose);
  await screen.findByTestId('card-form-frame');
  const frame = fakeFrame();
  frame.send({ type: 'ready' });
  frame.send({ type: 'change', complete: true });
  return { ...frame, onClose, api, view };
};

describe('CheckoutDialog with the local card form', () => {
  beforeEach(() => {
    setRuntimeConfig({
      apiBaseUrl: '',
      region: 'local',
      userPoolId: 'pool',
      userPoolClientId: 'client',
      stage: 'local',
      stripeLocalUrl: STAND_IN,
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts the checkout for the plan and states the trial and what follows', async () => {
    // Prepare
    const api = fakeApi({
      'POST /api/subscriptions/create-checkout-session': () => json(aCheckoutStart()),
    });

    // Act
    renderCheckout();

    // Assess
    expect(await screen.findByTestId('checkout-charge')).toBeTruthy();
    expect(screen.getByTestId('checkout-charge').textContent).toBe(
      '$0 today, then $102.00/year after your 7-day trial, on Dec 8, 2026.',
    );
    expect(api.calls[0]?.body).toEqual({ planId: 'annual', customerEmail: 'ada@example.com' });
    expect((screen.getByLabelText('Email for receipts') as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    const countries = [...(screen.getByLabelText('Billing country') as HTMLSelectElement).options];
    expect(countries.map((o) => o.value)).toEqual([
      'US',
      'CA',
      'GB',
      'AU',
      'DE',
      'FR',
      'IT',
      'ES',
      'NL',
    ]);
    const frame = screen.getByTestId('card-form-frame') as HTMLIFrameElement;
    expect(frame.src).toBe(`${STAND_IN}/elements/card-form?client_secret=seti_1_secret_abc`);
  });

  it('keeps submit disabled until the card form is ready and complete, ignoring other origins', async () => {
    fakeApi({ 'POST /api/subscriptions/create-checkout-session': () => json(aCheckoutStart()) });
    renderCheckout();
    await screen.findByTestId('card-form-frame');
    const { send } = fakeFrame();

    expect(submit().disabled).toBe(true);
    send({ type: 'ready' });
    expect(submit().disabled).toBe(true);
    send({ type: 'change', complete: true }, 'http://evil.example');
    expect(submit().disabled).toBe(true);
    send({ type: 'change', complete: true });
    expect(submit().disabled).toBe(false);
    send({ type: 'change', complete: false });
    expect(submit().disabled).toBe(true);
  });

  it('confirms with the e-mail and country and goes to the activation on success', async () => {
    // Prepare
    const { send, posted, onClose } = await readyToSubmit();
    fireEvent.change(screen.getByLabelText('Billing country'), { target: { value: 'GB' } });

    // Act
    fireEvent.click(submit());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(submit().disabled).toBe(true);
    send({ type: 'result', status: 'succeeded' });

    // Assess
    expect(posted[0]).toEqual({
      source: 'shop-scanner',
      type: 'confirm',
      email: 'ada@example.com',
      country: 'GB',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The navigation renders after the close: wait for the router, not for a fixed moment.
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/pricing?success=true'),
    );
  });

  it('starts the trial from the saved card at once, and abandons nothing afterwards', async () => {
    const { send, posted, api, view } = await readyToSubmit();

    fireEvent.click(submit());
    await waitFor(() => expect(posted).toHaveLength(1));
    send({ type: 'result', status: 'succeeded' });
    await waitFor(() => expect(api.count(COMPLETE)).toBe(1));
    view.unmount();
    await new Promise((r) => setTimeout(r, 10));

    expect(api.calls.find((c) => c.path.endsWith('/complete'))?.body).toEqual({
      checkoutId: 'seti_1',
    });
    expect(api.count(ABANDON)).toBe(0);
  });

  it('abandons the checkout when the dialog goes unfinished, after a decline too', async () => {
    const { send, posted, api, view } = await readyToSubmit();
    fireEvent.click(submit());
    await waitFor(() => expect(posted).toHaveLength(1));
    send({
      type: 'result',
      status: 'requires_payment_method',
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    await screen.findByTestId('checkout-error');

    view.unmount();

    await waitFor(() => expect(api.count(ABANDON)).toBe(1));
    expect(api.calls.find((c) => c.path.endsWith('/abandon'))?.body).toEqual({
      checkoutId: 'seti_1',
    });
    expect(api.count(COMPLETE)).toBe(0);
  });

  it('leaves a field error to the card form: no second message in the dialog', async () => {
    const { send, posted } = await readyToSubmit();

    fireEvent.click(submit());
    await waitFor(() => expect(posted).toHaveLength(1));
    send({
      type: 'result',
      status: null,
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    await waitFor(() => expect(submit().disabled).toBe(false));

    expect(screen.queryByTestId('checkout-error')).toBeNull();
  });

  it("shows a decline with the card's own message and stays open", async () => {
    const { send, posted, onClose } = await readyToSubmit();

    fireEvent.click(submit());
    await waitFor(() => expect(posted).toHaveLength(1));
    send({
      type: 'result',
      status: 'requires_payment_method',
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });

    const error = await screen.findByTestId('checkout-error');
    expect(error.textContent).toContain('Payment processing failed');
    expect(error.textContent).toContain('Your card was declined.');
    expect(onClose).not.toHaveBeenCalled();
    expect(submit().disabled).toBe(false);
  });

  it('says so when the payment is processing', async () => {
    const { send, posted } = await readyToSubmit(
      aCheckoutStart({ intentType: 'payment', trialEnd: null, amountDue: 10200 }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Pay $102.00' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    send({ type: 'result', status: 'processing' });

    expect((await screen.findByTestId('checkout-processing')).textContent).toContain('processing');
  });

  it('shows the spec texts and Go Back when the checkout cannot start', async () => {
    fakeApi({
      'POST /api/subscriptions/create-checkout-session': () => json({ message: 'Boom' }, 500),
    });
    const onClose = vi.fn();
    renderCheckout(onClose);
    const failed = await screen.findByTestId('checkout-setup-failed');
    expect(failed.textContent).toContain('Payment Setup Failed');
    expect(failed.textContent).toContain('Failed to initialize payment. Please try again.');
    expect(failed.textContent).not.toContain('Boom');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the checkout (already on the plan)", async () => {
    fakeApi({
      'POST /api/subscriptions/create-checkout-session': () =>
        json({ message: 'You are already on this plan.' }, 409),
    });
    renderCheckout();
    expect((await screen.findByTestId('checkout-setup-failed')).textContent).toContain(
      'You are already on this plan.',
    );
  });

  it('shows a loading state while the checkout starts', () => {
    fakeApi({ 'POST /api/subscriptions/create-checkout-session': () => pending() });
    renderCheckout();
    expect(screen.getByRole('dialog', { name: 'Checkout: Annual plan' }).textContent).toContain(
      'Preparing your checkout',
    );
  });
});
