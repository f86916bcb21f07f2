var e=`puzzles-title = Задачи
puzzles-mode-rated = На рейтинг
puzzles-mode-rated-hover = Каждая задача меняет ваш рейтинг в задачах.
puzzles-mode-streak = Серия
puzzles-mode-streak-hover = От лёгких задач к трудным до первой ошибки (неверный ход, подсказка или решение). Без рейтинга.
puzzles-game = Игра
puzzles-theme = Тема
puzzles-every-theme = Все темы
puzzles-rating = Ваш рейтинг: { $rating } (± { $deviation })
puzzles-streak = Подряд: { $streak } · лучшее { $best }
puzzles-run = Эта серия: решено { $solved } · лучшая серия { $best }
puzzles-run-mistake = Серия окончена, решено задач: { $solved }. Лучшая серия: { $best }. Следующая задача начнёт новую серию.
puzzles-run-no-harder = Более трудных задач этой игры и темы не осталось: серия окончена, решено задач: { $solved }. Лучшая серия: { $best }.
puzzles-record-problem = Запись задач: { $problem }
puzzles-to-move = { $side ->
    [white] Ход белых
   *[black] Ход чёрных
}
puzzles-id = Задача { $id } · рейтинг { $rating }
puzzles-solution = Решение: { $line }
puzzles-take-back = Esc или правый щелчок возвращает ход.
puzzles-find = Найдите лучший ход { $side ->
    [white] за белых
   *[black] за чёрных
}.
puzzles-hint-square = Подсказка: ходите фигурой с поля { $square }.
puzzles-right = Верно! { $side ->
    [white] Белые отвечают
   *[black] Чёрные отвечают
} { $reply }. Продолжайте.
puzzles-solved = Решено!
puzzles-wrong = Не лучший ход: после { $move } шанс упущен. Попробуйте снова с этого места или посмотрите решение.
puzzles-none-left = Задач этой игры и темы не осталось: выберите другие.
puzzles-unreadable = Эту задачу не открыть: { $why }
puzzles-queue = { $count ->
    [one] Ещё { $count } задача из вашей партии.
    [few] Ещё { $count } задачи из вашей партии.
   *[other] Ещё { $count } задач из вашей партии.
}
puzzles-hint = Подсказка
puzzles-hint-hover = H · фигура, которой ходить, и её путь; задача засчитывается как нерешённая
puzzles-show-solution = Показать решение
puzzles-solution-next = Следующий ход решения ▶
puzzles-start-again = Сначала
puzzles-next = Следующая задача ▶
puzzles-none-tried = Задач ещё не было.
puzzles-lately = Недавние:
puzzles-tried-solved = ✔ решена
puzzles-tried-failed = не решена
puzzles-back = Назад
puzzles-theme-jump-chain = Цепочка взятий (R5)
puzzles-theme-knights-charge = Атака рыцаря (R6)
puzzles-theme-canter-capture = Скачок перед взятием (R4)
puzzles-theme-capture-due = Обязательное взятие (R7)
puzzles-theme-castle-entry = Вход в замок (R10)
puzzles-theme-r9-exit = Выход из своего замка (R9)
puzzles-theme-capture-all = Взять все фигуры (R13)
puzzles-theme-defence = Защита
puzzles-theme-win-the-race = Выиграть гонку (R11)
puzzles-theme-win-material = Выигрыш материала
puzzles-from-game = Задачи из этой партии
puzzles-from-game-hover = Ходы, где был упущен явный выигрыш, — чтобы попробовать снова
puzzles-from-game-looking = Ищем задачи в этой партии…
puzzles-from-game-none = В этой партии задач нет: ни один ход не упустил явного выигрыша.
puzzles-from-game-cancel = Отменить
puzzles-from-game-cancelled = Поиск задач в этой партии отменён.
`;export{e as default};