import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from './registry-file.ts';

/** Every version of a section that was ever switched on, oldest first: what rollback walks back. */
export interface SectionHistory {
  deployments: { version: string; deployedAt: string }[];
}

const historyPath = (siteDir: string, name: string) => join(siteDir, 'sections', name, 'history.json');

export async function readHistory(siteDir: string, name: string): Promise<SectionHistory> {
  try {
    return JSON.parse(await readFile(historyPath(siteDir, name), 'utf8')) as SectionHistory;
  } catch {
    return { deployments: [] };
  }
}

export async function writeHistory(siteDir: string, name: string, history: SectionHistory): Promise<void> {
  await writeFileAtomically(historyPath(siteDir, name), `${JSON.stringify(history, null, 2)}\n`);
}
