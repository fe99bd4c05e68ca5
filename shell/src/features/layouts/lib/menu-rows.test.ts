import { describe, expect, it } from 'vitest';
import { menuRows, ON_WIDE_BAR } from './menu-rows.ts';

interface Area {
  to: string;
  phoneOnly?: boolean;
}

const areas = (count: number): Area[] => [
  ...Array.from({ length: count }, (_, index) => ({ to: `/sectie${index}` })),
  { to: '/account', phoneOnly: true },
];

describe('menuRows', () => {
  it('shows every area in the header while they fit one row; the phone bar holds four', () => {
    const rows = menuRows(areas(ON_WIDE_BAR));
    expect(rows.wideBar).toHaveLength(ON_WIDE_BAR);
    expect(rows.wideMore).toEqual([]);
    expect(rows.phoneBar.map((area) => area.to)).toEqual(['/sectie0', '/sectie1', '/sectie2', '/sectie3']);
    // The account is under the phone's "Meer" only: the header's account menu leads there.
    expect(rows.phoneMore.at(-1)).toEqual({ to: '/account', phoneOnly: true });
  });

  it('puts the last areas under "Meer" in the header once there are more than fit one row', () => {
    const rows = menuRows(areas(ON_WIDE_BAR + 2));
    expect(rows.wideBar).toHaveLength(ON_WIDE_BAR - 1);
    expect(rows.wideMore.map((area) => area.to)).toEqual([
      `/sectie${ON_WIDE_BAR - 1}`,
      `/sectie${ON_WIDE_BAR}`,
      `/sectie${ON_WIDE_BAR + 1}`,
    ]);
    expect([...rows.wideBar, ...rows.wideMore]).toHaveLength(ON_WIDE_BAR + 2);
  });
});
