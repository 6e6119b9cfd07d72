import { useEffect, useId, useRef } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question on the native <dialog>: the browser keeps focus inside and the page inert.
 * Focus starts on the safe choice (cancel); Escape, a click outside or cancel close it and
 * give focus back to whatever opened it.
 */
export function ConfirmDialog({ open, question, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (openerRef.current?.isConnected) openerRef.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: we close it ourselves, so React state and the element agree.
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop; the content sits in the inner box.
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div className="confirm-dialog-body">
        <h2 id={titleId}>{question}</h2>
        <div className="confirm-dialog-actions">
          <button ref={cancelRef} type="button" className="button button-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="button" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
