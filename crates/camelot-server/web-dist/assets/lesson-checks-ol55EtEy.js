var e=`
lesson-check-kind = Det var { $made ->
        [plain] ett enkelt drag
        [canter] ett galopphopp
        [jump] ett slag
       *[charge] riddarens anfall
    }, inte { $wanted ->
        [plain] ett enkelt drag: ett enkelt drag är ett steg till en tom grannruta
        [canter] ett galopphopp: ett galopphopp är ett hopp över dina egna pjäser
        [jump] ett slag: ett slag är ett hopp över en motståndarpjäs, som slås
       *[charge] riddarens anfall: ett anfall är en riddares galopphopp följt av ett slag
    }.
lesson-check-legs = Det draget hade { $made } hopp; den här övningen kräver { $wanted } hopp.
lesson-check-captures = Det draget slog { $made ->
        [0] ingen pjäs
        [one] { $made } pjäs
       *[other] { $made } pjäser
    }; den här övningen kräver ett drag som slår exakt { $wanted ->
        [one] { $wanted } pjäs
       *[other] { $wanted } pjäser
    }.
lesson-check-captures-none = Det draget slog { $made ->
        [one] { $made } pjäs
       *[other] { $made } pjäser
    }; den här övningen kräver ett drag som inte slår något.
lesson-check-takes = Det draget slog inte pjäsen på { $square }; den här övningen ber dig slå den.
lesson-check-from = Det draget gjordes av pjäsen på { $made }; den här övningen ber dig flytta pjäsen på { $wanted }.
lesson-check-ends-on = Det draget slutade på { $made }; den här övningen ber dig sluta på { $wanted }.
lesson-check-ends-in = Det draget slutade på { $square }, utanför { $castle ->
        [own] din egen borg
       *[opponent] motståndarens borg
    }; den här övningen ber dig sluta i den.
lesson-check-wins = Det draget vinner inte partiet direkt; leta efter ett som gör det.
`;export{e as default};