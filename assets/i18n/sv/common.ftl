# Meningar som både spelet och webbklienten (web/) säger: en nyckel, en källa.

## Språk (vart och ett på sitt eget språk)
language = Språk
lang-en = English
lang-ru = Русский
lang-sv = Svenska

## Familjens spel (VARIANTS.md) och sidorna
variant-camelot = Camelot
variant-camette = Camette
variant-cam = Cam
variant-chivalry = Chivalry
variant-anti = Anti-Camelot
variant-river = Flod-Camelot
variant-grand = Stora Camelot
variant-grandcam = Stora Cam
color-white = vit
color-black = svart

## Erbjudanden, att ge upp och att lämna
back-lobby = Tillbaka till lobbyn
draw-offer = Erbjud remi
online-draw-offered-by = { $name } erbjuder remi.
online-draw-waiting = Du erbjöd remi.
draw-accept = Anta remi
draw-decline = Avböj remi
draw-declined = Ditt remierbjudande avböjdes.
draw-declined-by-you = Du avböjde remi.
takeback-offer = Be att få ta tillbaka
online-takeback-by = { $name } vill ta tillbaka sitt drag.
online-takeback-waiting = Du bad att få ta tillbaka ditt drag.
takeback-accept = Tillåt att draget tas tillbaka
takeback-decline = Neka
takeback-declined = Du fick inte ta tillbaka draget.
takeback-declined-by-you = Du nekade att draget togs tillbaka.
abort = Avbryt partiet
resign = Ge upp
resign-confirm = Klicka igen för att ge upp
online-gone-wait = { $name } har lämnat: kräv vinst om { $wait }.
online-gone-their-turn = { $name } har lämnat: när det är deras drag kan du kräva vinst efter { $wait }.
online-gone-claimable = { $name } har lämnat: kräv vinst, eller kräv remi.
online-gone = { $name } har lämnat partiet.
claim-win = Kräv vinst
claim-draw = Kräv remi
rematch-offer = Returmatch
rematch-waiting = Returmatch erbjuden: väntar på svar.
rematch-offered-by = { $name } erbjuder en returmatch.
rematch-accept = Anta returmatchen
rematch-decline = Avböj returmatchen
rematch-declined = Ingen returmatch: den avböjdes, eller en spelare gick.
# Withdrawing one's own offer
draw-withdraw = Ta tillbaka remierbjudandet
draw-withdrawn = { $name } tog tillbaka remierbjudandet.
takeback-withdraw = Ta tillbaka begäran om att ta tillbaka draget
takeback-withdrawn = { $name } tog tillbaka sin begäran om att ta tillbaka draget.

## Hur ett parti slutade (regelnummer som WCF skriver dem)
end-here = Avsluta draget på { $square }
won-white = Vit vinner
won-black = Svart vinner
drawn = Remi
aborted = Avbrutet
end-time = På tid: flaggan föll.
end-aborted = Partiet avbröts och räknas inte till rankingen.
end-unreplayable = Servern kunde inte återställa partiet efter en omstart, så det avbröts och räknas inte till rankingen.
end-no-first-move = Ett första drag kom inte i tid, så servern avbröt partiet; det räknas inte till rankingen.
end-white-aborted = Vit avbröt partiet innan båda sidor hade dragit; det räknas inte till rankingen.
end-black-aborted = Svart avbröt partiet innan båda sidor hade dragit; det räknas inte till rankingen.
end-abandonment = Motståndaren lämnade partiet och vinsten krävdes.
end-R11 = En sida ställde pjäser på båda rutorna i motståndarens borg (R11).
end-R12 = Ingen sida kan längre vinna (R12).
end-R13 = En sida förlorade alla sina pjäser (R13).
end-R14 = Sidan vid draget hade inget lagligt drag (R14).
end-R15-repetition = Samma ställning uppstod tre gånger (R15).
end-R15-no-progress = För många drag utan slag eller borgdrag (R15).
end-R15-resignation = Genom uppgivelse (R15).
end-R15-agreement = Genom överenskommelse (R15).
end-V1-4 = En pjäs gick in i motståndarens borg (V1.4).
end-V1-6 = En sida förlorade alla sina pjäser (V1.6).
end-V1-7 = Sidan vid draget hade inget drag och förlorade (V1.7).
end-V4-3 = En pjäs gick in i motståndarens borg och förlorade (V4.3).
end-V4-5 = Sidan vid draget hade inget drag och vann (V4.5).
rating-change = { $player }: ranking { $after } ({ $change })

