// What other features may use of this one (lint: features import each other only through here).
export { NotFoundPage } from './components/not-found-page.tsx';
