import { describe, expect, it } from 'vitest';
import { PRICE_DROPS_PATH } from '@shop-scanner/shared/wishlist-rules';
import {
  activeFilterCount,
  defaultViewState,
  isNarrowed,
  parseViewState,
  toDropsQuery,
  toItemsQuery,
  toUrlParams,
} from './wishlist-view-state';

describe('the wishlist view in the URL', () => {
  it('reads a plain /wishlist as the defaults: newest first, every item, a grid', () => {
    // Prepare
    const params = new URLSearchParams('');

    // Act
    const state = parseViewState(params);

    // Assess
    expect(state).toEqual(defaultViewState);
    expect(toUrlParams(state).toString()).toBe('');
  });

  it('keeps every setting through the URL and back', () => {
    // Prepare
    const state = {
      ...defaultViewState,
      search: 'gift',
      category: 'Electronics' as const,
      priority: 'high' as const,
      availability: 'in-stock' as const,
      hasNotes: true,
      hasPriceAlert: true,
      sort: 'price:asc' as const,
      collectionId: 'c-1',
      layout: 'list' as const,
      showing: 'collections' as const,
      dropSort: 'biggest_drop' as const,
      hideRead: true,
    };

    // Act
    const roundTrip = parseViewState(toUrlParams(state));

    // Assess
    expect(roundTrip).toEqual(state);
  });

  it('reads values it does not know as left out, never passing them to the server', () => {
    // Prepare
    const params = new URLSearchParams(
      'priority=urgent&sort=price:sideways&category=Spaceships&availability=maybe&hasNotes=yes' +
        '&show=everything&dropSort=cheapest&read=maybe',
    );

    // Act
    const state = parseViewState(params);

    // Assess
    expect(state).toEqual(defaultViewState);
    expect(toItemsQuery(state)).toEqual({});
  });

  it('sends the items call only what is set, with the search trimmed', () => {
    // Prepare
    const state = {
      ...defaultViewState,
      search: '  Lamp ',
      priority: 'low' as const,
      sort: 'name:desc' as const,
      collectionId: 'c-9',
    };

    // Act
    const query = toItemsQuery(state);

    // Assess
    expect(query).toEqual({
      search: 'Lamp',
      priority: 'low',
      sort: 'name:desc',
      collectionId: 'c-9',
    });
  });

  it('counts the filters that are on, and knows when the list is narrowed', () => {
    // Prepare
    const filtered = { ...defaultViewState, category: 'Books' as const, hasPriceAlert: true };
    const searched = { ...defaultViewState, search: 'pen' };

    // Act
    const counts = [activeFilterCount(filtered), activeFilterCount(defaultViewState)];

    // Assess
    expect(counts).toEqual([2, 0]);
    expect([isNarrowed(filtered), isNarrowed(searched), isNarrowed(defaultViewState)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('the price drops view in the URL', () => {
  it('opens the drops from ?show=drops, newest first with the read ones shown', () => {
    // Prepare
    const params = new URLSearchParams('show=drops');

    // Act
    const state = parseViewState(params);

    // Assess
    expect(state).toEqual({ ...defaultViewState, showing: 'drops' });
    expect(toDropsQuery(state)).toEqual({});
    expect(toUrlParams(state).toString()).toBe('show=drops');
  });

  it('asks the server for the sort chosen and for the unread ones only while read ones are hidden', () => {
    // Prepare
    const state = parseViewState(
      new URLSearchParams('show=drops&dropSort=smallest_drop&read=hide'),
    );

    // Act
    const query = toDropsQuery(state);

    // Assess
    expect(state).toMatchObject({ showing: 'drops', dropSort: 'smallest_drop', hideRead: true });
    expect(query).toEqual({ sort: 'smallest_drop', includeRead: 'false' });
    expect(toUrlParams(state).toString()).toBe('show=drops&dropSort=smallest_drop&read=hide');
  });
});

describe('the drops list address the notifications open', () => {
  it('opens the price drops', () => {
    const query = new URL(PRICE_DROPS_PATH, 'https://shop.example').searchParams;

    expect(parseViewState(query).showing).toBe('drops');
  });
});
