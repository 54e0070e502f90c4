import { Trans } from "@lingui/react/macro";
import { formatPackagePrice } from "./format/formatPackagePrice.ts";
import { HiddenFields } from "./HiddenFields.tsx";
import { Modal } from "./Modal.tsx";
import { submitted } from "./submitted.ts";
import "./CruisePackageModal.css";

export interface CruiseModalPackage {
  title: string;
  listItems: string[];
  /** undefined while a charge started on an earlier page load is polled: no price, no button */
  prepaid?: boolean;
  price?: number;
  currency?: string;
}

export type CruisePackageModalState = "confirm" | "charging" | "complete";

export interface CruisePackageModalProps {
  /** null: closed */
  pkg: CruiseModalPackage | null;
  state: CruisePackageModalState;
  /** Connect (prepaid) or Buy now */
  onConfirm: () => void;
  onClose: () => void;
  /** the form the server answers without the script (its action and the package's id) */
  fields?: Record<string, string>;
}

/** The chosen package: its lines, its price unless prepaid, Connect or Buy now, then 'Purchase completed!'. */
export function CruisePackageModal({ pkg, state, onConfirm, onClose, fields }: CruisePackageModalProps) {
  const confirming = state === "confirm";
  const showPrice = pkg?.prepaid === false && pkg.price !== undefined && pkg.currency !== undefined;
  return (
    <Modal
      open={pkg !== null}
      title={pkg?.title || <Trans id="cruise.modal.title">Your Wi-Fi package</Trans>}
      onClose={onClose}
      closable={confirming}
      loading={state === "charging"}
      actions={
        confirming && pkg ? (
          <form method="post" className="gw-action-form" noValidate>
            <HiddenFields fields={fields} />
            <button
              type="submit"
              name="_step"
              value="cancel"
              className="gw-button"
              data-variant="secondary"
              onClick={submitted(onClose)}
            >
              <Trans id="gen.cancel">Cancel</Trans>
            </button>
            <button
              type="submit"
              name="_step"
              value="accept"
              className="gw-button"
              onClick={submitted(onConfirm)}
            >
              {pkg.prepaid ? (
                <Trans id="gen.connect">Connect</Trans>
              ) : (
                <Trans id="cruise.modal.buy">Buy now</Trans>
              )}
            </button>
          </form>
        ) : undefined
      }
    >
      {state === "complete" ? (
        <p className="gw-package-complete" role="status">
          <Trans id="cruise.modal.complete">Purchase completed!</Trans>
        </p>
      ) : (
        <>
          {pkg && pkg.listItems.length > 0 ? (
            <ul>
              {pkg.listItems.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          {showPrice ? (
            <p>
              <Trans id="cruise.modal.price">Price</Trans>{" "}
              <strong>{formatPackagePrice(pkg.price as number, pkg.currency as string)}</strong>
            </p>
          ) : null}
          <p>
            <Trans id="cruise.modal.questions">Questions? Contact reception/servicedesk.</Trans>
          </p>
        </>
      )}
    </Modal>
  );
}
