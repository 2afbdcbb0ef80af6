/** Catalogues compiled at build time by scripts/i18n/vite-plugin.ts (decision 047). */
declare module '*.json?messages' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?pseudo' {
  const messages: Record<string, unknown>;
  export default messages;
}
