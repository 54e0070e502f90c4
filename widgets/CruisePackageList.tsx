import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatPackagePrice } from "./format/formatPackagePrice.ts";
import { type DurationUnit, packageDuration } from "./format/packageDuration.ts";
import { ActionForm } from "./ActionForm.tsx";
import { Spinner } from "./Spinner.tsx";
import { submitted } from "./submitted.ts";
import "./CruisePackageList.css";

export interface CruisePackageItem {
  id: string;
  title: string;
  listItems: string[];
  prepaid: boolean;
  /** minor units of currency; not shown for a prepaid package */
  price: number;
  currency: string;
  duration: number;
  durationUnit: DurationUnit;
}

export interface CruisePackageListProps {
  /** null while the packages load */
  packages: CruisePackageItem[] | null;
  /** Activate (prepaid) or Select: opens the confirm modal */
  onSelect: (pkg: CruisePackageItem) => void;
  /** the form the server answers without the script (its action): the button posts the package's id */
  fields?: Record<string, string>;
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="gw-packages-section">
      <h2>{title}</h2>
      <ul className="gw-packages">{children}</ul>
    </section>
  );
}

/** The cruise package page: prepaid packages to activate, then packages to buy, and where purchases are found. */
export function CruisePackageList({ packages, onSelect, fields }: CruisePackageListProps) {
  const { i18n } = useLingui();
  const prepaid = packages?.filter((p) => p.prepaid) ?? [];
  const forSale = packages?.filter((p) => !p.prepaid) ?? [];
  const item = (p: CruisePackageItem) => (
    <li key={p.id} className="gw-card gw-package">
      <div className="gw-package-text">
        <h3 id={`package-${p.id}`}>{p.title}</h3>
        <p>
          {packageDuration(i18n, p.duration, p.durationUnit)}
          {p.prepaid ? null : (
            <strong className="gw-package-price"> · {formatPackagePrice(p.price, p.currency)}</strong>
          )}
        </p>
      </div>
      <button
        type="submit"
        name="packageId"
        value={p.id}
        className="gw-button"
        onClick={submitted(() => onSelect(p))}
        aria-describedby={`package-${p.id}`}
      >
        {p.prepaid ? (
          <Trans id="cruise.packages.activate">Activate</Trans>
        ) : (
          <Trans id="cruise.packages.select">Select</Trans>
        )}
      </button>
    </li>
  );
  return (
    <ActionForm fields={fields ?? {}}>
      <div className="gw-page gw-cruise-packages">
        <h1>
          <Trans id="cruise.packages.title">Choose a wi-fi package</Trans>
        </h1>
        {packages === null ? <Spinner /> : null}
        {prepaid.length > 0 ? (
          <Section title={<Trans id="cruise.packages.prepaid">Your prepaid packages</Trans>}>
            {prepaid.map(item)}
          </Section>
        ) : null}
        {forSale.length > 0 ? (
          <Section title={<Trans id="cruise.packages.for-sale">Packages available for purchase</Trans>}>
            {forSale.map(item)}
          </Section>
        ) : null}
        {packages?.length === 0 ? (
          <p className="gw-card">
            <Trans id="cruise.packages.none">There are no Wi-Fi packages for your booking.</Trans>
          </p>
        ) : null}
        <p className="gw-packages-hint">
          <Trans id="cruise.packages.hint">
            Your purchases are listed on the Login page of the device you bought them on.
          </Trans>
        </p>
      </div>
    </ActionForm>
  );
}
