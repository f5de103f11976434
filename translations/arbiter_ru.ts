<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AdjudicateCommand</name>
    <message>
        <source>Say whether a position is over, or who wins when a flag falls in it (Art. 4.5).</source>
        <translation>Определить, завершена ли партия в позиции, или кто выигрывает при падении флажка в ней (ст. 4.5).</translation>
    </message>
    <message>
        <source>The position as FEN (quoted, or as six words).</source>
        <translation>Позиция в нотации FEN (в кавычках или шестью словами).</translation>
    </message>
    <message>
        <source>The side whose time ran out: white or black.</source>
        <translation>Сторона, у которой истекло время: white (белые) или black (чёрные).</translation>
    </message>
    <message>
        <source>Search budget in positions (default %1).</source>
        <translation>Предел поиска в позициях (по умолчанию %1).</translation>
    </message>
    <message>
        <source>adjudicate needs a FEN.</source>
        <translation>Команде adjudicate нужна позиция FEN.</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>Неверная FEN: %1</translation>
    </message>
    <message>
        <source>The node budget must be a positive whole number.</source>
        <translation>Предел поиска должен быть целым положительным числом.</translation>
    </message>
    <message>
        <source>--flag takes &apos;white&apos; or &apos;black&apos;, not &apos;%1&apos;.</source>
        <translation>Параметр --flag принимает &apos;white&apos; или &apos;black&apos;, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Mate is possible, for example: %1</source>
        <translation>Мат возможен, например: %1</translation>
    </message>
</context>
<context>
    <name>ClockCheck</name>
    <message>
        <source>The mover&apos;s clock changed by %1 s over %2 s of play, but the time control allows no less than %3 s (faulty clock, Art. 15.5).</source>
        <translation>Часы сделавшего ход изменились на %1 с за %2 с игры, а контроль времени допускает не меньше %3 с (неисправные часы, ст. 15.5).</translation>
    </message>
    <message>
        <source>The mover&apos;s clock changed by %1 s, but the time control allows no more than %2 s (faulty clock, Art. 15.5).</source>
        <translation>Часы сделавшего ход изменились на %1 с, а контроль времени допускает не больше %2 с (неисправные часы, ст. 15.5).</translation>
    </message>
    <message>
        <source>The waiting player&apos;s clock changed by %1 s during the opponent&apos;s move (faulty clock, Art. 15.5).</source>
        <translation>Часы ожидающего игрока изменились на %1 с во время хода соперника (неисправные часы, ст. 15.5).</translation>
    </message>
</context>
<context>
    <name>ClockState</name>
    <message>
        <source>The clocks of this game have already started.</source>
        <translation>Часы этой партии уже запущены.</translation>
    </message>
    <message>
        <source>Without a known time control the clocks start with the zone&apos;s first reading.</source>
        <translation>Без известного контроля времени часы запускаются с первого показания игровой зоны.</translation>
    </message>
    <message>
        <source>The game has ended; its clocks take no more readings.</source>
        <translation>Партия окончена; показания её часов больше не принимаются.</translation>
    </message>
    <message>
        <source>A clock reading cannot be for ply %1.</source>
        <translation>Показание часов не может относиться к полуходу %1.</translation>
    </message>
    <message>
        <source>The zone reported a negative clock time (White %1 ms, Black %2 ms).</source>
        <translation>Игровая зона сообщила отрицательное время на часах (белые %1 мс, чёрные %2 мс).</translation>
    </message>
    <message>
        <source>A clock reading for ply %1 arrived after the one for ply %2; it is ignored.</source>
        <translation>Показание часов для полухода %1 пришло после показания для полухода %2; оно не учитывается.</translation>
    </message>
    <message>
        <source>Clocks can be derived from the time each move took only with a known time control.</source>
        <translation>Вычислить часы по времени, затраченному на каждый ход, можно только при известном контроле времени.</translation>
    </message>
    <message>
        <source>A move cannot take a negative time (%1 ms).</source>
        <translation>Ход не может занять отрицательное время (%1 мс).</translation>
    </message>
    <message>
        <source>Clocks derived from move times need every ply in turn: ply %1 came after ply %2.</source>
        <translation>Для вычисления часов по времени ходов нужны все полуходы по порядку: полуход %1 пришёл после полухода %2.</translation>
    </message>
    <message>
        <source>Only running clocks can be paused.</source>
        <translation>Остановить можно только идущие часы.</translation>
    </message>
    <message>
        <source>The clocks are not paused.</source>
        <translation>Часы не остановлены.</translation>
    </message>
    <message>
        <source>The game has ended; its clocks can no longer be adjusted.</source>
        <translation>Партия окончена; её часы больше нельзя корректировать.</translation>
    </message>
    <message>
        <source>This game is played without a clock.</source>
        <translation>Эта партия играется без часов.</translation>
    </message>
    <message>
        <source>A time adjustment of more than 30 days is not plausible.</source>
        <translation>Корректировка времени более чем на 30 дней неправдоподобна.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Show this help.</source>
        <translation>Показать эту справку.</translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for usage.</source>
        <translation>Запустите &apos;%1 --help&apos;, чтобы узнать, как пользоваться командой.</translation>
    </message>
