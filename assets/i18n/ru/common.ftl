# Фразы, общие для игры и браузерного клиента (web/): один ключ, один источник.

## Языки (каждый на своём языке)
language = Язык
lang-en = English
lang-ru = Русский
lang-sv = Svenska

## Игры семейства (VARIANTS.md) и стороны
variant-camelot = Камелот
variant-camette = Каметта
variant-cam = Кам
variant-chivalry = Рыцарство
variant-anti = Анти-Камелот
variant-river = Речной Камелот
variant-grand = Большой Камелот
variant-grandcam = Большой Кам
color-white = белые
color-black = чёрные

## Предложения, сдача и уход
back-lobby = Вернуться в лобби
draw-offer = Предложить ничью
online-draw-offered-by = { $name } предлагает ничью.
online-draw-waiting = Вы предложили ничью.
draw-accept = Согласиться на ничью
draw-decline = Отклонить ничью
draw-declined = Ваше предложение ничьей отклонено.
draw-declined-by-you = Вы отклонили ничью.
takeback-offer = Попросить вернуть ход
online-takeback-by = { $name } просит вернуть ход.
online-takeback-waiting = Вы попросили вернуть ход.
takeback-accept = Разрешить вернуть ход
takeback-decline = Не разрешать
takeback-declined = Вам не разрешили вернуть ход.
takeback-declined-by-you = Вы не разрешили вернуть ход.
abort = Прервать партию
resign = Сдаться
resign-confirm = Нажмите ещё раз, чтобы сдаться
online-gone-wait = { $name } покинул(а) партию: победу можно потребовать через { $wait }.
online-gone-their-turn = { $name } покинул(а) партию: когда настанет их ход, победу можно будет потребовать через { $wait }.
online-gone-claimable = { $name } покинул(а) партию: потребуйте победу или ничью.
online-gone = { $name } покинул(а) партию.
claim-win = Потребовать победу
claim-draw = Потребовать ничью
rematch-offer = Реванш
rematch-waiting = Реванш предложен: ждём ответа.
rematch-offered-by = { $name } предлагает реванш.
rematch-accept = Принять реванш
rematch-decline = Отклонить реванш
rematch-declined = Реванша не будет: его отклонили, или игрок ушёл.
# Withdrawing one's own offer
draw-withdraw = Отозвать предложение ничьей
draw-withdrawn = { $name } отозвал(а) предложение ничьей.
takeback-withdraw = Отозвать просьбу вернуть ход
takeback-withdrawn = { $name } отозвал(а) просьбу вернуть ход.

## Чем закончилась партия (номера правил как у WCF)
end-here = Закончить ход на { $square }
won-white = Победа белых
won-black = Победа чёрных
drawn = Ничья
aborted = Партия прервана
end-time = По времени: флаг упал.
end-aborted = Партия прервана и не идёт в рейтинг.
end-unreplayable = Сервер не смог восстановить эту партию после перезапуска, поэтому она прервана и не идёт в рейтинг.
end-no-first-move = Первый ход не был сделан вовремя, поэтому сервер прервал партию; она не идёт в рейтинг.
end-white-aborted = Белые прервали партию, пока не сходили обе стороны; она не идёт в рейтинг.
end-black-aborted = Чёрные прервали партию, пока не сходили обе стороны; она не идёт в рейтинг.
end-abandonment = Соперник покинул партию, победа засчитана по требованию.
end-R11 = Одна сторона заняла обе клетки замка соперника (R11).
end-R12 = Ни одна сторона больше не может выиграть (R12).
end-R13 = Одна сторона потеряла все фигуры (R13).
end-R14 = У стороны, чей ход, не было ни одного хода (R14).
end-R15-repetition = Одна и та же позиция повторилась трижды (R15).
end-R15-no-progress = Слишком много ходов без взятия и без хода в замок (R15).
end-R15-resignation = Партия окончена сдачей (R15).
end-R15-agreement = По соглашению (R15).
end-V1-4 = Фигура вошла в замок соперника (V1.4).
end-V1-6 = Одна сторона потеряла все фигуры (V1.6).
end-V1-7 = У стороны, чей ход, не было хода, и она проиграла (V1.7).
end-V4-3 = Фигура вошла в замок соперника и проиграла (V4.3).
end-V4-5 = У стороны, чей ход, не было хода, и она выиграла (V4.5).
rating-change = { $player }: рейтинг { $after } ({ $change })

