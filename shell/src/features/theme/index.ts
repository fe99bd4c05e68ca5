// What other features may use of this one (lint: features import each other only through here).
export { useMemberTheme } from './use-member-theme.ts';
