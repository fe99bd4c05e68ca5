// What other features may use of this one (lint: features import each other only through here).
export { LOGOUT_PATH, returnTarget } from './return-target.ts';
