/** Types of scripts/e2e-env.mjs for the TypeScript specs. */
export function e2eAppEnv(options: {
  port: string | number;
  dataDir: string;
  outboxDir: string;
  staffEmails: string;
}): Record<string, string>;
export function e2eOutboxDirFor(port: string | number): string;
