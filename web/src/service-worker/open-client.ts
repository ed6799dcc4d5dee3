/**
 * The window a notification's click brings forward: one already showing that page, else any
 * window of the app (it is then sent to the page), else none and the worker opens one.
 */
export const clientToFocus = <Client extends { url: string }>(
  open: readonly Client[],
  target: URL,
): Client | undefined =>
  open.find((client) => client.url === target.href) ??
  open.find((client) => new URL(client.url).origin === target.origin);
