/* global window, document */
/**
 * The hosted invoice page's side of the card form protocol (card-form-protocol.ts): enables
 * Pay when the card is complete, asks the frame to confirm, reloads once paid.
 */
(() => {
  const frame = document.getElementById('card-frame');
  const pay = document.getElementById('pay');
  const email = document.getElementById('email');
  const country = document.getElementById('country');
  const message = document.getElementById('pay-message');
  if (!frame || !pay) return;
  const origin = window.location.origin;
  let complete = false;
  let busy = false;
  const refresh = () => {
    pay.disabled = !complete || busy;
  };
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data || {};
    if (data.source !== 'stripe-local') return;
    if (data.type === 'change') complete = data.complete === true;
    if (data.type === 'resize') frame.style.height = `${data.height}px`;
    if (data.type === 'result') {
      busy = false;
      if (data.status === 'succeeded' || data.status === 'processing') {
        message.textContent = 'Payment received. Thank you!';
        window.setTimeout(() => window.location.reload(), 800);
      } else {
        message.textContent = data.error ? data.error.message : 'The payment failed.';
      }
    }
    refresh();
  });
  pay.addEventListener('click', () => {
    busy = true;
    message.textContent = '';
    refresh();
    frame.contentWindow.postMessage(
      { source: 'shop-scanner', type: 'confirm', email: email.value, country: country.value },
      origin,
    );
  });
  refresh();
})();
