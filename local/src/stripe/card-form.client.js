/* global window, document, fetch, URLSearchParams, ResizeObserver */
/**
 * The stand-in's card form, in the browser (served as /elements/card-form.js, plain JS: the
 * page's CSP allows scripts from its own origin only). The protocol with the embedding page is
 * in card-form-protocol.ts.
 */
(() => {
  const body = document.body;
  const clientSecret = body.dataset.clientSecret || '';
  const publishableKey = body.dataset.publishableKey || '';
  const intentId = (/^((?:pi|seti)_[A-Za-z0-9]+)_secret_/.exec(clientSecret) || [])[1];
  const intentPath = intentId && intentId.startsWith('seti_') ? 'setup_intents' : 'payment_intents';

  const loopback = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;
  const parentOrigin = (() => {
    try {
      const ancestors = window.location.ancestorOrigins;
      if (ancestors && ancestors.length > 0) return ancestors[0];
    } catch {
      // Not Chromium: fall back on the referrer.
    }
    try {
      return new URL(document.referrer).origin;
    } catch {
      return null;
    }
  })();
  const embedded = window.parent !== window && parentOrigin !== null && loopback.test(parentOrigin);
  const post = (message) => {
    if (embedded) window.parent.postMessage({ source: 'stripe-local', ...message }, parentOrigin);
  };

  const number = document.getElementById('card-number');
  const expiry = document.getElementById('card-expiry');
  const cvc = document.getElementById('card-cvc');
  const errorBox = document.getElementById('card-error');

  const digits = (value) => value.replace(/\D/g, '');
  const isAmex = (n) => /^3[47]/.test(n);
  const luhn = (n) => {
    let sum = 0;
    for (let i = 0; i < n.length; i += 1) {
      let d = Number(n[n.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return n.length > 0 && sum % 10 === 0;
  };
  const numberLength = (n) => (isAmex(n) ? 15 : 16);

  const formatNumber = (n) =>
    isAmex(n)
      ? [n.slice(0, 4), n.slice(4, 10), n.slice(10, 15)].filter(Boolean).join(' ')
      : (n.match(/.{1,4}/g) || []).join(' ');
  const formatExpiry = (value) => {
    const d = digits(value).slice(0, 4);
    return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
  };

  /** Stripe Elements' own texts for each field's problems. */
  const problems = () => {
    const n = digits(number.value);
    const e = digits(expiry.value);
    const c = digits(cvc.value);
    const now = new Date();
    const month = Number(e.slice(0, 2));
    const year = 2000 + Number(e.slice(2, 4));
    const list = [];
    if (n.length < numberLength(n)) {
      list.push({
        field: number,
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      });
    } else if (!luhn(n)) {
      list.push({ field: number, code: 'invalid_number', message: 'Your card number is invalid.' });
    }
    if (e.length < 4) {
      list.push({
        field: expiry,
        code: 'incomplete_expiry',
        message: "Your card's expiration date is incomplete.",
      });
    } else if (month < 1 || month > 12) {
      list.push({
        field: expiry,
        code: 'invalid_expiry_month',
        message: "Your card's expiration month is invalid.",
      });
    } else if (
      year < now.getFullYear() ||
      (year === now.getFullYear() && month < now.getMonth() + 1)
    ) {
      list.push({
        field: expiry,
        code: 'invalid_expiry_year_past',
        message: "Your card's expiration year is in the past.",
      });
    }
    if (c.length < (isAmex(n) ? 4 : 3)) {
      list.push({
        field: cvc,
        code: 'incomplete_cvc',
        message: "Your card's security code is incomplete.",
      });
    }
    return list;
  };

  const showError = (message) => {
    errorBox.textContent = message || '';
    errorBox.hidden = !message;
  };

  /** Shows the first problem of a field the user has left (not while they type). */
  const touched = new Set();
  let lastComplete = null;
  const update = () => {
    const list = problems();
    for (const input of [number, expiry, cvc]) {
      const problem = list.find((p) => p.field === input);
      const shown = problem && touched.has(input) && problem.code.startsWith('invalid');
      input.setAttribute('aria-invalid', shown ? 'true' : 'false');
    }
    const visible = list.find((p) => touched.has(p.field) && p.code.startsWith('invalid'));
    showError(visible ? visible.message : '');
    const complete = list.length === 0;
    if (complete !== lastComplete) {
      lastComplete = complete;
      post({ type: 'change', complete });
    }
  };

  number.addEventListener('input', () => {
    const n = digits(number.value).slice(0, 19);
    number.value = formatNumber(n);
    if (n.length === numberLength(n) && luhn(n)) expiry.focus();
    update();
  });
  expiry.addEventListener('input', () => {
    expiry.value = formatExpiry(expiry.value);
    if (digits(expiry.value).length === 4) cvc.focus();
    update();
  });
  cvc.addEventListener('input', () => {
    cvc.value = digits(cvc.value).slice(0, 4);
    update();
  });
  for (const input of [number, expiry, cvc]) {
    input.addEventListener('blur', () => {
      touched.add(input);
      update();
    });
  }

  const setBusy = (busy) => {
    for (const input of [number, expiry, cvc]) input.disabled = busy;
    body.setAttribute('aria-busy', busy ? 'true' : 'false');
  };

  let confirming = false;
  const confirm = async (email, country) => {
    if (confirming) return;
    const list = problems();
    if (list.length > 0) {
      for (const input of [number, expiry, cvc]) touched.add(input);
      showError(list[0].message);
      list[0].field.focus();
      post({
        type: 'result',
        status: 'requires_payment_method',
        error: { type: 'validation_error', code: list[0].code, message: list[0].message },
      });
      return;
    }
    if (!intentId) {
      post({
        type: 'result',
        status: 'requires_payment_method',
        error: { type: 'api_error', message: 'This form has no valid client secret.' },
      });
      return;
    }
    confirming = true;
    setBusy(true);
    const e = digits(expiry.value);
    const form = new URLSearchParams({
      client_secret: clientSecret,
      key: publishableKey,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': digits(number.value),
      'payment_method_data[card][exp_month]': String(Number(e.slice(0, 2))),
      'payment_method_data[card][exp_year]': String(2000 + Number(e.slice(2, 4))),
      'payment_method_data[card][cvc]': digits(cvc.value),
    });
    if (email) form.set('payment_method_data[billing_details][email]', email);
    if (country) form.set('payment_method_data[billing_details][address][country]', country);
    try {
      const response = await fetch(`/v1/${intentPath}/${intentId}/confirm`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${publishableKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      });
      const answer = await response.json();
      if (response.ok) {
        showError('');
        post({
          type: 'result',
          status: answer.status === 'processing' ? 'processing' : 'succeeded',
        });
      } else {
        // As Stripe's Payment Element: a refused confirmation is the page's to show, not the
        // form's (the form shows its own field errors only), so the shopper reads it once.
        const error = answer.error || {};
        const isCard = error.type === 'card_error';
        showError('');
        post({
          type: 'result',
          status: 'requires_payment_method',
          error: {
            type: isCard ? 'card_error' : 'api_error',
            ...(error.code ? { code: error.code } : {}),
            ...(error.decline_code ? { decline_code: error.decline_code } : {}),
            message: error.message || 'Something went wrong.',
          },
        });
      }
    } catch {
      const message = 'Could not reach the payment service. Please try again.';
      post({
        type: 'result',
        status: 'requires_payment_method',
        error: { type: 'api_error', message },
      });
    } finally {
      confirming = false;
      setBusy(false);
    }
  };

  window.addEventListener('message', (event) => {
    if (!embedded || event.source !== window.parent || event.origin !== parentOrigin) return;
    const data = event.data;
    if (!data || data.source !== 'shop-scanner' || data.type !== 'confirm') return;
    void confirm(
      typeof data.email === 'string' ? data.email : '',
      typeof data.country === 'string' ? data.country : '',
    );
  });

  let lastHeight = 0;
  const reportHeight = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== lastHeight) {
      lastHeight = height;
      post({ type: 'resize', height });
    }
  };
  new ResizeObserver(reportHeight).observe(document.documentElement);
  reportHeight();
  update();
  post({ type: 'ready' });
})();
