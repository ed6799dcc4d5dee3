/**
 * What a watch (a wishlist item's price drop, a price alert) remembers between prices, as the
 * table keeps it beside the watch: the rules that move it are domain/price-watch/watch-rules.ts.
 */
export interface WatchState {
  /** True until it fires; true again once the price went back above the line by the margin. */
  readonly armed: boolean;
  /** The price it last fired at, and when; null before the first alert. */
  readonly lastAlertPrice: number | null;
  readonly lastAlertAt: string | null;
}

/** A new watch: armed, never fired. */
export const INITIAL_WATCH_STATE: WatchState = {
  armed: true,
  lastAlertPrice: null,
  lastAlertAt: null,
};
