// the part of autocannon 9's API the benchmarks use (the package ships no types)
declare module "autocannon" {
  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      max: number;
      min: number;
      total: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      // seconds
      duration: number;
    }
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      // methods, so that callers may narrow the context to their own shape
      setupRequest?(request: { method?: string; path?: string }, context: object): unknown;
      onResponse?(
        status: number,
        body: string,
        context: object,
        headers: Record<string, string | string[]>,
      ): void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: Request[];
    }
    interface Instance extends PromiseLike<Result> {
      stop(): void;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
