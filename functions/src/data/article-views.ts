/**
 * Help-article view counts in the single table:
 *   counter: pk = HELP_ARTICLE_VIEWS, sk = ARTICLE#<slug>            { slug, views }
 *   visit:   pk = HELP_ARTICLE_VIEW#<slug>#<yyyy-mm-dd>, sk = VISITOR#<visitor hash>
 *            one item per visitor, article and UTC day; `expiresAt` (TTL) a day after that day
 *
 * A view is counted by a conditional put of the day's visit, then one ADD to the counter. Not a
 * transaction: every view of every article updates the same few counter items, and transactions
 * touching one item at once cancel each other (the loser's view would be lost or need retries),
 * while plain ADDs queue up and all land. Should the process stop between the two writes, that
 * visit goes uncounted: a count can fall one short, never count a visitor twice.
 *
 * The counters share one partition on purpose: there are fourteen articles, so the popular list
 * is one Query of at most fourteen small items. The visitor is a salted hash made by the domain
 * (domain/help-articles/article-views.ts), never an address, a user agent or a user id.
 */
import { QueryCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../lib/dynamodb';
import { writeIfConditionHolds } from './conditional-write';
import { ttlAttribute } from './table-definition';

const COUNTERS_PARTITION = 'HELP_ARTICLE_VIEWS';

export const articleCounterKey = (slug: string) => ({
  pk: COUNTERS_PARTITION,
  sk: `ARTICLE#${slug}`,
});

export const articleVisitKey = (slug: string, day: string, visitorHash: string) => ({
  pk: `HELP_ARTICLE_VIEW#${slug}#${day}`,
  sk: `VISITOR#${visitorHash}`,
});

export interface ArticleVisit {
  readonly slug: string;
  /** The UTC day, yyyy-mm-dd. */
  readonly day: string;
  readonly visitorHash: string;
  /** Epoch seconds after which the table's TTL may delete the visit. */
  readonly expiresAt: number;
}

/** Records a visit and counts it; false (nothing written) when this visitor was counted today. */
export const countArticleVisit = async (visit: ArticleVisit): Promise<boolean> => {
  const firstToday = await writeIfConditionHolds(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...articleVisitKey(visit.slug, visit.day, visit.visitorHash),
        entityType: 'HelpArticleVisit',
        [ttlAttribute]: visit.expiresAt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  if (!firstToday) return false;
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: articleCounterKey(visit.slug),
      UpdateExpression: 'ADD #views :one SET #slug = :slug, #entityType = :entityType',
      ExpressionAttributeNames: { '#views': 'views', '#slug': 'slug', '#entityType': 'entityType' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':slug': visit.slug,
        ':entityType': 'HelpArticleViews',
      },
    }),
  );
  return true;
};

export interface ArticleViewCount {
  readonly slug: string;
  readonly views: number;
}

/** Every article's count (only articles viewed at least once have one), in no particular order. */
export const listArticleViewCounts = async (): Promise<ArticleViewCount[]> => {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': COUNTERS_PARTITION },
      ProjectionExpression: 'slug, #views',
      ExpressionAttributeNames: { '#views': 'views' },
    }),
  );
  return Items.flatMap((item) =>
    typeof item.slug === 'string' && typeof item.views === 'number'
      ? [{ slug: item.slug, views: item.views }]
      : [],
  );
};
