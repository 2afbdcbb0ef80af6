/** Public entry points of the staff account controls (issue 35 item 9). */
export { AccountControls } from './components/account-controls';
