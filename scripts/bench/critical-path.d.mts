export function firstContentEnd(html: string): number;
export interface CriticalPath {
  /** gzip bytes of the HTML up to the end of the first content. */
  html: number;
  /** gzip bytes of the render-blocking stylesheets. */
  css: number;
  /** Bytes of the preloaded fonts, as served. */
  fonts: number;
  total: number;
  /** The stylesheets and fonts counted. */
  files: string[];
}
export function criticalPath(url: string): Promise<CriticalPath>;
