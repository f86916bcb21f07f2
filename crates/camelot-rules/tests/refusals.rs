//! Each refusal of the rules core as data (`Illegal`): the rule it names (RULES.md,
//! VARIANTS.md ids) and the English sentence the command line, the server and records say.

use camelot_rules::{Color, EndReason, GameResult, Illegal, LegKind, Outcome, Square};

fn sq(name: &str) -> Square {
    Square::try_from(name.to_string()).expect("a square")
}

/// Every variant with its rule id and its English sentence, as the command line says it.
#[test]
fn each_refusal_names_its_rule_and_reads_as_before() {
    let (a, b) = (sq("E6"), sq("E8"));
    let (white, black) = (Color::White, Color::Black);
    let result = GameResult {
        outcome: Outcome::Win(white),
        reason: EndReason::CastleOccupied,
    };
    use Illegal::*;
    let cases: Vec<(Illegal, Option<&str>, &str)> = vec![
        (
            GameOver {
                reason: EndReason::BareKings,
            },
            None,
            "the game is over: both players have at most one piece left (R12)",
        ),
        (
            GameEnded {
                result: Some(result),
            },
            None,
            "the game is over: 1-0 White wins: both squares of the opponent's castle are \
             occupied (R11)",
        ),
        (
            GameEnded { result: None },
            None,
            "the game is over: Aborted: no result",
        ),
        (
            NotDeclarable {
                reason: EndReason::NoLegalMove,
            },
            None,
            "only the board ends a game by the player to move has no legal move (R14)",
        ),
        (
            PlaceTreesFirst { side: black },
            Some("V5.4"),
            "Black places three trees first, as C2,D2,I2 (V5.4)",
        ),
        (
            TreesPlaced,
            Some("V5.4"),
            "the trees are placed: a tree placement comes only at the start (V5.4)",
        ),
        (
            BadPlacement { side: white },
            Some("V5.2, V5.4"),
            "White places its three trees on three different empty squares of its own tree \
             squares (V5.2, V5.4)",
        ),
        (NoPiece { at: a }, None, "there is no piece on E6"),
        (
            NotYours {
                at: a,
                owner: black,
                to_move: white,
            },
            None,
            "the piece on E6 is Black's; White is to move",
        ),
        (
            MustLeaveCastle { at: a },
            Some("R9"),
            "the piece on E6 must leave its own castle this turn (R9)",
        ),
        (
            InTheirCastle { at: a },
            None,
            "the piece on E6 is in the opponent's castle: the game is over",
        ),
        (
            NoCastleMovesLeft { at: a },
            Some("R10"),
            "the piece on E6 is in the opponent's castle and no castle moves are left (R10)",
        ),
        (
            CastleFull { at: a },
            Some("R10"),
            "the piece on E6 is in the opponent's castle and the other castle square is \
             taken (R10)",
        ),
        (
            CaptureDue,
            Some("R7"),
            "a capture is available: jumping is compulsory (R7)",
        ),
        (
            NoLegalMove { at: a },
            None,
            "the piece on E6 has no legal move",
        ),
        (NoLeg, None, "a move needs at least one leg"),
        (
            StepIsSingle,
            Some("R3"),
            "a plain move is a single step: nothing can follow it (R3)",
        ),
        (
            EndedInTheirCastle { at: a },
            Some("R10"),
            "the move ended on E6 in the opponent's castle (R10)",
        ),
        (
            OnlyCastleMove { at: a },
            Some("R10"),
            "the piece on E6 is in the opponent's castle: its only move is a castle move \
             (R10)",
        ),
        (
            StepAfterLeap { from: a, to: b },
            Some("R3"),
            "E6-E8 is a step: steps cannot continue a canter or jump (R3)",
        ),
        (
            IntoOwnCastle { to: b },
            Some("R9"),
            "no piece may move into its own castle (E8) (R9)",
        ),
        (NotEmpty { to: b }, None, "E8 is not empty"),
        (
            NotALeg { from: a, to: b },
            None,
            "E6 to E8 is neither a step nor a leap",
        ),
        (
            ManCannotCharge,
            Some("R6"),
            "only a knight may jump after cantering (R6)",
        ),
        (
            JumpNotHere { from: a, to: b },
            None,
            "the jump E6xE8 is not allowed here",
        ),
        (
            NothingToLeap { over: a },
            None,
            "there is no piece on E6 to leap over",
        ),
        (
            CanterAfterJump,
            Some("R6"),
            "a canter cannot follow a jump (R6)",
        ),
        (
            CanterIntoOwnCastle { to: b },
            Some("R9"),
            "no piece may canter into its own castle (E8) (R9)",
        ),
        (
            LandedTwice { to: b },
            Some("R4"),
            "a canter never lands on the same square twice (E8) (R4)",
        ),
        (
            ChargeMissesCapture { to: b },
            Some("R8"),
            "the canter to E8 can no longer reach a capture, and the knight must capture \
             (R8)",
        ),
        (
            CanterLeadsNowhere { to: b },
            Some("R8"),
            "the canter to E8 leads to no legal move (R8)",
        ),
        (
            JumpGoesOn { at: b },
            Some("R5"),
            "the jump must go on from E8: another capture is available (R5)",
        ),
        (
            ChargeMustCapture,
            Some("R8"),
            "the knight's canter landed where it could jump: it must go on to capture (R8)",
        ),
        (
            WrongLegKind {
                to: b,
                kind: LegKind::Canter,
            },
            None,
            "the leg to E8 is not a Canter leg",
        ),
        (
            WrongJoint {
                from: a,
                joint: '-',
                to: b,
                kind: LegKind::Jump,
            },
            None,
            "E6-E8 is a jump: write x before a jump leg",
        ),
        (
            WrongJoint {
                from: a,
                joint: 'x',
                to: b,
                kind: LegKind::Canter,
            },
            None,
            "E6xE8 is a canter leg: write - (or ^) before a canter leg",
        ),
        (
            WrongJoint {
                from: a,
                joint: '^',
                to: b,
                kind: LegKind::Plain,
            },
            None,
            "E6^E8 is a step: write - before a step (^ marks a canter leg)",
        ),
        (
            NoRun {
                from: a,
                to: b,
                kind: LegKind::Jump,
            },
            Some("R5"),
            "no run of jumps (R5) leads from E6 to E8 here",
        ),
        (
            NoRun {
                from: a,
                to: b,
                kind: LegKind::Canter,
            },
            Some("R4"),
            "no run of canter legs (R4) leads from E6 to E8 here",
        ),
    ];
    for (illegal, rule, sentence) in cases {
        assert_eq!(illegal.rule(), rule, "{illegal:?}");
        assert_eq!(illegal.to_string(), sentence, "{illegal:?}");
    }
}
