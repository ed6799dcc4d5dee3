/** Amounts as Stripe's texts show them: cents → `$10.00`. */
export const formatAmount = (cents: number, currency: string): string => {
  const value = (cents / 100).toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${value}` : `${value} ${currency.toUpperCase()}`;
};

/** Stripe's line description: `1 × Premium (at $10.00 / month)`. */
export const lineDescription = (
  quantity: number,
  productName: string,
  unitAmount: number,
  currency: string,
  interval: string | null,
): string =>
  `${quantity} × ${productName} (at ${formatAmount(unitAmount, currency)}${interval ? ` / ${interval}` : ''})`;
