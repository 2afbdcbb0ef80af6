/** Minimal types for the parts of autocannon the benchmarks use (the package ships none). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Request templates; `setupRequest` may change path and body per request. */
    requests?: {
      method?: string;
      headers?: Record<string, string>;
      setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
    }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
