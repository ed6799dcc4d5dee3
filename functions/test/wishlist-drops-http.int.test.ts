/**
 * The price drops list through the local gateway, on DynamoDB Local and cognito-local, with drops
 * written as the price-drop job writes them (the drop and one more on the unread count): the four
 * sorts and the read ones shown or hidden; marking one read (twice, and twice at once, takes one
 * off the count); 'Mark All as Read' (exact while a new drop arrives and another request marks
 * one); another shopper's drop or an unknown one is a 404; bad input is a 400 naming the field.
 */
import { describe, expect, it } from 'vitest';
import {
  priceDropListSchema,
  priceDropSchema,
  wishlistMessages as m,
} from '@shop-scanner/shared/wishlist';
import { wishlistStack, type Json } from './support/wishlist-stack';

const {
  call,
  shopper,
  stats,
  seedDrop,
  priceDrops,
  markDropRead,
  markAllDropsRead,
  priceDropsData,
  rawDrop,
  LAMP,
  PUZZLE,
} = wishlistStack();

const unreadCount = async (token: string): Promise<number> =>
  (await stats(token)).body.priceDrops as number;
const idsOf = (body: Json) => (body as Json[]).map((drop) => drop.id as string);

describe('the price drops list', () => {
  it('lists the drops newest first, sorts them four ways, and hides the read ones on request', async () => {
    // Prepare: three drops on three days, one of them read, one back in stock at a low-trust store.
    const { token } = await shopper();
    const kettle = await seedDrop(token, {
      priceDropPercentage: 11.1,
      detectedAt: '2026-11-20T09:00:00.000Z',
    });
    const lamp = await seedDrop(token, {
      productId: LAMP,
      productName: 'Desk Lamp',
      kind: 'back-in-stock',
      oldPrice: 40,
      newPrice: 30,
      priceDropPercentage: 25,
      store: 'Corner Shop',
      storeTrustScore: 42,
      lowTrust: true,
      detectedAt: '2026-11-22T09:00:00.000Z',
    });
    const puzzle = await seedDrop(token, {
      productId: PUZZLE,
      productName: 'Jigsaw Puzzle',
      oldPrice: 12.5,
      newPrice: 12,
      priceDropPercentage: 4,
      detectedAt: '2026-11-21T09:00:00.000Z',
      isRead: true,
    });

    // Act
    const listed = await priceDrops(token);
    const sorted = {
      newest: await priceDrops(token, '?sort=newest'),
      oldest: await priceDrops(token, '?sort=oldest'),
      biggest: await priceDrops(token, '?sort=biggest_drop'),
      smallest: await priceDrops(token, '?sort=smallest_drop'),
    };
    const unreadOnly = await priceDrops(token, '?includeRead=false&sort=oldest');
    const withRead = await priceDrops(token, '?includeRead=true&sort=');

    // Assess: the default is newest first, read ones included; each drop as the contract says,
    // without its owner.
    expect(listed.status).toBe(200);
    expect(idsOf(listed.body)).toEqual([lamp.id, puzzle.id, kettle.id]);
    expect(priceDropListSchema.parse(listed.body)).toEqual(listed.body);
    const { userId: _owner, ...lampAsShown } = lamp;
    expect((listed.body as Json[])[0]).toEqual(lampAsShown);
    expect(JSON.stringify(listed.body)).not.toContain(lamp.userId);
    expect(idsOf(sorted.newest.body)).toEqual([lamp.id, puzzle.id, kettle.id]);
    expect(idsOf(sorted.oldest.body)).toEqual([kettle.id, puzzle.id, lamp.id]);
    expect(idsOf(sorted.biggest.body)).toEqual([lamp.id, kettle.id, puzzle.id]);
    expect(idsOf(sorted.smallest.body)).toEqual([puzzle.id, kettle.id, lamp.id]);
    expect(idsOf(unreadOnly.body)).toEqual([kettle.id, lamp.id]);
    expect(idsOf(withRead.body)).toEqual([lamp.id, puzzle.id, kettle.id]);
    // Only the unread ones are counted.
    expect(await unreadCount(token)).toBe(2);
  });

  it('answers an empty list to a shopper with no drops', async () => {
    // Prepare
    const { token } = await shopper();

    // Act
    const listed = await priceDrops(token);

    // Assess
    expect(listed).toEqual({ status: 200, body: [] });
    expect(await unreadCount(token)).toBe(0);
  });
});

