// What other features may use of this one (lint: features import each other only through here).
export { NewPasswordFields } from './components/new-password-fields.tsx';
export { validateNewPassword, type PasswordErrors } from './lib/password-rules.ts';
