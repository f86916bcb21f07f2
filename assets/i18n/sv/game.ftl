# Spelets egna meningar (webbklientens finns i web.ftl, de gemensamma i common.ftl).
# Regelnummer (R1-R16, V1-V5), rutornas namn och drag ("E6-E5") skrivs som WCF skriver dem.

## Titelskärmen
menu-title = CAMELOT
menu-subtitle = Parker Brothers spel om riddare och bönder från 1930
menu-game = Spel
menu-play-computer = Spela mot datorn
menu-as = som
menu-as-white = vit
menu-as-black = svart
menu-two-players = Två spelare vid samma dator
menu-computer-computer = Dator mot dator
menu-against = mot
menu-online = Spela online
menu-learn = Lär dig spela
menu-puzzles = Problem
menu-editor = Ställ upp en ställning
menu-load = Öppna ett parti
menu-settings = Inställningar
menu-quit = Avsluta
menu-help = Mus: vänsterklick för att flytta, dra med höger knapp för att vrida, hjulet för att zooma, dra med mittknappen för att panorera. Piltangenterna och Enter väljer här. F1: alla kortkommandon.
menu-continue = Fortsätt
menu-resume = Återuppta ditt parti
menu-return-online = Tillbaka till ditt onlineparti
menu-online-game = Parti { $game } på { $server } som { $name }
variant-summary-camelot = Spelet från 1930: 160 rutor, fjorton pjäser per sida.
variant-summary-camette = 23 rutor, fyra pjäser per sida: en pjäs i borgen vinner.
variant-summary-cam = 67 rutor, sju pjäser per sida: en pjäs i borgen vinner.
variant-summary-chivalry = Parkers original från 1887: 176 rutor, tjugo pjäser per sida.
variant-summary-anti = Målen omvända: att gå in i borgen förlorar, att sakna drag vinner.
variant-summary-river = En flod med fyra broar; varje sida planterar först tre träd.
variant-summary-grand = Fyra spelare i två lag på 180 rutor, tolv pjäser var.
variant-summary-grandcam = Fyra spelare i två lag på 93 rutor: en pjäs i målborgen vinner.

## Spelare och nivåer
player-human = Människa
player-remote = Onlinespelare
moves-count = { $moves ->
    [one] { $moves } drag
   *[other] { $moves } drag
}
game-summary = { moves-count } · { $white } mot { $black }

## Inställningar
settings-title = Inställningar
settings-language = Språk:
settings-language-system = Systemets ({ $lang })
settings-animation = animationshastighet (0 = direkt)
settings-follow-turn = Vrid vyn mot sidan vid draget (två spelare)
settings-coordinates = Visa koordinater
settings-flat = Platt vy ovanifrån (T)
settings-graphics = Grafik:
settings-graphics-auto = Auto
settings-graphics-high = Hög
settings-graphics-low = Låg
settings-resolution = brädets upplösning (Låg: högst 50%)
settings-volume = ljudvolym
settings-no-sound = Ljud: denna version byggd från källkoden saknar ljud (de utgivna paketen har ljud; README säger hur man bygger in det).
settings-house-rules = Husregler för nya partier (inte WCF, R15):
settings-repetition = Trefaldig upprepning är remi
settings-no-progress = 100 halvdrag utan slag eller borginträde är remi
settings-computer-ms = datorns betänketid, ms (Expert)
settings-threads = datorns trådar (0: alla kärnor utom en)
settings-not-saved = Inställningarna kunde inte sparas: { $error }
settings-file-title = Inställningsfil
settings-file-settings = Vissa inställningar gick inte att använda och har fått sina standardvärden: { $error }
settings-file-progress = Dina framsteg i lektionerna kunde inte läsas helt: { $error }
settings-file-profile = Dina onlinekonton kunde inte läsas helt: { $error }
ok = OK

## Spara / öppna
saves-title = Spara / öppna
saves-name = Namn:
saves-save = Spara
saves-exists = Ett parti som heter { $name } finns redan sparat.
saves-replace = Ersätt det
saves-keep = Behåll det
saves-kept = { $name } behölls.
saves-none = Inga sparade partier än.
saves-row = { $white } mot { $black } · { $date } · { $result } · { moves-count }
saves-unreadable = Kan inte öppnas: { $error }
saves-load = Öppna
saves-loaded = Öppnade { $name }
saves-not-loaded = Kunde inte öppna { $name }: { $error }
saves-copy = Kopiera partiet
saves-copy-hint = Dess protokoll, som text
saves-paste = Öppna från urklipp
saves-paste-hint = Ett protokoll kopierat som text: ett sparat parti, ett publicerat protokoll eller ett JSON-protokoll från AbstractPlay
saves-copied = Partiets protokoll finns i urklipp.
saves-the-clipboard = urklipp
saves-saved = Sparat i { $path }
saves-no-folder = Det finns ingen mapp för sparade partier på det här systemet.
saves-bad-name = Ge partiet ett namn av bokstäver, siffror, mellanslag, - eller _.
saves-unreadable-folder = Kunde inte läsa { $dir }: { $error }
saves-not-written = Partiet sparades inte: { $error }
clipboard-unusable = Urklipp kan inte användas: { $error }
clipboard-not-copied = Kunde inte kopiera: { $error }
clipboard-no-text = Urklipp innehåller ingen text ({ $error }).

