import { describe, expect, it } from 'vitest';
import { demoStoresOf } from './demo-stores';

describe('demoStoresOf', () => {
  it('keeps the well-formed demo stores of the configuration', () => {
    // Prepare
    const config = {
      stage: 'local',
      demoStores: [
        {
          label: 'A brand shop',
          url: 'http://127.0.0.1:4101/',
          productUrl: 'http://127.0.0.1:4101/products/a',
        },
        { label: ' Dropship shop ', url: 'http://127.0.0.1:4102/' },
        { label: 'Script', url: 'javascript:alert(1)' },
        { label: '', url: 'http://127.0.0.1:4103/' },
        { label: 'Bad product', url: 'http://127.0.0.1:4104/', productUrl: 'data:text/html,x' },
        'nonsense',
      ],
    };

    // Act
    const stores = demoStoresOf(config);

    // Assess
    expect(stores).toEqual([
      {
        label: 'A brand shop',
        url: 'http://127.0.0.1:4101/',
        productUrl: 'http://127.0.0.1:4101/products/a',
      },
      { label: 'Dropship shop', url: 'http://127.0.0.1:4102/' },
      { label: 'Bad product', url: 'http://127.0.0.1:4104/' },
    ]);
  });

  it('gives none when the configuration lists none or is missing', () => {
    expect(demoStoresOf({ stage: 'aws' })).toEqual([]);
    expect(demoStoresOf(undefined)).toEqual([]);
    expect(demoStoresOf({ demoStores: 'x' })).toEqual([]);
  });
});
