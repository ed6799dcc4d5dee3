import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { auctionBid } from './auction-bid';

describe('auctionBid', () => {
  it('reads the current bid beside the published starting price', () => {
    // Prepare: LiveAuctioneers' bidding box (its JSON-LD publishes the starting price, 150).
    const root = parse(
      '<div class="biddingBox"><div class="status"><span class="price">$200</span>' +
        '<span class="count">2 bids</span></div>' +
        '<span>Starting Price $150</span><div>Your Maximum Bid:</div></div>' +
        '<script>{"startingPrice":"Starting price 150 3 bids $900"}</script>',
    );

    // Act
    const bid = auctionBid(root, 150);

    // Assess
    expect(bid).toBe(200);
  });

  it('reads a labelled current bid in thousands', () => {
    const root = parse('<p>Opening bid: €1.000</p><p>Current bid: €1.250</p>');

    expect(auctionBid(root, 1000)).toBe(1250);
  });

  it('reads nothing without a starting price label, for another amount, or with two bids near', () => {
    // Prepare
    const noLabel = parse('<p>$200 2 bids</p><p>Price $150</p>');
    const otherAmount = parse('<p>$200 2 bids</p><p>Starting Price $120</p>');
    const twoLots = parse('<p>$200 2 bids</p><p>Starting Price $150</p><p>$340 7 bids</p>');
    const belowStart = parse('<p>$100 2 bids</p><p>Starting Price $150</p>');

    // Act, Assess
    expect(auctionBid(noLabel, 150)).toBeUndefined();
    expect(auctionBid(otherAmount, 150)).toBeUndefined();
    expect(auctionBid(twoLots, 150)).toBeUndefined();
    expect(auctionBid(belowStart, 150)).toBeUndefined();
  });
});
