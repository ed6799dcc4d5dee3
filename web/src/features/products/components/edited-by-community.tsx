/**
 * "Edited by the community": someone other than the one who added the product changed it (the
 * edit itself marks the product so). The edit history is one click away: a link to the page's own
 * Recent edits anchor, which brings that section into view and gives it the focus once its edits
 * are drawn (useRevealWhenLinked), as a seller's dashboard's link to it does.
 */
import { Link } from 'react-router';
import { moderationMessages } from '@shop-scanner/shared/moderation-rules';
import { RECENT_EDITS_ANCHOR } from '../../../lib/product-links';

export const EditedByCommunity = () => (
  <p className="product-detail__community" data-testid="edited-by-community">
    <span className="product-detail__community-label">{moderationMessages.editedByCommunity}</span>{' '}
    <Link to={{ hash: RECENT_EDITS_ANCHOR }}>See the edit history</Link>
  </p>
);