</context>
<context>
    <name>Ctl</name>
    <message>
        <source>Usage: arbiterctl [--lang ru|en] &lt;command&gt; [options]</source>
        <translation>Использование: arbiterctl [--lang ru|en] &lt;команда&gt; [параметры]</translation>
    </message>
    <message>
        <source>The command-line companion of Arbiter Console.</source>
        <translation>Утилита командной строки Arbiter Console.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Команды:</translation>
    </message>
    <message>
        <source>Run &apos;arbiterctl &lt;command&gt; --help&apos; for the options of a command.</source>
        <translation>Параметры команды: &apos;arbiterctl &lt;команда&gt; --help&apos;.</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.</source>
        <translation>Неизвестная команда &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;arbiterctl --help&apos; for the list of commands.</source>
        <translation>Список команд: &apos;arbiterctl --help&apos;.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1... %2</source>
        <translation>%1... %2</translation>
    </message>
    <message>
        <source>in the starting position</source>
        <translation>в начальной позиции</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>после %1</translation>
    </message>
    <message>
        <source>Checkmate %1: %2.</source>
        <translation>Мат %1: %2.</translation>
    </message>
    <message>
        <source>The board shows checkmate, but the reported result is %1.</source>
        <translation>На доске мат, но объявлен результат %1.</translation>
    </message>
    <message>
        <source>Automatic draw (%1) %2: %3.</source>
        <translation>Автоматическая ничья (%1) %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>The game went on for %n more half-move(s) after the automatic draw; the zone should have ended it (the arbiter declares the draw, Art. 15.3).</source>
        <translation>
            <numerusform>Партия продолжалась ещё %n полуход после автоматической ничьей; игровая зона должна была её завершить (арбитр объявляет ничью, ст. 15.3).</numerusform>
            <numerusform>Партия продолжалась ещё %n полухода после автоматической ничьей; игровая зона должна была её завершить (арбитр объявляет ничью, ст. 15.3).</numerusform>
            <numerusform>Партия продолжалась ещё %n полуходов после автоматической ничьей; игровая зона должна была её завершить (арбитр объявляет ничью, ст. 15.3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The position is an automatic draw, but the reported result is %1.</source>
        <translation>В позиции автоматическая ничья, но объявлен результат %1.</translation>
    </message>
    <message>
        <source>White&apos;s flag fell</source>
        <translation>У белых упал флажок</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell</source>
        <translation>У чёрных упал флажок</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>чёрные</translation>
    </message>
    <message>
        <source>White</source>
        <translation>белые</translation>
    </message>
    <message>
        <source>%1 %2; %3 can still checkmate by a series of legal moves (Art. 4.5): %4.</source>
        <translation>%1 %2; %3 ещё могут поставить мат серией разрешённых ходов (ст. 4.5): %4.</translation>
    </message>
    <message>
        <source>The zone reported %1, but %2 could still checkmate: the flag fall loses.</source>
        <translation>Игровая зона объявила %1, но %2 ещё могли поставить мат: при падении флажка засчитывается поражение.</translation>
    </message>
    <message>
        <source>%1 %2; %3 cannot checkmate by any series of legal moves (Art. 4.5): %4.</source>
        <translation>%1 %2; %3 не могут поставить мат никакой серией разрешённых ходов (ст. 4.5): %4.</translation>
    </message>
    <message>
        <source>The zone reported %1, but %2 cannot checkmate: the game is drawn.</source>
        <translation>Игровая зона объявила %1, но %2 не могут поставить мат: партия заканчивается вничью.</translation>
    </message>
    <message>
        <source>%1 %2; the analysis could not decide within its limits whether %3 can still checkmate: the arbiter decides (Art. 4.5).</source>
        <translation>%1 %2; анализ в пределах своих ограничений не смог установить, могут ли %3 ещё поставить мат: решает арбитр (ст. 4.5).</translation>
    </message>
    <message>
        <source>Flag fall needs the arbiter&apos;s decision.</source>
        <translation>Падение флажка требует решения арбитра.</translation>
    </message>
    <message>
        <source>The game has not ended.</source>
        <translation>Партия не окончена.</translation>
    </message>
    <message>
        <source>No ending on the board; the reported result %1 rests on the zone (resignation, agreement or a decision).</source>
        <translation>На доске партия не окончена; объявленный результат %1 основан на данных игровой зоны (сдача, соглашение или решение).</translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <source>&apos;%1&apos; is not a move (not algebraic or UCI notation).</source>
        <translation>&apos;%1&apos; — не ход (ни алгебраическая нотация, ни UCI).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move in this position.</source>
        <translation>&apos;%1&apos; — неразрешённый ход в этой позиции.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: more than one piece can make this move.</source>
        <translation>&apos;%1&apos; — неоднозначная запись: этот ход может сделать более чем одна фигура.</translation>
    </message>
</context>
<context>
    <name>PerftCommand</name>
    <message>
        <source>Count the positions reachable in N moves (move generator check).</source>
        <translation>Подсчитать позиции, достижимые за N полуходов (проверка генератора ходов).</translation>
    </message>
    <message>
        <source>A FEN (quoted, or as six words) or &apos;startpos&apos;.</source>
        <translation>Позиция FEN (в кавычках или шестью словами) или &apos;startpos&apos;.</translation>
    </message>
    <message>
        <source>Number of plies, 1 or more.</source>
        <translation>Число полуходов, 1 или больше.</translation>
    </message>
    <message>
        <source>Also print the count below each legal move.</source>
        <translation>Также вывести число позиций после каждого разрешённого хода.</translation>
    </message>
    <message>
        <source>perft needs a position and a depth.</source>
        <translation>Команде perft нужны позиция и глубина.</translation>
    </message>
    <message>
        <source>The depth must be a whole number from 1 to 12.</source>
        <translation>Глубина должна быть целым числом от 1 до 12.</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>Неверная FEN: %1</translation>
    </message>
    <message>
        <source>%1 nodes in %2 ms (%3 million nodes per second)</source>
        <translation>%1 позиций за %2 мс (%3 млн позиций в секунду)</translation>
    </message>
</context>
<context>
    <name>PgnCommand</name>
    <message>
        <source>Check the games of a PGN file: legal moves, automatic draws, flag falls, results.</source>
        <translation>Проверить партии файла PGN: разрешённость ходов, автоматические ничьи, падения флажка, результаты.</translation>
    </message>
    <message>
        <source>PGN file to read, or &apos;-&apos; for standard input.</source>
        <translation>Файл PGN или &apos;-&apos; для стандартного ввода.</translation>
    </message>
    <message>
        <source>Print one JSON object per game per line (fields: game, tags, plies, san, clocks_ms, result, final_fen, auto_draw, checkmate, error, and the verdict).</source>
        <translation>Выводить по одному объекту JSON на партию в строке (поля: game, tags, plies, san, clocks_ms, result, final_fen, auto_draw, checkmate, error и заключение).</translation>
    </message>
    <message>
        <source>pgn needs exactly one file (or &apos;-&apos;).</source>
        <translation>Команде pgn нужен ровно один файл (или &apos;-&apos;).</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;: %2</source>
        <translation>Не удаётся открыть &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3, reported %4</source>
        <translation>Партия %1: %2 – %3, объявлено %4</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(неизвестно)</translation>
    </message>
    <message>
        <source>ERROR: %1</source>
        <translation>ОШИБКА: %1</translation>
    </message>
    <message>
        <source>DISAGREES with the reported result %1.</source>
        <translation>РАСХОДИТСЯ с объявленным результатом %1.</translation>
    </message>
    <message>
        <source>Agrees with the reported result.</source>
        <translation>Совпадает с объявленным результатом.</translation>
    </message>
    <message>
        <source>Art. %1: %2</source>
        <translation>Ст. %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) checked</source>
        <translation>
            <numerusform>Проверена %n партия</numerusform>
            <numerusform>Проверено %n партии</numerusform>
            <numerusform>Проверено %n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <translation>
            <numerusform>%n с ошибками</numerusform>
            <numerusform>%n с ошибками</numerusform>
            <numerusform>%n с ошибками</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) disagreeing with the rules</source>
        <translation>
            <numerusform>%n результат расходится с правилами</numerusform>
            <numerusform>%n результата расходятся с правилами</numerusform>
            <numerusform>%n результатов расходятся с правилами</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PgnReader</name>
    <message>
        <source>the tag pair is malformed (expected [Name &quot;value&quot;]).</source>
        <translation>неверная пара тегов (ожидается [Имя &quot;значение&quot;]).</translation>
    </message>
    <message>
        <source>the FEN tag is invalid: %1</source>
        <translation>неверный тег FEN: %1</translation>
    </message>
    <message>
        <source>a word of more than %1 characters is not a move.</source>
        <translation>слово длиннее %1 символов не может быть ходом.</translation>
    </message>
    <message>
        <source>Game %1 (line %2), move %3 %4: %5</source>
        <translation>Партия %1 (строка %2), ход %3 %4: %5</translation>
    </message>
    <message>
        <source>Game %1 (line %2): %3</source>
        <translation>Партия %1 (строка %2): %3</translation>
    </message>