## Anslutningen till servern
online-connecting = Ansluter…
online-not-connected = Inte ansluten till servern.
signin-reconnecting = Anslutningen bröts: ansluter igen… (försök { $attempt })

## Lobbyn
seeks-title = Öppna utmaningar
lobby-no-seeks = Ingen söker ett parti just nu: skapa en utmaning nedan.
seek-accept = Anta
seek-cancel = Ta tillbaka min utmaning
rated = rankat
casual = orankat
my-games = Dina pågående partier
game-line = { $white } mot { $black } · { $time }
game-open = Öppna
game-watch = Titta på
live-title = Partier som spelas nu
lobby-none-live = Inget parti spelas just nu.
color-any = valfri färg

# The move field, in the game and in the browser.
typed-label = Skriv ett drag

## A server's refusals, by their code (the game and the browser say them alike)
error-bad_message = Servern kunde inte läsa meddelandet.
error-too_large = Meddelandet var för långt.
error-rate_limited = För många meddelanden på en gång: vänta ett ögonblick.
error-version = Sidan är äldre än servern: ladda om den.
error-not_signed_in = Registrera dig eller logga in först.
error-already_signed_in = Du är redan inloggad.
error-bad_name = Ett namn har 2 till 32 bokstäver a–z, siffror, _ eller -, och börjar med en bokstav eller siffra.
error-name_taken = Namnet är upptaget: välj ett annat.
error-bad_token = Servern känner inte till den här webbläsarens konto: registrera dig igen.
error-unknown_seek = Utmaningen finns inte längre: den antogs eller togs tillbaka.
error-unknown_invite = Inbjudan gäller inte längre.
error-own_seek = Det är din egen utmaning.
error-unknown_game = Det partiet finns inte.
error-not_your_game = Du spelar inte i det här partiet.
error-not_your_turn = Det är inte ditt drag.
error-stale_ply = Ställningen ändrades innan ditt drag kom fram: försök igen.
error-illegal_move = Draget är inte tillåtet.
error-game_over = Partiet är slut.
error-not_allowed = Det går inte just nu.
error-storage = Servern kunde inte spara det; inget ändrades. Försök igen.
error-limit = Du har nått en av serverns gränser.
error-unknown_player = Ingen spelare heter så.
error-offer_too_soon = Du erbjöd det nyss: erbjud det igen när båda sidor har dragit.
error-unknown_lesson = Ingen lektion har det numret, eller så är steget ingen övning.
error-unknown_puzzle = Inget problem heter så, eller så är inget öppet.
error-engine_busy = Serverns motor spelar redan så många partier som tillåts: försök snart igen.

