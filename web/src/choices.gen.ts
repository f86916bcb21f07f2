// Generated from crates/camelot-protocol (choices.rs, clock_text.rs, illegal.rs): do not edit.
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

/** A name a player may choose (the server's whole rule, the guests' prefix refused), as an HTML `pattern` (the whole value must match). */
export const NAME_PATTERN: string = "(?![gG][uU][eE][sS][tT]-)[A-Za-z0-9][A-Za-z0-9_\\-]{1,31}";

/** The key in common.ftl of each reason the rules refuse a move for, by its code. */
export const ILLEGAL_KEYS: Readonly<Record<string, string>> = {
  "bad_placement": "illegal-bad-placement",
  "canter_after_jump": "illegal-canter-after-jump",
  "canter_into_own_castle": "illegal-canter-into-own-castle",
  "canter_leads_nowhere": "illegal-canter-leads-nowhere",
  "capture_due": "illegal-capture-due",
  "castle_full": "illegal-castle-full",
  "charge_misses_capture": "illegal-charge-misses-capture",
  "charge_must_capture": "illegal-charge-must-capture",
  "ended_in_their_castle": "illegal-ended-in-their-castle",
  "game_ended": "illegal-game-over",
  "game_over": "illegal-game-over",
  "in_their_castle": "illegal-in-their-castle",
  "into_own_castle": "illegal-into-own-castle",
  "jump_goes_on": "illegal-jump-goes-on",
  "jump_not_here": "illegal-jump-not-here",
  "landed_twice": "illegal-landed-twice",
  "man_cannot_charge": "illegal-man-cannot-charge",
  "must_leave_castle": "illegal-must-leave-castle",
  "no_castle_moves_left": "illegal-no-castle-moves-left",
  "no_leg": "illegal-no-leg",
  "no_legal_move": "illegal-no-legal-move",
  "no_piece": "illegal-no-piece",
  "no_run": "illegal-no-run",
  "not_a_leg": "illegal-not-a-leg",
  "not_a_tree_square": "illegal-not-a-tree-square",
  "not_declarable": "illegal-not-declarable",
  "not_empty": "illegal-not-empty",
  "not_yours": "illegal-not-yours",
  "nothing_to_leap": "illegal-nothing-to-leap",
  "only_castle_move": "illegal-only-castle-move",
  "place_trees_first": "illegal-place-trees-first",
  "step_after_leap": "illegal-step-after-leap",
  "step_is_single": "illegal-step-is-single",
  "tree_across_river": "illegal-tree-across-river",
  "tree_in_river": "illegal-tree-in-river",
  "tree_on_piece": "illegal-tree-on-piece",
  "tree_on_tree": "illegal-tree-on-tree",
  "trees_placed": "illegal-trees-placed",
  "wrong_joint": "illegal-wrong-joint",
  "wrong_leg_kind": "illegal-wrong-leg-kind"
};

/** Beyond this evaluation (either way, a man is 100) a side wins by force. */
export const FORCED_SCORE: number = 29000;

/** Under this many milliseconds a clock is low: red, with tenths, and a sound. */
export const LOW_TIME_MS: number = 10000;

/** The server's computer players, by the name messages give them: the key of the level's name in common.ftl. */
export const COMPUTER_PLAYERS: Readonly<Record<string, string>> = {
  "Computer (Beginner)": "level-beginner",
  "Computer (Easy)": "level-easy",
  "Computer (Expert)": "level-expert",
  "Computer (Hard)": "level-hard",
  "Computer (Medium)": "level-medium"
};
