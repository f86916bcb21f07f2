// Generated from crates/camelot-protocol (ends.rs): do not edit.
// Regenerate: UPDATE_TS=1 cargo test -p camelot-protocol --features ts --test typescript
import type { AbortReason, EndReason, Outcome } from './protocol.gen';

/** Each outcome's score and the key of its title in common.ftl. */
export const OUTCOMES: Readonly<Record<Outcome, { score: string; key: string }>> = {
  "black_wins": {
    "key": "won-black",
    "score": "0-1"
  },
  "draw": {
    "key": "drawn",
    "score": "½-½"
  },
  "white_wins": {
    "key": "won-white",
    "score": "1-0"
  }
};

/** The key in common.ftl of the sentence on each way a game ends, with its rule id. */
export const END_KEYS: Readonly<Record<EndReason, string>> = {
  "abandonment": "end-abandonment",
  "agreement": "end-R15-agreement",
  "all_captured": "end-R13",
  "bare_kings": "end-R12",
  "castle_entered": "end-V1-4",
  "castle_entered_loses": "end-V4-3",
  "castle_occupied": "end-R11",
  "eliminated": "end-V1-6",
  "no_legal_move": "end-R14",
  "no_move_loses": "end-V1-7",
  "no_move_wins": "end-V4-5",
  "no_progress": "end-R15-no-progress",
  "repetition": "end-R15-repetition",
  "resignation": "end-R15-resignation",
  "time_forfeit": "end-time"
};

/** The title of an aborted game. */
export const ABORTED_KEY: string = "aborted";

/** The sentence of an aborted game. */
export const ABORTED_END_KEY: string = "end-aborted";

/** The sentence of a game the server aborted, by why. */
export const ABORT_KEYS: Readonly<Record<AbortReason, string>> = {
  "black_aborted": "end-black-aborted",
  "no_first_move": "end-no-first-move",
  "unreplayable": "end-unreplayable",
  "white_aborted": "end-white-aborted"
};
