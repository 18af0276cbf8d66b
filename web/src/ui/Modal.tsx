/**
 * A modal on the native <dialog> (docs/product.md §2 Modals): focus is trapped by the browser, Escape and
 * the close button call `onClose`. Children render only while open, with the modal's own toasts
 * (./Toasts.tsx), which show above its backdrop.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Toasts } from './Toasts';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider layout for forms with many fields. */
  wide?: boolean;
}

export function Modal({ open, title, onClose, children, wide }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? 'modal modal-wide' : 'modal'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="modal-body">
          <header className="modal-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
          {children}
          <Toasts inModal />
        </div>
      )}
    </dialog>
  );
}

/**
 * A question before an action that cannot be undone (delete a post, a diary entry): the action
 * button runs `onConfirm` (disabled while `pending`), Cancel and Escape close.
 */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      {children}
      <div className="actions">
        <button type="button" className="button primary" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
