/**
 * Products and their prices (a lookup key moves from one price to another only when asked).
 */
import { invalidRequest } from '../errors';
import { newId } from '../ids';
import type { Metadata, Price, Product, StripeState } from '../state';
import { mergeMetadata, type EngineCore, type StoredObjects } from './core';

export class Prices {
  private readonly state: StripeState;
  private readonly objects: StoredObjects;

  constructor(private readonly core: EngineCore) {
    this.state = core.state;
    this.objects = core.objects;
  }

  createProduct(params: { name: string; description?: string; metadata?: Metadata | '' }): Product {
    const product: Product = {
      id: newId('product'),
      object: 'product',
      active: true,
      created: this.core.now(),
      default_price: null,
      description: params.description ?? null,
      images: [],
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      name: params.name,
      type: 'service',
      updated: this.core.now(),
    };
    this.state.products[product.id] = product;
    return product;
  }

  createPrice(params: {
    product: string;
    unit_amount: number;
    currency: string;
    recurring?: { interval: 'day' | 'week' | 'month' | 'year'; interval_count?: number };
    lookup_key?: string;
    transfer_lookup_key?: boolean;
    nickname?: string;
    metadata?: Metadata | '';
  }): Price {
    this.objects.product(params.product, 'product');
    if (params.lookup_key) {
      const holder = Object.values(this.state.prices).find(
        (p) => p.lookup_key === params.lookup_key,
      );
      if (holder && !params.transfer_lookup_key) {
        throw invalidRequest(
          `A price (\`${holder.id}\`) already uses that lookup key.`,
          'lookup_key',
          'lookup_key_already_exists',
        );
      }
      if (holder) holder.lookup_key = null;
    }
    const price: Price = {
      id: newId('price'),
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: this.core.now(),
      currency: params.currency.toLowerCase(),
      livemode: false,
      lookup_key: params.lookup_key ?? null,
      metadata: mergeMetadata({}, params.metadata),
      nickname: params.nickname ?? null,
      product: params.product,
      recurring: params.recurring
        ? {
            interval: params.recurring.interval,
            interval_count: params.recurring.interval_count ?? 1,
            meter: null,
            trial_period_days: null,
            usage_type: 'licensed',
          }
        : null,
      tax_behavior: 'unspecified',
      type: params.recurring ? 'recurring' : 'one_time',
      unit_amount: params.unit_amount,
      unit_amount_decimal: String(params.unit_amount),
    };
    this.state.prices[price.id] = price;
    return price;
  }
}
