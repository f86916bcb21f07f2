var e=`puzzles-title = Problem
puzzles-mode-rated = Med rating
puzzles-mode-rated-hover = Varje problem flyttar din problemrating.
puzzles-mode-streak = Svit
puzzles-mode-streak-hover = Från lätta problem till svårare tills det första misstaget (ett fel drag, ledtråden eller lösningen). Utan rating.
puzzles-game = Spel
puzzles-theme = Tema
puzzles-every-theme = Alla teman
puzzles-rating = Din rating: { $rating } (± { $deviation })
puzzles-streak = I rad: { $streak } · bäst { $best }
puzzles-run = Denna svit: { $solved } lösta · bästa svit { $best }
puzzles-run-mistake = Sviten slutar med { $solved } lösta. Bästa svit: { $best }. Nästa problem börjar en ny svit.
puzzles-run-no-harder = Inga svårare problem i detta spel och tema finns kvar: sviten slutar med { $solved } lösta. Bästa svit: { $best }.
puzzles-record-problem = Problemprotokollet: { $problem }
puzzles-to-move = { $side ->
    [white] Vit
   *[black] Svart
} vid draget
puzzles-id = Problem { $id } · rating { $rating }
puzzles-solution = Lösningen: { $line }
puzzles-take-back = Esc eller högerklick tar tillbaka draget.
puzzles-find = Hitta det bästa draget för { $side ->
    [white] vit
   *[black] svart
}.
puzzles-hint-square = Ledtråd: flytta pjäsen på { $square }.
puzzles-right = Rätt! { $side ->
    [white] Vit
   *[black] Svart
} svarar { $reply }. Fortsätt.
puzzles-solved = Löst!
puzzles-wrong = Inte det bästa draget: med { $move } går chansen förlorad. Försök igen härifrån, eller titta på lösningen.
puzzles-none-left = Inga problem i detta spel och tema finns kvar: välj andra.
puzzles-unreadable = Problemet kan inte öppnas: { $why }
puzzles-queue = { $count ->
    [one] Ett problem till ur ditt parti.
   *[other] { $count } problem till ur ditt parti.
}
puzzles-hint = Ledtråd
puzzles-hint-hover = H · pjäsen som ska flyttas och dess väg; problemet räknas som misslyckat
puzzles-show-solution = Visa lösningen
puzzles-solution-next = Lösningens nästa drag ▶
puzzles-start-again = Börja om
puzzles-next = Nästa problem ▶
puzzles-none-tried = Inga problem försökta än.
puzzles-lately = Senast:
puzzles-tried-solved = ✔ löst
puzzles-tried-failed = misslyckat
puzzles-back = Tillbaka
puzzles-theme-jump-chain = Slagkedja (R5)
puzzles-theme-knights-charge = Riddarens anfall (R6)
puzzles-theme-canter-capture = Galopphopp in i ett slag (R4)
puzzles-theme-capture-due = Slag som blir tvingande (R7)
puzzles-theme-castle-entry = In i borgen (R10)
puzzles-theme-r9-exit = Ut ur den egna borgen (R9)
puzzles-theme-capture-all = Slå alla (R13)
puzzles-theme-defence = Försvar
puzzles-theme-win-the-race = Vinn kapplöpningen (R11)
puzzles-theme-win-material = Vinn material
puzzles-from-game = Problem ur detta parti
puzzles-from-game-hover = Dragen där en klar vinst missades, att försöka igen
puzzles-from-game-looking = Letar efter problem i detta parti…
puzzles-from-game-none = Inga problem i detta parti: inget drag missade en klar vinst.
puzzles-from-game-cancel = Avbryt
puzzles-from-game-cancelled = Sökningen efter problem i detta parti avbröts.
`;export{e as default};