</context>
<context>
    <name>PgnWriter</name>
    <message>
        <source>Cannot write game %1: move %2 (%3) is not legal in sequence.</source>
        <translation>Невозможно записать партию %1: ход %2 (%3) не является разрешённым в этой последовательности.</translation>
    </message>
    <message>
        <source>Cannot write the PGN: %1</source>
        <translation>Невозможно записать PGN: %1</translation>
    </message>
</context>
<context>
    <name>Position</name>
    <message numerus="yes">
        <source>A FEN needs 6 fields separated by spaces (placement, side to move, castling, en passant, halfmove clock, move number); this one has %n.</source>
        <translation>
            <numerusform>В FEN должно быть 6 полей через пробел (расстановка, очередь хода, рокировки, взятие на проходе, счётчик полуходов, номер хода); здесь %n поле.</numerusform>
            <numerusform>В FEN должно быть 6 полей через пробел (расстановка, очередь хода, рокировки, взятие на проходе, счётчик полуходов, номер хода); здесь %n поля.</numerusform>
            <numerusform>В FEN должно быть 6 полей через пробел (расстановка, очередь хода, рокировки, взятие на проходе, счётчик полуходов, номер хода); здесь %n полей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank %1 of the FEN describes %2 squares instead of 8.</source>
        <translation>Горизонталь %1 в FEN описывает %2 полей вместо 8.</translation>
    </message>
    <message>
        <source>The FEN placement has more than 8 ranks.</source>
        <translation>В расстановке FEN больше 8 горизонталей.</translation>
    </message>
    <message>
        <source>Rank %1 of the FEN describes more than 8 squares.</source>
        <translation>Горизонталь %1 в FEN описывает больше 8 полей.</translation>
    </message>
    <message>
        <source>The FEN placement has %1 ranks instead of 8.</source>
        <translation>В расстановке FEN %1 горизонталей вместо 8.</translation>
    </message>
    <message>
        <source>White must have exactly one king; the FEN has %1.</source>
        <translation>У белых должен быть ровно один король; в FEN их %1.</translation>
    </message>
    <message>
        <source>Black must have exactly one king; the FEN has %1.</source>
        <translation>У чёрных должен быть ровно один король; в FEN их %1.</translation>
    </message>
    <message>
        <source>White has more than 8 pawns.</source>
        <translation>У белых больше 8 пешек.</translation>
    </message>
    <message>
        <source>Black has more than 8 pawns.</source>
        <translation>У чёрных больше 8 пешек.</translation>
    </message>
    <message>
        <source>White has more than 16 pieces.</source>
        <translation>У белых больше 16 фигур.</translation>
    </message>
    <message>
        <source>Black has more than 16 pieces.</source>
        <translation>У чёрных больше 16 фигур.</translation>
    </message>
    <message>
        <source>A pawn stands on the first or last rank.</source>
        <translation>Пешка стоит на первой или последней горизонтали.</translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;.</source>
        <translation>Очередь хода обозначается &apos;w&apos; или &apos;b&apos;, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Black is in check although it is White&apos;s turn.</source>
        <translation>Чёрному королю шах, хотя очередь хода белых.</translation>
    </message>
    <message>
        <source>White is in check although it is Black&apos;s turn.</source>
        <translation>Белому королю шах, хотя очередь хода чёрных.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a castling letter (expected K, Q, k, q or &apos;-&apos;).</source>
        <translation>&apos;%1&apos; — не обозначение рокировки (ожидается K, Q, k, q или &apos;-&apos;).</translation>
    </message>
    <message>
        <source>The castling field repeats &apos;%1&apos;.</source>
        <translation>В поле рокировок повторяется &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Castling right &apos;%1&apos; is impossible: the king or rook is not on its original square.</source>
        <translation>Право рокировки &apos;%1&apos; невозможно: король или ладья не на исходном поле.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an en-passant square.</source>
        <translation>&apos;%1&apos; — не поле взятия на проходе.</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no pawn can just have moved two squares past it.</source>
        <translation>Поле взятия на проходе %1 невозможно: ни одна пешка не могла только что пройти через него на два поля.</translation>
    </message>
    <message>
        <source>The halfmove clock &apos;%1&apos; is not a non-negative number.</source>
        <translation>Счётчик полуходов &apos;%1&apos; не является неотрицательным числом.</translation>
    </message>
    <message>
        <source>The halfmove clock &apos;%1&apos; is too large.</source>
        <translation>Счётчик полуходов &apos;%1&apos; слишком велик.</translation>
    </message>
    <message>
        <source>The move number &apos;%1&apos; is not a positive number.</source>
        <translation>Номер хода &apos;%1&apos; не является положительным числом.</translation>
    </message>
    <message>
        <source>The move number &apos;%1&apos; is too large.</source>
        <translation>Номер хода &apos;%1&apos; слишком велик.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter (expected one of PNBRQK or pnbrqk, or a digit from 1 to 8).</source>
        <translation>&apos;%1&apos; — не обозначение фигуры (ожидается одна из букв PNBRQK или pnbrqk либо цифра от 1 до 8).</translation>
    </message>
