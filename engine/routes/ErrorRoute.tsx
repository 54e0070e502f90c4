import { useSearch } from "wouter";
import { errorReasonOf } from "../../schemas/errorReason.ts";
import { ErrorPage } from "../../widgets/ErrorPage.tsx";

/** /error: the page says what happened, by the enumerated `reason` of its address. */
export function ErrorRoute({ onRetry }: { onRetry?: () => void }) {
  const reason = errorReasonOf(new URLSearchParams(useSearch()).get("reason"));
  return <ErrorPage reason={reason} onRetry={onRetry} />;
}
