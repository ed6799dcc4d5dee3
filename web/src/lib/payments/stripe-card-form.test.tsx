import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { CardFormHandle } from './card-form-types';

// Stripe.js cannot load here (no network): the React bindings are replaced by stand-ins that
// expose what the form does with them.
const stripe = { confirmPayment: vi.fn(), confirmSetup: vi.fn() };
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(() => Promise.resolve(stripe)) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  useStripe: () => stripe,
  useElements: () => ({ id: 'elements' }),
  PaymentElement: ({
    onReady,
    onChange,
  }: {
    onReady: () => void;
    onChange: (e: { complete: boolean }) => void;
  }) => (
    <>
      <button type="button" onClick={() => onReady()}>
        ready
      </button>
      <button type="button" onClick={() => onChange({ complete: true })}>
        complete
      </button>
    </>
  ),
}));

const { StripeCardForm } = await import('./stripe-card-form');

const renderForm = (intentType: 'payment' | 'setup') => {
  const ref = createRef<CardFormHandle>();
  const onStateChange = vi.fn();
  render(
    <StripeCardForm
      ref={ref}
      publishableKey="pk_test_1"
      clientSecret="pi_1_secret_x"
      intentType={intentType}
      returnUrl="https://shop.example/pricing?success=true"
      onStateChange={onStateChange}
    />,
  );
  return { ref, onStateChange };
};

describe('StripeCardForm', () => {
  beforeEach(() => vi.clearAllMocks());

  it('reports ready, then complete', () => {
    const { onStateChange } = renderForm('payment');
    fireEvent.click(screen.getByRole('button', { name: 'ready' }));
    fireEvent.click(screen.getByRole('button', { name: 'complete' }));
    expect(onStateChange).toHaveBeenLastCalledWith({ ready: true, complete: true });
  });

  it('confirms a payment without leaving the page, with the billing details', async () => {
    // Prepare
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const { ref } = renderForm('payment');

    // Act
    const result = await act(() =>
      ref.current!.confirm({ email: 'ada@example.com', country: 'GB' }),
    );

    // Assess
    expect(result).toEqual({ status: 'succeeded' });
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: { id: 'elements' },
      redirect: 'if_required',
      confirmParams: {
        return_url: 'https://shop.example/pricing?success=true',
        payment_method_data: {
          billing_details: { email: 'ada@example.com', address: { country: 'GB' } },
        },
      },
    });
  });

  it('confirms a setup for a trial and passes a decline on as it came', async () => {
    const decline = {
      type: 'card_error',
      message: 'Your card was declined.',
      setup_intent: { status: 'requires_payment_method' },
    };
    stripe.confirmSetup.mockResolvedValue({ error: decline });
    const { ref } = renderForm('setup');
    const result = await act(() => ref.current!.confirm({ email: 'a@b.co', country: 'US' }));
    expect(result).toEqual({ status: 'requires_payment_method', error: decline });
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('turns a thrown error into a result, never a rejection', async () => {
    stripe.confirmPayment.mockRejectedValue(new Error('network'));
    const { ref } = renderForm('payment');
    const result = await act(() => ref.current!.confirm({ email: 'a@b.co', country: 'US' }));
    expect(result).toEqual({ status: null, error: { type: 'api_error' } });
  });
});