</context>
<context>
    <name>TimeControl</name>
    <message>
        <source>Time control “%1”: %2</source>
        <translation>Контроль времени «%1»: %2</translation>
    </message>
    <message>
        <source>unexpected “%1” at character %2.</source>
        <translation>неожиданное «%1» в позиции %2.</translation>
    </message>
    <message>
        <source>the number at character %1 is far too large.</source>
        <translation>число в позиции %1 слишком велико.</translation>
    </message>
    <message>
        <source>“%1” has more than three decimals.</source>
        <translation>в «%1» больше трёх знаков после запятой.</translation>
    </message>
    <message>
        <source>a decimal point must be followed by digits (character %1).</source>
        <translation>после десятичной точки должны идти цифры (позиция %1).</translation>
    </message>
    <message>
        <source>expected %1 at character %2.</source>
        <translation>в позиции %2 ожидается %1.</translation>
    </message>
    <message>
        <source>a period can have only one increment or delay (character %1).</source>
        <translation>у периода может быть только одно добавление или задержка (позиция %1).</translation>
    </message>
    <message>
        <source>the increment or delay in seconds</source>
        <translation>добавление или задержка в секундах</translation>
    </message>
    <message>
        <source>an increment or delay is given in seconds or minutes, not hours.</source>
        <translation>добавление или задержка указывается в секундах или минутах, а не в часах.</translation>
    </message>
    <message>
        <source>an increment or delay of %1 s is more than the hour allowed.</source>
        <translation>добавление или задержка %1 с больше допустимого часа.</translation>
    </message>
    <message>
        <source>a move number after “from move”</source>
        <translation>номер хода после «с хода»</translation>
    </message>
    <message>
        <source>“from move” needs a whole move number from 1 to %1.</source>
        <translation>после «с хода» нужен целый номер хода от 1 до %1.</translation>
    </message>
    <message>
        <source>period %1 is empty.</source>
        <translation>период %1 пуст.</translation>
    </message>
    <message>
        <source>expected a time at character %1.</source>
        <translation>в позиции %1 ожидается время.</translation>
    </message>
    <message>
        <source>a time</source>
        <translation>время</translation>
    </message>
    <message>
        <source>a time after “/”</source>
        <translation>время после «/»</translation>
    </message>
    <message>
        <source>the move count before “/” cannot have a time unit.</source>
        <translation>у числа ходов перед «/» не может быть единицы времени.</translation>
    </message>
    <message>
        <source>the move count of period %1 must be a whole number from 1 to %2.</source>
        <translation>число ходов периода %1 должно быть целым числом от 1 до %2.</translation>
    </message>
    <message>
        <source>expected “/” and a time after the move count.</source>
        <translation>после числа ходов ожидаются «/» и время.</translation>
    </message>
    <message>
        <source>period %1 lasts more than 30 days.</source>
        <translation>период %1 длится больше 30 дней.</translation>
    </message>
    <message>
        <source>The time control is empty.</source>
        <translation>Контроль времени не указан.</translation>
    </message>
    <message>
        <source>the sandclock time after “*”</source>
        <translation>время песочных часов после «*»</translation>
    </message>
    <message>
        <source>period %1 has no move count, so it would last the rest of the game, but more periods follow; write it as moves/time, e.g. 40/90.</source>
        <translation>у периода %1 нет числа ходов, значит, он длится до конца партии, но за ним следуют другие периоды; запишите его как ходы/время, например 40/90.</translation>
    </message>
    <message>
        <source>“from move %1” needs an increment or delay to start.</source>
        <translation>для «с хода %1» нужно добавление или задержка.</translation>
    </message>
    <message>
        <source>A sandclock needs a positive time.</source>
        <translation>Для песочных часов нужно положительное время.</translation>
    </message>
    <message>
        <source>A sandclock of more than 30 days is not a time control.</source>
        <translation>Песочные часы на срок больше 30 дней — это не контроль времени.</translation>
    </message>
    <message>
        <source>A time control needs at least one period.</source>
        <translation>В контроле времени должен быть хотя бы один период.</translation>
    </message>
    <message>
        <source>Period %1: the move count must be from 0 (rest of the game) to %2.</source>
        <translation>Период %1: число ходов должно быть от 0 (до конца партии) до %2.</translation>
    </message>
    <message>
        <source>Period %1 covers the rest of the game, so no period may follow it.</source>
        <translation>Период %1 длится до конца партии, поэтому за ним не может следовать другой период.</translation>
    </message>
    <message>
        <source>Period %1: the base time must be from 0 to 30 days.</source>
        <translation>Период %1: основное время должно быть от 0 до 30 дней.</translation>
    </message>
    <message>
        <source>Period %1: the increment or delay must be from 0 to 3600 seconds.</source>
        <translation>Период %1: добавление или задержка должны быть от 0 до 3600 секунд.</translation>
    </message>
    <message>
        <source>Period %1: the increment cannot start before move 1.</source>
        <translation>Период %1: добавление не может начинаться раньше первого хода.</translation>
    </message>
    <message>
        <source>Period %1 ends at move %2, before its increment would start at move %3.</source>
        <translation>Период %1 заканчивается на ходу %2, раньше, чем начнётся его добавление (с хода %3).</translation>
    </message>
    <message>
        <source>The first period gives no time at all (base and increment are both 0).</source>
        <translation>Первый период не даёт никакого времени (основное время и добавление равны 0).</translation>
    </message>
    <message>
        <source>The TimeControl tag is empty; use “?” for unknown or “-” for no clock.</source>
        <translation>Тег TimeControl пуст; используйте «?», если контроль неизвестен, или «-», если часов нет.</translation>
    </message>
    <message>
        <source>TimeControl “%1”: a sandclock is “*” followed by whole seconds, e.g. *180.</source>
        <translation>TimeControl «%1»: песочные часы записываются как «*» и целое число секунд, например *180.</translation>
    </message>
    <message>
        <source>TimeControl “%1”: %2</source>
        <translation>TimeControl «%1»: %2</translation>
    </message>
    <message>
        <source>TimeControl “%1”, field %2 (“%3”): the move count before “/” must be a whole number from 1 to %4.</source>
        <translation>TimeControl «%1», поле %2 («%3»): число ходов перед «/» должно быть целым числом от 1 до %4.</translation>
    </message>
    <message>
        <source>TimeControl “%1”, field %2 (“%3”): expected whole seconds, as in 40/9000, 300+2 or 5400.</source>
        <translation>TimeControl «%1», поле %2 («%3»): ожидаются целые секунды, например 40/9000, 300+2 или 5400.</translation>
    </message>
    <message>
        <source>TimeControl “%1”, field %2 (“%3”): the increment after “+” must be whole seconds.</source>
        <translation>TimeControl «%1», поле %2 («%3»): добавление после «+» должно быть целым числом секунд.</translation>
    </message>
    <message>
        <source>The Lichess clock has a negative time (initial %1 s, increment %2 s).</source>
        <translation>У часов Lichess отрицательное время (начальное %1 с, добавление %2 с).</translation>
    </message>
    <message>
        <source>The Lichess clock is implausibly long (initial %1 s, increment %2 s).</source>
        <translation>Часы Lichess неправдоподобно долгие (начальное %1 с, добавление %2 с).</translation>
    </message>
    <message>
        <source>A PGN TimeControl tag has whole seconds only.</source>
        <translation>В теге PGN TimeControl допустимы только целые секунды.</translation>
    </message>
    <message>
        <source>A PGN TimeControl tag cannot express a delay; only Fischer increments.</source>
        <translation>Тег PGN TimeControl не может выразить задержку, только добавление по Фишеру.</translation>
    </message>
    <message>
        <source>A PGN TimeControl tag cannot express an increment that starts at move %1, inside a period.</source>
        <translation>Тег PGN TimeControl не может выразить добавление, начинающееся с хода %1 внутри периода.</translation>
    </message>
    <message>
        <source>Lichess clocks have a single period for the whole game; “%1” does not fit.</source>
        <translation>У часов Lichess один период на всю партию; «%1» не подходит.</translation>
    </message>
    <message>
        <source>Lichess clocks have only a Fischer increment from move 1; “%1” does not fit.</source>
        <translation>У часов Lichess есть только добавление по Фишеру с первого хода; «%1» не подходит.</translation>
    </message>
    <message>
        <source>Lichess clocks count whole seconds; “%1” does not fit.</source>
        <translation>Часы Lichess считают целые секунды; «%1» не подходит.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>без часов</translation>
    </message>
    <message>
        <source>UltraBullet</source>
        <translation>ультрапуля</translation>
    </message>
    <message>
        <source>bullet</source>
        <translation>пуля</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>блиц</translation>
    </message>
    <message>
        <source>rapid</source>
        <translation>рапид</translation>
    </message>
    <message>
        <source>classical</source>
        <translation>классика</translation>
    </message>
    <message>
        <source>not rateable</source>
        <translation>не обсчитывается</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>стандартные шахматы</translation>
    </message>