describe('marking a drop read', () => {
  it('marks one read and takes it off the count; marking it again changes nothing', async () => {
    // Prepare
    const { token } = await shopper();
    const drop = await seedDrop(token);
    const other = await seedDrop(token);

    // Act
    const first = await markDropRead(token, drop.id);
    const countAfterFirst = await unreadCount(token);
    const second = await markDropRead(token, drop.id);

    // Assess
    expect(first.status).toBe(200);
    const { userId: _owner, ...asShown } = drop;
    expect(priceDropSchema.parse(first.body)).toEqual({ ...asShown, isRead: true });
    expect(countAfterFirst).toBe(1);
    expect(second).toEqual(first);
    expect(await unreadCount(token)).toBe(1);
    expect(idsOf((await priceDrops(token, '?includeRead=false')).body)).toEqual([other.id]);
  });

  it('keeps an unread drop for good, and lets a read one leave the table 90 days after', async () => {
    // Prepare
    const { token } = await shopper();
    const drop = await seedDrop(token);
    const unread = await rawDrop(drop.userId, drop.id);
    const before = Math.floor(Date.now() / 1000);

    // Act
    await markDropRead(token, drop.id);
    const read = await rawDrop(drop.userId, drop.id);

    // Assess
    const ninetyDays = 90 * 86_400;
    expect(unread).toBeDefined();
    expect(unread).not.toHaveProperty('expiresAt');
    expect(read?.expiresAt).toBeGreaterThanOrEqual(before + ninetyDays);
    expect(read?.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + ninetyDays);
  });

  it('takes one off the count when the same drop is marked twice at once (a double click)', async () => {
    // Prepare
    const { token } = await shopper();
    const drop = await seedDrop(token);
    await seedDrop(token);

    // Act
    const answers = await Promise.all([markDropRead(token, drop.id), markDropRead(token, drop.id)]);

    // Assess
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.isRead)).toEqual([true, true]);
    expect(await unreadCount(token)).toBe(1);
  });

  it("answers 404 for another shopper's drop or an unknown one, and leaves it as it was", async () => {
    // Prepare
    const owner = await shopper();
    const stranger = await shopper();
    const drop = await seedDrop(owner.token);

    // Act
    const theirs = await markDropRead(stranger.token, drop.id);
    const unknown = await markDropRead(owner.token, 'no-such-drop');
    const strangersList = await priceDrops(stranger.token);

    // Assess
    expect(theirs).toEqual({ status: 404, body: { message: m.dropNotFound } });
    expect(unknown).toEqual({ status: 404, body: { message: m.dropNotFound } });
    expect(strangersList.body).toEqual([]);
    expect(await unreadCount(stranger.token)).toBe(0);
    expect(await unreadCount(owner.token)).toBe(1);
    expect((await priceDrops(owner.token)).body).toMatchObject([{ id: drop.id, isRead: false }]);
  });
});

