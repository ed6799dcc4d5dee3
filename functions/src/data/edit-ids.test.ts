/**
 * An edit's id in the API names exactly the record it came from: its time and version are all its
 * sort key holds, so staff can address an edit (revert it, suspend its author) by id alone.
 */
import { describe, expect, it, vi } from 'vitest';

// The product module opens the table's client when it loads.
vi.mock('../lib/dynamodb', () => ({ documentClient: {}, tableName: 'shop-scanner' }));
const { editIdOf, editKey, editKeyOfId } = await import('./products');

describe('edit ids', () => {
  it('lead back to the sort key of the edit they were made from', () => {
    // Prepare
    const at = '2026-11-27T16:39:05.123Z';

    // Act
    const id = editIdOf(at, 42);

    // Assess
    expect(id).toBe(`${Date.parse(at)}-42`);
    expect(editKeyOfId('p-1', id)).toEqual(editKey('p-1', at, 42));
  });

  it('name no edit when they are not of that shape', () => {
    expect(editKeyOfId('p-1', 'EDIT#2026')).toBeUndefined();
    expect(editKeyOfId('p-1', '99999999999999999-1')).toBeUndefined();
    expect(editKeyOfId('p-1', '1-2-3')).toBeUndefined();
  });
});
