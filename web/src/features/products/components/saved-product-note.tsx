import { SavedCopyNote, savedOn } from '../../../components/ui/saved-copy-note';

/** Says the product shown is the copy saved on this device, and when it was saved. */
export const SavedProductNote = ({ savedAt }: { savedAt: number }) => (
  <SavedCopyNote>
    This is the copy of this product saved on this device on {savedOn(savedAt)}. Its prices and
    stock may have changed since.
  </SavedCopyNote>
);
