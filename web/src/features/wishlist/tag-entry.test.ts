import { describe, expect, it } from 'vitest';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { addTag } from './tag-entry';

describe('adding a tag', () => {
  it('adds it trimmed, and a spelling already there in another case adds nothing', () => {
    // Prepare
    const tags = ['Gift'];

    // Act
    const added = addTag(tags, '  kitchen ');
    const again = addTag(added.tags ?? [], 'GIFT');

    // Assess
    expect(added).toEqual({ tags: ['Gift', 'kitchen'] });
    expect(again).toEqual({ tags: ['Gift', 'kitchen'] });
  });

  it('refuses a tag over 20 characters and an eleventh tag, with the reason', () => {
    // Prepare
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);

    // Act
    const long = addTag([], 'x'.repeat(21));
    const eleventh = addTag(ten, 'one more');

    // Assess
    expect(long).toEqual({ error: wishlistMessages.tagTooLong });
    expect(eleventh).toEqual({ error: wishlistMessages.tooManyTags });
    expect(addTag([], 'x'.repeat(20)).tags).toEqual(['x'.repeat(20)]);
  });

  it('adds nothing for a blank entry', () => {
    // Prepare
    const tags = ['a'];

    // Act
    const entry = addTag(tags, '   ');

    // Assess
    expect(entry).toEqual({ tags: ['a'] });
  });
});