## Ställningsredigeraren
side-white = Vit
side-black = Svart
editor-accepted = Reglerna godtar den här ställningen.
editor-not-playable = Går inte att spela: { $why }
editor-over = Inte spelbar: partiet vore slut före första draget. { $how }
editor-play-friend = Spela mot en vän härifrån
editor-analyse = Analysera
editor-analyse-hint = Gå igenom ställningen med datorns analys
back-title = Tillbaka till titelskärmen
editor-brush = Ett klick sätter detta på en ruta (samma pjäs igen tar bort den):
editor-white-man = Vit bonde
editor-white-knight = Vit riddare
editor-black-man = Svart bonde
editor-black-knight = Svart riddare
editor-empty = Töm en ruta
editor-clear = Töm brädet
editor-to-move = Vid draget:
editor-castle-moves = Gjorda borgdrag (R10):
editor-clock = Räknare (R15):
editor-clock-hint = Halvdrag sedan senaste slag eller borginträde
editor-string = Ställningssträng:
editor-copy = Kopiera
editor-paste = Klistra in
editor-copied = Ställningssträngen finns i urklipp.
editor-type = eller skriv en, Enter
editor-refused = Ställningssträngen avvisas: { $why }

## Lobbyn (spel online)
lobby-title = SPELA ONLINE
lobby-signed-in = Inloggad som { $name } på { $server }
lobby-sign-out = Logga ut
lobby-return = Tillbaka till ditt parti
lobby-your-server = Din server
lobby-no-address = Den här datorn har ingen nätverksadress: bara den själv kan ansluta.
lobby-server = Server: { $address }
lobby-invite-code = Inbjudningskod: { $code }
lobby-friend-joins = Din vän väljer Spela online, ansluter till adressen ovan och går med med den här koden.
lobby-stop-hosting = Sluta vara värd
lobby-new-game = Ett nytt parti
lobby-seek = Sök ett parti
lobby-invite = Skapa en inbjudningskod
lobby-invite-hint = Ett privat parti: ge koden till din motståndare
lobby-have-code = Har du en kod?
lobby-join = Gå med
lobby-live-line = { $white } mot { $black } · { $variant } · { $time } · { moves-count }
lobby-refresh = Uppdatera
lobby-plays-white = spelar vit
lobby-plays-black = spelar svart
signin-why = Spela mot folk var som helst på en Camelot-server, eller var värd för en vän här.
signin-server = Server
signin-name = Ditt namn
signin-name-hint = bokstäver, siffror, _ eller -
signin-other-name = Skriv ett annat namn än { $name } ovan och tryck Anslut för att registrera dig under det.
signin-connect = Anslut
signin-connect-hint = Även för att titta på partier behövs ett namn
signin-host-title = Var värd på den här datorn
signin-host-why = Starta en server i spelet: en vän i det här nätverket ansluter till datorns adress och går med med din inbjudningskod.
signin-host-starting = Servern startar…
signin-host = Var värd för ett parti
signin-account-title = Ditt konto på en annan dator
signin-show-code = Visa kontokoden för { $name }
signin-code-warning = Den som har den här koden spelar som du: klistra bara in den i ditt eget spel.
signin-account-code = Kontokod
signin-use-code = Använd den
signin-connecting = Ansluter till { $server }…
signin-cancel = Avbryt

## Frågor och nyheter
replace-title = Ersätta ditt parti?
replace-online = Det nya partiet ersätter ditt onlineparti, som fortsätter utan dig (din klocka går när det är ditt drag).
replace-unfinished = Det nya partiet ersätter ditt oavslutade parti ({ $game }).
replace-last-time = Det nya partiet ersätter ditt parti från förra gången ({ $game }), som kan återupptas.
replace-yes = Ersätt det
replace-keep = Behåll mitt parti
news-title = Ditt onlineparti
news-accepted = { $opponent } antog din utmaning: gå till partiet.
news-go = Gå till partiet
news-later = Senare

