import { useEffect } from "react";
import { useLocation } from "wouter";
import { routeName } from "../routes/routeName.ts";
import { useTrack } from "./useTrack.ts";

/** Every navigation is reported as an analytics event named after the route. */
export function useRouteTracking(): void {
  const [path] = useLocation();
  const track = useTrack();
  useEffect(() => track(routeName(path)), [path, track]);
}
