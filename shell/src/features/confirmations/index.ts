// What other features may use of this one (lint: features import each other only through here).
export { PowerConfirmation } from './components/power-confirmation.tsx';
