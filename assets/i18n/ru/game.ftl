# Собственные фразы игры (фразы браузерного клиента — в web.ftl, общие — в common.ftl).
# Номера правил (R1-R16, V1-V5), названия полей и ходы («E6-E5») пишутся так, как у WCF.

## Титульный экран
menu-title = КАМЕЛОТ
menu-subtitle = Игра Parker Brothers 1930 года о рыцарях и пешках
menu-game = Игра
menu-play-computer = Играть с компьютером
menu-as = за
menu-as-white = белых
menu-as-black = чёрных
menu-two-players = Вдвоём за одним компьютером
menu-computer-computer = Компьютер против компьютера
menu-against = против
menu-online = Играть по сети
menu-learn = Научиться играть
menu-puzzles = Задачи
menu-editor = Расставить позицию
menu-load = Загрузить партию
menu-settings = Настройки
menu-quit = Выйти
menu-help = Мышь: левый щелчок — ход, правая кнопка с перетаскиванием — вращение, колесо — масштаб, средняя кнопка — сдвиг. Здесь выбирают стрелками и Enter. F1 — все сочетания клавиш.
menu-continue = Продолжить
menu-resume = Вернуться к своей партии
menu-return-online = Вернуться к сетевой партии
menu-online-game = Партия { $game } на { $server }, вы — { $name }
variant-summary-camelot = Игра 1930 года: 160 клеток, по четырнадцать фигур у каждой стороны.
variant-summary-camette = 23 клетки, по четыре фигуры: побеждает фигура, вошедшая в замок.
variant-summary-cam = 67 клеток, по семь фигур: побеждает фигура, вошедшая в замок.
variant-summary-chivalry = Первая игра Паркера, 1887 год: 176 клеток, по двадцать фигур.
variant-summary-anti = Цели наоборот: вход в замок проигрывает, отсутствие хода выигрывает.
variant-summary-river = Река с четырьмя мостами; сначала каждая сторона сажает три дерева.
variant-summary-grand = Четыре игрока в двух союзах на 180 полях, по двенадцать фигур у каждого.
variant-summary-grandcam = Четыре игрока в двух союзах на 93 полях: фигура в целевом замке побеждает.

## Игроки и уровни
player-human = Человек
player-remote = Соперник по сети
moves-count = { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}
game-summary = { moves-count } · { $white } — { $black }

## Настройки
settings-title = Настройки
settings-language = Язык:
settings-language-system = Как в системе ({ $lang })
settings-animation = скорость анимации (0 — мгновенно)
settings-follow-turn = Поворачивать доску к стороне, чей ход (игра вдвоём)
settings-coordinates = Показывать координаты
settings-flat = Плоский вид сверху (T)
settings-graphics = Графика:
settings-graphics-auto = Авто
settings-graphics-high = Высокая
settings-graphics-low = Низкая
settings-resolution = разрешение доски (при «Низкой» не больше 50%)
settings-volume = громкость
settings-no-sound = В этой сборке из исходников звука нет (в выпущенных пакетах он есть; как собрать со звуком, сказано в README).
settings-house-rules = Домашние правила для новых партий (не WCF, R15):
settings-repetition = Троекратное повторение — ничья
settings-no-progress = 100 полуходов без взятия и без входа в замок — ничья
settings-computer-ms = время на ход компьютера, мс (Эксперт)
settings-threads = потоки компьютера (0 — все ядра, кроме одного)
settings-not-saved = Не удалось сохранить настройки: { $error }
settings-file-title = Файл настроек
settings-file-settings = Часть настроек не подошла, для них восстановлены значения по умолчанию: { $error }
settings-file-progress = Не удалось полностью прочитать ваши успехи в уроках: { $error }
settings-file-profile = Не удалось полностью прочитать ваши сетевые учётные записи: { $error }
ok = ОК

## Сохранение и загрузка
saves-title = Сохранить / загрузить
saves-name = Название:
saves-save = Сохранить
saves-exists = Партия «{ $name }» уже сохранена.
saves-replace = Заменить её
saves-keep = Оставить
saves-kept = Партия «{ $name }» оставлена.
saves-none = Сохранённых партий пока нет.
saves-row = { $white } — { $black } · { $date } · { $result } · { moves-count }
saves-unreadable = Не загружается: { $error }
saves-load = Загрузить
saves-loaded = Загружено: { $name }
saves-not-loaded = Не удалось загрузить «{ $name }»: { $error }
saves-copy = Скопировать партию
saves-copy-hint = Её запись, текстом
saves-paste = Открыть из буфера обмена
saves-paste-hint = Запись, скопированная текстом: сохранённая партия, опубликованная запись или JSON-запись AbstractPlay
saves-copied = Запись партии в буфере обмена.
saves-the-clipboard = буфер обмена
saves-saved = Сохранено в { $path }
saves-no-folder = В этой системе нет папки для сохранённых партий.
saves-bad-name = Дайте партии название из букв, цифр, пробелов, - или _.
saves-unreadable-folder = Не удалось прочитать { $dir }: { $error }
saves-not-written = Партия не сохранена: { $error }
clipboard-unusable = Буфер обмена недоступен: { $error }
clipboard-not-copied = Не удалось скопировать: { $error }
clipboard-no-text = В буфере обмена нет текста ({ $error }).

