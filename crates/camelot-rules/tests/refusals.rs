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
        (
            TreeInRiver { at: a },
            Some("V5.1"),
            "E6 is in the river: no tree grows there (V5.1)",
        ),
        (
            TreeAcrossRiver { at: a, side: black },
            Some("V5.2"),
            "E6 is on the other side of the river: Black places its trees on its own side (V5.2)",
        ),
        (
            NotATreeSquare { at: a, side: white },
            Some("V5.2"),
            "E6 is not a tree square: White's trees stay off the castles, the squares before \
             them and the ways onto the bridges (V5.2)",
        ),
        (
            TreeOnTree { at: a },
            Some("V5.4"),
            "E6 has a tree already: each tree goes on its own square (V5.4)",
        ),
        (
            TreeOnPiece { at: a },
            Some("V5.4"),
            "E6 has a piece on it: a tree goes on an empty square (V5.4)",
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

/// A square no tree of the side to move may go on says why (V5.1, V5.2, V5.4), and a
/// placement that holds one is refused with that reason.
#[test]
fn v5_1_v5_2_v5_4_a_tree_square_refused_says_why() {
    use camelot_rules::{Error, Position, Variant};
    let start = Position::start_of(Variant::River);
    let why = |p: &Position, at: &str| p.tree_refusal(sq(at));
    assert_eq!(why(&start, "C2"), None, "a free tree square of White's");
    assert_eq!(
        why(&start, "B6"),
        Some(Illegal::TreeInRiver { at: sq("B6") })
    );
    assert_eq!(
        why(&start, "D4"),
        Some(Illegal::TreeOnPiece { at: sq("D4") })
    );
    assert_eq!(
        why(&start, "A8"),
        Some(Illegal::TreeAcrossRiver {
            at: sq("A8"),
            side: Color::White
        })
    );
    for not_tree in ["E2", "F1", "D6"] {
        assert_eq!(
            why(&start, not_tree),
            Some(Illegal::NotATreeSquare {
                at: sq(not_tree),
                side: Color::White
            }),
            "{not_tree}: before the castle, the castle, onto a bridge"
        );
    }
    let refused = |p: &Position, text: &str| match p.read_move(text) {
        Err(Error::IllegalMove(why)) => why,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(
        refused(&start, "C2,D2,B6"),
        Illegal::TreeInRiver { at: sq("B6") }
    );
    let black = start.play(&start.read_move("C2,D2,I2").unwrap().key());
    assert_eq!(
        why(&black, "C2"),
        Some(Illegal::TreeOnTree { at: sq("C2") })
    );
    assert_eq!(
        why(&black, "C3"),
        Some(Illegal::TreeAcrossRiver {
            at: sq("C3"),
            side: Color::Black
        })
    );
    assert_eq!(why(&black, "C15"), None);
    let planted = black.play(&black.read_move("D15,I15,J15").unwrap().key());
    assert_eq!(why(&planted, "C15"), Some(Illegal::TreesPlaced));
}
