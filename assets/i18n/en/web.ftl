# The browser client's sentences (web/). The sentences the game says too are in common.ftl.
site-title = Camelot
nav-lobby = Lobby
nav-leaders = Leaderboard
nav-rules = Rules
signed-in = Signed in as { $name }.
conn-open = Online.
dismiss = Dismiss
loading = Loading…

signup-title = Play Camelot online
signup-why = Choose a name to play under. This browser keeps your account; there is no password.
signup-name = Your name (2 to 32 letters, digits, _ or -)
signup-button = Sign up and enter the lobby

seek-line = { $player } ({ $rating }) · { $variant } · { $time } · { $color } · { $rated }
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
download = Download the record (.camelot)

leaders-title = Leaderboard
leaders-player = Player
leaders-rating = Rating
leaders-games = Games
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

## Lessons and puzzles (the game's own sentences come from its files: game.ftl, lessons.ftl, lesson-checks.ftl, puzzles.ftl)
nav-lessons = Lessons
nav-puzzles = Puzzles
learn-progress-local = Your progress is kept in this browser only. Sign up to keep it in an account.
learn-progress-account = Your progress is kept in your account.
puzzles-visitor = Puzzles are not rated for visitors, and nothing of them is kept. Sign up to get a puzzle rating.
puzzles-link = Link to this puzzle
puzzles-unrated-again = This puzzle counted in your rating before: this try is not rated.
