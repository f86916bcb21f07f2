var e=`
lesson-check-kind = That was { $made ->
        [plain] a plain move
        [canter] a canter
        [jump] a jump
       *[charge] a knight's charge
    }, not { $wanted ->
        [plain] a plain move: a plain move is one step to an empty neighbouring square
        [canter] a canter: a canter is a leap over your own pieces
        [jump] a jump: a jump is a leap over an enemy piece, which is taken
       *[charge] a knight's charge: a knight's charge is a knight's canter followed by a jump
    }.
lesson-check-legs = That move had { $made ->
        [one] { $made } leg
       *[other] { $made } legs
    }; this exercise asks for { $wanted ->
        [one] { $wanted } leg
       *[other] { $wanted } legs
    }.
lesson-check-captures = That move captured { $made ->
        [one] { $made } piece
       *[other] { $made } pieces
    }; this exercise asks for a move that captures exactly { $wanted ->
        [one] { $wanted } piece
       *[other] { $wanted } pieces
    }.
lesson-check-captures-none = That move captured { $made ->
        [one] { $made } piece
       *[other] { $made } pieces
    }; this exercise asks for a move that captures nothing.
lesson-check-takes = That move did not take the piece on { $square }; this exercise asks you to.
lesson-check-from = That move was made by the piece on { $made }; this exercise asks you to move the piece on { $wanted }.
lesson-check-ends-on = That move ended on { $made }; this exercise asks you to end on { $wanted }.
lesson-check-ends-in = That move ended on { $square }, outside { $castle ->
        [own] your own castle
       *[opponent] the opponent's castle
    }; this exercise asks you to end in it.
lesson-check-wins = That move does not win the game at once; look for one that does.
`;export{e as default};