## Соединение с сервером
online-connecting = Подключение…
online-not-connected = Нет связи с сервером.
signin-reconnecting = Связь потеряна: переподключение… (попытка { $attempt })

## Лобби
seeks-title = Открытые вызовы
lobby-no-seeks = Сейчас никто не ищет партию: создайте вызов ниже.
seek-accept = Принять
seek-cancel = Отменить мой вызов
rated = на рейтинг
casual = без рейтинга
my-games = Ваши текущие партии
game-line = { $white } против { $black } · { $time }
game-open = Открыть
game-watch = Смотреть
live-title = Идущие партии
lobby-none-live = Сейчас никто не играет.
color-any = любой цвет

# The move field, in the game and in the browser.
typed-label = Ввести ход

## A server's refusals, by their code (the game and the browser say them alike)
error-bad_message = Сервер не смог прочитать это сообщение.
error-too_large = Сообщение слишком длинное.
error-rate_limited = Слишком много сообщений сразу: подождите немного.
error-version = Эта страница старее сервера: обновите её.
error-not_signed_in = Сначала зарегистрируйтесь или войдите.
error-already_signed_in = Вы уже вошли.
error-bad_name = Имя — от 2 до 32 латинских букв, цифр, _ или -, и начинается с буквы или цифры.
error-name_taken = Это имя занято: выберите другое.
error-bad_token = Сервер не знает аккаунт этого браузера: зарегистрируйтесь снова.
error-unknown_seek = Этого вызова больше нет: его приняли или отменили.
error-unknown_invite = Это приглашение больше не действует.
error-own_seek = Это ваш собственный вызов.
error-unknown_game = Такой партии нет.
error-not_your_game = Вы не играете в этой партии.
error-not_your_turn = Сейчас не ваш ход.
error-stale_ply = Позиция изменилась, пока шёл ваш ход: попробуйте ещё раз.
error-illegal_move = Такой ход невозможен по правилам.
error-game_over = Партия окончена.
error-not_allowed = Сейчас это нельзя.
error-storage = Сервер не смог это сохранить; ничего не изменилось. Попробуйте ещё раз.
error-limit = Вы достигли ограничения сервера.
error-unknown_player = Игрока с таким именем нет.
error-offer_too_soon = Вы только что это предлагали: предложите снова, когда обе стороны сделают ход.
error-unknown_lesson = Урока с таким номером нет, или этот шаг не упражнение.
error-unknown_puzzle = Задачи с таким именем нет, или ни одна не открыта.
error-engine_busy = Движок сервера занят предельным числом партий: попробуйте чуть позже.

