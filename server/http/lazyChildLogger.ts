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
  options.level === undefined
    ? (new LazyChild(logger, bindings) as unknown as FastifyBaseLogger)
    : logger.child(bindings, options);

// one object a request, its methods on the prototype: closures for each level cost an allocation
// apiece on every request (0.7 % of the server's main thread in the open-arrivals surge)
class LazyChild {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #at(method: Level, args: unknown[]): void {
    if (!enabled(method, (this.#child ?? this.#parent).level)) return;
    (this.#made()[method] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  fatal(...args: unknown[]) {
    this.#at("fatal", args);
  }
  error(...args: unknown[]) {
    this.#at("error", args);
  }
  warn(...args: unknown[]) {
    this.#at("warn", args);
  }
  info(...args: unknown[]) {
    this.#at("info", args);
  }
  debug(...args: unknown[]) {
    this.#at("debug", args);
  }
  trace(...args: unknown[]) {
    this.#at("trace", args);
  }
  silent() {}

  child(...args: Parameters<FastifyBaseLogger["child"]>): FastifyBaseLogger {
    return this.#made().child(...args);
  }
}
