// What other features may use of this one (lint: features import each other only through here).
export { PowerConfirmationDialog } from './components/power-confirmation-dialog.tsx';
