import { sessionStore } from '@tjas/auth';
import { showToast } from '@tjas/ui';
import { useState } from 'react';
import { defineSection, type SectionContract, type SectionDefinition } from './section-contract.ts';
import { recordSingletons } from './singleton-probe.ts';

/**
 * The contract of a section that renders on the shell's one React (every section but those with
 * `"framework": "own"`). It also records the React, session store and UI kit this section was
 * handed, so the singletons e2e test can prove there is one of each on the page.
 *
 *   export default defineReactSection(tjasSection, { routes: [...], nav: [...] });
 */
export function defineReactSection(tjasSection: { name: string }, definition: SectionDefinition): SectionContract {
  recordSingletons(tjasSection.name, { react: useState, sessionStore, ui: showToast });
  return defineSection(tjasSection, definition);
}