## Почему правила не принимают ход (Illegal ядра правил, ключ из illegal_key в camelot-protocol):
## игра и браузер говорят одинаково. { $rule } — номер правила, как в docs/rules.md и docs/variants.md.
error-illegal = ход невозможен: { $why }
illegal-game-over = партия окончена: { $how }
illegal-not-declarable = так партию заканчивает только позиция на доске: { $how }
illegal-place-trees-first = { $side ->
    [white] белые
   *[black] чёрные
} сначала сажают три дерева, например C2,D2,I2 ({ $rule })
illegal-trees-placed = деревья уже посажены: их сажают только в начале партии ({ $rule })
illegal-bad-placement = { $side ->
    [white] белые
   *[black] чёрные
} сажают три дерева на три разные пустые клетки для деревьев на своей стороне ({ $rule })
illegal-no-piece = на { $at } нет фигуры
illegal-not-yours = фигура на { $at } — { $owner ->
    [white] белых
   *[black] чёрных
}, а ходят { $mover ->
    [white] белые
   *[black] чёрные
}
illegal-must-leave-castle = фигура на { $at } должна покинуть свой замок в этот ход ({ $rule })
illegal-in-their-castle = фигура на { $at } в замке соперника: партия окончена
illegal-no-castle-moves-left = фигура на { $at } в замке соперника, и ходов внутри замка больше не осталось ({ $rule })
illegal-castle-full = фигура на { $at } в замке соперника, а другая клетка замка занята ({ $rule })
illegal-capture-due = есть взятие: бить обязательно ({ $rule })
illegal-no-legal-move = у фигуры на { $at } нет ни одного хода
illegal-no-leg = ход не может быть пустым
illegal-step-is-single = простой ход — один шаг: после него ход не продолжается ({ $rule })
illegal-ended-in-their-castle = ход закончился на { $at } в замке соперника ({ $rule })
illegal-only-castle-move = фигура на { $at } в замке соперника: ей можно только сходить внутри замка ({ $rule })
illegal-step-after-leap = { $from }-{ $to } — простой ход: он не может продолжать скачки или взятия ({ $rule })
illegal-into-own-castle = ни одна фигура не может войти в свой замок ({ $to }) ({ $rule })
illegal-not-empty = клетка { $to } занята
illegal-not-a-leg = с { $from } на { $to } нельзя ни шагнуть, ни прыгнуть
illegal-man-cannot-charge = только рыцарь может брать после скачка ({ $rule })
illegal-jump-not-here = взятие { $from }x{ $to } здесь невозможно
illegal-nothing-to-leap = на { $over } нет фигуры, через которую можно прыгнуть
illegal-canter-after-jump = после взятия скачок невозможен ({ $rule })
illegal-canter-into-own-castle = ни одна фигура не может скачком войти в свой замок ({ $to }) ({ $rule })
illegal-landed-twice = скачки не приземляются дважды на одну клетку ({ $to }) ({ $rule })
illegal-charge-misses-capture = после скачка на { $to } взятие уже недостижимо, а рыцарь обязан брать ({ $rule })
illegal-canter-leads-nowhere = скачок на { $to } не ведёт ни к одному допустимому ходу ({ $rule })
illegal-jump-goes-on = взятие должно продолжиться с { $at }: есть ещё одно взятие ({ $rule })
illegal-charge-must-capture = скачок рыцаря закончился там, откуда можно бить: атака рыцаря должна продолжиться взятием ({ $rule })
illegal-wrong-leg-kind = прыжок на { $to } — не { $kind ->
    [plain] простой ход
    [canter] скачок
   *[jump] взятие
}
illegal-wrong-joint = { $from }{ $joint }{ $to } — { $kind ->
    [plain] простой ход: перед ним пишут - (^ обозначает скачок)
    [canter] скачок: перед ним пишут - (или ^)
   *[jump] взятие: перед ним пишут x
}
illegal-no-run = никакая цепочка { $kind ->
    [jump] взятий
   *[canter] скачков
} ({ $rule }) не ведёт здесь с { $from } на { $to }
illegal-tree-in-river = { $at } — в реке: там деревья не растут ({ $rule })
illegal-tree-on-tree = на { $at } уже есть дерево: каждое дерево сажают на свою клетку ({ $rule })
illegal-tree-on-piece = на { $at } стоит фигура: дерево сажают на пустую клетку ({ $rule })
illegal-tree-across-river = { $at } — на другом берегу реки: { $side ->
    [white] белые
   *[black] чёрные
} сажают деревья на своём берегу ({ $rule })
illegal-not-a-tree-square = на { $at } дерево не посадить: деревья { $side ->
    [white] белых
   *[black] чёрных
} не сажают в замки, на клетки перед ними и на подходы к мостам ({ $rule })

## The computer's five levels, and the computer as a player (the game and the site)
level-beginner = Новичок
level-easy = Лёгкий
level-medium = Средний
level-hard = Сильный
level-expert = Эксперт
player-computer = Компьютер ({ $level })
# A game's end as its player reads it, in both clients (a watcher reads who won).
end-you-won = Вы выиграли
end-you-lost = Вы проиграли
