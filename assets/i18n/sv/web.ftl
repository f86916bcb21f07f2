# Webbklientens meningar (web/). Meningar som spelet också säger finns i common.ftl.
site-title = Camelot
nav-lobby = Lobby
nav-leaders = Topplista
nav-rules = Regler
signed-in = Inloggad som { $name }.
dismiss = Stäng
loading = Laddar…

signup-title = Spela Camelot på nätet
signup-why = Välj ett namn att spela under. Den här webbläsaren sparar ditt konto; det finns inget lösenord.
signup-name = Ditt namn (2 till 32 bokstäver a–z, siffror, _ eller -)
signup-button = Registrera dig och spela

seek-line = { $player } ({ $rating }) · { $variant } · { $time } · { $color } · { $rated }
# Who plays which colour in a seek, said with the seeker's name.
seek-plays-white = { $player } spelar vit
seek-plays-black = { $player } spelar svart
seek-plays-any = färgen lottas
seek-new = Nytt parti
seek-post = Lägg ut en utmaning
field-variant = Spel
field-time = Betänketid
field-color = Färg
field-rated = Rankat
invite-make = Bjud in en vän
invite-pass = Skicka den här länken till din vän; partiet börjar när vännen öppnar den:
invite-link = Inbjudningslänk
invite-copy = Kopiera länken
invite-title = En utmaning
invite-from = { $player } ({ $rating }) utmanar dig: { $variant } · { $time } · { $rated }
invite-you-play = Du spelar: { $color }
invite-accept = Anta utmaningen
invite-decline = Avböj

game-title = Parti { $id } · { $variant } · { $time }
board-label = Brädet
clock-white = Vits klocka
clock-black = Svarts klocka
captured = Slagna pjäser
your-move = Ditt drag.
their-move = { $player } är vid draget.
typed-play = Spela
move-cancel = Ta tillbaka pjäsen
flip = Vänd brädet
moves-title = Drag
review-start = Till början
review-back = Ett drag bakåt
review-forward = Ett drag framåt
review-end = Till slutet
review-shown = { $side ->
    [white] Visas: drag { $number }, vits { $move }
   *[black] Visas: drag { $number }, svarts { $move }
}
review-shown-start = Visas: ställningen före första draget
download = Ladda ner protokollet (.camelot)

leaders-title = Topplista
leaders-player = Spelare
leaders-rating = Ranking
leaders-games = Partier
leaders-none = Ingen har ännu något betyg i den här klassen.
class-live = Snabbt spel
class-correspondence = Korrespondens

rules-title = Så spelar man Camelot
rules-1 = Camelot spelas av två spelare, Vit och Svart, på ett bräde med 160 rutor. Varje sida har fjorton pjäser: tio bönder och fyra riddare. Varje sida har en borg på två rutor vid sin egen ände av brädet.
rules-2 = Du vinner genom att föra in två av dina pjäser i motståndarens borg, genom att slå alla motståndarens pjäser medan du själv har kvar två eller fler, eller när motståndaren inte har något lagligt drag.
rules-3 = En pjäs flyttar på tre sätt. Ett enkelt drag går en ruta åt vilket håll som helst till en tom ruta. Ett galopphopp går över en egen pjäs, åt vilket håll som helst, till den tomma rutan just bakom; hoppen kan fortsätta ett efter ett, men aldrig tillbaka till en ruta som draget redan lämnat. Ett slag hoppar över en motståndarpjäs till den tomma rutan bakom och tar bort den; slagen måste fortsätta så länge ett nytt slag är möjligt.
rules-4 = En riddare kan förena båda: efter galopphopp kan den fortsätta med slag (riddarens anfall). Både bönder och riddare måste slå när de kan: är ett slag möjligt måste du göra ett.
rules-5 = Ingen pjäs får gå eller galoppera in i sin egen borg; en pjäs som slår sig in där måste lämna den igen. En pjäs som landar i motståndarens borg avslutar sitt drag där. Partiet blir remi när ingen sida längre kan vinna, vid upprepning eller genom överenskommelse.
rules-6 = På den här sidan: klicka på en pjäs och sedan på rutan där den landar; för ett drag med flera hopp eller slag klickar du på varje landningsruta i tur och ordning. När ett drag kan både sluta och fortsätta väljer du ”Avsluta draget” eller klickar vidare. Du kan också skriva draget i Världscamelotförbundets notation, till exempel E6-E7, E6-C8-A8 eller H4xJ4.

## En spelares sida och returmatcher
player-title = { $name }
player-ratings = Ranking
player-class = Tidsklass
player-unrated = Inga ratade partier ännu.
player-games = Senaste partier: { $won } vunna, { $lost } förlorade, { $drawn } remi
player-no-games = Inga avslutade partier ännu.
player-date = Datum
player-opponent = Motståndare
player-color = Färg
player-result = Resultat
player-variant = Spel
player-variants = Avslutade partier på den här servern, per spel
player-results = { $name }s egna avslutade partier, per spel
player-won = Vunna
player-drawn = Remi
player-lost = Förlorade
player-as-white = Som vit (vunna–remi–förlorade)
player-as-black = Som svart (vunna–remi–förlorade)
outcome-won = vinst
outcome-lost = förlust
outcome-drawn = remi
rematch-offers = Returmatcher som erbjuds dig
rematch-from = { $player } erbjuder en returmatch · { $time }

