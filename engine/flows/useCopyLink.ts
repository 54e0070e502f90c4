import { useCallback, useState } from "react";

/** Copies a text to the clipboard; 'failed' when the browser refuses (the visitor copies by hand). */
export function useCopyLink(text: string) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = useCallback(async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  }, [text]);
  return { state, copy };
}
