import { useEffect } from "react";
import { useLocation, useRouter } from "wouter";
import { routeName } from "../paths/routeName.ts";
import { useTrack } from "./useTrack.ts";

/** Every navigation is reported as an analytics event named after the route. */
export function useRouteTracking(): void {
  const [path] = useLocation();
  const { parser } = useRouter();
  const track = useTrack();
  useEffect(() => track(routeName(path, parser)), [path, parser, track]);
}
