// Generated from crates/camelot-protocol (choices.rs, clock_text.rs): do not edit.
// Regenerate: UPDATE_TS=1 cargo test -p camelot-protocol --features ts --test typescript
import type { TimeClass, TimeControl } from './protocol.gen';

/** The time controls a new seek offers, live ones first, fastest first. */
export const TIME_PRESETS: readonly { time: TimeControl; class: TimeClass }[] = [
  {
    "class": "live",
    "time": "1+0"
  },
  {
    "class": "live",
    "time": "3+2"
  },
  {
    "class": "live",
    "time": "5+3"
  },
  {
    "class": "live",
    "time": "10+5"
  },
  {
    "class": "live",
    "time": "15+10"
  },
  {
    "class": "live",
    "time": "30+0"
  },
  {
    "class": "correspondence",
    "time": "1d"
  },
  {
    "class": "correspondence",
    "time": "3d"
  },
  {
    "class": "correspondence",
    "time": "7d"
  }
];

/** The time control a new seek starts at. */
export const DEFAULT_TIME: TimeControl = "5+3";

/** Every variant: its name on the wire and the key of its name in common.ftl. */
export const VARIANTS: readonly { name: string; key: string }[] = [
  {
    "key": "variant-camelot",
    "name": "camelot"
  },
  {
    "key": "variant-camette",
    "name": "camette"
  },
  {
    "key": "variant-cam",
    "name": "cam"
  },
  {
    "key": "variant-chivalry",
    "name": "chivalry"
  },
  {
    "key": "variant-anti",
    "name": "anti"
  },
  {
    "key": "variant-river",
    "name": "river"
  }
];

/** A player's name, as an HTML `pattern` (the whole value must match). */
export const NAME_PATTERN: string = "[A-Za-z0-9][A-Za-z0-9_\\-]{1,31}";

/** Under this many milliseconds a clock is low: red, with tenths, and a sound. */
export const LOW_TIME_MS: number = 10000;
