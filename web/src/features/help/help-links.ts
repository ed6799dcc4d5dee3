import { formatNumber } from '@shop-scanner/shared/en-us-format';
import { helpCategoryLabels } from '@shop-scanner/shared/help-article-rules';
import type { ArticlePlace } from './help-catalogue';

export const HELP_CENTER_PATH = '/help';
/** The support page's Contact Us tab, where a shopper writes to a person. */
export const CONTACT_SUPPORT_PATH = '/support?tab=contact';

export const articlePath = (slug: string) => `/help/${slug}`;

/** The words for an article's place: its category, or "Help" for the pages outside them. */
export const placeLabel = (place: ArticlePlace): string =>
  place === 'help' ? 'Help' : helpCategoryLabels[place];

/** '1 view', '1,204 views' (spelled without Intl, whose locale data costs a page's first load). */
export const viewsLabel = (views: number): string =>
  `${formatNumber(views)} ${views === 1 ? 'view' : 'views'}`;