## Varför reglerna inte godtar ett drag (regelkärnans Illegal, nyckeln från camelot-protocols
## illegal_key): spelet och webbläsaren säger lika. { $rule } är regelns id som i docs/rules.md och docs/variants.md.
error-illegal = otillåtet drag: { $why }
illegal-game-over = partiet är slut: { $how }
illegal-not-declarable = bara ställningen på brädet avslutar ett parti så: { $how }
illegal-place-trees-first = { $side ->
    [white] Vit
   *[black] Svart
} planterar först tre träd, till exempel C2,D2,I2 ({ $rule })
illegal-trees-placed = träden är planterade: träd planteras bara i början ({ $rule })
illegal-bad-placement = { $side ->
    [white] Vit
   *[black] Svart
} planterar sina tre träd på tre olika tomma trädrutor på sin egen sida ({ $rule })
illegal-no-piece = det står ingen pjäs på { $at }
illegal-not-yours = pjäsen på { $at } är { $owner ->
    [white] vits
   *[black] svarts
}; { $mover ->
    [white] vit
   *[black] svart
} är vid draget
illegal-must-leave-castle = pjäsen på { $at } måste lämna sin egen borg i detta drag ({ $rule })
illegal-in-their-castle = pjäsen på { $at } står i motståndarens borg: partiet är slut
illegal-no-castle-moves-left = pjäsen på { $at } står i motståndarens borg och inga borgdrag finns kvar ({ $rule })
illegal-castle-full = pjäsen på { $at } står i motståndarens borg och den andra borgrutan är upptagen ({ $rule })
illegal-capture-due = ett slag finns: du måste slå ({ $rule })
illegal-no-legal-move = pjäsen på { $at } har inget tillåtet drag
illegal-no-leg = ett drag måste ha minst ett steg eller hopp
illegal-step-is-single = ett enkelt drag är ett enda steg: inget kan följa det ({ $rule })
illegal-ended-in-their-castle = draget slutade på { $at } i motståndarens borg ({ $rule })
illegal-only-castle-move = pjäsen på { $at } står i motståndarens borg: dess enda drag är ett borgdrag ({ $rule })
illegal-step-after-leap = { $from }-{ $to } är ett steg: ett steg kan inte fortsätta galopphopp eller slag ({ $rule })
illegal-into-own-castle = ingen pjäs får gå in i sin egen borg ({ $to }) ({ $rule })
illegal-not-empty = { $to } är inte tom
illegal-not-a-leg = från { $from } till { $to } är varken ett steg eller ett hopp
illegal-man-cannot-charge = bara en riddare får slå efter galopphopp ({ $rule })
illegal-jump-not-here = slaget { $from }x{ $to } är inte tillåtet här
illegal-nothing-to-leap = det står ingen pjäs på { $over } att hoppa över
illegal-canter-after-jump = ett galopphopp kan inte följa ett slag ({ $rule })
illegal-canter-into-own-castle = ingen pjäs får galoppera in i sin egen borg ({ $to }) ({ $rule })
illegal-landed-twice = galopphopp landar aldrig två gånger på samma ruta ({ $to }) ({ $rule })
illegal-charge-misses-capture = galopphoppet till { $to } kan inte längre nå ett slag, och riddaren måste slå ({ $rule })
illegal-canter-leads-nowhere = galopphoppet till { $to } leder inte till något tillåtet drag ({ $rule })
illegal-jump-goes-on = slaget måste fortsätta från { $at }: ett slag till finns ({ $rule })
illegal-charge-must-capture = riddarens galopphopp landade där den kan slå: anfallet måste fortsätta med ett slag ({ $rule })
illegal-wrong-leg-kind = hoppet till { $to } är inte { $kind ->
    [plain] ett steg
    [canter] ett galopphopp
   *[jump] ett slag
}
illegal-wrong-joint = { $from }{ $joint }{ $to } är { $kind ->
    [plain] ett steg: skriv - före ett steg (^ markerar ett galopphopp)
    [canter] ett galopphopp: skriv - (eller ^) före ett galopphopp
   *[jump] ett slag: skriv x före ett slag
}
illegal-no-run = ingen följd av { $kind ->
    [jump] slag
   *[canter] galopphopp
} ({ $rule }) leder här från { $from } till { $to }
illegal-tree-in-river = { $at } ligger i floden: där växer inga träd ({ $rule })
illegal-tree-on-tree = { $at } har redan ett träd: varje träd står på en egen ruta ({ $rule })
illegal-tree-on-piece = det står en pjäs på { $at }: ett träd planteras på en tom ruta ({ $rule })
illegal-tree-across-river = { $at } ligger på andra sidan floden: { $side ->
    [white] Vit
   *[black] Svart
} planterar sina träd på sin egen sida ({ $rule })
illegal-not-a-tree-square = { $at } är ingen trädruta: { $side ->
    [white] vits
   *[black] svarts
} träd står inte i borgarna, på rutorna framför dem eller på vägarna till broarna ({ $rule })

## The computer's five levels, and the computer as a player (the game and the site)
level-beginner = Nybörjare
level-easy = Lätt
level-medium = Medel
level-hard = Svår
level-expert = Expert
player-computer = Dator ({ $level })
# A game's end as its player reads it, in both clients (a watcher reads who won).
end-you-won = Du vann
end-you-lost = Du förlorade
