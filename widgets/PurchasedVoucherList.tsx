import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { submitted } from "./submitted.ts";
import "./PurchasedVoucherList.css";

export type PurchasedVoucherState = "activatable" | "activated" | "expired";

export interface PurchasedVoucherCard {
  code: string;
  name: string;
  description: string;
  state: PurchasedVoucherState;
}

export interface PurchasedVoucherListProps {
  vouchers: PurchasedVoucherCard[];
  /** 'Activate on this device': the terms step for this code */
  onActivate: (code: string) => void;
  /** an activation is in flight */
  busy?: boolean;
}

/** Bought vouchers as cards: the code, and 'Activate on this device', 'Activated' or 'Expired'. */
export function PurchasedVoucherList({ vouchers, onActivate, busy = false }: PurchasedVoucherListProps) {
  const id = useId();
  return (
    <ul className="gw-voucher-cards">
      {vouchers.map((v) => (
        <li key={v.code} className="gw-voucher-card" data-state={v.state}>
          <h3 id={`${id}-${v.code}`}>{v.name}</h3>
          {v.description ? <p className="gw-voucher-card-text">{v.description}</p> : null}
          <p>
            <Trans id="purchased.code">Voucher code</Trans>{" "}
            <code className="gw-voucher-card-code">{v.code}</code>
          </p>
          {v.state === "activatable" ? (
            // inside a voucher form the server answers (the store's vouchers), it posts its code
            <button
              type="submit"
              name="code"
              value={v.code}
              className="gw-button"
              data-variant="secondary"
              onClick={submitted(() => onActivate(v.code))}
              aria-describedby={`${id}-${v.code}`}
              disabled={busy}
            >
              <Trans id="purchased.activate">Activate on this device</Trans>
            </button>
          ) : (
            <p className="gw-voucher-card-state">
              {v.state === "activated" ? (
                <Trans id="purchased.activated">Activated</Trans>
              ) : (
                <Trans id="purchased.expired">Expired</Trans>
              )}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
