import { describe, expect, it } from 'vitest';
import { StripeApiError } from './errors';
import { checkExpand, renderObject, type RenderSources } from './expand';

const refusal = (run: () => void): { status: number; message: string } | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    return { status: error.status, message: error.message };
  }
};

describe('checkExpand', () => {
  it.each([
    ['a subscription', 'subscription', ['latest_invoice.confirmation_secret']],
    ['a subscription', 'subscription', ['items.data.price.product', 'pending_setup_intent']],
    [
      'a list of subscriptions',
      { list: 'subscription' },
      ['data.latest_invoice.confirmation_secret'],
    ],
    ['an invoice', 'invoice', ['parent.subscription_details.subscription', 'payments']],
    ['an invoice', 'invoice', ['payments.data.payment.payment_intent']],
    ['a customer', 'customer', ['invoice_settings.default_payment_method']],
  ] as const)('accepts what %s can expand', (_label, answer, paths) => {
    expect(refusal(() => checkExpand(answer, paths))).toBeUndefined();
  });

  it.each([
    ['a field that is not there', 'customer', 'nope', 'nope'],
    ['a hash that holds no id', 'customer', 'metadata', 'metadata'],
    ['a list itself', 'subscription', 'items', 'items'],
    ['a field of another type', 'price', 'customer', 'customer'],
    ['a list entered other than by data', { list: 'invoice' }, 'customer', 'customer'],
    ['a wrong field past an expanded one', 'subscription', 'latest_invoice.nope', 'nope'],
  ] as const)('refuses %s with 400, naming it', (_label, answer, path, named) => {
    // Act
    const refused = refusal(() => checkExpand(answer, [path]));

    // Assess
    expect(refused?.status).toBe(400);
    expect(refused?.message).toMatch(
      new RegExp(`^This property cannot be expanded \\(${named}\\)\\.`),
    );
  });

  it('refuses more than four levels, as Stripe does', () => {
    const refused = refusal(() =>
      checkExpand({ list: 'invoice' }, ['data.payments.data.payment.payment_intent']),
    );

    expect(refused).toEqual({
      status: 400,
      message: 'You cannot expand more than 4 levels of a property.',
    });
  });
});

describe('renderObject', () => {
  const objects: Record<string, object> = {
    in_1: {
      id: 'in_1',
      object: 'invoice',
      confirmation_secret: { client_secret: 'pi_1_secret_x', type: 'payment_intent' },
    },
  };
  const sources: RenderSources = {
    resolve: (id) => objects[id],
    include: (object, field) =>
      field === 'payments'
        ? { object: 'list', data: [{ id: `inpay_${String(object.id)}` }] }
        : undefined,
  };
  const subscription = {
    id: 'sub_1',
    object: 'subscription',
    latest_invoice: 'in_1',
    pending_setup_intent: null,
  };

  it('replaces an id by its object, leaves a null one null, and hides what was not asked for', () => {
    // Act
    const plain = renderObject(subscription, 'subscription', ['latest_invoice'], sources) as {
      latest_invoice: Record<string, unknown>;
    };
    const full = renderObject(
      subscription,
      'subscription',
      ['latest_invoice.confirmation_secret', 'latest_invoice.payments', 'pending_setup_intent'],
      sources,
    ) as { latest_invoice: Record<string, unknown>; pending_setup_intent: unknown };

    // Assess
    expect(plain.latest_invoice.id).toBe('in_1');
    expect(plain.latest_invoice).not.toHaveProperty('confirmation_secret');
    expect(plain.latest_invoice).not.toHaveProperty('payments');
    expect(full.latest_invoice.confirmation_secret).toEqual({
      client_secret: 'pi_1_secret_x',
      type: 'payment_intent',
    });
    expect(full.latest_invoice.payments).toEqual({ object: 'list', data: [{ id: 'inpay_in_1' }] });
    expect(full.pending_setup_intent).toBeNull();
    expect(subscription.latest_invoice).toBe('in_1');
  });
});
