/**
 * The store owner's latest decided appeal, beside the evidence: when they asked, what staff
 * decided and staff's own note. Only those facts; nothing is added to them.
 */
import { formatDay } from '@shop-scanner/shared/en-us-format';
import type { StoreAppealOutcome } from '@shop-scanner/shared/store-analysis';
import { appealOutcomeSentence } from '@shop-scanner/shared/support-rules';
import '../store-appeal.css';

export const AppealOutcomeNote = ({ outcome }: { outcome: StoreAppealOutcome }) => (
  <aside className="appeal-outcome" data-testid="appeal-outcome" data-outcome={outcome.outcome}>
    <p className="appeal-outcome__title">
      {appealOutcomeSentence(formatDay(new Date(outcome.requestedAt)), outcome.outcome)}
    </p>
    <blockquote className="appeal-outcome__note">{outcome.note}</blockquote>
    <p className="appeal-outcome__by">
      Shop Scanner support, {formatDay(new Date(outcome.decidedAt))}
    </p>
  </aside>
);
