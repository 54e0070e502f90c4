// how the served fleet stands against the manifests folder: /healthz and the metrics say it
export interface FleetHealth {
  // the served fleet is not the folder as it is: the folder (or part of it) was refused
  degraded: boolean;
  // when the folder was last refused (epoch ms), and how many problems the lint found then
  refusedAt?: number;
  problems: number;
  // operators whose folder was refused and whose last good version is served
  keptOperators: string[];
  // operators whose folder was refused with no last good version: their zones are not served
  missingOperators: string[];
}

export const HEALTHY_FLEET: FleetHealth = {
  degraded: false,
  problems: 0,
  keptOperators: [],
  missingOperators: [],
};
