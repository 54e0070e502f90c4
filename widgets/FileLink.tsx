import { Trans } from "@lingui/react/macro";

export interface FileLinkProps {
  href: string;
  label: string;
}

/** A document (the cafeteria menu PDF), opened in a new tab. */
export function FileLink({ href, label }: FileLinkProps) {
  return (
    <a className="gw-button" data-variant="secondary" href={href} target="_blank" rel="noopener">
      {label}
      <span className="gw-visually-hidden">
        {" "}
        <Trans id="gen.newtab">(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
