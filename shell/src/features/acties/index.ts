// What other features may use of this one (lint: features import each other only through here).
export { MySubmissionsCard } from './components/my-submissions-card.tsx';
