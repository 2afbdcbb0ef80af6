/** Types of scripts/check-bundle-budget.mjs for its TypeScript test. */
export const ROUTE_KEYS: string[];
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export function staticClosure(manifest: Record<string, ManifestChunk>, keys: string[]): string[];
export function measure(
  manifest: Record<string, ManifestChunk>,
  readAsset: (file: string) => Buffer,
  keys?: string[],
): Array<{ file: string; raw: number; gzip: number; brotli: number }>;
export function verdict(
  totals: { gzipKiB: number },
  baseline: { gzipKiB: number; limitKiB?: number; note?: string } | null,
): string[];
