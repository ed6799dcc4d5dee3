/**
 * Customers: made, and updated (e-mail, name, metadata, the default card of their invoices).
 */
import { randomBytes } from 'node:crypto';
import { newId } from '../ids';
import type { Customer, Metadata, StripeState } from '../state';
import {
  clone,
  mergeMetadata,
  type RequestInfo,
  type EngineCore,
  type StoredObjects,
} from './core';
import type { PaymentMethods } from './payment-methods';

export class Customers {
  private readonly state: StripeState;
  private readonly objects: StoredObjects;

  constructor(
    private readonly core: EngineCore,
    private readonly paymentMethods: PaymentMethods,
  ) {
    this.state = core.state;
    this.objects = core.objects;
  }

  createCustomer(
    params: { email?: string; name?: string; metadata?: Metadata | '' },
    request: RequestInfo,
  ): Customer {
    const customer: Customer = {
      id: newId('customer'),
      object: 'customer',
      address: null,
      balance: 0,
      created: this.core.now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: params.email ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      name: params.name ?? null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
    };
    this.state.customers[customer.id] = customer;
    this.state.internal.customers[customer.id] = { nextInvoiceNumber: 1 };
    this.core.emit('customer.created', customer, request);
    return customer;
  }

  updateCustomer(
    id: string,
    params: {
      email?: string | null;
      name?: string | null;
      metadata?: Metadata | '';
      defaultPaymentMethod?: string | null;
    },
    request: RequestInfo,
  ): Customer {
    const customer = this.objects.customer(id);
    const before = clone(customer);
    if (params.email !== undefined) customer.email = params.email;
    if (params.name !== undefined) customer.name = params.name;
    customer.metadata = mergeMetadata(customer.metadata, params.metadata);
    if (params.defaultPaymentMethod !== undefined) {
      if (params.defaultPaymentMethod === null) {
        customer.invoice_settings.default_payment_method = null;
      } else {
        const method = this.paymentMethods.resolvePaymentMethod(
          params.defaultPaymentMethod,
          customer.id,
          'invoice_settings[default_payment_method]',
          request,
        );
        customer.invoice_settings.default_payment_method = method.id;
      }
    }
    this.core.emitIfChanged('customer.updated', customer, request, before);
    return customer;
  }
}