## Hjälpfönstret (F1): tangenter och mus
help-title = Kontroller
help-click-keys = Vänsterklick
help-click = välj en pjäs, sedan en landningsruta: grön ett steg, blå ett galopphopp, röd ett slag
help-end-keys = Enter, eller ett klick på pjäsen
help-end = avsluta galopphopp eller riddarens anfall där draget får sluta
help-esc-keys = Esc
help-esc = ta tillbaka det sista benet (före något: släpp pjäsen); i genomgången, tillbaka till partiet
help-right-click-keys = Högerklick
help-right-click = ta tillbaka det påbörjade draget
help-arrows-keys = ↑ ↓ ← →
help-arrows = flytta rutmarkören över brädet
help-space-keys = Mellanslag eller Enter
help-space = välj markörens ruta: en pjäs, en landningsruta, pjäsen igen för att avsluta
help-type-keys = /
help-type = skriv ett drag (E6-E5, J11-F11xF9, …), Enter för att spela det
help-tab-keys = Tab / Shift+Tab, Enter
help-tab = gå igenom panelens knappar, tryck på en
help-undo-keys = Ctrl+Z / Ctrl+Y
help-undo = ångra / gör om
help-hint-keys = H
help-hint = tips: datorns förslag, i violett
help-page-keys = Page Up / Page Down
help-page = genomgång: ett drag bakåt / framåt (även ← → i genomgången; ett klick på ett drag i listan)
help-home-keys = Home / End
help-home = genomgång: början / sista draget
help-flip-keys = V
help-flip = se brädet från andra sidan
help-flat-keys = T
help-flat = platt vy ovanifrån, eller tillbaka till 3D
help-camera-keys = C
help-camera = återställ kameran
help-orbit-keys = Högerdrag / hjul
help-orbit = vrid / zooma
help-pan-keys = Mittdrag, eller Shift+högerdrag
help-pan = panorera
help-help-keys = F1 eller ?
help-help = den här hjälpen

## Genomgång
review-title = Genomgång { $where } av { $plies }
review-at-start = vid början
review-after-white = efter { $number }. { $move }
review-after-black = efter { $number }. … { $move }
review-evaluation = Värdering { $score }
review-graph-title = Värderingen genom partiet (i bönder; klicka på en punkt för att se den)
review-graph-white = Vit bättre
review-graph-black = Svart bättre
review-evaluation-best = Värdering { $score }; bästa drag { $move }
review-evaluating = Värderar…
review-white-wins = Vit vinner med tvång
review-black-wins = Svart vinner med tvång
review-play-on-title = Spela vidare härifrån?
review-play-on-why = Partiet fortsätter från ställningen { $where }; Ångra före ett nytt drag tar tillbaka hela partiet.
review-play-on = Spela vidare
review-cancel = Avbryt
review-first = Home
review-last = End
review-leave = Tillbaka till partiet
review-play-on-here = Spela vidare härifrån
review-best = Bästa drag

## The end of a game (the reasons and titles are in common.ftl)
end-words = { $score } { $result }. { $how }
end-analyse = Analysera
end-new-game = Nytt parti
end-close = Stäng
## A button that ends the game, after its first click: the seconds left for the second
confirm-resign-white = Ge upp som Vit? { $seconds } s
confirm-resign-black = Ge upp som Svart? { $seconds } s
confirm-resign = Ge upp? { $seconds } s
confirm-abort = Avbryt partiet? { $seconds } s

## The game panel (the keys in the hovers stay as the keyboard writes them)
panel-lobby = Lobby
panel-saves = Spara / läs in
panel-editor-hover = Ställningsredigeraren, från den här ställningen
panel-shortcuts-hover = F1: kortkommandon
panel-resigns = { $side } ger upp
panel-result = Resultat
panel-you-vs = Du ({ $side }) mot { $opponent }
panel-vs = { $white } mot { $black }
panel-agree-draw = Kom överens om remi
panel-moves = Drag
panel-undo = ⟲ Ångra
panel-redo = ⟳ Gör om
panel-end-move = Avsluta draget
panel-flip = Vänd brädet
panel-3d = 3D-vy
panel-flat = Platt vy
panel-hint = Tips
panel-hint-searching = Tips…
panel-hint-hover = H: datorns förslag, visat i violett
panel-white-to-move = Vit (elfenben) vid draget
panel-black-to-move = Svart (ebenholts) vid draget
panel-pieces = { $side }: { $pieces ->
    [one] { $pieces } pjäs
   *[other] { $pieces } pjäser
}
panel-pieces-castle = { $side }: { $pieces ->
    [one] { $pieces } pjäs
   *[other] { $pieces } pjäser
}, { $left } borgdrag kvar (R10)
panel-must-capture = Ett slag finns: du måste slå (R7).
panel-side-must-capture = Ett slag finns: { $side } måste slå (R7).
panel-must-leave-castle = Pjäsen på { $square } måste lämna sin egen borg i detta drag (R9).
panel-computer-thinking = ⏳ { $side } ({ $level }) tänker… djup { $depth }
panel-paused = Pausat.
panel-computer-moves = { $side } ({ $level }) drar.
panel-waiting-remote = Väntar på draget från { $side }.
panel-plant-trees = Plantera tre träd på din sida av floden: klicka på rutorna med en guldring ({ $chosen } av 3 valda; klicka igen för att ta bort). Träden stänger drag och hopp hela partiet (V5.4, V5.5).
panel-moving-from = Pjäsen från { $square } flyttas.
panel-end-or-go-on = Klicka på den eller tryck Enter för att avsluta draget här, eller fortsätt.
panel-choose-leg = Välj vart den går: grön ett steg, blå ett galopphopp, röd ett slag.
panel-leg-back = Esc tar tillbaka ett hopp, högerklick hela draget.
panel-click-piece = Klicka på en pjäs med en guldring för att flytta den.
hint-move = Tips: { $move }

