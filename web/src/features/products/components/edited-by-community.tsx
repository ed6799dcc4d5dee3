/**
 * "Edited by the community": someone other than the one who added the product changed it (the
 * edit itself marks the product so). The edit history is one click away: the button takes the
 * reader to Recent edits, and its heading takes the focus, so a keyboard or screen reader lands
 * there too.
 */
import { moderationMessages } from '@shop-scanner/shared/moderation-rules';
import { EDITS_HEADING_ID } from './recent-edits';

const showHistory = () => {
  const heading = document.getElementById(EDITS_HEADING_ID);
  heading?.scrollIntoView?.({ block: 'start' });
  heading?.focus({ preventScroll: true });
};

export const EditedByCommunity = () => (
  <p className="product-detail__community" data-testid="edited-by-community">
    <span className="product-detail__community-label">{moderationMessages.editedByCommunity}</span>{' '}
    <button type="button" className="link-button" onClick={showHistory}>
      See the edit history
    </button>
  </p>
);
