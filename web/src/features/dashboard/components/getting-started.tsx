/**
 * What a brand-new business does first, shown while it has neither products nor a store: the two
 * things the dashboard reports on, each with where it is done.
 */
import { Link } from 'react-router';

export const GettingStarted = () => (
  <section className="card dashboard-start" aria-labelledby="dashboard-start-title">
    <h2 id="dashboard-start-title" className="dashboard-section__title">
      Start here
    </h2>
    <ol className="dashboard-start__steps">
      <li>
        <strong>Add your products.</strong> On <Link to="/scan">Scan</Link>, scan or type a
        product&apos;s barcode; one the catalogue does not know offers the form to add it. Your
        products, their edits and how shoppers find them show on this page.
      </li>
      <li>
        <strong>Add your store.</strong> Under <a href="#seller-store-title">Your own store</a>,
        give your store&apos;s web address and verify it, then publish your prices from a file.
      </li>
    </ol>
  </section>
);
