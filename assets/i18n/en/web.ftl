# The browser client's sentences (web/). The sentences the game says too are in common.ftl.
site-title = Camelot
nav-lobby = Lobby
nav-leaders = Leaderboard
nav-rules = Rules
signed-in = Signed in as { $name }.
dismiss = Dismiss
loading = Loading…

signup-title = Play Camelot online
signup-why = Choose a name to play under. This browser keeps your account; there is no password.
signup-name = Your name (2 to 32 letters, digits, _ or -)
signup-button = Sign up and play

seek-line = { $player } ({ $rating }) · { $variant } · { $time } · { $color } · { $rated }
# Who plays which colour in a seek, said with the seeker's name.
seek-plays-white = { $player } plays White
seek-plays-black = { $player } plays Black
seek-plays-any = colours at random
seek-new = New game
seek-post = Post a seek
field-variant = Game
field-time = Time control
field-color = Colour
field-rated = Rated
invite-make = Invite a friend
invite-pass = Send this link to your friend; the game starts when they open it:
invite-link = Invite link
invite-copy = Copy the link
invite-title = A challenge
invite-from = { $player } ({ $rating }) challenges you: { $variant } · { $time } · { $rated }
invite-you-play = You play: { $color }
invite-accept = Accept the challenge
invite-decline = Decline

game-title = Game { $id } · { $variant } · { $time }
board-label = The board
clock-white = White's clock
clock-black = Black's clock
captured = Captured pieces
your-move = Your move.
their-move = { $player } is to move.
typed-play = Play
move-cancel = Take the piece back
flip = Flip the board
moves-title = Moves
review-start = To the start
review-back = Back one move
review-forward = Forward one move
review-end = To the end
review-shown = { $side ->
    [white] Shown: move { $number }, White's { $move }
   *[black] Shown: move { $number }, Black's { $move }
}
review-shown-start = Shown: the position before the first move
download = Download the record (.camelot)

leaders-title = Leaderboard
leaders-player = Player
leaders-rating = Rating
leaders-games = Games
leaders-none = No one has a rating in this class yet.
class-live = Live
class-correspondence = Correspondence

