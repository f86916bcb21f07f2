var e=`puzzles-title = Puzzles
puzzles-mode-rated = Rated
puzzles-mode-rated-hover = Each puzzle moves your puzzle rating.
puzzles-mode-streak = Streak
puzzles-mode-streak-hover = From easy puzzles to harder ones until the first mistake (a wrong move, the hint or the solution). Not rated.
puzzles-game = Game
puzzles-theme = Theme
puzzles-every-theme = Every theme
puzzles-rating = Your rating: { $rating } (± { $deviation })
puzzles-streak = Streak: { $streak } · best { $best }
puzzles-run = This run: { $solved } solved · best run { $best }
puzzles-run-mistake = The run ends with { $solved } solved. Best run: { $best }. The next puzzle starts a new run.
puzzles-run-no-harder = No harder puzzle of this game and theme is left: the run ends with { $solved } solved. Best run: { $best }.
puzzles-record-problem = The puzzle record: { $problem }
puzzles-to-move = { $side ->
    [white] White
   *[black] Black
} to move
puzzles-id = Puzzle { $id } · rated { $rating }
puzzles-solution = The solution: { $line }
puzzles-take-back = Esc or right-click takes the move back.
puzzles-find = Find the best move for { $side ->
    [white] White
   *[black] Black
}.
puzzles-hint-square = Hint: move the piece on { $square }.
puzzles-right = Right! { $side ->
    [white] White
   *[black] Black
} answers { $reply }. Go on.
puzzles-solved = Solved!
puzzles-wrong = Not the best move: { $move } lets the chance go. Try again from here, or look at the solution.
puzzles-none-left = No puzzle of this game and theme is left: choose another.
puzzles-unreadable = This puzzle cannot be opened: { $why }
puzzles-queue = { $count ->
    [one] One more puzzle from your game.
   *[other] { $count } more puzzles from your game.
}
puzzles-hint = Hint
puzzles-hint-hover = H · the piece to move and its path; the puzzle counts as failed
puzzles-show-solution = Show solution
puzzles-solution-next = Next move of the solution ▶
puzzles-start-again = Start again
puzzles-next = Next puzzle ▶
puzzles-none-tried = No puzzle tried yet.
puzzles-lately = Lately:
puzzles-tried-solved = ✔ solved
puzzles-tried-failed = failed
puzzles-back = Back
puzzles-theme-jump-chain = Jump chain (R5)
puzzles-theme-knights-charge = Knight's charge (R6)
puzzles-theme-canter-capture = Canter into a capture (R4)
puzzles-theme-capture-due = Capture falling due (R7)
puzzles-theme-castle-entry = Castle entry (R10)
puzzles-theme-r9-exit = Leaving one's own castle (R9)
puzzles-theme-capture-all = Capture all (R13)
puzzles-theme-defence = Defence
puzzles-theme-win-the-race = Win the race (R11)
puzzles-theme-win-material = Win material
puzzles-from-game = Puzzles from this game
puzzles-from-game-hover = The moves where a clear win was missed, to try again
puzzles-from-game-looking = Looking for puzzles in this game…
puzzles-from-game-none = No puzzles in this game: no move missed a clear win.
puzzles-from-game-cancel = Cancel
puzzles-from-game-cancelled = The search for puzzles in this game was cancelled.
`;export{e as default};