</context>
<context>
    <name>UnwinnabilityAnalyzer</name>
    <message>
        <source>The game is already over in this position.</source>
        <translation>В этой позиции партия уже окончена.</translation>
    </message>
    <message>
        <source>The only legal moves lead by force to the end of the game or to a repetition.</source>
        <translation>Единственно возможные разрешённые ходы вынужденно ведут к окончанию партии или к повторению.</translation>
    </message>
    <message>
        <source>The remaining material cannot checkmate.</source>
        <translation>Оставшимся материалом нельзя поставить мат.</translation>
    </message>
    <message>
        <source>The pawn structure is locked: the pieces that could give mate can never reach the king.</source>
        <translation>Пешечная структура заперта: фигуры, которые могли бы поставить мат, никогда не доберутся до короля.</translation>
    </message>
    <message>
        <source>A sequence of legal moves ending in checkmate exists.</source>
        <translation>Существует серия разрешённых ходов, заканчивающаяся матом.</translation>
    </message>
    <message>
        <source>Every reachable position was examined and none is checkmate.</source>
        <translation>Проверены все достижимые позиции, и ни в одной нет мата.</translation>
    </message>
    <message>
        <source>The analysis could not decide within its limits; the arbiter decides.</source>
        <translation>Анализ не смог прийти к решению в пределах своих ограничений; решает арбитр.</translation>
    </message>
</context>
<context>
    <name>arbiter::chess::Outcome</name>
    <message>
        <source>Threefold repetition</source>
        <translation>Троекратное повторение позиции</translation>
    </message>
    <message>
        <source>50-move rule</source>
        <translation>Правило 50 ходов</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Пат</translation>
    </message>
    <message>
        <source>Dead position</source>
        <translation>Мёртвая позиция</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Мат</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Партия продолжается</translation>
    </message>
</context>
</TS>
