# Sentences both the game and the browser client (web/) say: one key, one source.

## Languages (each in its own tongue)
language = Language
lang-en = English
lang-ru = Русский
lang-sv = Svenska

## The games of the family (VARIANTS.md) and the sides
variant-camelot = Camelot
variant-camette = Camette
variant-cam = Cam
variant-chivalry = Chivalry
variant-anti = Anti-Camelot
variant-river = River Camelot
variant-grand = Grand Camelot
variant-grandcam = Grand Cam
color-white = White
color-black = Black

## Offers, resigning and leaving
back-lobby = Back to the lobby
draw-offer = Offer a draw
online-draw-offered-by = { $name } offers a draw.
online-draw-waiting = You offered a draw.
draw-accept = Accept the draw
draw-decline = Decline the draw
draw-declined = Your draw offer was declined.
draw-declined-by-you = You declined the draw.
takeback-offer = Ask to take back
online-takeback-by = { $name } asks to take back their move.
online-takeback-waiting = You asked to take back your move.
takeback-accept = Allow the take-back
takeback-decline = Refuse the take-back
takeback-declined = Your take-back request was refused.
takeback-declined-by-you = You refused the take-back.
abort = Abort the game
resign = Resign
resign-confirm = Click again to resign
online-gone-wait = { $name } has left: claim the win in { $wait }.
online-gone-their-turn = { $name } has left: once it is their turn, you may claim the win after { $wait }.
online-gone-claimable = { $name } has left: claim the win, or call it a draw.
online-gone = { $name } has left the game.
claim-win = Claim the win
claim-draw = Claim a draw
rematch-offer = Rematch
rematch-waiting = Rematch offered: waiting for an answer.
rematch-offered-by = { $name } offers a rematch.
rematch-accept = Accept the rematch
rematch-decline = Decline the rematch
rematch-declined = No rematch: it was declined, or a player left.
# Withdrawing one's own offer
draw-withdraw = Withdraw the draw offer
draw-withdrawn = { $name } withdrew the draw offer.
takeback-withdraw = Withdraw the take-back request
takeback-withdrawn = { $name } withdrew the take-back request.

## How a game ended (rule ids as the WCF writes them)
end-here = End the move on { $square }
won-white = White wins
won-black = Black wins
drawn = Drawn
aborted = Aborted
end-time = On time: a flag fell.
end-aborted = The game was aborted; it is not rated.
end-unreplayable = The server could not restore this game after a restart, so it was aborted; it is not rated.
end-no-first-move = A first move did not come in time, so the server aborted the game; it is not rated.
end-white-aborted = White aborted the game before both sides had moved; it is not rated.
end-black-aborted = Black aborted the game before both sides had moved; it is not rated.
end-abandonment = The opponent left the game and it was claimed.
end-R11 = A side occupied both squares of the opponent's castle (R11).
end-R12 = Neither side can win any more: bare pieces (R12).
end-R13 = A side lost all its pieces (R13).
end-R14 = The side to move had no legal move (R14).
end-R15-repetition = The same position came three times (R15).
end-R15-no-progress = Too many moves without a capture or a castle move (R15).
end-R15-resignation = By resignation (R15).
end-R15-agreement = By agreement (R15).
end-V1-4 = A piece entered the opponent's castle (V1.4).
end-V1-6 = A side lost all its pieces (V1.6).
end-V1-7 = The side to move had no legal move and lost (V1.7).
end-V4-3 = A piece entered the opponent's castle and lost (V4.3).
end-V4-5 = The side to move had no legal move and won (V4.5).
rating-change = { $player }: rating { $after } ({ $change })

## The connection to the server
online-connecting = Connecting…
online-not-connected = Not connected to the server.
signin-reconnecting = Connection lost: reconnecting… (attempt { $attempt })

## The lobby
seeks-title = Open seeks
lobby-no-seeks = No one is seeking a game now: make a seek below.
seek-accept = Accept
seek-cancel = Cancel my seek
rated = rated
casual = casual
my-games = Your games in progress
game-line = { $white } against { $black } · { $time }
game-open = Open
game-watch = Watch
live-title = Games being played
lobby-none-live = No game is being played right now.
color-any = either colour

# The move field, in the game and in the browser.
typed-label = Type a move

## A server's refusals, by their code (the game and the browser say them alike)
error-bad_message = The server could not read that message.
error-too_large = That message was too long.
error-rate_limited = Too many messages at once: wait a moment.
error-version = This page is older than the server: reload it.
error-not_signed_in = Sign up or sign in first.
error-already_signed_in = You are already signed in.
error-bad_name = A name has 2 to 32 letters, digits, _ or -, and starts with a letter or digit.
error-name_taken = That name is taken: choose another.
error-bad_token = This browser's account is not known to the server: sign up again.
error-unknown_seek = That seek is gone: it was taken or cancelled.
error-unknown_invite = That invitation is not open any more.
error-own_seek = That is your own seek.
error-unknown_game = There is no such game.
error-not_your_game = You do not play in this game.
error-not_your_turn = It is not your turn.
error-stale_ply = The position changed before your move arrived: try again.
error-illegal_move = That move is not legal.
error-game_over = The game is over.
error-not_allowed = That is not allowed now.
error-storage = The server could not save that; nothing changed. Try again.
error-limit = You reached a limit of the server.
error-unknown_player = No player has that name.
error-offer_too_soon = You made that offer a moment ago: offer it again once both sides have moved.
error-unknown_lesson = No lesson has that number, or that step is no exercise.
error-unknown_puzzle = No puzzle has that name, or none is open.
error-engine_busy = The server's engine is busy with as many games as it allows: try again soon.

