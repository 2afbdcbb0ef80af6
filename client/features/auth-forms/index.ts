/**
 * Public entry points of the account forms' parts: the layout of the signed-out pages and the
 * password fields. Apart from the auth feature's session API, so that a screen
 * that only needs the session (the signed-in home's first screen) does not reach the form fields
 * through a shared barrel and carry them in its first chunks (docs/perf/first-screen.md).
 */
export { AuthLayout } from './components/auth-layout';
export { CurrentPasswordField, NewPasswordField } from './components/password-fields';