## Редактор позиции
side-white = Белые
side-black = Чёрные
editor-accepted = Правила принимают эту позицию.
editor-not-playable = Играть нельзя: { $why }
editor-over = Нельзя играть: партия окончена ещё до первого хода. { $how }
editor-play-friend = Играть отсюда вдвоём
editor-analyse = Анализ
editor-analyse-hint = Разобрать эту позицию с анализом компьютера
back-title = Вернуться на титульный экран
editor-brush = Щелчок ставит на клетку вот это (та же фигура ещё раз — убирает):
editor-white-man = Белая пешка
editor-white-knight = Белый рыцарь
editor-black-man = Чёрная пешка
editor-black-knight = Чёрный рыцарь
editor-empty = Очистить клетку
editor-clear = Очистить доску
editor-to-move = Ход:
editor-castle-moves = Сделано ходов в замке (R10):
editor-clock = Счётчик (R15):
editor-clock-hint = Полуходы с последнего взятия или входа в замок
editor-string = Строка позиции:
editor-copy = Копировать
editor-paste = Вставить
editor-copied = Строка позиции в буфере обмена.
editor-type = или введите её и нажмите Enter
editor-refused = Эта строка позиции не принята: { $why }

## Лобби (игра по сети)
lobby-title = ИГРА ПО СЕТИ
lobby-signed-in = Вы вошли как { $name } на { $server }
lobby-sign-out = Выйти
lobby-return = Вернуться к своей партии
lobby-your-server = Ваш сервер
lobby-no-address = У этой машины нет сетевого адреса: подключиться можно только с неё самой.
lobby-server = Сервер: { $address }
lobby-invite-code = Код приглашения: { $code }
lobby-friend-joins = Ваш друг выбирает «Играть по сети», подключается к адресу выше и входит с этим кодом.
lobby-stop-hosting = Остановить сервер
lobby-new-game = Новая партия
lobby-seek = Искать партию
lobby-invite = Создать код приглашения
lobby-invite-hint = Закрытая партия: передайте код сопернику
lobby-have-code = Есть код?
lobby-join = Войти
lobby-live-line = { $white } — { $black } · { $variant } · { $time } · { moves-count }
lobby-refresh = Обновить
lobby-plays-white = играет белыми
lobby-plays-black = играет чёрными
signin-why = Играйте с людьми где угодно на сервере Камелота или откройте сервер здесь для друга.
signin-server = Сервер
signin-name = Ваше имя
signin-name-hint = буквы, цифры, _ или -
signin-other-name = Введите выше другое имя вместо { $name } и нажмите «Подключиться», чтобы зарегистрироваться под ним.
signin-connect = Подключиться
signin-connect-hint = Чтобы смотреть партии, тоже нужно имя
signin-host-title = Сервер на этой машине
signin-host-why = Запустите сервер внутри игры: друг в этой сети подключается к адресу этой машины и входит с вашим кодом приглашения.
signin-host-starting = Сервер запускается…
signin-host = Открыть партию
signin-account-title = Ваша учётная запись на другой машине
signin-show-code = Показать код учётной записи { $name }
signin-code-warning = Кто знает этот код, играет под вашим именем: вставляйте его только в свою игру.
signin-account-code = Код учётной записи
signin-use-code = Применить
signin-connecting = Подключение к { $server }…
signin-cancel = Отмена

## Вопросы и новости
replace-title = Заменить вашу партию?
replace-online = Новая партия заменит вашу сетевую партию, которая идёт дальше без вас (ваши часы идут, когда ваш ход).
replace-unfinished = Новая партия заменит вашу незаконченную партию ({ $game }).
replace-last-time = Новая партия заменит вашу партию с прошлого раза ({ $game }), которую можно продолжить.
replace-yes = Заменить
replace-keep = Оставить мою партию
news-title = Ваша сетевая партия
news-accepted = { $opponent } принял(а) ваш вызов: переходите к партии.
news-go = Перейти к партии
news-later = Позже

