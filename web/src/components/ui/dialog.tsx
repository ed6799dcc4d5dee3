import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { useFocusTrap } from './use-focus-trap';

/**
 * A modal dialog: focus moves in and stays, Escape closes, the page behind is inert, and focus
 * returns where it was on close. `role` alertdialog for a confirmation that needs an answer.
 */
export const Dialog = ({
  title,
  onClose,
  role = 'dialog',
  className,
  children,
}: {
  title: string;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}) => {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, { onEscape: onClose, inertPage: true });
  return (
    <div className="dialog-backdrop">
      <div
        ref={panel}
        className={['dialog', className].filter(Boolean).join(' ')}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
};

/** Asks before something that cannot simply be undone (delete a card, cancel a plan). */
export const ConfirmDialog = ({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Keep it',
  danger = false,
  pending = false,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  pending?: boolean;
  error?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <Dialog title={title} onClose={pending ? () => undefined : onClose} role="alertdialog">
    <div className="dialog__body">{message}</div>
    {error && (
      <p className="notice notice--error" role="alert">
        {error}
      </p>
    )}
    <div className="dialog__actions">
      <Button variant="secondary" onClick={onClose} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={pending}>
        {confirmLabel}
      </Button>
    </div>
  </Dialog>
);