describe("'Mark All as Read'", () => {
  it('marks every unread drop, answers how many, and leaves the count at 0', async () => {
    // Prepare: more unread drops than one transaction flips, and one read already.
    const { token } = await shopper();
    const unread = 130;
    for (let i = 0; i < unread; i += 1) await seedDrop(token);
    await seedDrop(token, { isRead: true });

    // Act
    const marked = await markAllDropsRead(token);
    const again = await markAllDropsRead(token);

    // Assess
    expect(marked).toEqual({ status: 200, body: { marked: unread } });
    expect(again).toEqual({ status: 200, body: { marked: 0 } });
    expect(await unreadCount(token)).toBe(0);
    const listed = (await priceDrops(token)).body as Json[];
    expect(listed).toHaveLength(unread + 1);
    expect(listed.every((drop) => drop.isRead === true)).toBe(true);
  });

  it('takes off only the drops it flipped: one marked meanwhile and one arriving meanwhile stay right', async () => {
    // Prepare: the list as 'Mark All as Read' reads it holds three unread drops...
    const { token } = await shopper();
    const [a, b, c] = [await seedDrop(token), await seedDrop(token), await seedDrop(token)];
    const userId = a.userId;
    const { listDrops, markDropsRead } = priceDropsData();
    const readByMarkAll = (await listDrops(userId))
      .filter((drop) => !drop.isRead)
      .map((drop) => drop.id);
    // ...then, before it writes, another request marks one, and the job records a new drop.
    await markDropRead(token, b.id);
    const arrived = await seedDrop(token);

    // Act
    const flipped = await markDropsRead(userId, readByMarkAll);

    // Assess: two flipped (b was read already), and the new drop is still unread and counted.
    expect(readByMarkAll.sort()).toEqual([a.id, b.id, c.id].sort());
    expect(flipped).toBe(2);
    expect(idsOf((await priceDrops(token, '?includeRead=false')).body)).toEqual([arrived.id]);
    expect(await unreadCount(token)).toBe(1);
  });

  it('keeps the count equal to the unread drops when drops arrive and single marks run during it', async () => {
    // Prepare
    const { token } = await shopper();
    const first = await Promise.all(Array.from({ length: 6 }, () => seedDrop(token)));

    // Act: 'Mark All as Read', two single marks and two new drops, all at once.
    const [all] = await Promise.all([
      markAllDropsRead(token),
      markDropRead(token, first[0]!.id),
      markDropRead(token, first[1]!.id),
      seedDrop(token),
      seedDrop(token),
    ]);

    // Assess: whichever order they ran in, the count is the unread drops, and every one of the
    // first six is read; 'Mark All as Read' counted at most those it could have flipped.
    expect(all.status).toBe(200);
    expect(all.body.marked).toBeGreaterThanOrEqual(4);
    expect(all.body.marked).toBeLessThanOrEqual(8);
    const listed = (await priceDrops(token)).body as Json[];
    const stillUnread = listed.filter((drop) => drop.isRead === false);
    expect(await unreadCount(token)).toBe(stillUnread.length);
    expect(stillUnread.some((drop) => first.some((f) => f.id === drop.id))).toBe(false);
    // The drops read now are those it flipped and those the single marks flipped first.
    const readNow = listed.length - stillUnread.length;
    expect(readNow - (all.body.marked as number)).toBeGreaterThanOrEqual(0);
    expect(readNow - (all.body.marked as number)).toBeLessThanOrEqual(2);
  });

  it("never touches another shopper's drops", async () => {
    // Prepare
    const owner = await shopper();
    const stranger = await shopper();
    await seedDrop(owner.token);
    await seedDrop(stranger.token);

    // Act
    const marked = await markAllDropsRead(stranger.token);

    // Assess
    expect(marked.body).toEqual({ marked: 1 });
    expect(await unreadCount(owner.token)).toBe(1);
    expect((await priceDrops(owner.token)).body).toMatchObject([{ isRead: false }]);
  });
});

describe('bad input and no token', () => {
  it.each([
    ['?sort=cheapest', 'query.sort', m.dropSortInvalid],
    ['?includeRead=yes', 'query.includeRead', m.flagInvalid],
    ['?unread=true', 'query.unread', 'Unknown field'],
  ])('GET %s: 400 naming %s', async (query, field, message) => {
    // Prepare
    const { token } = await shopper();

    // Act
    const answer = await priceDrops(token, query);

    // Assess
    expect(answer).toEqual({
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { [field]: [message] } },
    });
  });

  it('refuses a drop id longer than an id can be, before reading anything', async () => {
    // Prepare
    const { token } = await shopper();

    // Act
    const answer = await markDropRead(token, 'x'.repeat(2000));

    // Assess
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors as Json)).toEqual(['path.id']);
  });

  it.each([
    ['GET', '/api/wishlist/price-drops'],
    ['PUT', '/api/wishlist/price-drops/some-id/read'],
    ['PUT', '/api/wishlist/price-drops/read'],
  ])('%s %s without a token: 401', async (method, path) => {
    // Act
    const answer = await call(method, path);

    // Assess
    expect(answer.status).toBe(401);
  });
});