## The online game's panel
online-player = { $side }: { $name }
online-player-rated = { $side }: { $name } ({ $rating })
online-accept = Anta
online-decline = Avböj

## Notices
autosave-failed = Partiet kunde inte autosparas: { $error }

## The lessons' panel
tutorial-intro = Varje lektion visar en regel på brädet och ber dig sedan göra ett sådant drag.
tutorial-done-count = { $done } av { $total } lektioner klara.
tutorial-unreadable = Lektionerna kunde inte läsas: { $why }
tutorial-back = Tillbaka
tutorial-lesson = Lektion { $number }: { $title }
tutorial-step = Steg { $step } av { $steps } · { $rules }
tutorial-watch = Titta på brädet.
tutorial-well-done = Bra gjort!
tutorial-all-done = Du har gått igenom alla lektioner. Pröva det du har lärt dig i ett parti.
tutorial-first-game = Spela ditt första parti (mot { $level })
tutorial-previous = ◀ Föregående
tutorial-start-again = Börja om
tutorial-replay = Visa igen
tutorial-show-me = Visa mig
tutorial-show-me-hover = Landningsrutorna för ett rätt drag, i violett
tutorial-next = Nästa ▶
tutorial-lessons = Lektioner

## Avslag: regelkärnans övriga fel och spelets egna (varför ett drag är otillåtet står i common.ftl,
## lika i webbläsaren).
error-square = felaktig ruta { $detail }
error-position = felaktig ställningssträng, { $detail }
error-notation = felaktig dragnotation { $detail }
error-ambiguous = tvetydigt drag: { $detail }
error-record = felaktigt partiprotokoll: { $detail }
error-variant = okänd variant { $detail }
refusal-may-end-here = { $why }; klicka på pjäsen eller tryck Enter för att avsluta draget här, Esc för att ta tillbaka ett hopp
refusal-no-piece-there = Det står ingen pjäs på { $square }: klicka på en av dina pjäser för att flytta den.
refusal-water = { $square } är flodvatten: ingen pjäs får stå där (V5.5).
refusal-tree = { $square } har ett träd: ingen pjäs får stå där (V5.5).
refusal-typed = { $move }: { $why }
refusal-puzzle-over = problemet är redan slut
fair-no-hint = Ingen ledtråd
fair-no-analysis = Ingen analys
fair-no-editor-copy = Redigeraren kopierar inte ställningen
fair-no-opponent = Inget parti mot datorn
fair-playing = { $what } medan ditt onlineparti pågår: det spelas utan hjälp, och allt kommer tillbaka när partiet är slut.
fair-watching = { $what } i ett parti du tittar på förrän det är slut: dess spelare får inte ha hjälp.
online-too-long = Serverns parti { $game } har { $moves } halvdrag, fler än det här spelet läser ({ $most }).
online-unreadable = Serverns parti { $game } kan inte läsas: { $why }
online-move-unplayable = Serverns drag { $move } kan inte spelas: { $why }
online-not-saved = Partiet kunde inte sparas: { $why }
online-seek-gone = Den utmaningen finns inte längre: den antogs eller togs tillbaka nyss.
host-no-name = Välj ett namn först: du spelar under det på din server.
host-no-folder = Det finns ingen inställningsmapp att spara partierna i.
host-not-started = Kunde inte starta en server här: { $why }
autosave-unread = filen kunde inte läsas ({ $error })
autosave-damaged-kept = Det autosparade partiet kunde inte användas: { $why }. Det sparades som { $path }.
autosave-damaged-not-moved = Det autosparade partiet kunde inte användas: { $why }. Det kunde inte flyttas undan ({ $error }), så inget autosparas den här gången.
move-list-review-hover = Granska ställningen efter detta drag
