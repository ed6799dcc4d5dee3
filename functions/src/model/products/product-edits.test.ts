import { describe, expect, it } from 'vitest';
import { applyChanges, creationChanges, diffEdit, hasChanges } from './product-edits';

const current = { name: 'Kettle', description: '', category: 'Home & Kitchen', brand: 'Acme' };

describe('diffEdit', () => {
  it('records only fields whose value changes, from and to', () => {
    const changes = diffEdit(current, {
      name: 'Kettle',
      description: 'Boils water',
      imageUrl: 'https://img.example/k.jpg',
    });

    expect(changes).toEqual({
      description: { from: null, to: 'Boils water' },
      imageUrl: { from: null, to: 'https://img.example/k.jpg' },
    });
  });

  it('finds nothing to record in an edit that repeats the values', () => {
    expect(hasChanges(diffEdit(current, { name: 'Kettle', brand: 'Acme' }))).toBe(false);
  });

  it('clears an optional field sent as null, and records nothing for clearing an empty one', () => {
    const changes = diffEdit(current, { brand: null, imageUrl: null });

    expect(changes).toEqual({ brand: { from: 'Acme', to: null } });
    expect(applyChanges(current, changes).brand).toBeUndefined();
  });

  it('applies the changes to the product', () => {
    const changes = diffEdit(current, { category: 'Beverages' });

    expect(applyChanges(current, changes)).toEqual({ ...current, category: 'Beverages' });
  });
});

describe('creationChanges', () => {
  it('records every given field as set from nothing', () => {
    expect(creationChanges({ name: 'Kettle', description: '', brand: undefined })).toEqual({
      name: { from: null, to: 'Kettle' },
    });
  });
});
