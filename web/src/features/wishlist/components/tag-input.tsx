/**
 * The tags of an item: each shown with a remove button, and a box where Enter or + adds the tag
 * typed. A tag that cannot be added says why under the box.
 */
import { useState, type KeyboardEvent } from 'react';
import { WISHLIST_TAG_RAW_MAX_LENGTH } from '@shop-scanner/shared/wishlist-rules';
import { Field } from '../../../components/ui/field';
import { addTag } from '../tag-entry';

export const TagInput = ({
  tags,
  onChange,
  error,
}: {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}) => {
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();

  const add = () => {
    const entry = addTag(tags, typed);
    if (entry.error !== undefined) {
      setRefusal(entry.error);
      return;
    }
    setRefusal(undefined);
    setTyped('');
    onChange(entry.tags);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds a tag, never submits the dialog's form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Field
      label="Tags"
      error={refusal ?? error}
      hint="Press Enter or + to add a tag."
      className="wishlist-tag-input"
    >
      {(wiring) => (
        <>
          {tags.length > 0 && (
            <ul className="wishlist-tags wishlist-tags--editable" aria-label="Tags added">
              {tags.map((tag) => (
                <li key={tag} className="wishlist-tags__item">
                  {tag}
                  <button
                    type="button"
                    className="wishlist-tags__remove"
                    onClick={() => onChange(tags.filter((t) => t !== tag))}
                  >
                    <span aria-hidden="true">×</span>
                    <span className="visually-hidden">Remove tag {tag}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="wishlist-tag-input__row">
            <input
              className="input"
              {...wiring}
              value={typed}
              maxLength={WISHLIST_TAG_RAW_MAX_LENGTH}
              onChange={(event) => {
                setTyped(event.target.value);
                setRefusal(undefined);
              }}
              onKeyDown={onKeyDown}
            />
            <button type="button" className="btn btn--secondary" onClick={add}>
              <span aria-hidden="true">+</span>
              <span className="visually-hidden">Add tag</span>
            </button>
          </div>
        </>
      )}
    </Field>
  );
};
