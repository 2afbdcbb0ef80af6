/** Public entry points of the data dashboard feature: other features import only from here (eslint.config.js). */
export { useIsStaff } from './api/admin-data-api';
