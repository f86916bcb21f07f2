var e=`
lesson-01-title = Brädet, borgarna och hur man vinner
lesson-01-step-1 = Camelot spelas på ett bräde med 160 rutor: linjerna A till L går från vänster till höger, raderna 1 till 16 från Vits sida till Svarts. Varje spelare har 14 pjäser, 4 riddare och 10 bönder, som står mot varandra i mitten. Vit drar först, sedan turas spelarna om, ett drag var.
lesson-01-step-2 = I var ände av brädet sticker två rutor ut: det är borgarna. Vits borg är F1 och G1, Svarts är F16 och G16. Du vinner genast när dina pjäser står på båda rutorna i motståndarens borg, som Vit gör här.
lesson-01-step-3 = Din bonde på F16 står redan i Svarts borg. Ännu en av dina pjäser på borgens andra ruta, G16, vinner partiet.
lesson-01-step-3-goal = Vinn partiet på ett drag.
lesson-01-step-3-mistake-1 = Du flyttade din bonde inom borgen, från F16 till G16, så det står fortfarande bara en av dina pjäser i borgen. För in bonden på G15 också.

lesson-02-title = Det enkla draget
lesson-02-step-1 = Det enklaste draget är det enkla draget: ett steg till någon av de åtta grannrutorna, rakt eller diagonalt, framåt, åt sidan eller bakåt. Rutan som pjäsen flyttar till måste vara tom. Riddare och bönder flyttar likadant.
lesson-02-step-2 = Nu får du pröva. Ta bonden på E6 och flytta den ett steg till valfri tom ruta intill.
lesson-02-step-2-goal = Gör ett enkelt drag med bonden på E6.
lesson-02-step-2-mistake-1 = Det var ett galopphopp: din bonde hoppade över din egen bonde på E7. Ett enkelt drag är ett enda steg till en grannruta.
lesson-02-step-3 = Ett steg kan gå diagonalt lika väl som rakt. Riddaren på F8 kan nå G9, framåt och åt höger, med ett enkelt drag.
lesson-02-step-3-goal = Flytta riddaren på F8 till G9.
lesson-02-step-3-mistake-1 = G8 ligger intill riddaren, men målet var G9: gå diagonalt, framåt och åt höger.
lesson-02-step-3-mistake-2 = Det steget gick rakt fram till F9. Gå diagonalt, framåt och åt höger, till G9.

lesson-03-title = Galopphoppet
lesson-03-step-1 = Ett galopphopp är ett hopp över en av dina egna pjäser som står intill, åt vilket av de åtta hållen som helst, till den tomma rutan just bakom. Ingenting slås: pjäsen som hoppas över står kvar där den står. Här hoppar två vita bönder bock över varandra uppåt på brädet.
lesson-03-step-2 = Efter landningen kan ett galopphopp fortsätta över en annan av dina pjäser och byta riktning som det vill. Här gör bonden på D5 tre hopp i ett drag: uppåt över D6, åt höger över E7 och sedan uppåt igen över F8.
lesson-03-step-3 = Nu är det din tur att kedja ihop flera hopp till ett galopphopp. Bonden på C5 kan hoppa över C6, sedan över D7 och sedan över E8.
lesson-03-step-3-goal = Gör ett galopphopp med tre hopp.
lesson-03-step-3-mistake-1 = Du stannade efter ett hopp. Det är ett fullgott galopphopp, men den här övningen kräver tre hopp: fortsätt från C7 över D7 och sedan över E8.
lesson-03-step-3-mistake-2 = Två hopp hittills: hoppa en gång till från E7, över E8.
lesson-03-step-4 = Ett galopphopp behöver aldrig fortsätta: du får stanna efter vilket hopp som helst, var du vill. Ett enda hopp är ett helt drag.
lesson-03-step-4-goal = Gör ett galopphopp med bonden på C5 och stanna på C7.
lesson-03-step-4-mistake-1 = Du fortsatte galopphoppet förbi C7. Att fortsätta är aldrig tvingande: stanna efter det första hoppet.
lesson-03-step-4-mistake-2 = Du flyttade bonden på C6 till C7. Låt i stället bonden på C5 göra ett galopphopp över den.
lesson-03-step-5 = Ett galopphopp landar aldrig två gånger på samma ruta, så det kan aldrig sluta där det började. Den här bonden hoppar runt sina vänner till F6, men den får inte göra ett fjärde hopp, över E6, tillbaka till D6.

lesson-04-title = Slaget
lesson-04-step-1 = Ett slag är ett hopp över en motståndarpjäs intill dig till den tomma rutan just bakom den. Motståndarpjäsen slås och lämnar brädet genast. Riddare och bönder slår likadant.
lesson-04-step-2 = Om din pjäs kan slå igen från rutan där den landar måste den göra det: slagen fortsätter, åt vilket håll som helst, tills inget slag återstår. Så ett enda drag kan slå flera pjäser.
lesson-04-step-2-goal = Slå två svarta bönder i ett drag.
lesson-04-step-2-mistake-1 = Du slog bara en bonde. Bonden på D5 kan slå två: efter landningen på D7 måste den slå vidare, över E8.
lesson-04-step-3 = Att slå är tvingande: när någon av dina pjäser kan slå måste du slå i detta drag. Här måste Vits bonde på G6 slå G7, och sedan måste Svarts bonde på H9 slå tillbaka.
lesson-04-step-4 = När flera slag är möjliga väljer du själv vilket du gör. Det finns ingen regel om att slå så många pjäser som möjligt.
lesson-04-step-4-goal = Slå den svarta riddaren på I6.
lesson-04-step-4-mistake-1 = Du slog två bönder, vilket är tillåtet, men målet var riddaren på I6: du får välja ett slag som tar färre pjäser.

lesson-05-title = Riddarens anfall
lesson-05-step-1 = Riddare har ett eget drag, anfallet: ett galopphopp över dina egna pjäser och sedan slag över motståndarpjäser, allt i ett drag. Slagen fortsätter som vid alla slag, men när riddaren väl har slagit får den inte göra galopphopp igen. Här gör riddaren ett galopphopp över D6 och slår sedan två bönder.
lesson-05-step-2 = Din riddare på E5 står bakom din bonde på E6, och en svart bonde väntar på E8. Gör ett galopphopp över din bonde och slå sedan.
lesson-05-step-2-goal = Slå bonden på E8 med riddarens anfall.
lesson-05-step-2-mistake-1 = Det var ett enkelt drag, och det slog ingenting. Anfall med riddaren i stället: gör ett galopphopp över E6 till E7 och slå sedan E8.
lesson-05-step-3 = Ett anfall är ett slag, men det tvingar dig aldrig att slå. Bara ett direkt slag, ett som inleder draget, gör det tvingande att slå, och här finns inget sådant.
lesson-05-step-3-goal = Gör ett drag som inte slår något.
lesson-05-step-3-mistake-1 = Det anfallet är lagligt, men den här gången ska du inte slå något: eftersom ingen pjäs kan slå direkt är vilket lugnt drag som helst tillåtet.
lesson-05-step-4 = När du måste slå räknas ett anfall som ett slag: du får anfalla i stället för att slå direkt. Din bonde på H6 skulle kunna slå H7, men riddaren på D5 får slå i stället.
lesson-05-step-4-goal = Slå med riddarens anfall.
lesson-05-step-4-mistake-1 = Det slaget är tillåtet, men målet var ett anfall: gör ett galopphopp med riddaren över D6 och slå sedan D8.

lesson-06-title = Riddarens galopphopp som måste slå
lesson-06-step-1 = En riddares galopphopp har en regel till: om riddaren landar på en ruta varifrån den kan slå en motståndarpjäs måste den fortsätta och slå i samma drag. Här gör riddaren ett galopphopp över D6 till D7, intill den svarta bonden på E8, så den kan inte stanna där: den slår vidare till F9.
lesson-06-step-2 = En riddare som gör ett galopphopp utan att slå får alltså bara landa där den inte kan slå. Att landa på D7 skulle tvinga den här riddaren att slå; att landa på F5 skulle inte göra det.
lesson-06-step-2-goal = Gör ett galopphopp med riddaren utan att slå något.
lesson-06-step-2-mistake-1 = Det var ett anfall: när riddaren väl hade landat på D7 måste den slå. För att göra ett galopphopp utan att slå hoppar du över E5 till F5, där den inte kan slå.
lesson-06-step-3 = När riddarens galopphopp väl har landat där den kan slå måste den slå, men inte genast: den får först fortsätta galopphoppet och slå vilken motståndarpjäs den än når.
lesson-06-step-3-goal = Slå bonden på G8 med riddaren.
lesson-06-step-3-mistake-1 = Du slog bonden på C8. Riddaren kunde ha fortsatt galopphoppet från D7, över E7 till F7, och sedan slagit G8.
lesson-06-step-4 = Den här regeln gäller bara riddare. En bonde får göra ett galopphopp till en ruta intill en motståndarpjäs och helt enkelt stanna där.
lesson-06-step-4-goal = Gör ett galopphopp med bonden på D5 till D7, intill den svarta bonden.
lesson-06-step-4-mistake-1 = Du flyttade bonden på D6 till D7. Låt i stället bonden på D5 göra ett galopphopp över den.

lesson-07-title = Din egen borg
lesson-07-step-1 = Din egen borg, F1 och G1 för Vit, är stängd för dina egna enkla drag och galopphopp, till och med för ett enda hopp i ett galopphopp. Bara ett slag får landa i den.
lesson-07-step-1-goal = Slå så att din bonde landar i din egen borg.
lesson-07-step-1-mistake-1 = Det slaget är tillåtet, men det stannar utanför. Slå F2 med bonden på E3 i stället: det slaget landar på G1, inne i din borg.
lesson-07-step-2 = En pjäs som avslutar sitt drag i sin egen borg måste lämna den redan i ägarens nästa drag, och ingen annan pjäs får flytta. Det kommer först, till och med före ett slag: Vits bonde på C6 skulle kunna slå C7, men bonden på G1 måste gå ut, och Svart slår först.
lesson-07-step-3 = Om pjäsen som lämnar borgen kan slå måste den lämna den genom ett slag. Slagen fortsätter som vanligt, så den kan slå mer än en pjäs.
lesson-07-step-3-goal = Lämna borgen genom att slå två bönder.
lesson-07-step-3-mistake-1 = Den lämnar borgen genom ett slag, som den måste, men slår bara en bonde. Slå över G2 i stället: från G3 fortsätter slaget över G4.

lesson-08-title = Motståndarens borg
lesson-08-step-1 = En pjäs som landar i motståndarens borg stannar där resten av partiet. Dess enda drag är ett borgdrag: ett steg till borgens andra ruta, om den är tom. Varje spelare får göra högst två borgdrag per parti; därefter kan pjäsen inte flytta alls.
lesson-08-step-2 = Varje drag som landar i motståndarens borg slutar där, till och med ett slag som skulle kunna fortsätta. Den här bonden slår G15 och stannar på G16, fast den svarta bonden på F15 står alldeles intill.
lesson-08-step-3 = Ett galopphopp får också gå in i borgen, och även det slutar där. Din bonde på D12 kan göra ett galopphopp över E13 och sedan över F15 in i Svarts borg.
lesson-08-step-3-goal = Gör ett galopphopp in i Svarts borg.
lesson-08-step-3-mistake-1 = Det enkla draget går också in i borgen, men målet var ett galopphopp: låt bonden på D12 hoppa över E13 och sedan över F15.
lesson-08-step-4 = Vit har redan gjort ett borgdrag i det här partiet, så ett återstår. Använd det nu: flytta din bonde från F16 till G16.
lesson-08-step-4-goal = Gör ett borgdrag.
lesson-08-step-4-mistake-1 = Du flyttade bonden på C5. Ett borgdrag är ett steg mellan de två rutorna i motståndarens borg: från F16 till G16.

lesson-09-title = Hur partier slutar
lesson-09-step-1 = Partiet slutar så snart ett drag avgör det. För det första vinner en spelare med pjäser på båda rutorna i motståndarens borg: här fullbordar Vits slag till G16 paret.
lesson-09-step-2 = När båda spelarna har en pjäs eller ingen kvar kan ingen av dem vinna, och partiet blir remi. Vits slag här lämnar en pjäs var.
lesson-09-step-3 = En spelare som slår alla motståndarens pjäser vinner, förutsatt att två eller fler av de egna pjäserna finns kvar. Svart har bara två bönder.
lesson-09-step-3-goal = Slå alla Svarts pjäser.
lesson-09-step-3-mistake-1 = Du slog en bonde, men Svart behåller den andra. Bonden på D5 kan slå båda: över D6 och sedan vidare över E8.
lesson-09-step-4 = En spelare som inte har något lagligt drag när det är dennes tur förlorar om motståndaren har två eller fler pjäser; annars blir det remi. Svarts bonde på F1 har använt båda Svarts borgdrag och kan aldrig flytta igen.
lesson-09-step-4-goal = Lämna Svart utan lagligt drag.
lesson-09-step-4-mistake-1 = Svart kan fortfarande flytta bonden på D8. Slå den med riddarens anfall, så sitter Svarts enda kvarvarande pjäs fast på F1.
lesson-09-step-5 = Två remiregler till är husregler, påslagna om du inte väljer strikt WCF-spel: samma ställning tre gånger med samma spelare vid draget, och 100 halvdrag (50 drag var) utan slag eller borginträde. Här går båda sidor fram och tillbaka tills den första ställningen återkommer för tredje gången. Du kan också ge upp, eller komma överens om remi när båda spelarna delar en dator.

lesson-10-title = Camette: det lilla brädet
lesson-10-step-1 = Camette är Camelot i miniatyr: 23 rutor, en riddare och tre bönder per sida, och en borg på en enda ruta i var ände, C1 för Vit och C7 för Svart. Alla drag är Camelots, men det finns inga borgdrag och ingen remi på grund av för få pjäser.
lesson-10-step-2 = I Camette vinner en pjäs i motståndarens borg genast (V1.4). Att slå alla motståndarpjäser vinner också, med hur många pjäser som helst kvar, och en spelare utan drag förlorar.
lesson-10-step-2-goal = Vinn genom att gå in i Svarts borg.
lesson-10-step-2-mistake-1 = Det steget går bort från borgen. Svarts borg är den enda rutan C7, alldeles intill din bonde på B6: en pjäs där vinner.

lesson-11-title = Cam: sju per sida
lesson-11-step-1 = Cam spelas på 67 rutor med två riddare och fem bönder per sida. Dess borgar är enstaka rutor, D1 och D13, och dess regler är Camettes: en pjäs i motståndarens borg vinner, och det gör också att slå alla motståndarpjäser.
lesson-11-step-2 = Att slå är fortfarande en plikt, och ett slag som landar i motståndarens borg slutar där och vinner. Vit måste slå: välj det slag som vinner partiet.
lesson-11-step-2-goal = Slå in i Svarts borg.
lesson-11-step-2-mistake-1 = Det slaget tar en bonde, men partiet fortsätter. Bonden på D11 kan slå D12 och landa på D13, Svarts borg: det vinner genast.

lesson-12-title = Chivalry: Parkers original
lesson-12-step-1 = Chivalry, George Parkers spel från 1887, är Camelots förfader: 176 rutor, fjorton linjer från A till N och tjugo pjäser per sida, åtta riddare och tolv bönder. Dess borgar är G1+H1 och G16+H16, och alla Camelots regler gäller.
lesson-12-step-2 = Som i Camelot vinner en spelare genom att ha två pjäser i motståndarens borg. Din bonde står redan på G16; borgens andra ruta är H16.
lesson-12-step-2-goal = Vinn med en andra pjäs i Svarts borg.
lesson-12-step-2-mistake-1 = Det är ett borgdrag: bonden glider inom borgen, där det fortfarande bara står en pjäs. För in bonden på H15 bredvid den.

lesson-13-title = Anti-Camelot: målen omvända
lesson-13-step-1 = Anti-Camelot börjar som Camelot och har samma drag som Camelot, men målen är omvända: en pjäs som går in i motståndarens borg förlorar partiet för sin sida, och en spelare som står utan drag, även utan pjäser, vinner.
lesson-13-step-2 = Att slå är fortfarande en plikt, även när ett slag skulle föra din pjäs in i motståndarens borg. Här måste Vit slå, och ett av de två slagen landar på F16.
lesson-13-step-2-goal = Gör det slag som inte går in i Svarts borg.
lesson-13-step-2-mistake-1 = Det slaget landar på F16, i Svarts borg: i Anti-Camelot förlorar man genast genom att gå in i motståndarens borg (V4.3). Slå med bonden på B5 i stället.

lesson-14-title = Flod-Camelot: floden och träden
lesson-14-step-1 = En flod korsar brädet från A5 till L12, med fyra broar: D7, D8, I9 och I10. Före första draget planterar Vit tre träd på sin sida av floden, sedan Svart tre på sin. Ingenting står någonsin på vattnet eller på ett träd.
lesson-14-step-2 = Broarna är vanliga rutor: en pjäs får gå upp på en eller hoppa längs den. Vatten och träd går varken att landa på eller hoppa över. Din bonde på D6 kan göra ett galopphopp över bonden på bron vid D7.
lesson-14-step-2-goal = Gör ett galopphopp över bron till D8.
lesson-14-step-2-mistake-1 = Det steget går längs bron, ett enkelt drag. Målet var ett galopphopp: låt din bonde på D6 hoppa över bonden på D7.
`;export{e as default};