import { describe, expect, it } from 'vitest';
import { releaseActionLabels } from './release-history.ts';

describe('releaseActionLabels', () => {
  it('calls a waiting release that a newer upload replaced "vervangen", newest first', () => {
    expect(
      releaseActionLabels([
        { action: 'submit', version: '1.0.0-c' },
        { action: 'submit', version: '1.0.0-b' },
        { action: 'release', version: '1.0.0-a' },
      ]),
    ).toEqual(['klaar voor controle:', 'vervangen, wachtte op controle:', 'uitgebracht']);
  });

  it('keeps "klaar voor controle" for a submission that was approved or rejected before the next one', () => {
    expect(
      releaseActionLabels([
        { action: 'submit', version: '1.0.0-d' },
        { action: 'reject', version: '1.0.0-c' },
        { action: 'submit', version: '1.0.0-c' },
        { action: 'release', version: '1.0.0-b' },
        { action: 'submit', version: '1.0.0-b' },
        { action: 'rollback', version: '1.0.0-a' },
      ]),
    ).toEqual([
      'klaar voor controle:',
      'afgewezen:',
      'klaar voor controle:',
      'uitgebracht',
      'klaar voor controle:',
      'teruggezet naar',
    ]);
  });

  it('calls the one that waits now "klaar voor controle", also when an older one was replaced', () => {
    expect(
      releaseActionLabels([
        { action: 'submit', version: '1.0.0-c' },
        { action: 'release', version: '1.0.0-b' },
        { action: 'submit', version: '1.0.0-b' },
        { action: 'submit', version: '1.0.0-a' },
      ]),
    ).toEqual(['klaar voor controle:', 'uitgebracht', 'klaar voor controle:', 'vervangen, wachtte op controle:']);
  });
});
