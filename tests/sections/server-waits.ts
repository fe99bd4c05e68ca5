import { configure } from '@testing-library/react';

// The section pages here wait on a real PocketBase, which shares the two cores with the
// integration tier in a full run: Testing Library's 1 s for a findBy was a race (a new member's
// save took longer once in CI). Ten seconds for what the server answers; a test still fails
// when the text never comes.
configure({ asyncUtilTimeout: 10_000 });
