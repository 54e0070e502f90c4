import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { type DurationUnit, packageDuration } from "./format/packageDuration.ts";
import type { PurchasedVoucherState } from "./PurchasedVoucherList.tsx";
import { VoucherDialogs, type VoucherDialogsProps } from "./VoucherDialogs.tsx";
import "./PurchasedPackages.css";

export interface PurchasedPackageItem {
  title: string;
  duration: number;
  durationUnit: DurationUnit;
  voucherCode: string;
  /** against this device's session (spec §4, purchased voucher card states); activatable if absent */
  state?: PurchasedVoucherState;
}

export interface PurchasedPackagesProps extends VoucherDialogsProps {
  /** newest first; the block is hidden when empty */
  packages: PurchasedPackageItem[];
  /** 'Activate on this device': the terms step for this code */
  onActivate: (voucherCode: string) => void;
}

/**
 * 'Your purchased packages': what this device bought, each code ready to activate here, or
 * 'Activated' / 'Expired' when it is the code this device's session runs on.
 */
export function PurchasedPackages({ packages, onActivate, ...dialogs }: PurchasedPackagesProps) {
  const { i18n } = useLingui();
  const id = useId();
  if (packages.length === 0) return null;
  return (
    <section className="gw-cruise-option gw-purchased" aria-labelledby={id}>
      <h2 id={id}>
        <Trans id="cruise.purchased.title">Your purchased packages</Trans>
      </h2>
      <ul className="gw-purchased-list">
        {packages.map((p) => (
          <li key={p.voucherCode} className="gw-card">
            <h3 id={`${id}-${p.voucherCode}`}>{p.title}</h3>
            <p className="gw-purchased-duration">{packageDuration(i18n, p.duration, p.durationUnit)}</p>
            <p>
              <Trans id="cruise.purchased.code">Voucher code</Trans>{" "}
              <code className="gw-voucher-code">{p.voucherCode}</code>
            </p>
            {(p.state ?? "activatable") === "activatable" ? (
              <button
                type="button"
                className="gw-button"
                data-variant="secondary"
                onClick={() => onActivate(p.voucherCode)}
                aria-describedby={`${id}-${p.voucherCode}`}
                disabled={dialogs.step === "loading"}
              >
                <Trans id="cruise.activate-here">Activate on this device</Trans>
              </button>
            ) : (
              <p className="gw-purchased-state" data-state={p.state}>
                {p.state === "activated" ? (
                  <Trans id="purchased.activated">Activated</Trans>
                ) : (
                  <Trans id="purchased.expired">Expired</Trans>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      <VoucherDialogs {...dialogs} />
    </section>
  );
}
