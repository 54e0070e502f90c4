import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
// Fastify exports the factory's type only as its option's
type ChildLoggerFactory = NonNullable<FastifyServerOptions["childLoggerFactory"]>;

// pino's standard levels (the server uses no custom ones); `silent` logs nothing
const RANK: Record<Level, number> = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 };
const enabled = (method: Level, level: string) =>
  RANK[method] >= (RANK[level as Level] ?? Number.POSITIVE_INFINITY);

/**
 * Fastify's per-request logger, made only when the request first logs at a level in force: pino's
 * child runs its bindings through redaction (loggerOptions.ts) and builds a logger object on every
 * request, 2–3 % of the server's CPU in the boarding surge (tools/bench/surge.ts), while at
 * LOG_LEVEL=warn a request that goes well logs nothing. A line it does log is the child's own,
 * request id included.
 */
export const lazyChildLogger: ChildLoggerFactory = (logger, bindings, options) =>
  // a route with a level of its own (logLevel) gets its child at once
  options.level === undefined ? lazy(logger, bindings) : logger.child(bindings, options);

function lazy(parent: FastifyBaseLogger, bindings: Bindings): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const made = () => {
    child ??= parent.child(bindings);
    return child;
  };
  const at =
    (method: Level) =>
    (...args: unknown[]) => {
      const logger = child ?? parent;
      if (!enabled(method, logger.level)) return;
      (made()[method] as (...a: unknown[]) => void)(...args);
    };
  return {
    get level() {
      return (child ?? parent).level;
    },
    set level(level: string) {
      made().level = level;
    },
    fatal: at("fatal"),
    error: at("error"),
    warn: at("warn"),
    info: at("info"),
    debug: at("debug"),
    trace: at("trace"),
    silent: () => {},
    child: (more, options) => made().child(more, options),
  } as FastifyBaseLogger;
}
