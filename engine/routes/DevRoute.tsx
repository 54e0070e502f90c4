import { useAtomValue } from "jotai";
import { DevConsole } from "../../widgets/DevConsole.tsx";
import { NotFound } from "./NotFound.tsx";
import { useDiagnostics } from "../flows/useDiagnostics.ts";
import { isDevFlagOn } from "../state/devFlag.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";

/**
 * /secret-stuff: loaded as its own chunk, only by zones with the dev page, and reachable only while
 * the dev flag is on (spec section 6); without it the address is an unknown page, as for anyone.
 */
export function DevRoute() {
  const dev = useDiagnostics();
  // this tab's flag: known once the page the server drew without it has hydrated
  const flag = useAtomValue(hydratedAtom) && isDevFlagOn();
  if (!flag) return <NotFound />;
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
