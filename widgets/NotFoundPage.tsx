import { Trans } from "@lingui/react/macro";

/** The catch-all page for an unknown route or a page the zone does not have. */
export function NotFoundPage() {
  return (
    <section className="gw-card">
      <h1>
        <Trans id="gen.notfound.title">Page not found</Trans>
      </h1>
      <p>
        <Trans id="gen.notfound">Sorry, the page you requested cannot be found.</Trans>
      </p>
    </section>
  );
}
