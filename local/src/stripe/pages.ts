/**
 * The stand-in's own pages: the card form the SPA embeds in place of Stripe's Payment Element,
 * the hosted invoice page (hosted_invoice_url), and their script and style files. Their CSP
 * allows only the stand-in's own origin; the card form may be framed by loopback origins only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatAmount } from './money';
import type { Invoice } from './state';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The static files the pages load, read once. */
export const assets: Readonly<Record<string, { type: string; body: () => string }>> = (() => {
  const cache = new Map<string, string>();
  const file = (name: string) => () => {
    let text = cache.get(name);
    if (text === undefined) {
      text = readFileSync(path.join(here, name), 'utf8');
      cache.set(name, text);
    }
    return text;
  };
  return {
    '/elements/card-form.js': {
      type: 'text/javascript; charset=utf-8',
      body: file('card-form.client.js'),
    },
    '/elements/hosted-invoice.js': {
      type: 'text/javascript; charset=utf-8',
      body: file('hosted-invoice.client.js'),
    },
    '/elements/elements.css': { type: 'text/css; charset=utf-8', body: file('elements.css') },
  };
})();

export const LOOPBACK_FRAME_ANCESTORS = 'http://127.0.0.1:* http://localhost:*';

export const pageCsp = (frameAncestors: string): string =>
  [
    "default-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const head = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/elements/elements.css">
</head>`;

export const cardFormPage = (
  clientSecret: string,
  publishableKey: string,
): string => `${head('Card details')}
<body class="card-form" data-client-secret="${escapeHtml(clientSecret)}" data-publishable-key="${escapeHtml(publishableKey)}">
<div class="fields">
  <div class="field wide">
    <label for="card-number">Card number</label>
    <input id="card-number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" aria-describedby="card-error">
  </div>
  <div class="field">
    <label for="card-expiry">Expiration date</label>
    <input id="card-expiry" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" aria-describedby="card-error">
  </div>
  <div class="field">
    <label for="card-cvc">Security code</label>
    <input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" aria-describedby="card-error">
  </div>
</div>
<p id="card-error" class="error" role="alert" hidden></p>
<p class="hint">Test mode: 4242 4242 4242 4242 pays, any future date, any CVC.</p>
<script src="/elements/card-form.js" defer></script>
</body>
</html>
`;

const day = (seconds: number | null) =>
  seconds === null
    ? '-'
    : new Date(seconds * 1000).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });

export const hostedInvoicePage = (
  invoice: Invoice,
  options: { pdfUrl: string; cardFormUrl: string | null },
): string => {
  const rows = invoice.lines.data
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.description)}<br><small>${day(l.period.start)} – ${day(l.period.end)}</small></td><td class="amount">${formatAmount(l.amount, l.currency)}</td></tr>`,
    )
    .join('');
  const payable = invoice.status === 'open' && invoice.amount_remaining > 0 && options.cardFormUrl;
  const payForm = payable
    ? `<h2>Pay ${formatAmount(invoice.amount_remaining, invoice.currency)}</h2>
<div class="fields">
  <div class="field wide"><label for="email">Email</label><input id="email" type="email" autocomplete="email" value="${escapeHtml(invoice.customer_email ?? '')}"></div>
  <div class="field wide"><label for="country">Country</label><input id="country" autocomplete="country" maxlength="2" value="US"></div>
</div>
<iframe id="card-frame" title="Card details" src="${escapeHtml(options.cardFormUrl as string)}"></iframe>
<button id="pay" type="button" disabled>Pay ${formatAmount(invoice.amount_remaining, invoice.currency)}</button>
<p id="pay-message" class="error" role="status"></p>
<script src="/elements/hosted-invoice.js" defer></script>`
    : '';
  return `${head(`Invoice ${invoice.number ?? invoice.id}`)}
<body>
<main class="invoice">
<h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1>
<span class="status ${escapeHtml(invoice.status)}">${escapeHtml(invoice.status)}</span>
<dl>
  <dt>From</dt><dd>${escapeHtml(invoice.account_name)} (test mode)</dd>
  <dt>Billed to</dt><dd>${escapeHtml(invoice.customer_email ?? invoice.customer)}</dd>
  <dt>Issued</dt><dd>${day(invoice.status_transitions.finalized_at ?? invoice.created)}</dd>
  ${invoice.status_transitions.paid_at ? `<dt>Paid</dt><dd>${day(invoice.status_transitions.paid_at)}</dd>` : ''}
</dl>
<table>
<thead><tr><th>Description</th><th class="amount">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><td>Total</td><td class="amount">${formatAmount(invoice.total, invoice.currency)}</td></tr>
<tr><td>Amount paid</td><td class="amount">${formatAmount(invoice.amount_paid, invoice.currency)}</td></tr>
<tr><td><strong>Amount due</strong></td><td class="amount"><strong>${formatAmount(invoice.amount_remaining, invoice.currency)}</strong></td></tr>
</tfoot>
</table>
<p><a href="${escapeHtml(options.pdfUrl)}">Download invoice (PDF)</a></p>
${payForm}
</main>
</body>
</html>
`;
};
