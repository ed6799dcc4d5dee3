import { describe, expect, it } from 'vitest';
import {
  EXPLAINER_DISMISSED_KEY,
  readExplainerDismissed,
  writeExplainerDismissed,
} from './explainer-dismissal';

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

const throwingStorage = (): Storage =>
  ({
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  }) as unknown as Storage;

describe('explainer dismissal', () => {
  it('is remembered, and forgotten when the explainer is shown again', () => {
    // Prepare
    const storage = memoryStorage();
    expect(readExplainerDismissed(storage)).toBe(false);

    // Act
    writeExplainerDismissed(storage, true);
    const afterDismiss = readExplainerDismissed(storage);
    writeExplainerDismissed(storage, false);

    // Assess
    expect(afterDismiss).toBe(true);
    expect(readExplainerDismissed(storage)).toBe(false);
    expect(storage.getItem(EXPLAINER_DISMISSED_KEY)).toBeNull();
  });

  it('shows the explainer when storage cannot be read, and never throws', () => {
    const storage = throwingStorage();
    expect(() => writeExplainerDismissed(storage, true)).not.toThrow();
    expect(readExplainerDismissed(storage)).toBe(false);
    expect(readExplainerDismissed(undefined)).toBe(false);
  });
});
