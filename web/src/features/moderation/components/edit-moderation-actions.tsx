/**
 * A staff member's actions on one edit of a product's history: Revert (what it changed goes back,
 * as far as nobody changed it again since) and Suspend editing for its author. Each asks for the
 * reason in a small dialog; one click confirms.
 */
import { useState } from 'react';
import type { ProductEdit } from '@shop-scanner/shared/products';
import { Button } from '../../../components/ui/button';
import { useRevertEdit, useSuspendAuthor } from '../api/moderation-api';
import { ReasonDialog } from './reason-dialog';
import '../moderation.css';

type Open = 'revert' | 'suspend' | null;

const EditModerationActions = ({ productId, edit }: { productId: string; edit: ProductEdit }) => {
  const [open, setOpen] = useState<Open>(null);
  const revert = useRevertEdit(productId);
  const suspend = useSuspendAuthor(productId);
  const close = () => {
    setOpen(null);
    revert.reset();
    suspend.reset();
  };
  const revertable = edit.action !== 'created';
  const suspendable = edit.editorRef !== undefined;
  if (!revertable && !suspendable) return null;
  return (
    <div className="edit-moderation" data-testid="edit-moderation">
      {edit.editorRef && (
        <span className="edit-moderation__editor" title="Editor reference (names nobody)">
          Editor {edit.editorRef.slice(0, 8)}
        </span>
      )}
      {revertable && (
        <Button
          className="edit-moderation__button"
          variant="secondary"
          onClick={() => setOpen('revert')}
        >
          Revert
        </Button>
      )}
      {suspendable && (
        <Button
          className="edit-moderation__button"
          variant="secondary"
          onClick={() => setOpen('suspend')}
        >
          Suspend editing
        </Button>
      )}
      {open === 'revert' && (
        <ReasonDialog
          title="Revert this edit"
          description="The fields this edit changed go back to what they were before it. A field someone changed again since is left as it is."
          confirmLabel="Revert edit"
          pending={revert.isPending}
          error={revert.error}
          onConfirm={(reason) =>
            revert.mutate({ editId: edit.id, reason }, { onSuccess: () => setOpen(null) })
          }
          onClose={close}
        />
      )}
      {open === 'suspend' && (
        <ReasonDialog
          title="Suspend this contributor's editing"
          description="They can no longer add or edit products until staff lift the suspension. They are told your reason."
          confirmLabel="Suspend editing"
          pending={suspend.isPending}
          error={suspend.error}
          onConfirm={(reason) =>
            suspend.mutate({ editId: edit.id, reason }, { onSuccess: () => setOpen(null) })
          }
          onClose={close}
        />
      )}
    </div>
  );
};

export default EditModerationActions;
