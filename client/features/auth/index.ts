/**
 * Public entry points of the auth feature: other features import only from here (eslint.config.js).
 * The forms' parts (layout, password fields) are the auth-forms feature; their error box is
 * components/ui/form-error.tsx.
 */
export { SESSION_KEY, sessionQuery, useLogout, useSession, useSessionChange } from './api/session';
