import { describe, expect, it } from 'vitest';
import { follow } from '../src/ui/game';

/** A move list as the browser lays it out: 40 lines of 20 px in a box 200 px high. */
function list(current: { offsetTop: number } | null) {
  const ol = { scrollTop: 0, scrollHeight: 800, clientHeight: 200, offsetTop: 100, querySelector: () => current };
  return { ol, panel: { querySelector: () => ol } as unknown as Pick<HTMLElement, 'querySelector'> };
}

describe('the move list', () => {
  it('follows the latest move while the game is played', () => {
    const { ol, panel } = list(null);
    follow(panel);
    expect(ol.scrollTop).toBe(800);
  });

  it('keeps the move shown in review in the middle of the box', () => {
    const { ol, panel } = list({ offsetTop: 500 });
    follow(panel);
    expect(ol.scrollTop).toBe(300);
  });
});