## Why the rules refuse a move (the rules core's Illegal, by its key from camelot-protocol's
## illegal_key): the game and the browser say them alike. { $rule } is the rule id as
## docs/rules.md and docs/variants.md write it.
error-illegal = illegal move: { $why }
illegal-game-over = the game is over: { $how }
illegal-not-declarable = only the board can end a game this way: { $how }
illegal-place-trees-first = { $side ->
    [white] White
   *[black] Black
} places three trees first, as C2,D2,I2 ({ $rule })
illegal-trees-placed = the trees are placed: a tree placement comes only at the start ({ $rule })
illegal-bad-placement = { $side ->
    [white] White
   *[black] Black
} places its three trees on three different empty squares of its own tree squares ({ $rule })
illegal-no-piece = there is no piece on { $at }
illegal-not-yours = the piece on { $at } is { $owner ->
    [white] White
   *[black] Black
}'s; { $mover ->
    [white] White
   *[black] Black
} is to move
illegal-must-leave-castle = the piece on { $at } must leave its own castle this turn ({ $rule })
illegal-in-their-castle = the piece on { $at } is in the opponent's castle: the game is over
illegal-no-castle-moves-left = the piece on { $at } is in the opponent's castle and no castle moves are left ({ $rule })
illegal-castle-full = the piece on { $at } is in the opponent's castle and the other castle square is taken ({ $rule })
illegal-capture-due = a capture is available: jumping is compulsory ({ $rule })
illegal-no-legal-move = the piece on { $at } has no legal move
illegal-no-leg = a move needs at least one leg
illegal-step-is-single = a plain move is a single step: nothing can follow it ({ $rule })
illegal-ended-in-their-castle = the move ended on { $at } in the opponent's castle ({ $rule })
illegal-only-castle-move = the piece on { $at } is in the opponent's castle: its only move is a castle move ({ $rule })
illegal-step-after-leap = { $from }-{ $to } is a step: steps cannot continue a canter or jump ({ $rule })
illegal-into-own-castle = no piece may move into its own castle ({ $to }) ({ $rule })
illegal-not-empty = { $to } is not empty
illegal-not-a-leg = { $from } to { $to } is neither a step nor a leap
illegal-man-cannot-charge = only a knight may jump after cantering ({ $rule })
illegal-jump-not-here = the jump { $from }x{ $to } is not allowed here
illegal-nothing-to-leap = there is no piece on { $over } to leap over
illegal-canter-after-jump = a canter cannot follow a jump ({ $rule })
illegal-canter-into-own-castle = no piece may canter into its own castle ({ $to }) ({ $rule })
illegal-landed-twice = a canter never lands on the same square twice ({ $to }) ({ $rule })
illegal-charge-misses-capture = the canter to { $to } can no longer reach a capture, and the knight must capture ({ $rule })
illegal-canter-leads-nowhere = the canter to { $to } leads to no legal move ({ $rule })
illegal-jump-goes-on = the jump must go on from { $at }: another capture is available ({ $rule })
illegal-charge-must-capture = the knight's canter landed where it could jump: it must go on to capture ({ $rule })
illegal-wrong-leg-kind = the leg to { $to } is not a { $kind ->
    [plain] Plain
    [canter] Canter
   *[jump] Jump
} leg
illegal-wrong-joint = { $from }{ $joint }{ $to } is { $kind ->
    [plain] a step: write - before a step (^ marks a canter leg)
    [canter] a canter leg: write - (or ^) before a canter leg
   *[jump] a jump: write x before a jump leg
}
illegal-no-run = no run of { $kind ->
    [jump] jumps
   *[canter] canter legs
} ({ $rule }) leads from { $from } to { $to } here
illegal-tree-in-river = { $at } is in the river: no tree grows there ({ $rule })
illegal-tree-on-tree = { $at } has a tree already: each tree goes on its own square ({ $rule })
illegal-tree-on-piece = { $at } has a piece on it: a tree goes on an empty square ({ $rule })
illegal-tree-across-river = { $at } is on the other side of the river: { $side ->
    [white] White
   *[black] Black
} places its trees on its own side ({ $rule })
illegal-not-a-tree-square = { $at } is not a tree square: { $side ->
    [white] White
   *[black] Black
}'s trees stay off the castles, the squares before them and the ways onto the bridges ({ $rule })

## The computer's five levels, and the computer as a player (the game and the site)
level-beginner = Beginner
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
player-computer = Computer ({ $level })
# A game's end as its player reads it, in both clients (a watcher reads who won).
end-you-won = You won
end-you-lost = You lost
