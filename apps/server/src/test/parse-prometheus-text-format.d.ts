/** The parser publishes no types: what it returns for a scrape (one entry per metric family). */
declare module 'parse-prometheus-text-format' {
  interface Sample {
    value?: string;
    labels?: Record<string, string>;
    count?: string;
    sum?: string;
    buckets?: Record<string, string>;
  }
  export default function parsePrometheusTextFormat(text: string): { name: string; help: string; type: string; metrics: Sample[] }[];
}
