var e=`
lesson-01-title = The board, the castles and how to win
lesson-01-step-1 = Camelot is played on a board of 160 squares: files A to L run from left to right, ranks 1 to 16 from White's side to Black's. Each player has 14 pieces, 4 knights and 10 men, facing each other in the middle. White moves first, then the players take turns, one move each.
lesson-01-step-2 = At each end of the board two squares stick out: these are the castles. White's castle is F1 and G1, Black's is F16 and G16. You win at once when your pieces stand on both squares of your opponent's castle, as White does here.
lesson-01-step-3 = Your man on F16 already stands in Black's castle. One more of your pieces on its other square, G16, wins the game.
lesson-01-step-3-goal = Win the game in one move.
lesson-01-step-3-mistake-1 = That slid your man across the castle, from F16 to G16, so the castle still holds only one of your pieces. Bring the man on G15 in as well.

lesson-02-title = The plain move
lesson-02-step-1 = The simplest move is the plain move: one step to any of the eight neighbouring squares, straight or diagonal, forward, sideways or back. The square stepped to must be empty. Knights and men step alike.
lesson-02-step-2 = Now you try. Pick up the man on E6 and step it to any empty square next to it.
lesson-02-step-2-goal = Make a plain move with the man on E6.
lesson-02-step-2-mistake-1 = That was a canter: your man leaped over your own man on E7. A plain move is a single step to a neighbouring square.
lesson-02-step-3 = A step may go diagonally as well as straight. The knight on F8 can reach G9, forward and to the right, in one plain move.
lesson-02-step-3-goal = Step the knight on F8 to G9.
lesson-02-step-3-mistake-1 = G8 is next to the knight, but the goal was G9: step diagonally, forward and to the right.
lesson-02-step-3-mistake-2 = That step went straight ahead to F9. Step diagonally, forward and to the right, onto G9.

lesson-03-title = The canter
lesson-03-step-1 = A canter is a leap over one of your own pieces standing next to you, in any of the eight directions, onto the empty square just beyond. Nothing is captured: the piece leaped over stays where it is. Here two white men leapfrog each other up the board.
lesson-03-step-2 = After landing, a canter may go on over another of your pieces, changing direction as it likes. Here the man on D5 makes three leaps in one move: up over D6, right over E7, then up again over F8.
lesson-03-step-3 = Your turn to chain leaps into one canter. The man on C5 can leap over C6, then over D7, then over E8.
lesson-03-step-3-goal = Make a canter with three legs.
lesson-03-step-3-mistake-1 = You stopped after one leap. That is a fine canter, but this exercise asks for three legs: from C7 go on over D7, then over E8.
lesson-03-step-3-mistake-2 = Two legs so far: from E7 leap once more, over E8.
lesson-03-step-4 = A canter never has to go on: you may stop after any leap, wherever you like. A single leap is a whole move.
lesson-03-step-4-goal = Canter the man on C5 and stop on C7.
lesson-03-step-4-mistake-1 = You cantered on past C7. Going on is never compulsory: stop after the first leap.
lesson-03-step-4-mistake-2 = That stepped the man on C6 to C7. Canter the man on C5 over it instead.
lesson-03-step-5 = A canter never lands on the same square twice, so it can never end where it began. This man leaps round its friends to F6, but it may not take a fourth leap, over E6, back to D6.

lesson-04-title = The jump
lesson-04-step-1 = A jump is a leap over an enemy piece next to you onto the empty square just beyond it. The enemy piece is captured and leaves the board at once. Knights and men jump alike.
lesson-04-step-2 = If your piece can jump again from where it lands, it must: the jumps go on, in any direction, until none is left. So one move can capture several pieces.
lesson-04-step-2-goal = Capture two black men in one move.
lesson-04-step-2-mistake-1 = That took only one man. The man on D5 can take two: after landing on D7 it must jump on, over E8.
lesson-04-step-3 = Capturing is compulsory: when any of your pieces can jump, you must capture this turn. Here White's man on G6 has to take G7, and then Black's man on H9 has to take it back.
lesson-04-step-4 = When several captures are possible, you choose which one to make. There is no rule to take the most pieces.
lesson-04-step-4-goal = Capture the black knight on I6.
lesson-04-step-4-mistake-1 = That took two men, which is allowed, but the goal was the knight on I6: you may choose a capture that takes fewer pieces.

lesson-05-title = The knight's charge
lesson-05-step-1 = Knights have a move of their own, the charge: a canter over your own pieces, then jumps over enemy pieces, all in one move. The jumps go on as in any jump, but once the knight has jumped it may not canter again. Here the knight canters over D6, then captures two men.
lesson-05-step-2 = Your knight on E5 stands behind your man on E6, and a black man waits on E8. Canter over your man, then jump.
lesson-05-step-2-goal = Capture the man on E8 with a knight's charge.
lesson-05-step-2-mistake-1 = That was a plain move, and it captured nothing. Charge with the knight instead: canter over E6 to E7, then jump E8.
lesson-05-step-3 = A charge is a capture, but it never forces you to capture. Only a direct jump, one that starts the move, makes capturing compulsory, and here there is none.
lesson-05-step-3-goal = Make a move that captures nothing.
lesson-05-step-3-mistake-1 = That charge is legal, but this time capture nothing: as no piece can jump directly, any quiet move is allowed.
lesson-05-step-4 = When you must capture, a charge counts as a capture: you may charge instead of jumping. Your man on H6 could jump H7, but the knight on D5 may capture instead.
lesson-05-step-4-goal = Capture with a knight's charge.
lesson-05-step-4-mistake-1 = That jump is allowed, but the goal was a charge: canter the knight over D6, then jump D8.

lesson-06-title = The knight's canter that must capture
lesson-06-step-1 = A knight's canter has one more rule: if the knight lands on a square from which it could jump an enemy piece, it must go on and capture in the same move. Here the knight canters over D6 to D7, next to the black man on E8, so it cannot stop there: it jumps on to F9.
lesson-06-step-2 = So a knight that canters without capturing may only land where it has no jump. Landing on D7 would oblige this knight to capture; landing on F5 would not.
lesson-06-step-2-goal = Canter with the knight, capturing nothing.
lesson-06-step-2-mistake-1 = That was a charge: once the knight landed on D7 it had to capture. To canter without capturing, leap over E5 to F5, where it has no jump.
lesson-06-step-3 = Once its canter has landed where it could jump, the knight must capture, but not at once: it may canter on first and capture any enemy piece it reaches.
lesson-06-step-3-goal = Capture the man on G8 with the knight.
lesson-06-step-3-mistake-1 = That took the man on C8. The knight could have cantered on from D7, over E7 to F7, and then jumped G8.
lesson-06-step-4 = This rule is for knights only. A man may canter next to an enemy piece and simply stop there.
lesson-06-step-4-goal = Canter the man on D5 to D7, next to the black man.
lesson-06-step-4-mistake-1 = That stepped the man on D6 to D7. Canter the man on D5 over it instead.

lesson-07-title = Your own castle
lesson-07-step-1 = Your own castle, F1 and G1 for White, is shut to your own plain moves and canters, even to a single leg of a canter. Only a jump may land in it.
lesson-07-step-1-goal = Capture so that your man lands in your own castle.
lesson-07-step-1-mistake-1 = That capture is allowed, but it stays outside. Take F2 with the man on E3 instead: that jump lands on G1, inside your castle.
lesson-07-step-2 = A piece that ends its move in its own castle must leave it on its owner's very next turn, and no other piece may move. That comes first, even before a capture: White's man on C6 could take C7, but the man on G1 must step out, and Black captures first.
lesson-07-step-3 = If the piece leaving the castle can jump, it must leave by a capture. The jumps go on as usual, so it may take more than one piece.
lesson-07-step-3-goal = Leave the castle by capturing two men.
lesson-07-step-3-mistake-1 = That leaves by a capture, as it must, but takes only one man. Jump over G2 instead: from G3 the jump goes on over G4.

lesson-08-title = The opponent's castle
lesson-08-step-1 = A piece that lands in the opponent's castle stays there for the rest of the game. Its only move is a castle move: a step to the other castle square, if that is empty. Each player may make at most two castle moves in a game; after that the piece cannot move at all.
lesson-08-step-2 = Any move that lands in the opponent's castle ends there, even a jump that could go on. This man jumps G15 and stops on G16, though the black man on F15 stands right next to it.
lesson-08-step-3 = A canter may enter the castle too, and it ends there as well. Your man on D12 can canter over E13, then over F15 into Black's castle.
lesson-08-step-3-goal = Canter into Black's castle.
lesson-08-step-3-mistake-1 = That plain move enters the castle too, but the goal was a canter: leap the man on D12 over E13, then over F15.
lesson-08-step-4 = White has already made one castle move this game, so one is left. Use it now: slide your man from F16 to G16.
lesson-08-step-4-goal = Make a castle move.
lesson-08-step-4-mistake-1 = That moved the man on C5. A castle move is a step between the two squares of the opponent's castle: from F16 to G16.

lesson-09-title = How games end
lesson-09-step-1 = The game ends as soon as a move decides it. First, a player with pieces on both squares of the opponent's castle wins: here White's jump onto G16 completes the pair.
lesson-09-step-2 = When both players are down to one piece or none, neither can win and the game is drawn. White's capture here leaves one piece each.
lesson-09-step-3 = A player who captures all the opponent's pieces wins, provided two or more of their own pieces are left. Black has just two men.
lesson-09-step-3-goal = Capture all of Black's pieces.
lesson-09-step-3-mistake-1 = That took one man, but Black keeps the other. The man on D5 can take both: over D6, then on over E8.
lesson-09-step-4 = A player who has no legal move on their turn loses when the opponent has two or more pieces; otherwise it is a draw. Black's man on F1 has used both of Black's castle moves and can never move again.
lesson-09-step-4-goal = Leave Black without a legal move.
lesson-09-step-4-mistake-1 = Black can still move the man on D8. Take it with a knight's charge, and Black's only piece left is stuck on F1.
lesson-09-step-5 = Two more draws are house rules, on unless you choose strict WCF play: the same position three times with the same player to move, and 100 plies (50 moves each) without a capture or castle entry. Here both sides step back and forth until the first position comes round a third time. You may also resign, or agree a draw when both players share one computer.

lesson-10-title = Camette: the small board
lesson-10-step-1 = Camette is Camelot in miniature: 23 squares, a knight and three men a side, and a castle of a single square at each end, C1 for White and C7 for Black. Every move is Camelot's, but there are no castle moves, and no draws by bare pieces.
lesson-10-step-2 = In Camette one piece in the opponent's castle wins at once (V1.4). Capturing every enemy piece also wins, with any number of pieces left, and a player with no move loses.
lesson-10-step-2-goal = Win by entering Black's castle.
lesson-10-step-2-mistake-1 = That steps away from the castle. Black's castle is the single square C7, right next to your man on B6: one piece there wins.

lesson-11-title = Cam: seven a side
lesson-11-step-1 = Cam is played on 67 squares with two knights and five men a side. Its castles are single squares, D1 and D13, and its rules are Camette's: one piece in the opponent's castle wins, and so does capturing every enemy piece.
lesson-11-step-2 = Capturing is still a duty, and a jump that lands in the opponent's castle ends there and wins. White must jump: choose the jump that wins the game.
lesson-11-step-2-goal = Jump into Black's castle.
lesson-11-step-2-mistake-1 = That jump takes a man, but the game goes on. The man on D11 can jump D12 and land on D13, Black's castle: that wins at once.

lesson-12-title = Chivalry: Parker's original
lesson-12-step-1 = Chivalry, George Parker's game of 1887, is the ancestor of Camelot: 176 squares, fourteen files from A to N, and twenty pieces a side, eight knights and twelve men. Its castles are G1+H1 and G16+H16, and every rule of Camelot applies.
lesson-12-step-2 = As in Camelot, a player wins by having two pieces in the opponent's castle. Your man already stands on G16; the castle's other square is H16.
lesson-12-step-2-goal = Win with a second piece in Black's castle.
lesson-12-step-2-mistake-1 = That is a castle move: the man slides within the castle, which still holds one piece. Bring the man on H15 in beside it.

lesson-13-title = Anti-Camelot: the goals reversed
lesson-13-step-1 = Anti-Camelot starts as Camelot does and moves as Camelot does, but the goals are reversed: a piece that enters the opponent's castle loses the game for its side, and a player left without a move, even with no pieces, wins.
lesson-13-step-2 = Capturing is still a duty, even when a jump would carry your piece into the opponent's castle. Here White must jump, and one of the two jumps lands on F16.
lesson-13-step-2-goal = Make the jump that does not enter Black's castle.
lesson-13-step-2-mistake-1 = That jump lands on F16, in Black's castle: in Anti-Camelot entering the opponent's castle loses at once (V4.3). Jump with the man on B5 instead.

lesson-14-title = River Camelot: the river and the trees
lesson-14-step-1 = A river crosses the board from A5 to L12, with four bridges: D7, D8, I9 and I10. Before the first move White plants three trees on its side of the river, then Black three on its own. Nothing ever stands on the water or a tree.
lesson-14-step-2 = The bridges are ordinary squares: a piece may step onto one, or leap along it. Water and trees can be neither landed on nor leapt over. Your man on D6 can canter over the man on the bridge at D7.
lesson-14-step-2-goal = Canter over the bridge to D8.
lesson-14-step-2-mistake-1 = That steps along the bridge, a plain move. The goal was a canter: leap your man on D6 over the man on D7.
`;export{e as default};