import { dialectName } from "../../../fleet/gateway/gatewayDialects.ts";
import { coovaChilliDialect } from "./coovaChilliDialect.ts";
import type { GatewayDialect } from "./GatewayDialect.ts";
import { mikrotikDialect } from "./mikrotikDialect.ts";
import { openndsDialect } from "./openndsDialect.ts";
import { specDialect } from "./specDialect.ts";

const DIALECTS = {
  spec: specDialect,
  coovachilli: coovaChilliDialect,
  mikrotik: mikrotikDialect,
  opennds: openndsDialect,
} as const;

/** The dialect of a zone's gateway (its manifest's network.gateway; unset: the spec's controller). */
export const dialectOf = (gateway: string | undefined): GatewayDialect => DIALECTS[dialectName(gateway)];