## Kontokoden: den här webbläsarens konto i spelet, och spelets här
account-title = Ditt konto i spelet
account-show = Visa min kontokod
account-hide = Dölj min kontokod
account-code-label = Din kontokod
account-code-why = Den som har koden spelar som du: klistra bara in den i ditt eget spel (fältet ”Kontokod” i dess lobby, sedan ”Använd den”) eller i din egen webbläsare.
account-use-title = Har du en kontokod?
account-use-why = Klistra in kontokoden som spelet visar (”Ditt konto på en annan dator”) för att spela här med det kontot.
account-use-replaces = Klistra in ett annat kontos kod för att spela här med det kontot. Webbläsaren glömmer då kontot den har nu: visa dess kod och spara den först.
account-use-label = Kontokod
account-use-button = Använd det här kontot
account-code-malformed = Det är ingen kontokod: en kontokod lyder ”camelot-account SERVER NAMN HEMLIGHET”, som spelet visar den.
account-code-other-server = Koden gäller servern { $server }, inte den här ({ $here }): öppna den serverns adress för att använda den.

## Looking before signing up, the variants, two players at one device, correspondence
nav-signup = Registrera dig
nav-local = Två spelare
signup-visitor = Du kan se dig omkring utan namn: öppna utmaningar, partier som spelas, topplistan, spelarnas sidor och reglerna. Välj ett namn för att spela.
signup-to-play = Registrera dig för att spela: välj ett namn, så fortsätter det.
signup-to-accept = Registrera dig för att anta utmaningen från { $player }: välj ett namn, så börjar partiet.
player-unknown = Det finns ingen spelare som heter { $name }.
player-lookup = Sök en spelare
player-lookup-button = Sök
trees-cancel = Välj träden på nytt
trees-status = Plantera dina tre träd: klicka på tre rutor på din sida.
takeback-accepted = Draget fick tas tillbaka: det senaste draget är ogjort.
takeback-lapsed = Begäran om att ta tillbaka gäller inte längre: ett drag har spelats.
offer-waiting = Ett erbjudande väntar på ditt svar
your-turn-left = Ditt drag · { $left } kvar
their-turn = { $player } är vid draget
seek-tab-note = En utmaning med snabb betänketid är öppen så länge den här sidan är det: stänger eller laddar du om sidan dras den tillbaka. En utmaning med dagar per drag står kvar utan sidan tills den antas eller tas bort, även om servern startas om; du hittar den här när du kommer tillbaka.
variant-about-camelot = Camelot: för in två pjäser i motståndarens borg, eller slå alla motståndarens pjäser.
variant-about-camette = Camette: ett litet bräde; en pjäs i motståndarens borg på en ruta vinner, och den som inte kan dra förlorar.
variant-about-cam = Cam: spelas som Camette på ett mellanstort bräde med sju pjäser var.
variant-about-chivalry = Chivalry: Camelots regler på det stora brädet från 1887, med tjugo pjäser var.
variant-about-anti = Anti-Camelot: målet är omvänt: en pjäs som går in i motståndarens borg förlorar, och den som inte kan dra vinner.
variant-about-river = Flod-Camelot: först planterar var och en tre träd på sin sida av en flod; sedan spelas som i Camelot.
rules-of = Så spelar man { $variant }
rules-variants = Familjens andra spel
rules-camette-1 = Camette är Michael Nolans lilla Camelot från 2002, på 23 rutor: var sida har fyra pjäser, och varje borg är en enda ruta.
rules-camette-2 = Pjäserna går som i Camelot: vanliga drag, galopper och hopp, och det är tvång att slå.
rules-camette-3 = En pjäs på motståndarens borgruta vinner genast. Den som slår motståndarens sista pjäs vinner, hur få pjäser den än har kvar. Den som inte kan dra när det är dess tur förlorar.
rules-cam-1 = Cam är Parker Brothers mindre spel från 1949, på 67 rutor: sju pjäser var och borgar på en ruta.
rules-cam-2 = Det spelas precis som Camette: en pjäs i motståndarens borg vinner, att slå allt vinner, och att sakna drag förlorar.
rules-chivalry-1 = Chivalry är George S. Parkers ursprungliga spel från 1887, på 176 rutor med tjugo pjäser var och borgar på två rutor.
rules-chivalry-2 = Alla Camelots regler gäller: två pjäser i motståndarens borg vinner, och var sida får göra två borgdrag.
rules-anti-1 = Anti-Camelot är Världscamelotförbundets spel från 2009: Camelots bräde, pjäser och drag, med målen omvända.
rules-anti-2 = Så snart en av dina pjäser står i motståndarens borg vinner motståndaren, även om ett tvunget hopp förde dit den.
rules-anti-3 = Inget antal pjäser avslutar partiet. Den som inte kan dra när det är dess tur vinner; att förlora sin sista pjäs lämnar inget drag och vinner alltså.
rules-river-1 = Flod-Camelot är Winston Johnsons spel från 2012: en flod på 28 rutor korsar Camelots bräde diagonalt, med fyra broar.
rules-river-2 = Partiet börjar med att träd planteras: Vit planterar tre träd på en gång på tomma rutor på sin sida, sedan gör Svart likadant; därefter gör Vit det första draget med en pjäs.
rules-river-3 = Ingen pjäs står på vatten eller ett träd, landar på dem eller hoppar över dem; broarna är vanliga rutor. I övrigt vinns, förloras och remiseras partiet som i Camelot.
local-title = Två spelare, en enhet
local-why = Spela mot en vän vid den här skärmen, i tur och ordning på samma bräde. Servern kontrollerar varje drag; inget räknas för rating eller sparas.
local-no-clock = Ingen klocka
local-start = Börja partiet
local-white = Vit
local-black = Svart
local-takeback = Ta tillbaka ett drag
local-new = Nytt parti
local-to-move = { $side ->
    [white] Vit är vid draget.
   *[black] Svart är vid draget.
}
player-older-games = Äldre partier
## Lektioner och problem (spelets egna meningar kommer från dess filer: game.ftl, lessons.ftl, lesson-checks.ftl, puzzles.ftl)
nav-lessons = Lektioner
nav-puzzles = Problem
nav-settings = Inställningar
settings-kept = Sparas i den här webbläsaren.
setting-sound = Ljud
setting-sound-on = Dragljud och signal vid erbjudanden
setting-sound-off = Tyst
setting-pieces = Pjäser
setting-pieces-classic = Klassiska, riddarna krönta
setting-pieces-flat = Platta, hög kontrast
setting-board = Brädets färger
setting-board-wood = Trä
setting-board-green = Grönt
setting-board-blue = Blått
setting-confirm = Bekräfta drag
setting-confirm-off = Ett drag spelas när det är inmatat
setting-confirm-on = Fråga innan ett drag spelas
setting-theme = Tema
setting-theme-dark = Mörkt
setting-theme-light = Ljust
move-confirm = Spela { $move }
learn-progress-local = Dina framsteg sparas bara i den här webbläsaren. Registrera dig för att spara dem i ett konto.
learn-progress-account = Dina framsteg sparas i ditt konto.
puzzles-visitor = Besökares problem ger ingen rating, och inget av dem sparas. Registrera dig för att få en problemrating.
puzzles-rating-change = { $change } för det här problemet
puzzles-no-rating = Inget problembetyg ännu: det kommer med ditt första betygsatta problem.
puzzles-link = Länk till det här problemet
puzzles-unrated-again = Det här problemet räknades i din rating förut: det här försöket är utan rating.
# Spela mot datorn, motoranalys och analysbrädet (issue 36).
nav-computer = Spela mot datorn
nav-analysis = Analysbräde
computer-title = Spela mot datorn
computer-level = Nivå
computer-untimed = Utan klocka
time-untimed = utan klocka
time-days = { $days ->
    [one] { $days } dag per drag
   *[other] { $days } dagar per drag
}
computer-unrated = Partier mot datorn är ograderade: de ändrar inget rating. De sparas och kan ses som alla partier.
computer-play = Spela mot datorn
analysis-title = Motoranalys
analysis-ask = Analysera med motorn
analysis-waiting = Motorn analyserar partiet…
analysis-eval = Värdering: { $score }
analysis-forced-white = Vit vinner forcerat
analysis-forced-black = Svart vinner forcerat
analysis-best = Visa bästa draget
analysis-best-is = Motorns drag här: { $move }
analysis-none = Inget drag: partiet är avgjort här.
analysis-graph = Värderingsgraf: vit ovanför mittlinjen, svart under. Klicka för att gå till ett drag.
analysis-note = Värderingen är från vits sida; en man är värd 1.00. Drag märkta ? förlorade en man eller mer, ?? två och en halv.
analysis-board-title = Analysbräde
analysis-position = Ställning (redigerarens text)
analysis-run = Värdera

## A guest: a visitor who played the computer, given a name by the server until choosing one
nav-claim = Välj ett namn
signup-guest = Du spelar som gäst, under namnet servern gav dig. Välj ett eget: dina partier och framsteg förblir dina.
signup-guest-why = Den här webbläsaren sparar ditt konto; det finns inget lösenord.
signup-claim-button = Ta det här namnet
# A token the server refused, kept aside in the browser rather than deleted.
token-set-aside = Den här servern känner inte till webbläsarens konto. Dess nyckel är inte raderad utan sparad i den här webbläsaren, ifall servern får tillbaka sina konton; registrera dig igen för att spela nu.
