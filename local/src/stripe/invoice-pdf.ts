/** An invoice as a real PDF (pdf-lib): what Stripe's invoice_pdf shows, in a plain layout. */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatAmount } from './money';
import type { Invoice } from './state';

const day = (unixSeconds: number | null): string =>
  unixSeconds === null
    ? '-'
    : new Date(unixSeconds * 1000).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });

const statusLabel: Readonly<Record<Invoice['status'], string>> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

export const renderInvoicePdf = async (invoice: Invoice): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number ?? invoice.id}`);
  pdf.setAuthor(invoice.account_name);
  pdf.setCreationDate(new Date(invoice.created * 1000));
  const page = pdf.addPage([595.28, 841.89]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.4, 0.4, 0.45);
  const left = 56;
  const right = 595.28 - 56;
  let y = 780;

  const text = (value: string, x: number, size = 10, font = regular, color = rgb(0, 0, 0)) =>
    page.drawText(value, { x, y, size, font, color });
  const textRight = (value: string, size = 10, font = regular) =>
    page.drawText(value, { x: right - font.widthOfTextAtSize(value, size), y, size, font });
  const line = () =>
    page.drawLine({
      start: { x: left, y: y + 14 },
      end: { x: right, y: y + 14 },
      thickness: 0.5,
      color: grey,
    });

  text('Invoice', left, 24, bold);
  textRight(statusLabel[invoice.status], 12, bold);
  y -= 36;
  const facts: [string, string][] = [
    ['Invoice number', invoice.number ?? '-'],
    ['Date of issue', day(invoice.status_transitions.finalized_at ?? invoice.created)],
    ['Status', statusLabel[invoice.status]],
  ];
  if (invoice.status_transitions.paid_at)
    facts.push(['Paid on', day(invoice.status_transitions.paid_at)]);
  for (const [label, value] of facts) {
    text(label, left, 10, regular, grey);
    text(value, left + 110);
    y -= 16;
  }
  y -= 12;
  text(invoice.account_name, left, 11, bold);
  text('Bill to', left + 260, 11, bold);
  y -= 16;
  text('Test mode (local Stripe stand-in)', left, 10, regular, grey);
  text(invoice.customer_name ?? invoice.customer_email ?? invoice.customer, left + 260);
  if (invoice.customer_name && invoice.customer_email) {
    y -= 14;
    text(invoice.customer_email, left + 260);
  }
  y -= 40;
  text('Description', left, 10, bold);
  text('Qty', left + 300, 10, bold);
  textRight('Amount', 10, bold);
  y -= 20;
  line();
  for (const item of invoice.lines.data) {
    text(item.description, left, 10);
    text(String(item.quantity), left + 300);
    textRight(formatAmount(item.amount, item.currency));
    y -= 14;
    text(`${day(item.period.start)} - ${day(item.period.end)}`, left, 9, regular, grey);
    y -= 22;
  }
  line();
  const totals: [string, number][] = [
    ['Subtotal', invoice.subtotal],
    ['Total', invoice.total],
    ['Amount paid', invoice.amount_paid],
    ['Amount due', invoice.amount_remaining],
  ];
  for (const [label, amount] of totals) {
    text(label, left + 300, 10, label === 'Amount due' ? bold : regular);
    textRight(formatAmount(amount, invoice.currency), 10, label === 'Amount due' ? bold : regular);
    y -= 16;
  }
  return pdf.save();
};
