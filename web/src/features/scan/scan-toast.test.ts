import { describe, expect, it } from 'vitest';
import { scanToast } from './scan-toast';

describe('scanToast', () => {
  it('says the code alone while scans are plenty or unlimited', () => {
    // Act
    const plenty = scanToast('4006381333931', 7);
    const unlimited = scanToast('4006381333931', undefined);

    // Assess
    expect(plenty).toEqual({ message: 'Barcode scanned: 4006381333931', offerUpgrade: false });
    expect(unlimited).toEqual(plenty);
  });

  it('puts the count in the same toast when one scan or none is left, with the upgrade', () => {
    // Act
    const one = scanToast('4006381333931', 1);
    const none = scanToast('4006381333931', 0);
    const two = scanToast('4006381333931', 2);

    // Assess
    expect(one).toEqual({
      message: 'Barcode scanned: 4006381333931. 1 scan remaining this month',
      offerUpgrade: true,
    });
    expect(none.message).toBe('Barcode scanned: 4006381333931. 0 scans remaining this month');
    expect(none.offerUpgrade).toBe(true);
    expect(two.offerUpgrade).toBe(false);
  });
});
