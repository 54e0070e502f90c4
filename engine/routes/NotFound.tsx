import { useContext } from "react";
import { NotFoundPage } from "../../widgets/NotFoundPage.tsx";
import { PageStatusContext } from "./PageStatus.ts";

/** The 404 page; drawn on the server, it makes the answer a 404 (ssr/renderPage.tsx). */
export function NotFound() {
  const status = useContext(PageStatusContext);
  // the server's one render reads it once the page is drawn: no state, nothing to re-render
  if (status) status.notFound = true;
  return <NotFoundPage />;
}
