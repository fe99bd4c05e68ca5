import { describe, expect, it } from 'vitest';
import { diffRows } from './text-diff.tsx';

describe('diffRows', () => {
  it('marks added and removed lines and keeps the unchanged ones around them', () => {
    expect(diffRows('a\nb\nc\n', 'a\nB\nc\nd\n')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'B' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
  });

  it('folds a long unchanged stretch to three lines on each side', () => {
    const before = Array.from({ length: 20 }, (_, index) => `regel ${index}`).join('\n');
    const rows = diffRows(`${before}\n`, `${before}\nerbij\n`);
    expect(rows.map((row) => row.kind)).toEqual(['same', 'same', 'same', 'folded', 'same', 'same', 'same', 'added']);
    expect(rows[3]).toEqual({ kind: 'folded', text: '… 14 ongewijzigde regels …' });
  });

  it('shows code appended to a built file that its sources do not have', () => {
    const rows = diffRows('export default{a:1};\n', 'export default{a:1};\nfetch("/api/x",{method:"PATCH"});\n');
    expect(rows).toContainEqual({ kind: 'added', text: 'fetch("/api/x",{method:"PATCH"});' });
  });
});
