import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Spinner } from "./Spinner.tsx";
import "./Modal.css";

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** the buttons row */
  actions?: ReactNode;
  /** a closable modal has a close button, closes on Escape and on a backdrop click */
  closable?: boolean;
  onClose?: () => void;
  loading?: boolean;
}

/** A native modal dialog: the browser traps focus, returns it on close and shows the backdrop. */
export function Modal({
  open,
  title,
  children,
  actions,
  closable = true,
  onClose,
  loading = false,
}: ModalProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const close = () => closable && onClose?.();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is the backdrop's; Escape (onCancel) is its keyboard twin
    <dialog
      ref={ref}
      className="gw-modal"
      aria-labelledby={titleId}
      aria-busy={loading}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === ref.current && close()}
    >
      <div className="gw-modal-body">
        <div className="gw-modal-head">
          <h2 id={titleId}>{title}</h2>
          {closable ? (
            <button
              type="button"
              className="gw-modal-close"
              onClick={close}
              aria-label={t({ id: "gen.close", message: "Close" })}
            >
              ×
            </button>
          ) : null}
        </div>
        {/* while loading, the covered content cannot be reached by keyboard either */}
        <div className="gw-modal-content" inert={loading}>
          {children}
        </div>
        {actions ? (
          <div className="gw-modal-actions" inert={loading}>
            {actions}
          </div>
        ) : null}
        {loading ? (
          <div className="gw-modal-loading">
            <Spinner />
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
