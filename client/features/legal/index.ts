/** Public entry points of the legal feature: other features import only from here (eslint.config.js). The pages themselves load lazily from the router. */
export { LegalLinks } from './components/legal-links';
