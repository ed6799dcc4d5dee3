import type { ProductEdit } from '@shop-scanner/shared/products';
import { Spinner } from '../../../components/ui/spinner';
import { useProductEdits } from '../api/product-edits';
import { formatDayTime } from '@shop-scanner/shared/en-us-format';
import { RECENT_EDITS_ANCHOR } from '../../../lib/product-links';
import { useRevealWhenLinked } from '../../../lib/use-reveal-when-linked';

const fieldLabels: Readonly<Record<string, string>> = {
  name: 'Name',
  description: 'Description',
  category: 'Category',
  imageUrl: 'Image URL',
  brand: 'Brand',
  barcode: 'Barcode',
};

/** A recorded value as text; an absent one is said so rather than shown as blank. */
export const editValueText = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

const EditEntry = ({ edit }: { edit: ProductEdit }) => {
  const changes = Object.entries(edit.changes);
  return (
    <li className="product-edit" data-testid="product-edit">
      <p className="product-edit__what">
        <strong>{edit.action === 'created' ? 'Added to the catalogue' : 'Edited'}</strong>{' '}
        <time dateTime={edit.at}>{formatDayTime(new Date(edit.at))}</time>
      </p>
      {edit.action === 'updated' && changes.length > 0 && (
        <ul className="product-edit__changes">
          {changes.map(([field, change]) => (
            <li key={field}>
              {fieldLabels[field] ?? field}: {editValueText(change.from)} →{' '}
              {editValueText(change.to)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
};

/**
 * 'Recent edits': anyone signed in may edit a product, so its history of what changed and when
 * is public (the editors themselves are not named).
 */
export const RecentEdits = ({ productId }: { productId: string }) => {
  const edits = useProductEdits(productId);
  // A link to the history (a seller's dashboard) lands here once the edits are drawn.
  const section = useRevealWhenLinked(RECENT_EDITS_ANCHOR, !edits.isPending);
  return (
    <section
      ref={section}
      id={RECENT_EDITS_ANCHOR}
      tabIndex={-1}
      aria-labelledby="edits-title"
      className="product-detail__section product-detail__edits"
    >
      <h2 id="edits-title">Recent edits</h2>
      {edits.isPending && <Spinner label="Loading edits" />}
      {edits.isError && <p className="muted-text">The edit history could not be loaded.</p>}
      {edits.data && edits.data.length === 0 && (
        <p className="muted-text">No edits recorded yet.</p>
      )}
      {edits.data && edits.data.length > 0 && (
        <ul className="product-edit-list">
          {edits.data.map((edit) => (
            <EditEntry key={edit.at + edit.action} edit={edit} />
          ))}
        </ul>
      )}
    </section>
  );
};
