import { useAtomValue } from "jotai";
import { Redirect, Route, Switch } from "wouter";
import { ErrorPage } from "../../widgets/ErrorPage.tsx";
import { NotFoundPage } from "../../widgets/NotFoundPage.tsx";
import type { BootOutcome } from "../boot/boot.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { ZonePage } from "./ZonePage.tsx";
import { type PageName, zoneRoutes } from "./zoneRoutes.ts";

const retry = () => window.location.reload();

/** Fixed routes, then the zone routes once the zone is known, then the 404 catch-all. */
export function AppRoutes({ outcome }: { outcome: BootOutcome }) {
  const zone = useAtomValue(zoneAtom);
  if (outcome.kind === "no-query") {
    return (
      <Switch>
        <Route path="/error">
          <ErrorPage />
        </Route>
        <Route>
          <Redirect to="/error" replace />
        </Route>
      </Switch>
    );
  }
  if (outcome.kind === "failed") return <ErrorPage onRetry={retry} />;
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/start" replace />
      </Route>
      <Route path="/error">
        <ErrorPage />
      </Route>
      {zone
        ? (Object.entries(zoneRoutes) as [PageName, string][]).map(([name, path]) => (
            <Route key={name} path={path}>
              <ZonePage name={name} />
            </Route>
          ))
        : null}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
