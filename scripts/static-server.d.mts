export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}
export function parseHeadersFile(text: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>;
export function startServer(options?: {
  root?: string;
  port?: number;
  host?: string;
  headersFile?: string | null;
  /** Compress text responses (brotli/gzip) like a real host; default false. */
  compress?: boolean;
}): Promise<{
  url: string;
  /** What the server has sent so far: bytes written to its sockets, and requests answered. */
  traffic: () => { bytes: number; requests: number };
  close: () => Promise<void>;
}>;
