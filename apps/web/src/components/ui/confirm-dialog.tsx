import type { ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

export type ConfirmTone = "danger" | "primary";

export type ConfirmDialogProps = {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  tone?: ConfirmTone;
  /** Shows the confirm button busy and blocks dismissal while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The shared confirmation dialog of the app shell: 'Batal' and 'Konfirmasi' by default. */
export function ConfirmDialog({
  open,
  title = "Konfirmasi",
  message,
  confirmText = "Konfirmasi",
  cancelText = "Batal",
  tone = "primary",
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelText}
          </Button>
          <Button variant={tone === "danger" ? "danger" : "primary"} onClick={onConfirm} busy={busy} data-autofocus>
            {confirmText}
          </Button>
        </>
      }
    >
      <div className="text-sm leading-relaxed text-stone-600">{message}</div>
    </Modal>
  );
}
