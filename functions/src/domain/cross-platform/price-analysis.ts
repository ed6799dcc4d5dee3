/**
 * The Price Analysis of a cross-platform search: lowest, highest, average and spread of the
 * prices of the matches in stock (an out-of-stock offer's price cannot be paid, and counting it
 * made the lowest price disagree with the cheapest match in stock), how many matches, in stock
 * or not, are ranked suspicious or high against the original price (a counterfeit listing is a
 * warning even while sold out), and insights, each a sentence resting on those figures.
 * No match in stock: no price figures.
 */
import {
  crossPlatformConstants as c,
  isInStock,
  type CrossPlatformAnalysis,
  type PlatformMatch,
} from '@shop-scanner/shared/cross-platform';
import { cents, count, money, percent } from './wording';

export type PriceAnalysis = CrossPlatformAnalysis['priceAnalysis'];

const where = (m: PlatformMatch) => m.seller ?? m.platform;

const cheapestFirst = (a: PlatformMatch, b: PlatformMatch) => a.price - b.price;

const rangeInsight = (sorted: readonly PlatformMatch[], spread: number): string => {
  const lowest = sorted[0] as PlatformMatch;
  const highest = sorted[sorted.length - 1] as PlatformMatch;
  if (sorted.length === 1) {
    return `One match in stock: ${money(lowest.price)} at ${where(lowest)}.`;
  }
  return (
    `Prices range from ${money(lowest.price)} at ${where(lowest)} to ${money(highest.price)} ` +
    `at ${where(highest)} across ${sorted.length} matches in stock, a spread of ${money(spread)}.`
  );
};

const againstAverage = (original: number, average: number): string => {
  const gap = (original - average) / average;
  if (Math.round(gap * 100) === 0) {
    return `The original price of ${money(original)} is in line with the average in-stock price of ${money(average)}.`;
  }
  const side = gap > 0 ? 'above' : 'below';
  return `The original price of ${money(original)} is ${percent(Math.abs(gap))} ${side} the average in-stock price of ${money(average)}.`;
};

const againstLowest = (original: number, lowest: PlatformMatch): string => {
  if (lowest.price >= original) {
    return `No match in stock is cheaper than the original price of ${money(original)}.`;
  }
  const saving = original - lowest.price;
  return (
    `${where(lowest)} sells it for ${money(saving)} less than the original price ` +
    `(${percent(saving / original)} less).`
  );
};

export const priceAnalysisOf = (
  matches: readonly PlatformMatch[],
  originalPrice: number | null,
): PriceAnalysis => {
  const suspiciouslyLowCount = matches.filter((m) => m.priceRank === 'suspicious').length;
  const suspiciouslyHighCount = matches.filter((m) => m.priceRank === 'high').length;
  const inStock = matches.filter(isInStock);
  if (inStock.length === 0) {
    return {
      lowestPrice: null,
      highestPrice: null,
      averagePrice: null,
      priceSpread: null,
      suspiciouslyLowCount,
      suspiciouslyHighCount,
      insights:
        matches.length === 0
          ? []
          : [`${count(matches.length, 'match was', 'matches were')} found, none in stock.`],
    };
  }
  const sorted = [...inStock].sort(cheapestFirst);
  const lowest = sorted[0] as PlatformMatch;
  const highest = sorted[sorted.length - 1] as PlatformMatch;
  const average = cents(inStock.reduce((sum, m) => sum + m.price, 0) / inStock.length);
  const spread = cents(highest.price - lowest.price);
  const insights = [rangeInsight(sorted, spread)];
  if (originalPrice === null) {
    insights.push('The original page published no price, so no match is ranked against it.');
  } else {
    insights.push(againstAverage(originalPrice, average), againstLowest(originalPrice, lowest));
    if (suspiciouslyLowCount > 0) {
      insights.push(
        `${count(suspiciouslyLowCount, 'match costs', 'matches cost')} under ` +
          `${percent(c.suspiciousBelow)} of the original price: a price that low can mean a ` +
          'counterfeit, a used item or a mistake.',
      );
    }
    if (suspiciouslyHighCount > 0) {
      insights.push(
        `${count(suspiciouslyHighCount, 'match costs', 'matches cost')} over ` +
          `${percent(c.highAbove)} of the original price.`,
      );
    }
  }
  return {
    lowestPrice: lowest.price,
    highestPrice: highest.price,
    averagePrice: average,
    priceSpread: spread,
    suspiciouslyLowCount,
    suspiciouslyHighCount,
    insights,
  };
};
