import { Link } from 'react-router';
import { plans } from '@shop-scanner/shared/plans';

/** The privacy details expander: what the payment flow shares, and with whom. */
export const PrivacyDetails = () => (
  <details className="pricing-privacy">
    <summary>Privacy details</summary>
    <ul>
      <li>
        Payments are handled by Stripe. Your card details are entered in Stripe&apos;s secure form
        and go straight to Stripe: Shop Scanner never sees or stores your card number.
      </li>
      <li>
        We keep your plan, its status and billing period, so that your limits follow what you pay
        for, and show you the invoices Stripe issues.
      </li>
      <li>
        Your e-mail address and billing country go to Stripe for receipts and tax. Read the{' '}
        <Link to="/privacy">privacy policy</Link> and the <Link to="/terms">terms</Link>.
      </li>
    </ul>
  </details>
);

const faqs = [
  {
    q: 'How does the free trial work?',
    a: `Premium and Annual start with a ${plans.premium.trialDays}-day free trial. Nothing is charged today; the first payment is taken when the trial ends, unless you cancel before.`,
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel from your Subscription page whenever you like: your plan stays active until the end of the period you paid for and is not renewed. You can reactivate it until then.',
  },
  {
    q: 'Is there a money-back guarantee?',
    a: 'Yes: a 30-day money-back guarantee. If Premium is not for you, contact support within 30 days of a payment for a full refund.',
  },
  {
    q: 'What happens to my usage when I change plans?',
    a: "Your usage this month stays as it is. Upgrading lifts the limits at once; when a paid plan ends, the free plan's monthly limits apply again, counting what you already used this month.",
  },
] as const;

/** The FAQ. */
export const PricingFaq = () => (
  <section className="pricing-section" aria-labelledby="faq-title">
    <h2 id="faq-title" className="section__title">
      Frequently asked questions
    </h2>
    <div className="pricing-faq">
      {faqs.map(({ q, a }) => (
        <details key={q} className="pricing-faq__item">
          <summary>{q}</summary>
          <p>{a}</p>
        </details>
      ))}
    </div>
    <p className="muted-text">
      More questions? <Link to="/support">Contact support</Link>.
    </p>
  </section>
);
