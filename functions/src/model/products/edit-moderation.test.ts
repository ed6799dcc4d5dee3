import { describe, expect, it } from 'vitest';
import {
  editedByCommunityAfter,
  fieldsMovedSince,
  needsStaffReview,
  planRevert,
} from './edit-moderation';

describe('planRevert', () => {
  it('puts every field still at the edit’s value back to what it was before the edit', () => {
    // Prepare
    const current = { name: 'RUBBISH', brand: 'Acme', description: 'Spam' };
    const edit = {
      name: { from: 'Oat Milk', to: 'RUBBISH' },
      description: { from: null, to: 'Spam' },
    };

    // Act
    const plan = planRevert(current, edit);

    // Assess
    expect(plan.changes).toEqual({
      name: { from: 'RUBBISH', to: 'Oat Milk' },
      description: { from: 'Spam', to: null },
    });
    expect(plan.reverted).toEqual(['name', 'description']);
    expect(plan.left).toEqual([]);
  });

  it('leaves a field changed again since the edit, and names it', () => {
    // Prepare: someone already corrected the name after the vandal's edit
    const current = { name: 'Oat Milk 1 l', brand: 'Fake' };
    const edit = { name: { from: 'Oat Milk', to: 'RUBBISH' }, brand: { from: 'Acme', to: 'Fake' } };

    // Act
    const plan = planRevert(current, edit);

    // Assess
    expect(plan.changes).toEqual({ brand: { from: 'Fake', to: 'Acme' } });
    expect(plan.reverted).toEqual(['brand']);
    expect(plan.left).toEqual(['name']);
  });

  it('reverts nothing when every field moved on, and ignores fields that are not editable', () => {
    // Act
    const plan = planRevert(
      { name: 'Third name' },
      { name: { from: 'First', to: 'Second' }, barcode: { from: '1', to: '2' } },
    );

    // Assess
    expect(plan.changes).toEqual({});
    expect(plan.reverted).toEqual([]);
    expect(plan.left).toEqual(['name']);
  });

  it('reads an emptied description ("") as the cleared value the edit recorded', () => {
    // Act
    const plan = planRevert({ description: '' }, { description: { from: 'Was here', to: null } });

    // Assess
    expect(plan.changes).toEqual({ description: { from: null, to: 'Was here' } });
  });
});

describe('needsStaffReview', () => {
  it('holds a brand change of a verified product', () => {
    expect(needsStaffReview({ verified: true }, { brand: { from: 'Acme', to: 'Other' } })).toBe(
      true,
    );
  });

  it('lets other fields of a verified product, and any field of an unverified one, through', () => {
    expect(needsStaffReview({ verified: true }, { name: { from: 'A', to: 'B' } })).toBe(false);
    expect(needsStaffReview({ verified: false }, { brand: { from: 'Acme', to: 'Other' } })).toBe(
      false,
    );
  });
});

describe('fieldsMovedSince', () => {
  it('names the fields whose value is no longer the one the edit started from', () => {
    // Act
    const moved = fieldsMovedSince(
      { brand: 'Changed meanwhile', name: 'Oat Milk' },
      { brand: { from: 'Acme', to: 'Other' }, name: { from: 'Oat Milk', to: 'Oat Drink' } },
    );

    // Assess
    expect(moved).toEqual(['brand']);
  });

  it('is empty when the product is as the edit found it', () => {
    expect(fieldsMovedSince({ brand: 'Acme' }, { brand: { from: 'Acme', to: 'Other' } })).toEqual(
      [],
    );
  });
});

describe('editedByCommunityAfter', () => {
  it('is false for the creator’s own edit, true for anyone else’s', () => {
    expect(editedByCommunityAfter({ createdBy: 'alice' }, 'alice')).toBe(false);
    expect(editedByCommunityAfter({ createdBy: 'alice' }, 'bob')).toBe(true);
  });

  it('counts any edit of a product nobody added (demo, imported)', () => {
    expect(editedByCommunityAfter({}, 'alice')).toBe(true);
  });

  it('stays set once set, whoever edits next', () => {
    expect(editedByCommunityAfter({ createdBy: 'alice', editedByCommunity: true }, 'alice')).toBe(
      true,
    );
  });
});
