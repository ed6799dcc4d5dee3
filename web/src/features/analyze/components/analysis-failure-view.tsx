import { LimitBanner } from '../../../components/ui/limit-banner';
import { useCurrentUser } from '../../../lib/auth/session-context';
import type { AnalysisFailure } from '../analysis-failure';

/** What a repeat costs at the limit: the server counts one use per distinct store a month. */
export const REPEAT_IS_FREE_NOTE =
  'Analyzing a store you already analyzed this month is still free, on any device.';

/** A refused or failed analysis (analysis-failure.ts): the limit banner, or the message and why. */
export const AnalysisFailureView = ({ failure }: { failure: AnalysisFailure }) => {
  const user = useCurrentUser();
  if (failure.kind === 'limit') {
    return (
      <LimitBanner
        feature="storeAnalysis"
        signedIn={user !== undefined}
        message={failure.message}
        note={REPEAT_IS_FREE_NOTE}
        announce
        testId="analysis-limit-banner"
      />
    );
  }
  return (
    <div
      className="notice notice--error analyze-failure"
      role="alert"
      data-testid="analysis-failure"
    >
      <p className="analyze-failure__message">{failure.message}</p>
      {failure.kind === 'refused' && failure.detail && (
        <p className="analyze-failure__detail" data-testid="analysis-failure-detail">
          {failure.detail}
        </p>
      )}
    </div>
  );
};
