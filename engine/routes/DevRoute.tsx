import { DevConsole } from "../../widgets/DevConsole.tsx";
import { useDiagnostics } from "../flows/useDiagnostics.ts";

/** /secret-stuff: loaded as its own chunk, and only by zones whose dev flag is on. */
export function DevRoute() {
  const dev = useDiagnostics();
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
