import { describe, expect, it } from 'vitest';
import { attributeValueSize, itemSize, numberSize } from './dynamodb-item-size';

describe('DynamoDB item size', () => {
  it('counts names and values in UTF-8 bytes', () => {
    expect(itemSize({ pk: 'PRODUCT#1', name: 'Crème' })).toBe(2 + 9 + 4 + 6);
  });

  it('counts a number by its significant digits, zeros at either end trimmed', () => {
    expect(numberSize(0)).toBe(1);
    expect(numberSize(7)).toBe(2);
    expect(numberSize(1999)).toBe(3);
    expect(numberSize(12_000)).toBe(2);
    expect(numberSize(0.05)).toBe(2);
    expect(numberSize(-123.45)).toBe(4);
    expect(numberSize(1.5e21)).toBe(2);
  });

  it('counts booleans and null as one byte, sets as the sum of their elements', () => {
    expect(attributeValueSize(true)).toBe(1);
    expect(attributeValueSize(null)).toBe(1);
    expect(attributeValueSize(new Set(['ab', 'cde']))).toBe(5);
    expect(attributeValueSize(new Uint8Array(10))).toBe(10);
  });

  it('gives lists and maps 3 bytes plus one byte per element, and skips undefined', () => {
    expect(attributeValueSize([])).toBe(3);
    expect(attributeValueSize(['ab', 'c', undefined])).toBe(3 + (1 + 2) + (1 + 1));
    expect(attributeValueSize({ v: 2, s: ['x'], gone: undefined })).toBe(
      3 + (1 + 1 + 2) + (1 + 1 + (3 + 1 + 1)),
    );
    expect(itemSize({ pk: 'a', skipped: undefined })).toBe(3);
  });

  it('refuses what DynamoDB cannot store', () => {
    expect(() => attributeValueSize(() => 1)).toThrow(TypeError);
  });
});