rules-title = How to play Camelot
rules-1 = Camelot is played on a board of 160 squares by two players, White and Black, each with fourteen pieces: ten men and four knights. Each side has a castle of two squares at its own end of the board.
rules-2 = You win by moving two of your pieces into your opponent's castle, by capturing all your opponent's pieces while keeping two or more of your own, or when your opponent has no legal move.
rules-3 = A piece moves in one of three ways. A plain move goes one square in any direction to an empty square. A canter leaps over a piece of your own, in any direction, to the empty square just beyond it; a canter may go on leap after leap, but never back to a square it left in that move. A jump leaps over an enemy piece to the empty square beyond and captures it; a jump must go on while another jump is possible.
rules-4 = A knight may combine the two: after cantering it may go on to jump (a knight's charge). Men and knights alike must capture when they can: if a jump is possible, you must make one.
rules-5 = No piece may step or canter into its own castle; one that jumps into it must leave it again. A piece that lands in the opponent's castle ends its move there. The game is drawn when neither side can win any more, by repetition, or by agreement.
rules-6 = On this site: click a piece, then the square it lands on; for a canter or a jump of several legs click each landing square in turn. When a move could stop or go on, choose "End the move" or keep clicking. You may also type a move in the notation of the World Camelot Federation, for example E6-E7, E6-C8-A8 or H4xJ4.

## A player's page and rematches
player-title = { $name }
player-ratings = Ratings
player-class = Time class
player-unrated = No rated games yet.
player-games = Latest games: { $won } won, { $lost } lost, { $drawn } drawn
player-no-games = No finished games yet.
player-date = Date
player-opponent = Opponent
player-color = Colour
player-result = Result
player-variant = Game
player-variants = Finished games on this server, by game
player-results = { $name }'s own finished games, by game
player-won = Won
player-drawn = Drawn
player-lost = Lost
player-as-white = As White (won–drawn–lost)
player-as-black = As Black (won–drawn–lost)
outcome-won = won
outcome-lost = lost
outcome-drawn = drawn
rematch-offers = Rematches offered to you
rematch-from = { $player } offers a rematch · { $time }

## The account code: this browser's account in the game, and the game's here
account-title = Your account in the game
account-show = Show my account code
account-hide = Hide my account code
account-code-label = Your account code
account-code-why = Whoever has this code plays as you: paste it only into your own game (its lobby's "Account code" field, then "Use it") or your own browser.
account-use-title = Have an account code?
account-use-why = Paste the account code the game shows ("Your account on another machine") to play here as that account.
account-use-replaces = Paste another account's code to play here as that account. This browser then forgets the account it has now: show its code and keep it first.
account-use-label = Account code
account-use-button = Use this account
account-code-malformed = That is not an account code: one reads "camelot-account SERVER NAME SECRET", as the game shows it.
account-code-other-server = That code is for the server { $server }, not for this one ({ $here }): open that server's address to use it.

## Looking before signing up, the variants, two players at one device, correspondence
nav-signup = Sign up
nav-local = Two players
signup-visitor = You may look around without a name: open seeks, games being played, the leaderboard, players' pages and the rules. To play, choose a name.
signup-to-play = Sign up to play: choose a name, and the game goes ahead.
signup-to-accept = Sign up to accept { $player }'s challenge: choose a name, and the game starts.
player-unknown = There is no player called { $name }.
player-lookup = Look a player up
player-lookup-button = Look up
trees-cancel = Choose the trees again
trees-status = Plant your three trees: click three squares of your own side.
takeback-accepted = The take-back was allowed: the last move is undone.
takeback-lapsed = The take-back request lapsed: a move was played.
offer-waiting = An offer waits for your answer
your-turn-left = Your move · { $left } left
their-turn = { $player } is to move
seek-tab-note = A live seek is open while this page is: closing or reloading the page withdraws it. A days-per-move seek stays open without the page, until it is taken or cancelled, even through a restart of the server; you find it here when you come back.
variant-about-camelot = Camelot: bring two pieces into the opponent's castle, or capture all their pieces.
variant-about-camette = Camette: a small board; one piece in the opponent's one-square castle wins, and a player who cannot move loses.
variant-about-cam = Cam: played as Camette on a middle-sized board with seven pieces a side.
variant-about-chivalry = Chivalry: Camelot's rules on the large board of 1887, with twenty pieces a side.
variant-about-anti = Anti-Camelot: the aim is reversed: a piece that enters the opponent's castle loses, and a player who cannot move wins.
variant-about-river = River Camelot: each player first plants three trees on their side of a river; then play goes as in Camelot.
rules-of = How to play { $variant }
rules-variants = The other games of the family
rules-camette-1 = Camette is Michael Nolan's small Camelot of 2002, on 23 squares: each side has four pieces, and each castle is a single square.
rules-camette-2 = Pieces move as in Camelot: plain moves, canters and jumps, and capturing is compulsory.
rules-camette-3 = One piece on the opponent's castle square wins at once. Capturing the last enemy piece wins, however few pieces you keep. A player who cannot move on their turn loses.
rules-cam-1 = Cam is Parker Brothers' smaller game of 1949, on 67 squares: seven pieces a side and one-square castles.
rules-cam-2 = It is played exactly as Camette: one piece in the opponent's castle wins, capturing everything wins, and having no move loses.
rules-chivalry-1 = Chivalry is George S. Parker's original game of 1887, on 176 squares with twenty pieces a side and castles of two squares.
rules-chivalry-2 = All of Camelot's rules apply: two pieces in the opponent's castle win, and each side may make two castle moves.
rules-anti-1 = Anti-Camelot is the World Camelot Federation's game of 2009: Camelot's board, pieces and moves, with the goals turned round.
rules-anti-2 = As soon as one of your pieces is in your opponent's castle, your opponent wins, even if a compulsory jump forced it there.
rules-anti-3 = No count of pieces ends the game. A player who cannot move on their turn wins; losing your last piece leaves you no move, so it wins.
rules-river-1 = River Camelot is Winston Johnson's game of 2012: a river of 28 squares crosses Camelot's board diagonally, with four bridges.
rules-river-2 = The game starts by planting trees: White plants three trees at once on empty squares of its own side, then Black does the same; then White makes the first move of a piece.
rules-river-3 = No piece stands on water or a tree, lands on one, or leaps over one; the bridges are ordinary squares. Otherwise the game is won, lost and drawn as in Camelot.
local-title = Two players, one device
local-why = Play a friend at this screen, taking turns at the same board. The server checks every move; nothing is rated or kept.
local-no-clock = No clock
local-start = Start the game
local-white = White
local-black = Black
local-takeback = Take back a move
local-new = New game
local-to-move = { $side ->
    [white] White to move.
   *[black] Black to move.
}
player-older-games = Older games
## Lessons and puzzles (the game's own sentences come from its files: game.ftl, lessons.ftl, lesson-checks.ftl, puzzles.ftl)
nav-lessons = Lessons
nav-puzzles = Puzzles
nav-settings = Settings
settings-kept = Kept in this browser.
setting-sound = Sounds
setting-sound-on = Move sounds and the offer chime
setting-sound-off = Silent
setting-pieces = Pieces
setting-pieces-classic = Classic, the knights crowned
setting-pieces-flat = Flat, high contrast
setting-board = Board colours
setting-board-wood = Wood
setting-board-green = Green
setting-board-blue = Blue
setting-confirm = Confirm moves
setting-confirm-off = Play a move when it is entered
setting-confirm-on = Ask before playing a move
setting-theme = Theme
setting-theme-dark = Dark
setting-theme-light = Light
move-confirm = Play { $move }
learn-progress-local = Your progress is kept in this browser only. Sign up to keep it in an account.
learn-progress-account = Your progress is kept in your account.
puzzles-visitor = Puzzles are not rated for visitors, and nothing of them is kept. Sign up to get a puzzle rating.
puzzles-rating-change = { $change } for this puzzle
puzzles-no-rating = No puzzle rating yet: it comes with your first rated puzzle.
puzzles-link = Link to this puzzle
puzzles-unrated-again = This puzzle counted in your rating before: this try is not rated.
# Play the computer, engine analysis and the analysis board (issue 36).
nav-computer = Play the computer
nav-analysis = Analysis board
computer-title = Play the computer
computer-level = Level
computer-untimed = Untimed
time-untimed = untimed
time-days = { $days ->
    [one] { $days } day a move
   *[other] { $days } days a move
}
computer-unrated = Games against the computer are unrated: they change no rating. They are stored and can be watched like any game.
computer-play = Play the computer
analysis-title = Engine analysis
analysis-ask = Analyse with the engine
analysis-waiting = The engine is analysing the game…
analysis-eval = Evaluation: { $score }
analysis-forced-white = White wins by force
analysis-forced-black = Black wins by force
analysis-best = Show the best move
analysis-best-is = The engine's move here: { $move }
analysis-none = No move: the game is decided here.
analysis-graph = Evaluation graph: White above the middle line, Black below. Click to go to a move.
analysis-note = Scores are from White's side; a man is worth 1.00. Moves marked ? lost a man's worth or more, ?? two and a half.
analysis-board-title = Analysis board
analysis-position = Position (the editor's text)
analysis-run = Evaluate

## A guest: a visitor who played the computer, given a name by the server until choosing one
nav-claim = Choose a name
signup-guest = You play as a guest, under the name the server gave you. Choose your own: your games and progress stay yours.
signup-guest-why = This browser keeps your account; there is no password.
signup-claim-button = Take this name
# A token the server refused, kept aside in the browser rather than deleted.
token-set-aside = This server does not know this browser's account. Its key is kept aside in this browser, not deleted, in case the server gets its accounts back; sign up again to play now.
