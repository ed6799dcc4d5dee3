import { plans, planIds } from '@shop-scanner/shared/plans';
import { comparisonRows, planPeriod, planPrice } from '../pricing-rules';

const Cell = ({ value }: { value: string | boolean }) =>
  typeof value === 'string' ? (
    <>{value}</>
  ) : value ? (
    <>
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">Included</span>
    </>
  ) : (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">Not included</span>
    </>
  );

/** The feature comparison table, built from the shared plans table. */
export const ComparisonTable = () => (
  <section className="pricing-section" aria-labelledby="comparison-title">
    <h2 id="comparison-title" className="section__title">
      Compare plans
    </h2>
    {/* The table fits at 375 px (pricing.css): no scroll box, so no tab stop for one. */}
    <div className="comparison">
      <table className="comparison__table">
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {planIds.map((id) => (
              <th key={id} scope="col">
                {plans[id].name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Price</th>
            {planIds.map((id) => (
              <td key={id}>
                {planPrice(plans[id])}
                {planPeriod(plans[id])}
              </td>
            ))}
          </tr>
          {comparisonRows().map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {planIds.map((id) => (
                <td key={id}>
                  <Cell value={row.values[id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </section>
);
