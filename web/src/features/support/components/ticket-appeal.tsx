/**
 * A store appeal on its ticket's page: the store, the verdict and score the server's report had
 * when the appeal was made, its evidence point by point, and the decision once staff made it.
 * Staff decide it here; the form loads only for them, and only while it is undecided.
 */
import { lazy, Suspense } from 'react';
import type { TicketAppeal } from '@shop-scanner/shared/support';
import {
  authenticityBandLabels,
  evidenceByScheme,
} from '@shop-scanner/shared/store-analysis-rules';
import { appealOutcomeLabels } from '@shop-scanner/shared/support-rules';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { webHref } from '../../../lib/web-address';

const AppealDecisionForm = lazy(() =>
  import('./appeal-decision-form').then((m) => ({ default: m.AppealDecisionForm })),
);

const verdictText = (appeal: TicketAppeal): string =>
  appeal.verdict === 'unknown' || appeal.authenticityScore === null
    ? 'Unknown'
    : `${appeal.authenticityScore}/100${appeal.band ? `, ${authenticityBandLabels[appeal.band]}` : ''}`;

const pointsText = (points: number): string => (points > 0 ? `+${points}` : String(points));

export const TicketAppealView = ({
  id,
  appeal,
  staff,
}: {
  id: string;
  appeal: TicketAppeal;
  staff: boolean;
}) => {
  const href = webHref(appeal.url);
  // A long list would push the decision far down: for staff about to decide, it starts closed.
  const staffDecides = staff && !appeal.decision;
  return (
    <section
      aria-labelledby="ticket-appeal-title"
      className="ticket-page__section ticket-appeal"
      data-testid="ticket-appeal"
    >
      <h2 id="ticket-appeal-title" className="ticket-page__section-title">
        The verdict under review
      </h2>
      <dl className="ticket-card__facts ticket-appeal__facts">
        <div>
          <dt>Store</dt>
          <dd className="ticket-appeal__store">
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                {appeal.store}
              </a>
            ) : (
              appeal.store
            )}
          </dd>
        </div>
        <div>
          <dt>Verdict</dt>
          <dd data-testid="ticket-appeal-verdict">{verdictText(appeal)}</dd>
        </div>
        <div>
          <dt>Analysed</dt>
          <dd>{formatDate(appeal.analyzedAt)}</dd>
        </div>
      </dl>
      <h3 className="ticket-appeal__subtitle">Evidence, point by point</h3>
      {appeal.evidence.length === 0 ? (
        <p className="muted-text">No rule fired: there was too little to read.</p>
      ) : (
        <details className="ticket-appeal__evidence-box" open={!staffDecides}>
          <summary>
            {appeal.evidence.length} {appeal.evidence.length === 1 ? 'rule' : 'rules'} fired
          </summary>
          {evidenceByScheme(appeal.evidence).map((group) => (
            <div key={group.scheme} data-testid={`ticket-appeal-${group.scheme}`}>
              <h4 className="ticket-appeal__scheme">{group.label}</h4>
              <ol className="ticket-appeal__evidence">
                {group.items.map((item, index) => (
                  <li key={`${index}:${item.rule}`} className="ticket-appeal__point">
                    <span className="ticket-appeal__points">{pointsText(item.points)}</span>
                    <span className="ticket-appeal__label">{item.label}</span>
                    <span className="ticket-appeal__why">{item.evidence}</span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </details>
      )}
      {appeal.decision ? (
        <div className="ticket-appeal__decision" data-testid="ticket-appeal-decision">
          <p>
            <strong>Outcome: {appealOutcomeLabels[appeal.decision.outcome]}</strong> (
            {formatDate(appeal.decision.decidedAt)})
          </p>
          <p className="ticket-appeal__note">{appeal.decision.note}</p>
        </div>
      ) : (
        staff && (
          <Suspense fallback={<Spinner label="Opening the decision form" />}>
            <AppealDecisionForm id={id} />
          </Suspense>
        )
      )}
    </section>
  );
};
