# The game's own sentences (the browser client's are in web.ftl, those both say in common.ftl).
# Rule ids (R1-R16, V1-V5), square names and moves ("E6-E5") stay as the WCF writes them.

## The title screen
menu-title = CAMELOT
menu-subtitle = The 1930 Parker Brothers game of knights and men
menu-game = Game
menu-play-computer = Play the computer
menu-as = as
menu-as-white = White
menu-as-black = Black
menu-two-players = Two players on this machine
menu-computer-computer = Computer against computer
menu-against = against
menu-online = Play online
menu-learn = Learn to play
menu-puzzles = Puzzles
menu-editor = Set up a position
menu-load = Load a game
menu-settings = Settings
menu-quit = Quit
menu-help = Mouse: left-click to move, right-drag to orbit, wheel to zoom, middle-drag to pan. The arrow keys and Enter choose here. F1: all shortcuts.
menu-continue = Continue
menu-resume = Resume your game
menu-return-online = Return to your online game
menu-online-game = Game { $game } on { $server } as { $name }
variant-summary-camelot = The 1930 game: 160 squares, fourteen pieces a side.
variant-summary-camette = 23 squares, four pieces a side: a piece in the castle wins.
variant-summary-cam = 67 squares, seven pieces a side: a piece in the castle wins.
variant-summary-chivalry = Parker's 1887 original: 176 squares, twenty pieces a side.
variant-summary-anti = The goals reversed: entering the castle loses, no move wins.
variant-summary-river = A river with four bridges; each side plants three trees first.
variant-summary-grand = Four players in two partnerships on 180 squares, twelve pieces each.
variant-summary-grandcam = Four players in two partnerships on 93 squares: a piece in the goal castle wins.

## Players and levels
player-human = Human
player-remote = Online player
moves-count = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
game-summary = { moves-count } · { $white } vs { $black }

## Settings
settings-title = Settings
settings-language = Language:
settings-language-system = The system's ({ $lang })
settings-animation = animation speed (0 = instant)
settings-follow-turn = Turn the view to the side to move (two players)
settings-coordinates = Show coordinates
settings-flat = Flat view from above (T)
settings-graphics = Graphics:
settings-graphics-auto = Auto
settings-graphics-high = High
settings-graphics-low = Low
settings-resolution = board resolution (Low: 50% at most)
settings-volume = sound volume
settings-no-sound = Sound: this build from the source has none (the released packages have sound; the README says how to build it in).
settings-house-rules = House rules for new games (not WCF, R15):
settings-repetition = Threefold repetition is a draw
settings-no-progress = 100 plies without capture or castle entry is a draw
settings-computer-ms = computer thinking time, ms (Expert)
settings-threads = computer's threads (0: all cores but one)
settings-not-saved = The settings could not be saved: { $error }
settings-file-title = Settings file
settings-file-settings = Some settings could not be used and are back to their defaults: { $error }
settings-file-progress = Your lesson progress could not all be read: { $error }
settings-file-profile = Your online accounts could not all be read: { $error }
ok = OK

## Save / load
saves-title = Save / load
saves-name = Name:
saves-save = Save
saves-exists = A game called { $name } is already saved.
saves-replace = Replace it
saves-keep = Keep it
saves-kept = { $name } was kept.
saves-none = No saved games yet.
saves-row = { $white } vs { $black } · { $date } · { $result } · { moves-count }
saves-unreadable = Cannot be loaded: { $error }
saves-load = Load
saves-loaded = Loaded { $name }
saves-not-loaded = Could not load { $name }: { $error }
saves-copy = Copy this game
saves-copy-hint = Its record, as text
saves-paste = Open from the clipboard
saves-paste-hint = A record copied as text: a saved game, a published score or an AbstractPlay JSON record
saves-copied = The game's record is on the clipboard.
saves-the-clipboard = the clipboard
saves-saved = Saved to { $path }
saves-no-folder = There is no folder for saved games on this system.
saves-bad-name = Give the game a name of letters, digits, spaces, - or _.
saves-unreadable-folder = Could not read { $dir }: { $error }
saves-not-written = The game was not saved: { $error }
clipboard-unusable = The clipboard cannot be used: { $error }
clipboard-not-copied = Could not copy: { $error }
clipboard-no-text = The clipboard holds no text ({ $error }).

## The position editor
side-white = White
side-black = Black
editor-accepted = The rules accept this position.
editor-not-playable = Not playable: { $why }
editor-over = Not playable: the game would be over before a move. { $how }
editor-play-friend = Play a friend from here
editor-analyse = Analyse
editor-analyse-hint = Review this position with the computer's analysis
back-title = Back to the title screen
editor-brush = A click puts this on a square (the same piece again takes it off):
editor-white-man = White man
editor-white-knight = White knight
editor-black-man = Black man
editor-black-knight = Black knight
editor-empty = Empty a square
editor-clear = Clear the board
editor-to-move = To move:
editor-castle-moves = Castle moves made (R10):
editor-clock = Clock (R15):
editor-clock-hint = Plies since the last capture or castle entry
editor-string = Position string:
editor-copy = Copy
editor-paste = Paste
editor-copied = The position string is on the clipboard.
editor-type = or type one, Enter
editor-refused = That position string is refused: { $why }

