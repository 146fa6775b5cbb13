export function makeTwin(html: string): string;
export function startTwinServer(options: {
  upstream: string;
  pages: Map<string, string>;
  port?: number;
}): Promise<{ baseUrl: string; close: () => Promise<void> }>;
export function fetchTwins(baseUrl: string, routes: string[]): Promise<Map<string, string>>;