## Справка (F1): клавиши и мышь
help-title = Управление
help-click-keys = Левый щелчок
help-click = выбрать фигуру, затем клетку, куда она встанет: зелёная — простой ход, синяя — скачок, красная — взятие
help-end-keys = Enter или щелчок по фигуре
help-end = закончить скачки или атаку рыцаря там, где ход может закончиться
help-esc-keys = Esc
help-esc = отменить последний отрезок (до первого — отпустить фигуру); в разборе — назад к партии
help-right-click-keys = Правый щелчок
help-right-click = отменить незаконченный ход
help-arrows-keys = ↑ ↓ ← →
help-arrows = двигать курсор по клеткам доски
help-space-keys = Пробел или Enter
help-space = выбрать клетку под курсором: фигуру, клетку хода, ту же фигуру снова — закончить ход
help-type-keys = /
help-type = ввести ход (E6-E5, J11-F11xF9, …), Enter — сыграть его
help-tab-keys = Tab / Shift+Tab, Enter
help-tab = переходить по кнопкам панели, нажать кнопку
help-undo-keys = Ctrl+Z / Ctrl+Y
help-undo = отменить / вернуть ход
help-hint-keys = H
help-hint = подсказка: ход, который предлагает компьютер, фиолетовым
help-page-keys = Page Up / Page Down
help-page = разбор: ход назад / вперёд (в разборе также ← →; щелчок по ходу в списке)
help-home-keys = Home / End
help-home = разбор: начало / последний ход
help-flip-keys = V
help-flip = посмотреть на доску с другой стороны
help-flat-keys = T
help-flat = плоский вид сверху или обратно в 3D
help-camera-keys = C
help-camera = вернуть камеру на место
help-orbit-keys = Правая кнопка с перетаскиванием / колесо
help-orbit = вращение / масштаб
help-pan-keys = Средняя кнопка с перетаскиванием или Shift+правая
help-pan = сдвиг
help-help-keys = F1 или ?
help-help = эта справка

## Разбор
review-title = Разбор: { $where } из { $plies }
review-at-start = начальная позиция
review-after-white = после { $number }. { $move }
review-after-black = после { $number }. … { $move }
review-evaluation = Оценка { $score }
review-graph-title = Оценка по ходу партии (в пешках; щёлкните по точке, чтобы её увидеть)
review-graph-white = Лучше у белых
review-graph-black = Лучше у чёрных
review-evaluation-best = Оценка { $score }; лучший ход { $move }
review-evaluating = Идёт оценка…
review-white-wins = Белые выигрывают форсированно
review-black-wins = Чёрные выигрывают форсированно
review-play-on-title = Играть отсюда?
review-play-on-why = Партия продолжится с позиции { $where }; отмена хода до нового хода вернёт всю партию.
review-play-on = Играть дальше
review-cancel = Отмена
review-first = Home
review-last = End
review-leave = Назад к партии
review-play-on-here = Играть отсюда
review-best = Лучший ход

## The end of a game (the reasons and titles are in common.ftl)
end-words = { $score } { $result }. { $how }
end-analyse = Разобрать партию
end-new-game = Новая партия
end-close = Закрыть
## A button that ends the game, after its first click: the seconds left for the second
confirm-resign-white = Сдаться за белых? { $seconds } с
confirm-resign-black = Сдаться за чёрных? { $seconds } с
confirm-resign = Сдаться? { $seconds } с
confirm-abort = Прервать партию? { $seconds } с

## The game panel (the keys in the hovers stay as the keyboard writes them)
panel-lobby = Лобби
panel-saves = Сохранить / загрузить
panel-editor-hover = Редактор позиции, начиная с этой позиции
panel-shortcuts-hover = F1: клавиши
panel-resigns = { $side } сдаются
panel-result = Итог
panel-you-vs = Вы ({ $side }) против: { $opponent }
panel-vs = { $white } против: { $black }
panel-agree-draw = Согласиться на ничью
panel-moves = Ходы
panel-undo = ⟲ Отменить
panel-redo = ⟳ Вернуть
panel-end-move = Закончить ход
panel-flip = Перевернуть доску
panel-3d = Объёмный вид
panel-flat = Вид сверху
panel-hint = Подсказка
panel-hint-searching = Подсказка…
panel-hint-hover = H: совет компьютера, показан фиолетовым
panel-white-to-move = Ход белых (слоновая кость)
panel-black-to-move = Ход чёрных (эбен)
panel-pieces = { $side }: { $pieces ->
    [one] { $pieces } фигура
    [few] { $pieces } фигуры
   *[many] { $pieces } фигур
}
panel-pieces-castle = { $side }: { $pieces ->
    [one] { $pieces } фигура
    [few] { $pieces } фигуры
   *[many] { $pieces } фигур
}, ходов в замок осталось: { $left } (R10)
panel-must-capture = Есть взятие: нужно бить (R7).
panel-side-must-capture = Есть взятие: { $side } должны бить (R7).
panel-must-leave-castle = Фигура на { $square } должна покинуть свой замок в этот ход (R9).
panel-computer-thinking = ⏳ { $side } ({ $level }) думают… глубина { $depth }
panel-paused = Пауза.
panel-computer-moves = { $side } ({ $level }) ходят.
panel-waiting-remote = Ждём хода: { $side }.
panel-plant-trees = Посадите три дерева на своей стороне реки: щёлкните клетки с золотым кольцом (выбрано { $chosen } из 3; повторный щелчок убирает дерево). Деревья загораживают ходы и скачки до конца партии (V5.4, V5.5).
panel-moving-from = Ход фигурой с { $square }.
panel-end-or-go-on = Щёлкните по ней или нажмите Enter, чтобы закончить ход здесь, или продолжайте.
panel-choose-leg = Выберите, куда она пойдёт: зелёная — простой ход, синяя — скачок, красная — взятие.
panel-leg-back = Esc отменяет последний прыжок, правая кнопка мыши — весь ход.
panel-click-piece = Щёлкните фигуру с золотым кольцом, чтобы ходить ею.
hint-move = Подсказка: { $move }

