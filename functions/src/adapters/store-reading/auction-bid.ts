/**
 * The current bid an auction's page shows beside the starting price its structured data
 * publishes. An auction listing publishes one fixed amount in its Offer (LiveAuctioneers: the
 * starting price, 150) and shows the bidding as it stands ("$200 2 bids Starting Price $150"):
 * once bids are in, a shopper pays at least the current bid, never the starting price. It is read
 * only when the page labels the published amount a starting price and shows, close beside it, one
 * current bid of at least that amount; anything less sure reads nothing, and the published price
 * stands. Pure.
 */
import { HTMLElement } from 'node-html-parser';
import { collapseWhitespace } from './page-text';
import { parsePrice } from './schema-values';

/** "Starting price", "Opening bid" and the same labels in the marketplaces' other languages. */
const STARTING_LABEL =
  /\b(?:start(?:ing)?|opening)\s+(?:price|bid)|\bstartpreis|\bprix\s+de\s+d[ée]part|\bmise\s+[àa]\s+prix|\bprecio\s+(?:de\s+)?salida|\bprezzo\s+(?:di\s+)?partenza/i;
/** An amount as a bidding box prints it, its currency sign before it or none ("$1,600", "150"). */
const AMOUNT = String.raw`(?:[$€£]\s?)?(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{2})?|\d+(?:[.,]\d{2})?)\b`;
/** The starting price's label and its amount. */
const STARTING_AMOUNT = new RegExp(`(?:${STARTING_LABEL.source})\\s*:?\\s*${AMOUNT}`, 'gi');
/** A current bid: labelled so ("Current bid: $200"), or an amount with its count of bids ("$200 2 bids"). */
const CURRENT_BID = new RegExp(
  `\\bcurrent\\s+bid\\s*:?\\s*${AMOUNT}|${AMOUNT}\\s*\\(?\\s*\\d{1,4}\\s+bids?\\b`,
  'gi',
);
/** How far from the starting price a current bid may be printed to belong to the same lot. */
const BID_WINDOW_CHARS = 120;

/**
 * An amount as printed: a run of three-digit groups is thousands ("$1,600", "€1.250"), as a
 * bidding box prints whole amounts; anything else as prices are read.
 */
const amountOf = (printed: string | undefined): number | undefined =>
  printed !== undefined && /^\d{1,3}(?:[.,]\d{3})+$/.test(printed)
    ? Number(printed.replace(/[.,]/g, ''))
    : parsePrice(printed);

/** The page's words as shown, without its scripts and styles (their JSON is not shown). */
const shownWords = (element: HTMLElement): string =>
  element.childNodes
    .map((child) => {
      if (!(child instanceof HTMLElement)) return child.text;
      return child.tagName === 'SCRIPT' || child.tagName === 'STYLE' ? ' ' : shownWords(child);
    })
    .join(' ');

/** The current bid shown beside the published starting price, or undefined. */
export const auctionBid = (root: HTMLElement, published: number): number | undefined => {
  if (!STARTING_LABEL.test(root.rawText)) return undefined;
  const text = collapseWhitespace(shownWords(root));
  for (const start of text.matchAll(STARTING_AMOUNT)) {
    if (amountOf(start[1]) !== published) continue;
    const from = Math.max(0, start.index - BID_WINDOW_CHARS);
    const near = text.slice(from, start.index + start[0].length + BID_WINDOW_CHARS);
    const bids = new Set(
      [...near.matchAll(CURRENT_BID)]
        .map((bid) => amountOf(bid[1] ?? bid[2]))
        .filter((bid): bid is number => bid !== undefined && bid >= published),
    );
    if (bids.size === 1) return [...bids][0];
  }
  return undefined;
};