## The lobby (online play)
lobby-title = PLAY ONLINE
lobby-signed-in = Signed in as { $name } on { $server }
lobby-sign-out = Sign out
lobby-return = Return to your game
lobby-your-server = Your server
lobby-no-address = This machine has no network address: only this machine can connect.
lobby-server = Server: { $address }
lobby-invite-code = Invite code: { $code }
lobby-friend-joins = Your friend chooses Play online, connects to the address above and joins with this code.
lobby-stop-hosting = Stop hosting
lobby-new-game = A new game
lobby-seek = Seek a game
lobby-invite = Make an invite code
lobby-invite-hint = A private game: pass the code to your opponent
lobby-have-code = Have a code?
lobby-join = Join
lobby-live-line = { $white } vs { $black } · { $variant } · { $time } · { moves-count }
lobby-refresh = Refresh
lobby-plays-white = plays White
lobby-plays-black = plays Black
signin-why = Play people anywhere on a Camelot server, or host one here for a friend.
signin-server = Server
signin-name = Your name
signin-name-hint = letters, digits, _ or -
signin-other-name = Type another name than { $name } above and Connect to sign up under it.
signin-connect = Connect
signin-connect-hint = Watching games needs a name too
signin-host-title = Host on this machine
signin-host-why = Start a server inside the game: a friend on this network connects to this machine's address and joins with your invite code.
signin-host-starting = Starting the server…
signin-host = Host a game
signin-account-title = Your account on another machine
signin-show-code = Show the account code of { $name }
signin-code-warning = Whoever has this code plays as you: paste it only into your own game.
signin-account-code = Account code
signin-use-code = Use it
signin-connecting = Connecting to { $server }…
signin-cancel = Cancel

## Questions and news
replace-title = Replace your game?
replace-online = The new game replaces your online game, which goes on without you (your clock runs while it is your turn).
replace-unfinished = The new game replaces your unfinished game ({ $game }).
replace-last-time = The new game replaces your game from the last time ({ $game }), offered to resume.
replace-yes = Replace it
replace-keep = Keep my game
news-title = Your online game
news-accepted = { $opponent } accepted your seek: go to the game.
news-go = Go to the game
news-later = Later

## The help window (F1): keys and mouse
help-title = Controls
help-click-keys = Left-click
help-click = choose a piece, then a landing: green a step, blue a canter, red a jump
help-end-keys = Enter, or a click on the piece
help-end = end a canter or charge where it may end
help-esc-keys = Esc
help-esc = take back the last leg (before any: let the piece go); in review, back to the game
help-right-click-keys = Right-click
help-right-click = take back the partial move
help-arrows-keys = ↑ ↓ ← →
help-arrows = move the square cursor over the board
help-space-keys = Space or Enter
help-space = choose the cursor's square: a piece, a landing, the piece again to end
help-type-keys = /
help-type = type a move (E6-E5, J11-F11xF9, …), Enter to play it
help-tab-keys = Tab / Shift+Tab, Enter
help-tab = go through the panel's buttons, press one
help-undo-keys = Ctrl+Z / Ctrl+Y
help-undo = undo / redo
help-hint-keys = H
help-hint = hint: the computer's suggestion, in violet
help-page-keys = Page Up / Page Down
help-page = review: one move back / on (← → too in review; a click on a move in the list)
help-home-keys = Home / End
help-home = review: the start / the last move
help-flip-keys = V
help-flip = view the board from the other side
help-flat-keys = T
help-flat = flat view from above, or back to 3D
help-camera-keys = C
help-camera = reset the camera
help-orbit-keys = Right-drag / wheel
help-orbit = orbit / zoom
help-pan-keys = Middle-drag, or Shift+right-drag
help-pan = pan
help-help-keys = F1 or ?
help-help = this help

## Review
review-title = Reviewing { $where } of { $plies }
review-at-start = at the start
review-after-white = after { $number }. { $move }
review-after-black = after { $number }. … { $move }
review-evaluation = Evaluation { $score }
review-graph-title = Evaluation over the game (in men; click a point to see it)
review-graph-white = White better
review-graph-black = Black better
review-evaluation-best = Evaluation { $score }; best move { $move }
review-evaluating = Evaluating…
review-white-wins = White wins by force
review-black-wins = Black wins by force
review-play-on-title = Play on from here?
review-play-on-why = The game goes on from the position { $where }; Undo before a new move brings the whole game back.
review-play-on = Play on
review-cancel = Cancel
review-first = Home
review-last = End
review-leave = Back to game
review-play-on-here = Play on from here
review-best = Best move

## The end of a game (the reasons and titles are in common.ftl)
end-words = { $score } { $result }. { $how }
end-analyse = Analyse
end-new-game = New game
end-close = Close
## A button that ends the game, after its first click: the seconds left for the second
confirm-resign-white = Resign as White? { $seconds } s
confirm-resign-black = Resign as Black? { $seconds } s
confirm-resign = Resign? { $seconds } s
confirm-abort = Abort the game? { $seconds } s

