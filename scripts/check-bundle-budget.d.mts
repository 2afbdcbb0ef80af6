/** Types of scripts/check-bundle-budget.mjs for its TypeScript test. */
export const VIEWPORT: { width: number; height: number };
export const DEFAULT_LIMIT_KIB: number;
export interface WireResponse {
  url: string;
  resourceType: string;
  bodyBytes: number;
  headerBytes: number;
}
export function scriptFigures(responses: WireResponse[]): {
  rows: Array<{ path: string; bytes: number; headerBytes: number }>;
  totalKiB: number;
};
export function verdict(totalKiB: number, limitKiB?: number): string[];
