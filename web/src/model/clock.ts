// Clocks as the server last told them, counted down here between its messages.
import type { ClockView } from '../protocol.gen';

/** Under this many milliseconds a clock warns (red, tenths). */
export const LOW_MS = 10_000;

/** `m:ss`, `h:mm:ss`, or with tenths under [`LOW_MS`]: `0:07.3`; never below zero. */
export function formatClock(ms: number): string {
  const left = Math.max(0, ms);
  if (left < LOW_MS) {
    const tenths = Math.floor(left / 100);
    return `0:${String(Math.floor(tenths / 10)).padStart(2, '0')}.${tenths % 10}`;
  }
  const total = Math.floor(left / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  if (total >= 86_400) return `${Math.floor(total / 86_400)}d ${h % 24}h`;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Each side's time now, `elapsed` ms after the server's `clock` arrived. */
export function clockNow(clock: ClockView, elapsed: number): { white: number; black: number } {
  return {
    white: clock.white_ms - (clock.running === 'white' ? elapsed : 0),
    black: clock.black_ms - (clock.running === 'black' ? elapsed : 0),
  };
}

export function isLow(ms: number): boolean {
  return ms < LOW_MS;
}
