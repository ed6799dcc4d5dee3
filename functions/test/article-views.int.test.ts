/**
 * Help-article views through the local gateway, on DynamoDB Local and cognito-local: one view per
 * visitor and UTC day (a guest is their address and browser, a signed-in shopper their account),
 * an unknown article is 404, and the popular list is the most viewed first with real counts.
 */
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POPULAR_ARTICLES_LIMIT } from '@shop-scanner/shared/help-articles';
import type { App } from '../../local/src/local-stack';
import { TABLE_NAME } from '../../local/src/local-stack';
import { emulators, signUpAndSignIn, startTestApp, testTable } from '../../local/test/stack';

let app: App;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** Each test starts from no counts: the counters are shared by every article in one partition. */
beforeEach(async () => {
  const { Items = [] } = await testTable().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'HELP_ARTICLE_VIEWS' },
    }),
  );
  for (const item of Items) {
    await testTable().send(
      new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: item.pk, sk: item.sk } }),
    );
  }
});

interface Visitor {
  readonly userAgent: string;
  readonly token?: string;
}

let browsers = 0;
/** A guest in a browser of their own (the gateway sees every test's requests from loopback). */
const guestBrowser = (): Visitor => ({
  userAgent: `Mozilla/5.0 (article-views test ${Date.now()}-${browsers++})`,
});

const view = async (slug: string, visitor: Visitor) => {
  const response = await fetch(`${app.url}/api/support/articles/${slug}/views`, {
    method: 'POST',
    headers: {
      'user-agent': visitor.userAgent,
      ...(visitor.token ? { authorization: `Bearer ${visitor.token}` } : {}),
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const popular = async () => {
  const response = await fetch(`${app.url}/api/support/articles/popular`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { articles: { slug: string; views: number }[] }).articles;
};

const viewsOf = async (slug: string) =>
  (await popular()).find((article) => article.slug === slug)?.views ?? 0;

describe('POST /api/support/articles/{slug}/views', () => {
  it("counts a guest's first view of the day and not the repeats", async () => {
    // Prepare
    const guest = guestBrowser();

    // Act
    const first = await view('barcode-not-scanning', guest);
    const again = await view('barcode-not-scanning', guest);
    const third = await view('barcode-not-scanning', guest);

    // Assess
    expect(first).toEqual({
      status: 200,
      body: { slug: 'barcode-not-scanning', counted: true },
    });
    expect(again.body.counted).toBe(false);
    expect(third.body.counted).toBe(false);
    expect(await viewsOf('barcode-not-scanning')).toBe(1);
  });

  it('counts a second visitor, and the same visitor on another article', async () => {
    // Prepare
    const first = guestBrowser();
    const second = guestBrowser();

    // Act
    await view('comparing-prices', first);
    await view('comparing-prices', second);
    await view('plans-and-limits', first);

    // Assess
    expect(await viewsOf('comparing-prices')).toBe(2);
    expect(await viewsOf('plans-and-limits')).toBe(1);
  });

  it('counts a signed-in shopper once a day, whichever browser they use', async () => {
    // Prepare
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    const phone = { ...guestBrowser(), token: IdToken };
    const laptop = { ...guestBrowser(), token: IdToken };

    // Act
    const onPhone = await view('guide', phone);
    const onLaptop = await view('guide', laptop);

    // Assess
    expect(onPhone.body.counted).toBe(true);
    expect(onLaptop.body.counted).toBe(false);
    expect(await viewsOf('guide')).toBe(1);
  });

  it('keeps no address, user agent or user id in the visits it stores', async () => {
    // Prepare
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    const sub = JSON.parse(Buffer.from(IdToken.split('.')[1] ?? '', 'base64url').toString())
      .sub as string;
    const guest = guestBrowser();

    // Act
    await view('report-bug', guest);
    await view('report-bug', { ...guestBrowser(), token: IdToken });

    // Assess
    const day = new Date().toISOString().slice(0, 10);
    const { Items = [] } = await testTable().send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `HELP_ARTICLE_VIEW#report-bug#${day}` },
      }),
    );
    expect(Items.length).toBeGreaterThanOrEqual(2);
    const stored = JSON.stringify(Items);
    expect(stored).not.toContain(sub);
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('article-views test');
    expect(Items.every((item) => typeof item.expiresAt === 'number')).toBe(true);
  });

  it('answers 404 for an article the help centre does not have, and counts nothing', async () => {
    // Act
    const unknown = await view('how-to-get-free-premium', guestBrowser());

    // Assess
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Article not found');
    expect(await popular()).toEqual([]);
  });

  it('answers 400 for a slug that is not a slug at all', async () => {
    const response = await view('Not%20A%20Slug', guestBrowser());

    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toHaveProperty('path.slug');
  });
});

describe('GET /api/support/articles/popular', () => {
  it('lists the most viewed first with their counts, at most five', async () => {
    // Prepare: six articles with 6, 5, 4, 3, 2 and 1 visitors.
    const slugs = [
      'barcode-not-scanning',
      'plans-and-limits',
      'scanning-a-barcode',
      'comparing-prices',
      'product-not-found',
      'guide',
    ];
    const visitors = Array.from({ length: slugs.length }, guestBrowser);
    for (const [index, slug] of slugs.entries()) {
      for (const visitor of visitors.slice(index)) await view(slug, visitor);
    }

    // Act
    const articles = await popular();

    // Assess
    expect(articles).toHaveLength(POPULAR_ARTICLES_LIMIT);
    expect(articles).toEqual([
      { slug: 'barcode-not-scanning', views: 6 },
      { slug: 'plans-and-limits', views: 5 },
      { slug: 'scanning-a-barcode', views: 4 },
      { slug: 'comparing-prices', views: 3 },
      { slug: 'product-not-found', views: 2 },
    ]);
  });

  it('is empty while no article has been viewed', async () => {
    expect(await popular()).toEqual([]);
  });
});
