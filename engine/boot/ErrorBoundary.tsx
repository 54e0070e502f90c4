import { Component, type ReactNode } from "react";
import { ErrorPage } from "../../widgets/ErrorPage.tsx";
import { markInteractive } from "../render/interactive.ts";

/** Any render crash becomes the error page with a retry, never a white screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("render failed", error);
    // its page will not mark itself: the error page with its retry is what answers input now
    markInteractive();
  }

  render() {
    return this.state.crashed ? <ErrorPage onRetry={() => window.location.reload()} /> : this.props.children;
  }
}
