import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
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
  /**
   * Not inside a form the server answers: its buttons are in a `<form method="dialog">`, so that
   * without the script the browser itself closes the dialog the server drew open.
   */
  selfClosing?: boolean;
}

// old WebKit does not know :modal (and throws on it): a dialog it opened was opened by showModal()
function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(":modal");
  } catch {
    return dialog.open;
  }
}

// the body, in a form the dialog's own submit buttons close it with (method="dialog")
function Body({ selfClosing, children }: { selfClosing: boolean; children: ReactNode }) {
  return selfClosing ? (
    <form method="dialog" className="gw-modal-body">
      {children}
    </form>
  ) : (
    <div className="gw-modal-body">{children}</div>
  );
}

/**
 * A native modal dialog: the browser traps focus, returns it on close and shows the backdrop. One
 * drawn open by the server (a step the server answered before or without the script) is an open,
 * in-page dialog until the app makes it modal. One never opened yet is not drawn at all: a start
 * page's closed terms and conflict dialogs were a third of its elements, parsed on a slow phone's
 * main thread before its first paint for nothing (issue 44); once opened it stays, as before.
 */
export function Modal({
  open,
  title,
  children,
  actions,
  closable = true,
  onClose,
  loading = false,
  selfClosing = false,
}: ModalProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // the open attribute as first drawn, never changed by React after: from then on the dialog's
  // own showModal() and close() say whether it is open (React would otherwise remove the attribute
  // of a modal dialog without closing it)
  const drawnOpen = useRef(open).current;
  // the server's page and the browser's first render agree (both draw it only when open)
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && dialog.open && !isModal(dialog)) dialog.close();
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const close = () => closable && onClose?.();
  if (!opened) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is the backdrop's; Escape (onCancel) is its keyboard twin
    <dialog
      ref={ref}
      open={drawnOpen || undefined}
      className="gw-modal"
      data-self-closing={selfClosing || undefined}
      aria-labelledby={titleId}
      aria-busy={loading}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === ref.current && close()}
    >
      <Body selfClosing={selfClosing}>
        <div className="gw-modal-head">
          <h2 id={titleId}>{title}</h2>
          {closable ? (
            // in a form (a step the server drew), it posts the step's cancel until the script runs
            <button
              type="submit"
              name="_step"
              value="cancel"
              formNoValidate
              className="gw-modal-close"
              onClick={(event) => {
                event.preventDefault();
                close();
              }}
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
      </Body>
    </dialog>
  );
}
