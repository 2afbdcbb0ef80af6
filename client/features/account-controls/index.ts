/** Public entry points of the staff account controls. */
export { AccountControls } from './components/account-controls';
