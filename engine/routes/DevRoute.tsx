import { useState } from "react";
import { DevConsole } from "../../widgets/DevConsole.tsx";
import { NotFoundPage } from "../../widgets/NotFoundPage.tsx";
import { useDiagnostics } from "../flows/useDiagnostics.ts";
import { isDevFlagOn } from "../state/devFlag.ts";

/**
 * /secret-stuff: loaded as its own chunk, only by zones with the dev page, and reachable only while
 * the dev flag is on (spec section 6); without it the address is an unknown page, as for anyone.
 */
export function DevRoute() {
  const dev = useDiagnostics();
  const [flag] = useState(() => typeof window !== "undefined" && isDevFlagOn());
  if (!flag) return <NotFoundPage />;
  return (
    <DevConsole
      query={dev.text}
      onQueryChange={dev.setText}
      onEvaluate={dev.evaluate}
      result={dev.result?.text ?? null}
      failed={dev.result?.ok === false}
    />
  );
}
