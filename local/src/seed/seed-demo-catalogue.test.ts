import { describe, expect, it } from 'vitest';
import { demoCatalogueVersion } from './demo-catalogue';
import { demoCatalogueSize, everyTenth, versionFor } from './seed-demo-catalogue';

describe('demoCatalogueSize', () => {
  it('defaults to 25,000 and reads DEMO_CATALOGUE_SIZE, 0 meaning none', () => {
    expect(demoCatalogueSize({})).toBe(25_000);
    expect(demoCatalogueSize({ DEMO_CATALOGUE_SIZE: ' ' })).toBe(25_000);
    expect(demoCatalogueSize({ DEMO_CATALOGUE_SIZE: '0' })).toBe(0);
    expect(demoCatalogueSize({ DEMO_CATALOGUE_SIZE: '300' })).toBe(300);
  });

  it('refuses anything but a whole number in range', () => {
    for (const bad of ['-1', '2.5', 'many', '1e9']) {
      expect(() => demoCatalogueSize({ DEMO_CATALOGUE_SIZE: bad })).toThrow(/DEMO_CATALOGUE_SIZE/);
    }
  });
});

describe('versionFor', () => {
  it('is the generator version of the fixed seed at that size', () => {
    expect(versionFor(300)).toBe(demoCatalogueVersion({ seed: 20_261_122, count: 300 }));
    expect(versionFor(300)).not.toBe(versionFor(301));
  });
});

describe('everyTenth', () => {
  it('reports once per tenth reached, however the progress arrives', () => {
    const reported: number[] = [];
    const progress = everyTenth((written) => reported.push(written));

    for (const written of [5, 10, 11, 25, 26, 60, 99, 100]) progress(written, 100);

    expect(reported).toEqual([10, 25, 60, 99, 100]);
  });
});