## The online game's panel
online-player = { $side }: { $name }
online-player-rated = { $side }: { $name } ({ $rating })
online-accept = Принять
online-decline = Отклонить

## Notices
autosave-failed = Не удалось автосохранить партию: { $error }

## The lessons' panel
tutorial-intro = Каждый урок показывает правило на доске, а затем просит сделать такой ход.
tutorial-done-count = Пройдено уроков: { $done } из { $total }.
tutorial-unreadable = Не удалось прочитать уроки: { $why }
tutorial-back = Назад
tutorial-lesson = Урок { $number }: { $title }
tutorial-step = Шаг { $step } из { $steps } · { $rules }
tutorial-watch = Смотрите на доску.
tutorial-well-done = Отлично!
tutorial-all-done = Вы прошли все уроки. Попробуйте то, чему научились, в партии.
tutorial-first-game = Сыграть первую партию (соперник: { $level })
tutorial-previous = ◀ Назад
tutorial-start-again = Начать заново
tutorial-replay = Показать снова
tutorial-show-me = Покажите
tutorial-show-me-hover = Поля верного хода, фиолетовым
tutorial-next = Далее ▶
tutorial-lessons = Уроки

## Отказы: прочие ошибки ядра правил и собственные отказы игры (почему ход невозможен — в common.ftl,
## одинаково с браузером).
error-square = неверная клетка { $detail }
error-position = неверная строка позиции, { $detail }
error-notation = неверная запись хода { $detail }
error-ambiguous = неоднозначный ход: { $detail }
error-record = неверная запись партии: { $detail }
error-variant = неизвестный вариант { $detail }
refusal-may-end-here = { $why }; щёлкните по фигуре или нажмите Enter, чтобы закончить ход здесь, Esc — отменить последний прыжок
refusal-no-piece-there = На { $square } нет фигуры: щёлкните по своей фигуре, чтобы пойти ею.
refusal-water = { $square } — вода реки: там не может стоять фигура (V5.5).
refusal-tree = На { $square } растёт дерево: там не может стоять фигура (V5.5).
refusal-typed = { $move }: { $why }
refusal-puzzle-over = задача уже закончена
fair-no-hint = Подсказки нет
fair-no-analysis = Анализа нет
fair-no-editor-copy = Редактор не копирует позицию
fair-no-opponent = Игры с компьютером нет
fair-playing = { $what }, пока идёт ваша онлайн-партия: она играется без помощи, и всё вернётся, когда партия закончится.
fair-watching = { $what } для партии, за которой вы следите, пока она не закончится: её игрокам помогать нельзя.
online-too-long = В партии { $game } на сервере { $moves } полуходов — больше, чем читает эта игра ({ $most }).
online-unreadable = Партию { $game } с сервера не удалось прочитать: { $why }
online-move-unplayable = Ход сервера { $move } сделать нельзя: { $why }
online-not-saved = Партию не удалось сохранить: { $why }
online-seek-gone = Этого вызова больше нет: его только что приняли или отменили.
host-no-name = Сначала выберите имя: под ним вы играете на своём сервере.
host-no-folder = Нет папки настроек, где хранить партии.
host-not-started = Не удалось запустить сервер на этом компьютере: { $why }
autosave-unread = файл не удалось прочитать ({ $error })
autosave-damaged-kept = Автосохранённую партию нельзя использовать: { $why }. Файл сохранён как { $path }.
autosave-damaged-not-moved = Автосохранённую партию нельзя использовать: { $why }. Файл не удалось отложить ({ $error }), поэтому в этот раз ничего не автосохраняется.
move-list-review-hover = Посмотреть позицию после этого хода
