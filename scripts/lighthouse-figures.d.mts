/** Types of scripts/lighthouse-figures.mjs for its TypeScript test. */
export function median(values: number[]): number;
export interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKiB: number;
}
export function runFailure(lhr: unknown): string | null;
export function figuresOf(lhr: unknown): Figures;
export function scriptsOf(lhr: unknown): Array<{ path: string; transferSize: number }>;