## The game panel (the keys in the hovers stay as the keyboard writes them)
panel-lobby = Lobby
panel-saves = Save / load
panel-editor-hover = The position editor, from this position
panel-shortcuts-hover = F1: shortcuts
panel-resigns = { $side } resigns
panel-result = Result
panel-you-vs = You ({ $side }) vs { $opponent }
panel-vs = { $white } vs { $black }
panel-agree-draw = Agree a draw
panel-moves = Moves
panel-undo = ⟲ Undo
panel-redo = ⟳ Redo
panel-end-move = End move
panel-flip = Flip view
panel-3d = 3D view
panel-flat = Flat view
panel-hint = Hint
panel-hint-searching = Hint…
panel-hint-hover = H: the computer's suggestion, shown in violet
panel-white-to-move = White (ivory) to move
panel-black-to-move = Black (ebony) to move
panel-pieces = { $side }: { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
}
panel-pieces-castle = { $side }: { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
}, { $left ->
    [one] { $left } castle move
   *[other] { $left } castle moves
} left (R10)
panel-must-capture = A capture is available: you must jump (R7).
panel-side-must-capture = A capture is available: { $side } must jump (R7).
panel-must-leave-castle = The piece on { $square } must leave its own castle this turn (R9).
panel-computer-thinking = ⏳ { $side } ({ $level }) is thinking… depth { $depth }
panel-paused = Paused.
panel-computer-moves = { $side } ({ $level }) moves.
panel-waiting-remote = Waiting for { $side }'s move.
panel-plant-trees = Plant three trees on your side of the river: click the squares with a gold ring ({ $chosen } of 3 chosen; click one again to take it back). Trees block moves and leaps for the whole game (V5.4, V5.5).
panel-moving-from = Moving the piece from { $square }.
panel-end-or-go-on = Click it or press Enter to end the move here, or go on.
panel-choose-leg = Choose where it goes: green a step, blue a canter, red a jump.
panel-leg-back = Esc takes a leg back, right-click the whole move.
panel-click-piece = Click a piece with a gold ring to move it.
hint-move = Hint: { $move }

## The online game's panel
online-player = { $side }: { $name }
online-player-rated = { $side }: { $name } ({ $rating })
online-accept = Accept
online-decline = Decline

## Notices
autosave-failed = Could not autosave the game: { $error }

## The lessons' panel
tutorial-intro = Each lesson shows a rule on the board, then asks you to make a move of that kind.
tutorial-done-count = { $done } of { $total } lessons done.
tutorial-unreadable = The lessons could not be read: { $why }
tutorial-back = Back
tutorial-lesson = Lesson { $number }: { $title }
tutorial-step = Step { $step } of { $steps } · { $rules }
tutorial-watch = Watch the board.
tutorial-well-done = Well done!
tutorial-all-done = You have been through every lesson. Try what you learnt in a game.
tutorial-first-game = Play your first game (against the { $level })
tutorial-previous = ◀ Previous
tutorial-start-again = Start again
tutorial-replay = Replay
tutorial-show-me = Show me
tutorial-show-me-hover = The landings of a right move, in violet
tutorial-next = Next ▶
tutorial-lessons = Lessons

## Refusals: the rules core's other errors and the game's own (why a move is illegal, and its
## "illegal move: " before it, are said in common.ftl, alike in the browser).
error-square = bad square { $detail }
error-position = bad position string, { $detail }
error-notation = bad move notation { $detail }
error-ambiguous = ambiguous move: { $detail }
error-record = bad game record: { $detail }
error-variant = unknown variant { $detail }
refusal-may-end-here = { $why }; click the piece or press Enter to end the move here, Esc to take a leg back
refusal-no-piece-there = There is no piece on { $square }: click one of your pieces to move it.
refusal-water = { $square } is river water: no piece may stand there (V5.5).
refusal-tree = { $square } has a tree: no piece may stand there (V5.5).
refusal-typed = { $move }: { $why }
refusal-puzzle-over = the puzzle is over
fair-no-hint = No hint
fair-no-analysis = No analysis
fair-no-editor-copy = The editor does not copy the position
fair-no-opponent = No game against the computer
fair-playing = { $what } while your online game runs: it is played without help, and it all comes back once the game is over.
fair-watching = { $what } of a game you watch until it is over: its players may not have help.
online-too-long = The server's game { $game } has { $moves } moves, more than this game reads ({ $most }).
online-unreadable = The server's game { $game } cannot be read: { $why }
online-move-unplayable = The server's move { $move } cannot be played: { $why }
online-not-saved = The game could not be saved: { $why }
online-seek-gone = That seek is gone: it was taken or cancelled just before.
host-no-name = Choose a name first: you play as it on your server.
host-no-folder = There is no config folder to keep the games in.
host-not-started = Could not host a server here: { $why }
autosave-unread = it could not be read ({ $error })
autosave-damaged-kept = The autosaved game could not be used: { $why }. It was kept as { $path }.
autosave-damaged-not-moved = The autosaved game could not be used: { $why }. It could not be moved aside ({ $error }), so nothing is autosaved in this run.
move-list-review-hover = Review the position after this move
