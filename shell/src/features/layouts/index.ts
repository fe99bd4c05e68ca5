// What other features may use of this one (lint: features import each other only through here).
export { AuthLayout, AuthLinks } from './components/auth-layout.tsx';
export { DefaultLayout } from './components/default-layout.tsx';
