/** Public entry points of the auth feature: other features import only from here (eslint.config.js). */
export { SESSION_KEY, sessionQuery, useLogout, useSession, useSessionChange } from './api/session';
export { AuthLayout } from './components/auth-layout';
export { FormError } from './components/form-error';
export { CurrentPasswordField, NewPasswordField } from './components/password-fields';
