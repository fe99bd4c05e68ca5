// What other features may use of this one (lint: features import each other only through here).
export { DirectoryProfileCard } from './components/directory-profile-card.tsx';
