import { LimitBanner } from '../../../components/ui/limit-banner';
import { useCurrentUser } from '../../../lib/auth/session-context';
import type { SearchFailure } from '../search-failure';
import { REPEAT_IS_FREE_NOTE } from './search-allowance';

/**
 * A refused or failed search (search-failure.ts): the limit banner, or the message and why. Field
 * errors show under their fields; only those that belong to no field are listed here.
 */
export const SearchFailureView = ({ failure }: { failure: SearchFailure }) => {
  const user = useCurrentUser();
  if (failure.kind === 'limit') {
    return (
      <LimitBanner
        feature="crossPlatformSearch"
        signedIn={user !== undefined}
        message={failure.message}
        note={REPEAT_IS_FREE_NOTE}
        announce
        testId="xp-limit-banner"
      />
    );
  }
  if (failure.kind === 'fields') {
    if (failure.messages.length === 0) return null;
    return (
      <div className="notice notice--error" role="alert" data-testid="xp-failure">
        {failure.messages.map((message) => (
          <p key={message} className="xp-failure__message">
            {message}
          </p>
        ))}
      </div>
    );
  }
  return (
    <div className="notice notice--error" role="alert" data-testid="xp-failure">
      <p className="xp-failure__message">{failure.message}</p>
      {failure.kind === 'refused' && failure.detail && (
        <p className="xp-failure__detail" data-testid="xp-failure-detail">
          {failure.detail}
        </p>
      )}
    </div>
  );
};
