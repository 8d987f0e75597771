/** The part of autocannon the benchmark uses (the package ships no types; no @types dependency added). */
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string;
    /** Requests each connection sends in turn (path relative to url). */
    requests?: {
      method?: 'GET' | 'POST';
      path?: string;
      body?: string;
      /** Rewrites each request before it is sent. */
      setupRequest?: (req: { body?: string | Buffer }) => { body?: string };
    }[];
  }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): void;
  }
  export default function autocannon(options: Options): Instance;
}
