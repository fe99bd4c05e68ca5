// What other features may use of this one (lint: features import each other only through here).
export { listCommittees, type CommitteeRecord } from './api/committees-api.ts';
