// Clocks as the server last told them, counted down here between its messages, and shown as
// the game shows them: the rules are the protocol's `clock_text` (crates/camelot-protocol/src/
// clock_text.rs), and test/clock.test.ts holds this copy to the cases the Rust one is held to.
import { LOW_TIME_MS } from '../choices.gen';
import type { ClockView, TimeClass, TimeControl } from '../protocol.gen';

/** A time control's rating class: correspondence is written `DAYSd`, live `MINUTES+SECONDS`. */
export function timeClass(time: TimeControl): TimeClass {
  return time.endsWith('d') ? 'correspondence' : 'live';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A clock's time in a game of `time`: `0:07.3` when low, `4:59` under an hour; from an hour,
 * `1:02:05` live but `5h 3m` in correspondence; from a day, `2d 5h`. Never below zero.
 */
export function formatClock(ms: number, time: TimeControl): string {
  const left = Math.max(0, Math.floor(ms));
  if (isLow(left)) return `0:${pad(Math.floor(left / 1000))}.${Math.floor((left % 1000) / 100)}`;
  const secs = Math.floor(left / 1000);
  const [days, hours] = [Math.floor(secs / 86_400), Math.floor((secs % 86_400) / 3600)];
  const [minutes, seconds] = [Math.floor((secs % 3600) / 60), secs % 60];
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return timeClass(time) === 'correspondence' ? `${hours}h ${minutes}m` : `${hours}:${pad(minutes)}:${pad(seconds)}`;
  return `${minutes}:${pad(seconds)}`;
}

/** Each side's time now, `elapsed` ms after the server's `clock` arrived. */
export function clockNow(clock: ClockView, elapsed: number): { white: number; black: number } {
  return {
    white: clock.white_ms - (clock.running === 'white' ? elapsed : 0),
    black: clock.black_ms - (clock.running === 'black' ? elapsed : 0),
  };
}

export function isLow(ms: number): boolean {
  return ms < LOW_TIME_MS;
}
