<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AdjudicateCommand</name>
    <message>
        <source>Say whether a position is over, or who wins when a flag falls in it (Art. 4.5).</source>
        <translation>Определить, окончена ли партия в данной позиции и чья победа засчитывается при падении флажка (ст. 4.5).</translation>
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
        <extracomment>%1: the default number of positions the search may visit</extracomment>
        <translation>Предел поиска в позициях (по умолчанию %1).</translation>
    </message>
    <message>
        <source>adjudicate needs a FEN.</source>
        <translation>Команде adjudicate нужна позиция FEN.</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <extracomment>%1: why the FEN is invalid (a message)</extracomment>
        <translation>Неверная FEN: %1</translation>
    </message>
    <message>
        <source>--flag takes &apos;white&apos; or &apos;black&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --flag, as typed</extracomment>
        <translation>Параметр --flag принимает &apos;white&apos; или &apos;black&apos;, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Mate is possible, for example: %1</source>
        <extracomment>%1: a mating line, as moves in SAN separated by spaces</extracomment>
        <translation>Мат возможен, например: %1</translation>
    </message>
</context>
<context>
    <name>Anomaly</name>
    <message>
        <source>Illegal move</source>
        <translation>Недопустимый ход</translation>
    </message>
    <message>
        <source>Position mismatch</source>
        <translation>Несовпадение позиции</translation>
    </message>
    <message>
        <source>Move history rewritten</source>
        <translation>История ходов изменена задним числом</translation>
    </message>
    <message>
        <source>Missing moves</source>
        <translation>Пропущенные ходы</translation>
    </message>
    <message>
        <source>Faulty clock</source>
        <translation>Неисправные часы</translation>
    </message>
    <message>
        <source>Result contradicts the board</source>
        <translation>Результат противоречит позиции на доске</translation>
    </message>
    <message>
        <source>Colours reversed</source>
        <translation>Перевёрнутые цвета</translation>
    </message>
    <message>
        <source>Moved off the VCS</source>
        <translation>Ход при отключении от ВКС</translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <source>%1 is a folder, not a file.</source>
        <extracomment>%1: the path, in the system&apos;s notation</extracomment>
        <translation>%1 — папка, а не файл.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe, a device or a socket never ends or may never open): it cannot be read as a file.</source>
        <extracomment>%1: the path, in the system&apos;s notation</extracomment>
        <translation>%1 — не обычный файл (канал, устройство или сокет могут не кончиться или не открыться никогда): его нельзя прочитать как файл.</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <extracomment>%1: the path, in the system&apos;s notation</extracomment>
        <translation>Файла %1 нет.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <extracomment>%1: the path, in the system&apos;s notation; %2: why it cannot be read (system error)</extracomment>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: too large to read.</source>
        <extracomment>%1: the path, in the system&apos;s notation; %2: the largest size allowed, in megabytes</extracomment>
        <translation>%1 больше %2 МБ: слишком большой для чтения.</translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation>Имя файла не указано.</translation>
    </message>
    <message>
        <source>%1 is not a regular file: nothing can be saved there.</source>
        <extracomment>%1: the path, in the system&apos;s notation</extracomment>
        <translation>%1 — не обычный файл: сохранить туда ничего нельзя.</translation>
    </message>
    <message>
        <source>Cannot write %1: the folder %2 does not exist.</source>
        <extracomment>%1: the file&apos;s path; %2: the folder&apos;s path (both in the system&apos;s notation)</extracomment>
        <translation>Не удаётся записать %1: папки %2 не существует.</translation>
    </message>
    <message>
        <source>Cannot write %1: permission denied.</source>
        <extracomment>%1: the path, in the system&apos;s notation</extracomment>
        <translation>Не удаётся записать %1: нет прав доступа.</translation>
    </message>
</context>
<context>
    <name>CardPolicy</name>
    <message>
        <source>The event&apos;s card policy is not readable.</source>
        <translation>Правила карточек соревнования не читаются.</translation>
    </message>
    <message>
        <source>The card policy&apos;s time must not be negative.</source>
        <translation>Время в правилах карточек не может быть отрицательным.</translation>
    </message>
    <message>
        <source>a red card: the game is lost</source>
        <translation>красная карточка: поражение в партии</translation>
    </message>
    <message>
        <source>a red card: the next game is lost</source>
        <translation>красная карточка: поражение в следующей партии</translation>
    </message>
    <message>
        <source>No cards for VCS disconnections.</source>
        <translation>Карточки за отключения от ВКС не применяются.</translation>
    </message>
    <message>
        <source>A yellow card for a VCS absence longer than %1 s or a move made while off the VCS.</source>
        <extracomment>%1: seconds off the video conference</extracomment>
        <translation>Жёлтая карточка за отключение от ВКС дольше %1 с или за ход, сделанный при отключении от ВКС.</translation>
    </message>
    <message>
        <source>A yellow card for a VCS absence longer than %1 s.</source>
        <extracomment>%1: seconds off the video conference</extracomment>
        <translation>Жёлтая карточка за отключение от ВКС дольше %1 с.</translation>
    </message>
    <message>
        <source>A second yellow is %1.</source>
        <extracomment>%1: what the red card costs, e.g. &quot;a red card: the game is lost&quot;</extracomment>
        <translation>Вторая жёлтая — это %1.</translation>
    </message>
    <message>
        <source>Counted afresh each round.</source>
        <translation>Счёт карточек начинается заново в каждом туре.</translation>
    </message>
    <message>
        <source>Counted over the whole event.</source>
        <translation>Карточки считаются за всё соревнование.</translation>
    </message>
</context>
<context>
    <name>CheckItem</name>
    <message>
        <source>Device check</source>
        <translation>Проверка устройства</translation>
    </message>
    <message>
        <source>Fair-play check</source>
        <translation>Проверка честной игры</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Подключение</translation>
    </message>
    <message>
        <source>Room inspected</source>
        <translation>Осмотр помещения</translation>
    </message>
    <message>
        <source>Second camera</source>
        <translation>Вторая камера</translation>
    </message>
    <message>
        <source>Mobile device</source>
        <translation>Мобильное устройство</translation>
    </message>
    <message>
        <source>Room shown</source>
        <translation>Показ помещения</translation>
    </message>
    <message>
        <source>Task manager shown</source>
        <translation>Показ диспетчера задач</translation>
    </message>
    <message>
        <source>Screen shown</source>
        <translation>Показ экрана</translation>
    </message>
    <message>
        <source>The playing device runs only the virtual board (and the VCS if required): Art. 16.7, 18.5.</source>
        <translation>На игровом устройстве открыты только виртуальная доска (и ВКС, если требуется): ст. 16.7, 18.5.</translation>
    </message>
    <message>
        <source>Fair-play check before the game: clothes, bags, no electronic devices (Art. 18.6, 17.3).</source>
        <translation>Проверка честной игры перед партией: одежда, сумки, никаких электронных устройств (ст. 18.6, 17.3).</translation>
    </message>
    <message>
        <source>Connected to the game zone and the video conference (Art. 18.8).</source>
        <translation>Подключение к игровой зоне и ВКС (ст. 18.8).</translation>
    </message>
    <message>
        <source>The room shown on camera before the round: nobody else, no notes or devices (Art. 10.4).</source>
        <translation>Помещение показано камерой перед туром: никого постороннего, ни записей, ни устройств (ст. 10.4).</translation>
    </message>
    <message>
        <source>The second camera shows the player, the screen and the room as approved (Art. 14.4).</source>
        <translation>Вторая камера показывает игрока, экран и помещение, как утверждено (ст. 14.4).</translation>
    </message>
    <message>
        <source>Playing from a mobile device only with the arbiter&apos;s permission (Art. 11.1.1).</source>
        <translation>Игра с мобильного устройства только с разрешения арбитра (ст. 11.1.1).</translation>
    </message>
    <message>
        <source>Asked during the game to show the room (Appendix I A.6).</source>
        <translation>Во время партии попросили показать помещение (Приложение I, A.6).</translation>
    </message>
    <message>
        <source>Asked during the game to show the task manager (Appendix I A.6).</source>
        <translation>Во время партии попросили показать диспетчер задач (Приложение I, A.6).</translation>
    </message>
    <message>
        <source>Asked during the game to share the screen (Art. 12.2).</source>
        <translation>Во время партии попросили показать экран (ст. 12.2).</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>to check</source>
        <translation>проверить</translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <source>Missing: %1</source>
        <extracomment>%1: the checklist items not done, comma-separated</extracomment>
        <translation>Не хватает: %1</translation>
    </message>
    <message>
        <source>Ready with notes</source>
        <translation>Готов, с примечаниями</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
</context>
<context>
    <name>ClockCheck</name>
    <message>
        <source>The mover&apos;s clock changed by %1 s over %2 s of play, but the time control allows no less than %3 s (faulty clock, Art. 15.5).</source>
        <extracomment>%1: the mover&apos;s clock change in s, signed (e.g. -12.5); %2: the seconds played; %3: the least change allowed</extracomment>
        <translation>Часы сделавшего ход изменились на %1 с за %2 с игры, а контроль времени допускает не меньше %3 с (неисправные часы, ст. 15.5).</translation>
    </message>
    <message>
        <source>The mover&apos;s clock changed by %1 s, but the time control allows no more than %2 s (faulty clock, Art. 15.5).</source>
        <extracomment>%1: the change of the mover&apos;s clock in seconds, signed (e.g. +30.0); %2: the greatest change allowed</extracomment>
        <translation>Часы сделавшего ход изменились на %1 с, а контроль времени допускает не больше %2 с (неисправные часы, ст. 15.5).</translation>
    </message>
    <message>
        <source>The waiting player&apos;s clock changed by %1 s during the opponent&apos;s move (faulty clock, Art. 15.5).</source>
        <extracomment>%1: the change of the waiting player&apos;s clock in seconds, signed (e.g. -2.0)</extracomment>
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
        <extracomment>%1: the ply given (a negative number)</extracomment>
        <translation>Показание часов не может относиться к полуходу %1.</translation>
    </message>
    <message>
        <source>The zone reported a negative clock time (White %1 ms, Black %2 ms).</source>
        <extracomment>%1: White&apos;s clock reading in milliseconds; %2: Black&apos;s</extracomment>
        <translation>Игровая зона сообщила отрицательное время на часах (белые %1 мс, чёрные %2 мс).</translation>
    </message>
    <message>
        <source>A clock reading for ply %1 arrived after the one for ply %2; it is ignored.</source>
        <extracomment>%1: the ply of the late reading; %2: the ply of the last reading taken</extracomment>
        <translation>Показание часов для полухода %1 пришло после показания для полухода %2; оно не учитывается.</translation>
    </message>
    <message>
        <source>Clocks can be derived from the time each move took only with a known time control.</source>
        <translation>Вычислить часы по времени, затраченному на каждый ход, можно только при известном контроле времени.</translation>
    </message>
    <message>
        <source>A move cannot take a negative time (%1 ms).</source>
        <extracomment>%1: the move&apos;s time in milliseconds (negative)</extracomment>
        <translation>Ход не может занять отрицательное время (%1 мс).</translation>
    </message>
    <message>
        <source>Clocks derived from move times need every ply in turn: ply %1 came after ply %2.</source>
        <extracomment>%1: the ply that came; %2: the ply of the last reading taken</extracomment>
        <translation>Для вычисления часов по времени ходов нужны все полуходы по порядку: полуход %1 пришёл после полухода %2.</translation>
    </message>
    <message>
        <source>Only running clocks can be paused.</source>
        <translation>Поставить на паузу можно только идущие часы.</translation>
    </message>
    <message>
        <source>The clocks are not paused.</source>
        <translation>Часы не на паузе.</translation>
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
        <extracomment>%1: the command as typed, e.g. &quot;arbiterctl import&quot;</extracomment>
        <translation>Запустите &apos;%1 --help&apos;, чтобы узнать, как пользоваться командой.</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>Language: ru or en (default: the system&apos;s).</source>
        <translation>Язык: ru или en (по умолчанию — язык системы).</translation>
    </message>
    <message>
        <source>Arbiter Console: every board of an online event, live.</source>
        <translation>Arbiter Console: все доски онлайн-соревнования в реальном времени.</translation>
    </message>
    <message>
        <source>Open a live demo round on the embedded game-zone simulator.</source>
        <translation>Открыть демонстрационный тур на встроенном симуляторе игровой зоны.</translation>
    </message>
    <message>
        <source>Games in the demo round (default 64).</source>
        <translation>Партий в демонстрационном туре (по умолчанию 64).</translation>
    </message>
    <message>
        <source>Demo speed: simulated seconds per second (default 1).</source>
        <translation>Скорость демонстрации: секунд симуляции в секунду (по умолчанию 1).</translation>
    </message>
    <message>
        <source>Seed of the demo round (default 1).</source>
        <translation>Начальное значение генератора для демонстрационного тура (по умолчанию 1).</translation>
    </message>
    <message>
        <source>Replay the games of this PGN file in the demo.</source>
        <translation>Воспроизвести в демонстрации партии из этого файла PGN.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file (with --quit-after).</source>
        <translation>Сохранить снимок окна в этот файл PNG (вместе с --quit-after).</translation>
    </message>
    <message>
        <source>Quit after this many seconds.</source>
        <translation>Завершить работу через столько секунд.</translation>
    </message>
    <message>
        <source>Arbiter Console — demo round</source>
        <translation>Arbiter Console — демонстрационный тур</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <extracomment>%1: the path of the screenshot file</extracomment>
        <translation>Не удаётся записать %1.</translation>
    </message>
    <message>
        <source>Start with the game list instead of the board wall.</source>
        <translation>Начать со списка партий вместо сетки досок.</translation>
    </message>
    <message>
        <source>Show only these boards, e.g. 1-20,35.</source>
        <translation>Показывать только эти доски, например 1-20,35.</translation>
    </message>
    <message>
        <source>Open board N large as soon as it is listed.</source>
        <translation>Открыть доску N крупно, как только она появится.</translation>
    </message>
    <message>
        <source>Play these scripted incidents in the demo (default: the built-in demo scenario; &quot;none&quot; for none).</source>
        <translation>Разыграть в демонстрации инциденты по этому сценарию (по умолчанию — встроенный демонстрационный сценарий; &quot;none&quot; — без инцидентов).</translation>
    </message>
    <message>
        <source>The events database (an SQLite file; default: the one in the user&apos;s data folder; the demo uses a fresh one unless given).</source>
        <translation>База данных соревнований (файл SQLite; по умолчанию — файл в папке данных пользователя; для демонстрации, если не указан, создаётся новый).</translation>
    </message>
    <message>
        <source>Print frames per second, GUI stalls, event-to-screen delay, CPU and memory every s seconds.</source>
        <translation>Каждые s секунд выводить кадры в секунду, задержки потока интерфейса, задержку от события до экрана, загрузку процессора и память.</translation>
    </message>
    <message>
        <source>Demo round</source>
        <translation>Демонстрационный тур</translation>
    </message>
    <message>
        <source>Event of %1</source>
        <extracomment>%1: today&apos;s date</extracomment>
        <translation>Соревнование от %1</translation>
    </message>
    <message>
        <source>arbiter</source>
        <translation>арбитр</translation>
    </message>
    <message>
        <source>Arbiter Console — %1</source>
        <extracomment>%1: the event&apos;s name</extracomment>
        <translation>Arbiter Console — %1</translation>
    </message>
    <message>
        <source>--screenshot needs --quit-after: the picture is taken when the console quits.</source>
        <translation>--screenshot требует --quit-after: снимок делается при выходе из консоли.</translation>
    </message>
    <message>
        <source>Arbiter Console</source>
        <translation>Arbiter Console</translation>
    </message>
    <message>
        <source>The event could not be read.</source>
        <translation>Не удалось прочитать мероприятие.</translation>
    </message>
    <message>
        <source>Who you are: a name on the event&apos;s staff list (otherwise the console asks; the demo makes you its chief arbiter).</source>
        <translation>Кто вы: имя из списка судейской бригады соревнования (иначе консоль спросит; в демонстрации вы — главный арбитр).</translation>
    </message>
    <message>
        <source>Start with the feed wall, N tiles a page (16, 25 or 49).</source>
        <translation>Начать со стены трансляций, N плиток на странице (16, 25 или 49).</translation>
    </message>
    <message>
        <source>The demo&apos;s players&apos; feeds at this address template (e.g. a feed relay&apos;s rtsp://HOST:8554/{event}/{player}/{feed}) instead of its simulated ones.</source>
        <translation>Трансляции игроков демонстрации по этому шаблону адреса (например, ретранслятора: rtsp://HOST:8554/{event}/{player}/{feed}) вместо симулированных.</translation>
    </message>
    <message>
        <source>--feeds takes 16, 25 or 49 (tiles a page).</source>
        <translation>--feeds принимает 16, 25 или 49 (плиток на странице).</translation>
    </message>
    <message>
        <source>No password was given for the team event.</source>
        <translation>Пароль для мероприятия бригады не введён.</translation>
    </message>
    <message>
        <source>Could not start the console on the team event.</source>
        <translation>Не удалось запустить консоль на мероприятии бригады.</translation>
    </message>
    <message>
        <source>Arbiter Console — %1 (team event, %2)</source>
        <extracomment>%1: the event&apos;s name; %2: the team event&apos;s server address</extracomment>
        <translation>Arbiter Console — %1 (мероприятие бригады, %2)</translation>
    </message>
    <message>
        <source>Open a team event on its PostgreSQL server (postgresql://login@server/database; the password is asked for or taken from the system keychain, never given here).</source>
        <translation>Открыть мероприятие бригады на его сервере PostgreSQL (postgresql://логин@сервер/база; пароль запрашивается или берётся из системной связки ключей и здесь никогда не указывается).</translation>
    </message>
    <message>
        <source>Give either --db or --server, not both.</source>
        <translation>Укажите либо --db, либо --server, но не оба.</translation>
    </message>
    <message>
        <source>Lecturer</source>
        <extracomment>the seminar&apos;s lecturer on the staff list of a seminar played alone</extracomment>
        <translation>Лектор</translation>
    </message>
    <message>
        <source>This team event is not a seminar: its lecturer makes one with arbiterctl seminar enrol.</source>
        <translation>Это мероприятие бригады не является семинаром: лектор создаёт его командой arbiterctl seminar enrol.</translation>
    </message>
    <message>
        <source>This seminar plays the pack &quot;%1&quot;, not &quot;%2&quot;.</source>
        <extracomment>%1: the pack the event plays; %2: the pack given</extracomment>
        <translation>На этом семинаре разбирается пакет «%1», а не «%2».</translation>
    </message>
    <message>
        <source>Arbiter Console — seminar: %1</source>
        <extracomment>%1: the seminar pack&apos;s title</extracomment>
        <translation>Arbiter Console — семинар: %1</translation>
    </message>
    <message>
        <source>Arbiter Console — seminar: %1 (lecturer)</source>
        <extracomment>%1: the seminar&apos;s event</extracomment>
        <translation>Arbiter Console — семинар: %1 (лектор)</translation>
    </message>
    <message>
        <source>Play this seminar pack: its incidents live on the embedded simulator, your rulings graded against the reference (docs/seminars.md).</source>
        <translation>Разобрать этот пакет семинара: его инциденты вживую на встроенном симуляторе, ваши решения оцениваются по эталону (docs/seminars.md).</translation>
    </message>
    <message>
        <source>--seminar plays the pack&apos;s own scenario on the embedded simulator: give no --scenario with it.</source>
        <translation>--seminar воспроизводит собственный сценарий пакета на встроенном симуляторе: не указывайте вместе с ним --scenario.</translation>
    </message>
    <message>
        <source>Could not start the console on the seminar.</source>
        <translation>Не удалось запустить консоль на семинаре.</translation>
    </message>
</context>
<context>
    <name>CsvImport</name>
    <message>
        <source>Line %1: a quoted field is never closed; it was read up to the end of the file.</source>
        <extracomment>%1: the line number in the file where the quoted field starts</extracomment>
        <translation>Строка %1: поле в кавычках не закрыто; оно прочитано до конца файла.</translation>
    </message>
    <message>
        <source>Line %1 has %2 fields but the header names %3; the extra fields were ignored.</source>
        <extracomment>%1: the line number; %2: its number of fields; %3: the columns the header names</extracomment>
        <translation>В строке %1 полей: %2, а в заголовке столбцов: %3; лишние поля пропущены.</translation>
    </message>
    <message>
        <source>The first line must name a column &quot;Name&quot; (or &quot;Имя&quot;, &quot;ФИО&quot;, &quot;Игрок&quot;).</source>
        <translation>В первой строке должен быть столбец &quot;Name&quot; (или &quot;Имя&quot;, &quot;ФИО&quot;, &quot;Игрок&quot;).</translation>
    </message>
    <message>
        <source>Line %1 has no name; the row was skipped.</source>
        <extracomment>%1: the line number in the file</extracomment>
        <translation>В строке %1 нет имени; строка пропущена.</translation>
    </message>
    <message>
        <source>Line %1: the FIDE ID &quot;%2&quot; is not a number; left out.</source>
        <extracomment>%1: the line number in the file; %2: the FIDE ID as written</extracomment>
        <translation>Строка %1: FIDE ID &quot;%2&quot; не является числом; не учтён.</translation>
    </message>
    <message>
        <source>Line %1: the rating &quot;%2&quot; is not a number; taken as unrated.</source>
        <extracomment>%1: the line number in the file; %2: the rating as written</extracomment>
        <translation>Строка %1: рейтинг &quot;%2&quot; не является числом; игрок считается без рейтинга.</translation>
    </message>
    <message>
        <source>Line %1: the start number &quot;%2&quot; is not a positive number; the row was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the start number as written</extracomment>
        <translation>Строка %1: стартовый номер &quot;%2&quot; не является положительным числом; строка пропущена.</translation>
    </message>
    <message>
        <source>Line %1: start number %2 is used twice; the row was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the start number</extracomment>
        <translation>Строка %1: стартовый номер %2 указан дважды; строка пропущена.</translation>
    </message>
    <message>
        <source>The first line must name a column &quot;White&quot; (or &quot;Белые&quot;).</source>
        <translation>В первой строке должен быть столбец &quot;White&quot; (или &quot;Белые&quot;).</translation>
    </message>
    <message>
        <source>Line %1: the round &quot;%2&quot; is not a positive number; the row was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the round as written</extracomment>
        <translation>Строка %1: тур &quot;%2&quot; не является положительным числом; строка пропущена.</translation>
    </message>
    <message>
        <source>Line %1: the board &quot;%2&quot; is not a positive number; the row was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the board as written</extracomment>
        <translation>Строка %1: доска &quot;%2&quot; не является положительным числом; строка пропущена.</translation>
    </message>
    <message>
        <source>Line %1: White &quot;%2&quot; is not in the player list; kept by name only.</source>
        <extracomment>%1: the line number in the file; %2: White&apos;s name or start number, as written</extracomment>
        <translation>Строка %1: игрок белыми «%2» не найден в списке игроков; сохранено только имя.</translation>
    </message>
    <message>
        <source>Line %1: Black &quot;%2&quot; is not in the player list; kept by name only.</source>
        <extracomment>%1: the line number in the file; %2: Black&apos;s name or start number, as written</extracomment>
        <translation>Строка %1: игрок чёрными «%2» не найден в списке игроков; сохранено только имя.</translation>
    </message>
    <message>
        <source>Line %1 has no White player; the row was skipped.</source>
        <extracomment>%1: the line number in the file</extracomment>
        <translation>В строке %1 нет игрока белыми; строка пропущена.</translation>
    </message>
    <message>
        <source>Line %1: the result &quot;%2&quot; is not one of 1-0, 1/2-1/2, 0-1, +/-, -/+, -/-; the game was taken without a result.</source>
        <extracomment>%1: the line number in the file; %2: the result as written</extracomment>
        <translation>Строка %1: результат &quot;%2&quot; не входит в число 1-0, 1/2-1/2, 0-1, +/-, -/+, -/-; партия принята без результата.</translation>
    </message>
    <message>
        <source>Line %1: round %2 board %3 appears a second time; the row was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the round number; %3: the board number</extracomment>
        <translation>Строка %1: тур %2, доска %3 встречается повторно; строка пропущена.</translation>
    </message>
    <message>
        <source>Line 1: no header row was recognised; the columns were taken as: %1.</source>
        <extracomment>%1: the columns as guessed, by name, separated by commas</extracomment>
        <translation>Строка 1: строка заголовков не распознана; столбцы приняты так: %1.</translation>
    </message>
    <message>
        <source>Line 1: the file is not UTF-8; it was read as %1.</source>
        <extracomment>%1: the encoding the file was read as, e.g. Windows-1251</extracomment>
        <translation>Строка 1: файл не в кодировке UTF-8; он прочитан как %1.</translation>
    </message>
    <message>
        <source>The file is empty: there is no row to read.</source>
        <translation>Файл пуст: в нём нет ни одной строки.</translation>
    </message>
    <message>
        <source>The file lists pairings (it has a &quot;White&quot; column), not players.</source>
        <translation>В файле жеребьёвка (есть столбец «Белые»), а не список участников.</translation>
    </message>
    <message>
        <source>The file has no column &quot;Round&quot; (or &quot;Тур&quot;): choose the round it is for.</source>
        <translation>В файле нет столбца &quot;Round&quot; (или &quot;Тур&quot;): укажите, к какому туру он относится.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is not an address of a %3 feed; left out.</source>
        <extracomment>%1: the line number in the file; %2: the address as written; %3: which feed (camera, screen)</extracomment>
        <translation>Строка %1: «%2» — не адрес трансляции (%3); пропущено.</translation>
    </message>
    <message>
        <source>Line %1: the assistant&apos;s account &quot;%2&quot; is the player&apos;s own; left out.</source>
        <extracomment>%1: the line number in the file; %2: the account</extracomment>
        <translation>Строка %1: аккаунт помощника «%2» совпадает с аккаунтом игрока; пропущен.</translation>
    </message>
</context>
<context>
    <name>CsvMapping</name>
    <message>
        <source>Two columns are marked &quot;%1&quot;; mark one of them only.</source>
        <extracomment>%1: the field the columns are marked as, e.g. &quot;Name&quot; or &quot;Rating&quot;</extracomment>
        <translation>Два столбца отмечены как «%1»; отметьте только один.</translation>
    </message>
    <message>
        <source>Mark the column with the players&apos; names (&quot;Name&quot;, or &quot;Last name&quot; and &quot;First name&quot;), or the &quot;White&quot; column of a pairings file.</source>
        <translation>Отметьте столбец с именами участников («Имя» или «Фамилия» и «Имя (личное)») либо столбец «Белые», если это жеребьёвка.</translation>
    </message>
    <message>
        <source>(not used)</source>
        <translation>(не используется)</translation>
    </message>
    <message>
        <source>Start no.</source>
        <translation>Стартовый №</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Имя (личное)</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Фамилия</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE ID</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Звание</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Федерация</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>Zone account</source>
        <translation>Учётная запись в игровой зоне</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White&apos;s no.</source>
        <translation>№ белых</translation>
    </message>
    <message>
        <source>Black&apos;s no.</source>
        <translation>№ чёрных</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Zone game</source>
        <translation>Партия в игровой зоне</translation>
    </message>
    <message>
        <source>Camera feed</source>
        <translation>Трансляция камеры</translation>
    </message>
    <message>
        <source>Screen feed</source>
        <translation>Трансляция экрана</translation>
    </message>
    <message>
        <source>Second camera feed</source>
        <translation>Трансляция второй камеры</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Игровая площадка</translation>
    </message>
    <message>
        <source>Online assistant</source>
        <translation>Онлайн-помощник</translation>
    </message>
    <message>
        <source>Assistant&apos;s zone account</source>
        <translation>Аккаунт помощника в игровой зоне</translation>
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
        <extracomment>%1: the command name as typed</extracomment>
        <translation>Неизвестная команда &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Run &apos;arbiterctl --help&apos; for the list of commands.</source>
        <translation>Список команд: &apos;arbiterctl --help&apos;.</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Could not create the folder %1 for the event database.</source>
        <extracomment>%1: the folder that could not be made</extracomment>
        <translation>Не удалось создать папку %1 для базы данных соревнований.</translation>
    </message>
    <message>
        <source>The SQLite driver for Qt is not installed (package libqt6sql6-sqlite).</source>
        <translation>Драйвер SQLite для Qt не установлен (пакет libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>%1 is a folder, not an event database.</source>
        <extracomment>%1: the path given</extracomment>
        <translation>%1 — это папка, а не база данных мероприятия.</translation>
    </message>
    <message>
        <source>Could not read the event database %1: %2</source>
        <extracomment>%1: the file&apos;s path, %2: the system&apos;s reason
----------
%1: the file&apos;s path, %2: SQLite&apos;s message</extracomment>
        <translation>Не удалось прочитать базу данных мероприятия %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a database (not an SQLite file).</source>
        <extracomment>%1: the file&apos;s path</extracomment>
        <translation>%1 — не база данных (это не файл SQLite).</translation>
    </message>
    <message>
        <source>The event database %1 is damaged: %2</source>
        <extracomment>%1: the file&apos;s path, %2: SQLite&apos;s message
----------
%1: the file&apos;s path, %2: SQLite&apos;s integrity check message</extracomment>
        <translation>База данных мероприятия %1 повреждена: %2</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s database, not an Arbiter Console event database; it is left as it is.</source>
        <extracomment>%1: the file&apos;s path</extracomment>
        <translation>%1 — база данных другой программы, а не база данных мероприятия Arbiter Console; она оставлена без изменений.</translation>
    </message>
    <message>
        <source>The PostgreSQL driver for Qt is not installed (package libqt6sql6-psql).</source>
        <translation>Драйвер PostgreSQL для Qt не установлен (пакет libqt6sql6-psql).</translation>
    </message>
    <message>
        <source>Could not open the event database %1: %2</source>
        <extracomment>%1: the database (file path or PostgreSQL name), %2: why it could not be opened</extracomment>
        <translation>Не удалось открыть базу данных соревнований %1: %2</translation>
    </message>
    <message>
        <source>Could not set up the event database.</source>
        <translation>Не удалось подготовить базу данных соревнований.</translation>
    </message>
    <message>
        <source>Could not move %1 aside to %2.</source>
        <extracomment>%1: the database file, %2: the name it was to be moved to</extracomment>
        <translation>Не удалось отложить %1 в сторону (переименовать в %2).</translation>
    </message>
    <message>
        <source>%1 The database said: %2</source>
        <extracomment>%1: what failed (a sentence, e.g. Could not save an incident.), %2: the database&apos;s message</extracomment>
        <translation>%1 Сообщение базы данных: %2</translation>
    </message>
    <message>
        <source>No event database is open.</source>
        <translation>База данных мероприятия не открыта.</translation>
    </message>
    <message>
        <source>The event database %1 was removed or moved; nothing more is saved until it is back.</source>
        <extracomment>%1: the database file&apos;s path</extracomment>
        <translation>База данных мероприятия %1 удалена или перемещена; пока она не вернётся на место, ничего не сохраняется.</translation>
    </message>
    <message>
        <source>The event database %1 was replaced by another file; nothing more is saved until the console&apos;s own file is back.</source>
        <extracomment>%1: the database file&apos;s path</extracomment>
        <translation>База данных мероприятия %1 заменена другим файлом; пока прежний файл консоли не вернётся на место, ничего не сохраняется.</translation>
    </message>
    <message>
        <source>Could not start a transaction: %1</source>
        <extracomment>%1: the database&apos;s message</extracomment>
        <translation>Не удалось начать транзакцию: %1</translation>
    </message>
    <message>
        <source>Could not save the changes: %1</source>
        <extracomment>%1: the database&apos;s message</extracomment>
        <translation>Не удалось сохранить изменения: %1</translation>
    </message>
    <message>
        <source>Could not update the event database&apos;s tables.</source>
        <translation>Не удалось обновить таблицы базы данных соревнований.</translation>
    </message>
    <message>
        <source>Could not lock the event database for an update.</source>
        <translation>Не удалось заблокировать базу данных соревнований для обновления.</translation>
    </message>
    <message>
        <source>Could not read the version of the event database.</source>
        <translation>Не удалось прочитать версию базы данных соревнований.</translation>
    </message>
    <message>
        <source>Could not read the version of the event database. The database said: %1</source>
        <extracomment>%1: the database&apos;s message</extracomment>
        <translation>Не удалось прочитать версию базы данных соревнований. Сообщение базы данных: %1</translation>
    </message>
    <message>
        <source>The event database was written by a newer Arbiter Console (schema %1; this one knows up to %2). Update the console.</source>
        <translation>База данных соревнований записана более новой версией Arbiter Console (схема %1; эта версия поддерживает схемы до %2). Обновите программу.</translation>
    </message>
    <message>
        <source>The event database&apos;s %1 tables were written by a newer Arbiter Console (version %2; this one knows up to %3). Update the console.</source>
        <extracomment>%1: a part of the database (event, rulings, evidence); %2: its version there; %3: the newest this console knows</extracomment>
        <translation>Таблицы «%1» в базе данных соревнований записаны более новой версией Arbiter Console (версия %2; эта версия поддерживает до %3). Обновите программу.</translation>
    </message>
    <message>
        <source>The event database&apos;s %1 tables are older than this console, and your login may not update them: its administrator updates them with &apos;arbiterctl team init&apos;.</source>
        <extracomment>%1: a part of the database (event, rulings, evidence, team)</extracomment>
        <translation>Таблицы «%1» базы данных мероприятия старше этой консоли, а ваш логин не может их обновить: их обновляет администратор командой «arbiterctl team init».</translation>
    </message>
    <message>
        <source>The event&apos;s server cannot be reached: %1</source>
        <extracomment>%1: the server&apos;s message</extracomment>
        <translation>Сервер мероприятия недоступен: %1</translation>
    </message>
</context>
<context>
    <name>DemoServerReply</name>
    <message>
        <source>The demo&apos;s simulator answered what is not its start line: &quot;%1&quot;.</source>
        <translation>Симулятор демонстрации ответил не строкой запуска: «%1».</translation>
    </message>
    <message>
        <source>The demo&apos;s simulator gave no address to follow: &quot;%1&quot;.</source>
        <translation>Симулятор демонстрации не сообщил адрес для подключения: «%1».</translation>
    </message>
    <message>
        <source>The demo&apos;s simulator does not know the command &quot;%1&quot;.</source>
        <translation>Симулятору демонстрации неизвестна команда «%1».</translation>
    </message>
</context>
<context>
    <name>EventDatabase</name>
    <message>
        <source>There is no database at %1.</source>
        <extracomment>%1: the path given</extracomment>
        <translation>По пути %1 нет базы данных.</translation>
    </message>
    <message>
        <source>The database holds no event.</source>
        <translation>В базе данных нет соревнований.</translation>
    </message>
    <message>
        <source>The database holds several events; choose one with --event ID.</source>
        <translation>В базе данных несколько соревнований; выберите одно: --event ID.</translation>
    </message>
    <message>
        <source>The event&apos;s id (default: the last one opened).</source>
        <translation>Идентификатор соревнования (по умолчанию — открытое последним).</translation>
    </message>
    <message>
        <source>Password for %1 on %2: </source>
        <extracomment>%1: the login; %2: the server&apos;s address</extracomment>
        <translation>Пароль %1 на %2: </translation>
    </message>
    <message>
        <source>Name the event database (an SQLite file or a postgresql:// address).</source>
        <translation>Укажите базу данных мероприятия (файл SQLite или адрес postgresql://).</translation>
    </message>
    <message>
        <source>The event database: an SQLite file, or a team event&apos;s postgresql:// address.</source>
        <translation>База данных мероприятия: файл SQLite или адрес postgresql:// мероприятия бригады.</translation>
    </message>
</context>
<context>
    <name>EventInfo</name>
    <message>
        <source>Supervised online (Art. 6.1, Part IIIa)</source>
        <translation>Онлайн-соревнования под наблюдением (ст. 6.1, часть III a)</translation>
    </message>
    <message>
        <source>Hybrid (Art. 6.1, Part IIIb)</source>
        <translation>Гибридные соревнования (ст. 6.1, часть III b)</translation>
    </message>
    <message>
        <source>The event has no name.</source>
        <translation>У соревнования нет названия.</translation>
    </message>
    <message>
        <source>The event must have at least one round.</source>
        <translation>В соревновании должен быть хотя бы один тур.</translation>
    </message>
    <message>
        <source>The current round %1 is not one of the event&apos;s %2 rounds.</source>
        <extracomment>%1: the current round; %2: how many rounds the event has</extracomment>
        <translation>Текущий тур %1 не входит в число %2 туров соревнования.</translation>
    </message>
    <message>
        <source>The default time (Art. 8.5) cannot be negative.</source>
        <translation>Время по умолчанию (ст. 8.5) не может быть отрицательным.</translation>
    </message>
    <message>
        <source>The appeal deadline must be between 0 and 1440 minutes after the ruling.</source>
        <translation>Срок подачи апелляции — от 0 до 1440 минут после решения.</translation>
    </message>
    <message>
        <source>Traditional sets (Art. 20) belong to hybrid events, where players sit in a venue.</source>
        <translation>Традиционные шахматные комплекты (ст. 20) — для гибридных соревнований, где игроки находятся на игровой площадке.</translation>
    </message>
    <message>
        <source>Art. 20 allows traditional sets only with an increment of at least 30 seconds per move from move 1; the time control %1 does not have one.</source>
        <extracomment>%1: the time control as FIDE writes it</extracomment>
        <translation>Ст. 20 разрешает традиционные комплекты, только если добавление не менее 30 секунд на каждый ход начиная с 1-го; у контроля времени %1 такого нет.</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(не задан)</translation>
    </message>
</context>
<context>
    <name>EventPgn</name>
    <message>
        <source>%1, by %2</source>
        <extracomment>In a PGN comment: a ruling and who made it; %1: the ruling; %2: the arbiter&apos;s name</extracomment>
        <translation>%1; решение: %2</translation>
    </message>
    <message>
        <source>Result after rulings: %1</source>
        <extracomment>In a PGN comment: the score PGN&apos;s Result tag cannot hold, e.g. 0-0.5</extracomment>
        <translation>Результат с учётом решений: %1</translation>
    </message>
</context>
<context>
    <name>EventReport</name>
    <message>
        <source>sent to the zone, no answer</source>
        <translation>отправлено в игровую зону, ответа нет</translation>
    </message>
    <message>
        <source>accepted by the zone</source>
        <translation>принято игровой зоной</translation>
    </message>
    <message>
        <source>done by the zone</source>
        <translation>выполнено игровой зоной</translation>
    </message>
    <message>
        <source>to be applied on the platform by hand</source>
        <translation>применить на платформе вручную</translation>
    </message>
    <message>
        <source>refused by the zone (%1); to be applied on the platform by hand</source>
        <translation>игровая зона отказала (%1); применить на платформе вручную</translation>
    </message>
    <message>
        <source>applied on the platform by hand</source>
        <translation>применено на платформе вручную</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>действует</translation>
    </message>
    <message>
        <source>awaiting the chief arbiter</source>
        <translation>ждёт главного арбитра</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>отозвано</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>appealed; not decided yet</source>
        <translation>подана апелляция; решения ещё нет</translation>
    </message>
    <message>
        <source>appeal upheld: the ruling annulled</source>
        <translation>апелляция удовлетворена: решение отменено</translation>
    </message>
    <message>
        <source>appeal rejected: the ruling stands</source>
        <translation>апелляция отклонена: решение в силе</translation>
    </message>
    <message>
        <source>appeal: the ruling changed</source>
        <translation>апелляция: решение изменено</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1: the appeal&apos;s outcome; %2: who decided it; %3: when</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>entry %1: %2</source>
        <extracomment>%1: the first bad entry&apos;s number; %2: what is wrong with it</extracomment>
        <translation>запись %1: %2</translation>
    </message>
    <message>
        <source>Chief arbiter&apos;s report</source>
        <translation>Отчёт главного арбитра</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>Соревнование</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Пункт</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Dates</source>
        <extracomment>%1, %2: the event&apos;s first and last day</extracomment>
        <translation>Даты</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>с %1 по %2</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место проведения</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>не задано</translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>%1: rounds reported; %2: rounds planned</extracomment>
        <translation>Туры</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Участники</translation>
    </message>
    <message>
        <source>Playing platform</source>
        <translation>Игровая платформа</translation>
    </message>
    <message>
        <source>video conference with the players&apos; cameras, microphones and screens</source>
        <translation>видеоконференция с камерами, микрофонами и экранами участников</translation>
    </message>
    <message>
        <source>the video server reports who is present</source>
        <translation>видеосервер сообщает о присутствии</translation>
    </message>
    <message>
        <source>Video conference</source>
        <translation>Видеоконференция (ВКС)</translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation>Дополнительные показатели</translation>
    </message>
    <message>
        <source>Arbiters and officials</source>
        <translation>Судейская бригада и официальные лица</translation>
    </message>
    <message>
        <source>The event has no staff list.</source>
        <translation>У соревнования нет списка судейской бригады.</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Игровое место</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE ID</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Тур %1</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Время (UTC)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Статья</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Issued by</source>
        <translation>Кем принято</translation>
    </message>
    <message>
        <source>confirmed by %1</source>
        <extracomment>%1: who confirmed a ruling</extracomment>
        <translation>утвердил(а) %1</translation>
    </message>
    <message>
        <source>yellow card: %1</source>
        <translation>жёлтая карточка: %1</translation>
    </message>
    <message>
        <source>red card: %1</source>
        <translation>красная карточка: %1</translation>
    </message>
    <message>
        <source>No rulings in this round.</source>
        <translation>В этом туре решений не было.</translation>
    </message>
    <message>
        <source>Cards (Art. 13.4)</source>
        <translation>Карточки (ст. 13.4)</translation>
    </message>
    <message>
        <source>No cards in this round.</source>
        <translation>В этом туре карточек не было.</translation>
    </message>
    <message>
        <source>Disconnections and VCS absences</source>
        <translation>Отключения от игровой зоны и ВКС</translation>
    </message>
    <message>
        <source>From (UTC)</source>
        <translation>С (UTC)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Участник</translation>
    </message>
    <message>
        <source>From what</source>
        <translation>От чего</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>video conference (Art. 13)</source>
        <translation>видеоконференция (ст. 13)</translation>
    </message>
    <message>
        <source>game zone (Art. 11)</source>
        <translation>игровая зона (ст. 11)</translation>
    </message>
    <message>
        <source>moved while off the VCS (Art. 13.3)</source>
        <translation>ход при отключении от ВКС (ст. 13.3)</translation>
    </message>
    <message>
        <source>did not come back</source>
        <translation>не вернулся</translation>
    </message>
    <message>
        <source>No disconnections or VCS absences were recorded in this round.</source>
        <translation>В этом туре отключений от игровой зоны и ВКС не зафиксировано.</translation>
    </message>
    <message>
        <source>Incidents and their reviews</source>
        <translation>Инциденты и их рассмотрение</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Инцидент</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Рассмотрение</translation>
    </message>
    <message>
        <source>No incidents in this round.</source>
        <translation>В этом туре инцидентов не было.</translation>
    </message>
    <message>
        <source>Standings after round %1, after rulings</source>
        <extracomment>%1: the round number</extracomment>
        <translation>Положение после %1-го тура с учётом решений</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Фед.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>* points with a score adjustment by a ruling.</source>
        <translation>* очки с поправкой по решению арбитра.</translation>
    </message>
    <message>
        <source>Tie-breaks as the FIDE Tie-Break Regulations count them (%1 edition).</source>
        <translation>Дополнительные показатели подсчитаны по Положению ФИДЕ о дополнительных показателях (редакция %1 г.).</translation>
    </message>
    <message>
        <source>Fair play (Appendix I)</source>
        <translation>Честная игра (Приложение I)</translation>
    </message>
    <message>
        <source>This section lists the matters referred for fair-play review and the evidence held. It states no verdict: the fair-play panel decides.</source>
        <translation>В этом разделе перечислены случаи, переданные на проверку честной игры, и хранящиеся материалы. Раздел не содержит выводов: решение принимает комиссия по честной игре.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Matter</source>
        <translation>Суть</translation>
    </message>
    <message>
        <source>the platform ended the game for a fair-play violation (a hint, Appendix I A.3)</source>
        <translation>платформа завершила партию за нарушение честной игры (лишь указание, Приложение I A.3)</translation>
    </message>
    <message>
        <source>Nothing was referred.</source>
        <translation>Ничего не передавалось.</translation>
    </message>
    <message>
        <source>Evidence held (Appendix I A.5)</source>
        <translation>Хранящиеся материалы (Приложение I A.5)</translation>
    </message>
    <message>
        <source>Taken (UTC)</source>
        <translation>Снято (UTC)</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Трансляция</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Причина</translation>
    </message>
    <message numerus="yes">
        <source>The event keeps %n piece(s) of VCS evidence; %1 held for proceedings.</source>
        <extracomment>%n: how many pieces of evidence the event keeps; %1: how many of them are held for proceedings</extracomment>
        <translation>
            <numerusform>Соревнование хранит %n материал ВКС; для разбирательства удерживается: %1.</numerusform>
            <numerusform>Соревнование хранит %n материала ВКС; для разбирательства удерживается: %1.</numerusform>
            <numerusform>Соревнование хранит %n материалов ВКС; для разбирательства удерживается: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rulings log</source>
        <translation>Журнал решений</translation>
    </message>
    <message>
        <source>The rulings log is empty.</source>
        <translation>Журнал решений пуст.</translation>
    </message>
    <message numerus="yes">
        <source>The rulings log has %n entries; the last was recorded at %1 UTC.</source>
        <extracomment>%n: how many entries the log has</extracomment>
        <translation>
            <numerusform>В журнале решений %n запись; последняя сделана %1 UTC.</numerusform>
            <numerusform>В журнале решений %n записи; последняя сделана %1 UTC.</numerusform>
            <numerusform>В журнале решений %n записей; последняя сделана %1 UTC.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its head hash (SHA-256):</source>
        <translation>Хеш последней записи (SHA-256):</translation>
    </message>
    <message>
        <source>The log did NOT verify when this report was made: %1</source>
        <translation>При составлении отчёта журнал НЕ прошёл проверку: %1</translation>
    </message>
    <message>
        <source>The log verified intact when this report was made (numbering, hash chain, times, permissions).</source>
        <translation>При составлении отчёта журнал прошёл проверку (нумерация, цепочка хешей, время, полномочия).</translation>
    </message>
    <message>
        <source>A later copy of the database is checked against this paper with:</source>
        <extracomment>%1: the command an auditor runs</extracomment>
        <translation>Более позднюю копию базы данных можно сверить с этим документом командой:</translation>
    </message>
    <message>
        <source>Report made at %1 UTC.</source>
        <extracomment>%1: when the report was made (UTC)</extracomment>
        <translation>Отчёт составлен %1 UTC.</translation>
    </message>
    <message>
        <source>Chief arbiter:</source>
        <translation>Главный арбитр:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Дата:</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>of the event</comment>
        <translation>Название</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Venues</source>
        <translation>Игровые площадки</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>не разрешены</translation>
    </message>
    <message>
        <source>allowed; the virtual board and clock prevail (Art. 20.1)</source>
        <translation>разрешены; основными считаются виртуальные доска и часы (ст. 20.1)</translation>
    </message>
    <message>
        <source>allowed and used at %1; the virtual board and clock prevail (Art. 20.1)</source>
        <translation>разрешены и используются на площадках: %1; основными считаются виртуальные доска и часы (ст. 20.1)</translation>
    </message>
    <message>
        <source>Traditional sets (Art. 20)</source>
        <translation>Традиционные комплекты (ст. 20)</translation>
    </message>
    <message>
        <source>Venues (Part IIIb)</source>
        <translation>Игровые площадки (часть IIIb)</translation>
    </message>
    <message>
        <source>Local organiser</source>
        <translation>Местный организатор</translation>
    </message>
    <message>
        <source>Arbiters on site</source>
        <translation>Арбитры на площадке</translation>
    </message>
    <message>
        <source>Panoramic cameras</source>
        <translation>Панорамные камеры</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <source>traditional sets (Art. 20)</source>
        <translation>традиционные комплекты (ст. 20)</translation>
    </message>
    <message>
        <source>Online assistant</source>
        <translation>Онлайн-помощник</translation>
    </message>
    <message>
        <source>Assistant&apos;s zone account</source>
        <translation>Аккаунт помощника в игровой зоне</translation>
    </message>
    <message>
        <source>Online assistants (Appendix II–III)</source>
        <translation>Онлайн-помощники (приложения II–III)</translation>
    </message>
    <message>
        <source>Moves made from an assistant&apos;s account are the player&apos;s.</source>
        <translation>Ходы с аккаунта помощника — ходы игрока.</translation>
    </message>
    <message>
        <source>Checks before and during the games</source>
        <translation>Проверки перед партиями и во время них</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>%1 of %2 players checked were ready for the game (%3 with an item missing and a note).</source>
        <extracomment>%1: players ready; %2: players checked; %3: of those ready, how many with notes</extracomment>
        <translation>Готовы к партии %1 из %2 проверенных игроков (%3 — с непройденным пунктом и примечанием).</translation>
    </message>
</context>
<context>
    <name>EventResults</name>
    <message>
        <source>Art. 10.9.5</source>
        <translation>Ст. 10.9.5</translation>
    </message>
</context>
<context>
    <name>EventSource</name>
    <message>
        <source>The file&apos;s tie-breaks (record 202) were not used: %1</source>
        <extracomment>%1: why the file&apos;s list of tie-breaks could not be used</extracomment>
        <translation>Дополнительные показатели из файла (запись 202) не использованы: %1</translation>
    </message>
    <message>
        <source>The event: an SQLite file, a team event&apos;s postgresql:// address, or a TRF or CSV file of a pairing program.</source>
        <translation>Соревнование: файл SQLite, адрес postgresql:// мероприятия бригады или файл TRF либо CSV программы жеребьёвки.</translation>
    </message>
</context>
<context>
    <name>EventStore</name>
    <message>
        <source>Could not read the event.</source>
        <translation>Не удалось прочитать соревнование.</translation>
    </message>
    <message>
        <source>There is no event %1 in the database.</source>
        <extracomment>%1: the event&apos;s id</extracomment>
        <translation>В базе данных нет соревнования %1.</translation>
    </message>
    <message>
        <source>Could not read the list of events.</source>
        <translation>Не удалось прочитать список соревнований.</translation>
    </message>
    <message>
        <source>Could not save the new event.</source>
        <translation>Не удалось сохранить новое соревнование.</translation>
    </message>
    <message>
        <source>The database did not return the new event&apos;s number.</source>
        <translation>База данных не вернула номер нового соревнования.</translation>
    </message>
    <message>
        <source>Could not save the event.</source>
        <translation>Не удалось сохранить соревнование.</translation>
    </message>
    <message>
        <source>Could not remove the event.</source>
        <translation>Не удалось удалить соревнование.</translation>
    </message>
    <message>
        <source>Could not replace the players and pairings.</source>
        <translation>Не удалось заменить игроков и жеребьёвку.</translation>
    </message>
    <message>
        <source>Could not save the players (is a starting number used twice?).</source>
        <translation>Не удалось сохранить игроков (не указан ли стартовый номер дважды?).</translation>
    </message>
    <message>
        <source>Could not save the pairings (is a board used twice in a round?).</source>
        <translation>Не удалось сохранить жеребьёвку (не указана ли доска дважды в одном туре?).</translation>
    </message>
    <message>
        <source>Could not read the players.</source>
        <translation>Не удалось прочитать игроков.</translation>
    </message>
    <message>
        <source>Could not read the pairings.</source>
        <translation>Не удалось прочитать жеребьёвку.</translation>
    </message>
    <message>
        <source>Could not save the console&apos;s state.</source>
        <translation>Не удалось сохранить состояние программы.</translation>
    </message>
    <message>
        <source>Could not read the console&apos;s state.</source>
        <translation>Не удалось прочитать состояние программы.</translation>
    </message>
    <message>
        <source>An incident without a key cannot be stored.</source>
        <translation>Инцидент без ключа не может быть сохранён.</translation>
    </message>
    <message>
        <source>Could not save an incident.</source>
        <translation>Не удалось сохранить инцидент.</translation>
    </message>
    <message>
        <source>Could not save the review of the incident.</source>
        <translation>Не удалось сохранить рассмотрение инцидента.</translation>
    </message>
    <message>
        <source>The incident %1 is not in the database.</source>
        <extracomment>%1: the incident&apos;s key</extracomment>
        <translation>Инцидента %1 нет в базе данных.</translation>
    </message>
    <message>
        <source>Could not read the incidents.</source>
        <translation>Не удалось прочитать инциденты.</translation>
    </message>
    <message>
        <source>Could not save the event&apos;s state.</source>
        <translation>Не удалось сохранить состояние соревнования.</translation>
    </message>
    <message>
        <source>Could not read the event&apos;s state.</source>
        <translation>Не удалось прочитать состояние соревнования.</translation>
    </message>
    <message>
        <source>Could not save the players.</source>
        <translation>Не удалось сохранить игроков.</translation>
    </message>
    <message>
        <source>Could not save the pairings.</source>
        <translation>Не удалось сохранить жеребьёвку.</translation>
    </message>
    <message>
        <source>A game record without a game id cannot be stored.</source>
        <translation>Запись партии без идентификатора партии сохранить нельзя.</translation>
    </message>
    <message>
        <source>Could not save a game&apos;s record.</source>
        <translation>Не удалось сохранить запись партии.</translation>
    </message>
    <message>
        <source>Could not read the games&apos; records.</source>
        <translation>Не удалось прочитать записи партий.</translation>
    </message>
    <message>
        <source>Could not save the VCS mark.</source>
        <translation>Не удалось сохранить отметку о ВКС.</translation>
    </message>
    <message>
        <source>Could not read the VCS marks.</source>
        <translation>Не удалось прочитать отметки о ВКС.</translation>
    </message>
    <message>
        <source>Could not read the sectors.</source>
        <translation>Не удалось прочитать секторы.</translation>
    </message>
    <message>
        <source>Could not save the sector.</source>
        <translation>Не удалось сохранить сектор.</translation>
    </message>
    <message>
        <source>A sector is handed over to another arbiter.</source>
        <translation>Сектор передаётся другому арбитру.</translation>
    </message>
    <message>
        <source>%1 has no sector to hand over.</source>
        <translation>У арбитра %1 нет сектора, который можно передать.</translation>
    </message>
</context>
<context>
    <name>EvidencePolicy</name>
    <message>
        <source>Only the chief arbiter may open VCS evidence (Appendix I A.5).</source>
        <translation>Открывать материалы ВКС может только Главный арбитр (Приложение I, A.5).</translation>
    </message>
    <message>
        <source>Only the chief arbiter may hold evidence for proceedings or declare the results final (Appendix I A.5).</source>
        <translation>Сохранять материалы для разбирательства и объявлять результаты официальными может только Главный арбитр (Приложение I, A.5).</translation>
    </message>
</context>
<context>
    <name>EvidenceStore</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: what was being done; %2: the database&apos;s own message</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The event database is not open.</source>
        <translation>База данных соревнования не открыта.</translation>
    </message>
    <message>
        <source>Could not set up the evidence store: %1</source>
        <extracomment>%1: the database&apos;s own message</extracomment>
        <translation>Не удалось подготовить хранилище материалов ВКС: %1</translation>
    </message>
    <message>
        <source>Could not write the evidence log</source>
        <translation>Не удалось записать журнал материалов ВКС</translation>
    </message>
    <message>
        <source>Could not keep the evidence</source>
        <translation>Не удалось сохранить материал ВКС</translation>
    </message>
    <message>
        <source>Could not read the evidence</source>
        <translation>Не удалось прочитать материалы ВКС</translation>
    </message>
    <message>
        <source>There is no evidence %1 (it may have been deleted under the retention rule).</source>
        <extracomment>%1: the evidence&apos;s number</extracomment>
        <translation>Материала ВКС %1 нет (возможно, он удалён по сроку хранения).</translation>
    </message>
    <message>
        <source>Could not hold the evidence</source>
        <translation>Не удалось сохранить материал для разбирательства</translation>
    </message>
    <message>
        <source>There is no evidence %1.</source>
        <extracomment>%1: the evidence&apos;s number</extracomment>
        <translation>Материала ВКС %1 нет.</translation>
    </message>
    <message>
        <source>Could not delete evidence under the retention rule</source>
        <translation>Не удалось удалить материалы ВКС по сроку хранения</translation>
    </message>
    <message>
        <source>Could not read the evidence log</source>
        <translation>Не удалось прочитать журнал материалов ВКС</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>Write what the chief arbiter hands over: the tournament report (TRF-16 or TRF-2026), the results or standings as CSV, the games as PGN; with the results after rulings.</source>
        <translation>Записать то, что сдаёт главный арбитр: отчёт о турнире (TRF-16 или TRF-2026), результаты или положение в CSV, партии в PGN — с результатами с учётом решений.</translation>
    </message>
    <message>
        <source>What to write: trf16, trf26, csv (the results, a row per game), standings-csv (a row per player) or pgn (the games with the rulings).</source>
        <translation>Что записать: trf16, trf26, csv (результаты, строка на партию), standings-csv (строка на участника) или pgn (партии с решениями).</translation>
    </message>
    <message>
        <source>TRF and CSV: the rounds up to this one (default: every round with a result); PGN: this round only (default: all).</source>
        <translation>TRF и CSV: туры до этого включительно (по умолчанию — все туры с результатами); PGN: только этот тур (по умолчанию — все).</translation>
    </message>
    <message>
        <source>CSV: the separator, &apos;,&apos; (default) or &apos;;&apos; (spreadsheets in Russian and other languages with a decimal comma).</source>
        <translation>CSV: разделитель, &apos;,&apos; (по умолчанию) или &apos;;&apos; (для таблиц на русском и других языках с десятичной запятой).</translation>
    </message>
    <message>
        <source>TRF-2026: add score adjustments as records 299 and count them in the totals (a pairing program refuses totals that do not match the results).</source>
        <translation>TRF-2026: добавить поправки к очкам записями 299 и учесть их в суммах (программа жеребьёвки отвергает суммы, не совпадающие с результатами).</translation>
    </message>
    <message>
        <source>The file to write (default: standard output).</source>
        <translation>Файл для записи (по умолчанию — стандартный вывод).</translation>
    </message>
    <message>
        <source>export needs exactly one event database or file.</source>
        <translation>Для export нужна ровно одна база данных соревнования или файл.</translation>
    </message>
    <message>
        <source>--format takes trf16, trf26, csv, standings-csv or pgn, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --format, as typed (may be empty)</extracomment>
        <translation>--format принимает trf16, trf26, csv, standings-csv или pgn, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--separator takes &apos;,&apos; or &apos;;&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --separator, as typed</extracomment>
        <translation>--separator принимает &apos;,&apos; или &apos;;&apos;, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>A TRF or CSV file holds no games: the event&apos;s PGN comes from its database.</source>
        <translation>В файле TRF или CSV нет партий: PGN соревнования берётся из его базы данных.</translation>
    </message>
    <message>
        <source>--adjustments needs --format trf26: TRF-16 has no record for them.</source>
        <translation>--adjustments требует --format trf26: в TRF-16 для них нет записи.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1: the file; %2: why it could not be written</extracomment>
        <translation>Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>FeedHealth</name>
    <message>
        <source>live</source>
        <translation>в эфире</translation>
    </message>
    <message>
        <source>no picture</source>
        <translation>нет изображения</translation>
    </message>
    <message>
        <source>dark picture</source>
        <translation>тёмное изображение</translation>
    </message>
    <message>
        <source>frozen picture</source>
        <translation>застывшее изображение</translation>
    </message>
    <message>
        <source>silent microphone</source>
        <translation>микрофон молчит</translation>
    </message>
</context>
<context>
    <name>FeedKinds</name>
    <message>
        <source>camera</source>
        <translation>камера</translation>
    </message>
    <message>
        <source>screen</source>
        <translation>экран</translation>
    </message>
    <message>
        <source>second camera</source>
        <translation>вторая камера</translation>
    </message>
    <message>
        <source>venue camera</source>
        <translation>камера площадки</translation>
    </message>
</context>
<context>
    <name>FeedServer</name>
    <message>
        <source>The feed server cannot listen on %1:%2 (the port is taken or the address is not this machine&apos;s).</source>
        <extracomment>%1: address, %2: port</extracomment>
        <translation>Сервер трансляций не может принимать подключения на %1:%2 (порт занят или адрес принадлежит другому компьютеру).</translation>
    </message>
    <message>
        <source>The feed server cannot use the certificate %1 with the key %2: %3</source>
        <extracomment>%1: the certificate file; %2: the key file; %3: why</extracomment>
        <translation>Сервер трансляций не может использовать сертификат %1 с ключом %2: %3</translation>
    </message>
</context>
<context>
    <name>FileDates</name>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>the date &quot;%1&quot; is not in a form the console reads (such as 2026/05/29, 29.05.2026 or May 29, 2026); it was kept as written.</source>
        <extracomment>%1: the date as written in the file</extracomment>
        <translation>дата «%1» записана в виде, который консоль не читает (например, 2026/05/29, 29.05.2026 или May 29, 2026); она сохранена как записана.</translation>
    </message>
    <message>
        <source>the date &quot;%1&quot; can be read as %2; it was kept as written.</source>
        <extracomment>%1: the date as written in the file; %2: the dates it can mean, as YYYY-MM-DD joined by &quot;or&quot;</extracomment>
        <translation>дату «%1» можно прочитать как %2; она сохранена как записана.</translation>
    </message>
</context>
<context>
    <name>FileImport</name>
    <message>
        <source>Unknown kind of file.</source>
        <translation>Неизвестный вид файла.</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>%1. %2</source>
        <extracomment>%1: the move number; %2: White&apos;s move in SAN, e.g. Rd8#</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1... %2</source>
        <extracomment>%1: the move number; %2: Black&apos;s move in SAN, e.g. Rd8#</extracomment>
        <translation>%1... %2</translation>
    </message>
    <message>
        <source>in the starting position</source>
        <translation>в начальной позиции</translation>
    </message>
    <message>
        <source>after %1</source>
        <extracomment>%1: the move after which it happened, e.g. 34... Rd8#</extracomment>
        <translation>после %1</translation>
    </message>
    <message>
        <source>Checkmate %1: %2.</source>
        <extracomment>%1: where, e.g. &quot;after 17. Rd8#&quot; or &quot;in the starting position&quot;; %2: the result, 1-0 or 0-1</extracomment>
        <translation>Мат %1: %2.</translation>
    </message>
    <message>
        <source>The board shows checkmate, but the reported result is %1.</source>
        <extracomment>%1: the result the zone reported, e.g. 1/2-1/2</extracomment>
        <translation>На доске мат, но объявлен результат %1.</translation>
    </message>
    <message>
        <source>Automatic draw (%1) %2: %3.</source>
        <extracomment>%1: the draw rule, e.g. Threefold repetition; %2: where, e.g. &quot;after 40. Kg2&quot;; %3: the result, 1/2-1/2</extracomment>
        <translation>Автоматическая ничья (%1) %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>The game went on for %n more half-move(s) after the automatic draw; the zone should have ended it (the arbiter declares the draw, Art. 15.3).</source>
        <extracomment>%n: how many half-moves were played after the automatic draw</extracomment>
        <translation>
            <numerusform>Партия продолжалась ещё %n полуход после автоматической ничьей; игровая зона должна была её завершить (арбитр объявляет ничью, ст. 15.3).</numerusform>
            <numerusform>Партия продолжалась ещё %n полухода после автоматической ничьей; игровая зона должна была её завершить (арбитр объявляет ничью, ст. 15.3).</numerusform>
            <numerusform>Партия продолжалась ещё %n полуходов после автоматической ничьей; игровая зона должна была её завершить (арбитр объявляет ничью, ст. 15.3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The position is an automatic draw, but the reported result is %1.</source>
        <extracomment>%1: the result the zone reported, e.g. 1-0</extracomment>
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
        <extracomment>%1: e.g. &quot;White&apos;s flag fell&quot;; %2: e.g. &quot;after 40. Kg2&quot;; %3: the opponent (White or Black); %4: 1-0/0-1</extracomment>
        <translation>%1 %2; %3 ещё могут поставить мат серией разрешённых ходов (ст. 4.5): %4.</translation>
    </message>
    <message>
        <source>The zone reported %1, but %2 could still checkmate: the flag fall loses.</source>
        <extracomment>%1: the reported result, e.g. 1/2-1/2; %2: the opponent (White or Black)</extracomment>
        <translation>Игровая зона объявила %1, но %2 ещё могли поставить мат: при падении флажка засчитывается поражение.</translation>
    </message>
    <message>
        <source>%1 %2; %3 cannot checkmate by any series of legal moves (Art. 4.5): %4.</source>
        <extracomment>%1: e.g. &quot;White&apos;s flag fell&quot;; %2: e.g. &quot;after 40. Kg2&quot;; %3: the opponent (White or Black); %4: 1/2-1/2</extracomment>
        <translation>%1 %2; %3 не могут поставить мат никакой серией разрешённых ходов (ст. 4.5): %4.</translation>
    </message>
    <message>
        <source>The zone reported %1, but %2 cannot checkmate: the game is drawn.</source>
        <extracomment>%1: the result the zone reported, e.g. 1-0; %2: the opponent (White or Black)</extracomment>
        <translation>Игровая зона объявила %1, но %2 не могут поставить мат: партия заканчивается вничью.</translation>
    </message>
    <message>
        <source>%1 %2; the analysis could not decide within its limits whether %3 can still checkmate: the arbiter decides (Art. 4.5).</source>
        <extracomment>%1: e.g. &quot;White&apos;s flag fell&quot;; %2: when, e.g. &quot;after 40. Kg2&quot;; %3: the opponent (White or Black)</extracomment>
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
        <extracomment>%1: the result the zone reported, e.g. 1-0</extracomment>
        <translation>На доске партия не окончена; объявленный результат %1 основан на данных игровой зоны (сдача, соглашение или решение).</translation>
    </message>
</context>
<context>
    <name>GamesCommand</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>List the games&apos; records the event keeps (Art. 3.7).</source>
        <translation>Вывести записи партий, хранящиеся с соревнованием (ст. 3.7).</translation>
    </message>
    <message>
        <source>One JSON object per game.</source>
        <translation>По одному объекту JSON на партию.</translation>
    </message>
    <message>
        <source>round %1, board %2: %3 – %4  %5</source>
        <extracomment>%1: the zone&apos;s round id, %2: a board number, %3 and %4: the players, %5: the result (1-0, 0-1, 1/2-1/2, *)</extracomment>
        <translation>тур %1, доска %2: %3 – %4  %5</translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s)</source>
        <extracomment>%n: half-moves (plies) recorded</extracomment>
        <translation>
            <numerusform>%n полуход</numerusform>
            <numerusform>%n полухода</numerusform>
            <numerusform>%n полуходов</numerusform>
        </translation>
    </message>
    <message>
        <source>restart %1</source>
        <extracomment>%1: how many times the zone restarted the game before this start</extracomment>
        <translation>перезапуск %1</translation>
    </message>
    <message>
        <source>Print one game&apos;s record as a timeline, as PGN or as JSON.</source>
        <translation>Вывести запись одной партии: хронологию событий, PGN или JSON.</translation>
    </message>
    <message>
        <source>The zone&apos;s game id.</source>
        <translation>Идентификатор партии в игровой зоне.</translation>
    </message>
    <message>
        <source>The start after this many restarts (default: the last).</source>
        <translation>Начало партии после указанного числа перезапусков (по умолчанию — последнее).</translation>
    </message>
    <message>
        <source>The game as PGN with the clock after every move.</source>
        <translation>Партия в PGN с показаниями часов после каждого хода.</translation>
    </message>
    <message>
        <source>The record as stored (JSON).</source>
        <translation>Запись в том виде, в каком она хранится (JSON).</translation>
    </message>
    <message>
        <source>Name the event database and the game.</source>
        <translation>Укажите базу данных соревнования и партию.</translation>
    </message>
    <message>
        <source>The event keeps no record of game %1.</source>
        <extracomment>%1: the game id asked for</extracomment>
        <translation>У соревнования нет записи партии %1.</translation>
    </message>
    <message>
        <source>The stored record of game %1 is damaged: %2</source>
        <extracomment>%1: the game id, %2: what the JSON reader says</extracomment>
        <translation>Сохранённая запись партии %1 повреждена: %2</translation>
    </message>
    <message>
        <source>Game %1, round %2, board %3: %4 – %5, %6</source>
        <extracomment>%1: the zone&apos;s round id, %2: a board number, %3 and %4: the players, %5: the result</extracomment>
        <translation>Партия %1, тур %2, доска %3: %4 – %5, %6</translation>
    </message>
    <message>
        <source>Time control %1, status %2</source>
        <extracomment>%1: the time control in FIDE notation, %2: the zone&apos;s status name</extracomment>
        <translation>Контроль времени %1, состояние: %2</translation>
    </message>
    <message>
        <source>game started</source>
        <translation>партия началась</translation>
    </message>
    <message>
        <source>%1  White %2, Black %3</source>
        <extracomment>%1: move number and SAN (&quot;12. Nf3&quot;), %2 and %3: White&apos;s and Black&apos;s clock after it</extracomment>
        <translation>%1  белые %2, чёрные %3</translation>
    </message>
    <message>
        <source>(not validated)</source>
        <translation>(не проверен)</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <extracomment>%1: White or Black</extracomment>
        <translation>%1: предложение ничьей</translation>
    </message>
    <message>
        <source>%1 disconnected from the zone</source>
        <extracomment>%1: White or Black</extracomment>
        <translation>%1: отключение от игровой зоны</translation>
    </message>
    <message>
        <source>%1 reconnected to the zone after %2</source>
        <extracomment>%1: White or Black, %2: how long they were away</extracomment>
        <translation>%1: возвращение в игровую зону через %2</translation>
    </message>
    <message>
        <source>%1 left the video conference</source>
        <extracomment>%1: White or Black</extracomment>
        <translation>%1: отключение от ВКС</translation>
    </message>
    <message>
        <source>%1 back on the video conference after %2</source>
        <extracomment>%1: White or Black, %2: how long they were away</extracomment>
        <translation>%1: возвращение в ВКС через %2</translation>
    </message>
    <message>
        <source>clocks paused</source>
        <translation>часы поставлены на паузу</translation>
    </message>
    <message>
        <source>clocks resumed after %1</source>
        <extracomment>%1: how long the clocks stood</extracomment>
        <translation>часы снова идут (пауза длилась %1)</translation>
    </message>
    <message>
        <source>the zone added %2 to %1&apos;s clock</source>
        <extracomment>%1: White or Black, %2: the time added</extracomment>
        <translation>игровая зона добавила %2 на часы: %1</translation>
    </message>
    <message>
        <source>the zone took %2 off %1&apos;s clock</source>
        <extracomment>%1: White or Black, %2: the time taken off</extracomment>
        <translation>игровая зона сняла %2 с часов: %1</translation>
    </message>
    <message>
        <source>finding: %1</source>
        <extracomment>%1: what the console found wrong in the zone&apos;s data</extracomment>
        <translation>несоответствие: %1</translation>
    </message>
    <message>
        <source>game ended %1 (%2)</source>
        <extracomment>%1: the result, %2: the zone&apos;s status name</extracomment>
        <translation>партия окончена: %1 (%2)</translation>
    </message>
    <message>
        <source>incident: %1 [%2]</source>
        <extracomment>%1: the incident, %2: its review state (open, acknowledged, dismissed)</extracomment>
        <translation>инцидент: %1 [%2]</translation>
    </message>
    <message>
        <source>ruling %1 by %2: %3</source>
        <extracomment>%1: the ruling&apos;s number in the log, %2: who issued it, %3: what it says</extracomment>
        <translation>решение %1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>TRF tournament report</source>
        <translation>отчёт о турнире TRF</translation>
    </message>
    <message>
        <source>CSV list of players</source>
        <translation>список участников CSV</translation>
    </message>
    <message>
        <source>CSV list of pairings</source>
        <translation>жеребьёвка CSV</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (as written)</source>
        <extracomment>%1: a date as the file writes it, which could not be read for sure</extracomment>
        <translation>«%1» (как записано)</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>не указано</translation>
    </message>
    <message>
        <source>File: %1 (%2)</source>
        <extracomment>%1: the file&apos;s path; %2: what kind of file it was read as (e.g. TRF tournament report)</extracomment>
        <translation>Файл: %1 (%2)</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <extracomment>%1: the event&apos;s name, or &quot;(no name)&quot;</extracomment>
        <translation>Соревнование: %1</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(без названия)</translation>
    </message>
    <message>
        <source>Dates: %1 to %2</source>
        <extracomment>%1: the first day of the event; %2: the last day (dates as YYYY-MM-DD, or as written, or &quot;not given&quot;)</extracomment>
        <translation>Даты: с %1 по %2</translation>
    </message>
    <message>
        <source>Rounds: %1</source>
        <extracomment>%1: the number of rounds, or &quot;not given&quot;</extracomment>
        <translation>Туров: %1</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <extracomment>%1: the time control as the file writes it (free text), or &quot;not given&quot;</extracomment>
        <translation>Контроль времени: %1</translation>
    </message>
    <message numerus="yes">
        <source>Players: %n</source>
        <extracomment>%n: how many players the file lists</extracomment>
        <translation>
            <numerusform>Участников: %n</numerusform>
            <numerusform>Участников: %n</numerusform>
            <numerusform>Участников: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>FIDE %1</source>
        <extracomment>%1: the player&apos;s FIDE ID</extracomment>
        <translation>FIDE %1</translation>
    </message>
    <message>
        <source>account %1</source>
        <extracomment>%1: the player&apos;s account on the game zone</extracomment>
        <translation>учётная запись %1</translation>
    </message>
    <message>
        <source>Round %1:</source>
        <extracomment>%1: the round number</extracomment>
        <translation>Тур %1:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: the player with the bye (name and starting number); %2: the kind of bye, e.g. &quot;full-point bye&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(colours not given)</source>
        <translation>(цвета не указаны)</translation>
    </message>
    <message numerus="yes">
        <source>Warnings: %n</source>
        <extracomment>%n: how many warnings the import gave</extracomment>
        <translation>
            <numerusform>Предупреждений: %n</numerusform>
            <numerusform>Предупреждений: %n</numerusform>
            <numerusform>Предупреждений: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Show what the console would import from a TRF or CSV file: event, players, pairings, warnings.</source>
        <translation>Показать, что консоль возьмёт из файла TRF или CSV: соревнование, участников, жеребьёвку, предупреждения.</translation>
    </message>
    <message>
        <source>A TRF file (Swiss-Manager, Vega, JaVaFo, bbpPairings, Lichess) or a CSV list of players or pairings.</source>
        <translation>Файл TRF (Swiss-Manager, Vega, JaVaFo, bbpPairings, Lichess) или список участников либо жеребьёвка в CSV.</translation>
    </message>
    <message>
        <source>Print one JSON object (fields: kind, event, players, pairings, warnings).</source>
        <translation>Вывести один объект JSON (поля: kind, event, players, pairings, warnings).</translation>
    </message>
    <message>
        <source>Read the file as this kind instead of guessing it.</source>
        <translation>Читать файл как файл этого вида, не определяя вид самостоятельно.</translation>
    </message>
    <message>
        <source>A players file (TRF or CSV) whose players a pairings file refers to.</source>
        <translation>Файл участников (TRF или CSV), на которых ссылается жеребьёвка.</translation>
    </message>
    <message>
        <source>The round of a pairings file that has no round column.</source>
        <translation>Тур для жеребьёвки, в которой нет столбца тура.</translation>
    </message>
    <message>
        <source>import needs exactly one file.</source>
        <translation>Команде import нужен ровно один файл.</translation>
    </message>
    <message>
        <source>--as takes trf, players or pairings, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --as, as typed</extracomment>
        <translation>--as принимает trf, players или pairings, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--round takes a round number, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --round, as typed</extracomment>
        <translation>--round принимает номер тура, а не &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>Event %1 (%2): %n player(s).</source>
        <extracomment>%1: the event&apos;s id; %2: its name; %n: how many players it now has</extracomment>
        <translation>
            <numerusform>Соревнование %1 (%2): %n участник.</numerusform>
            <numerusform>Соревнование %1 (%2): %n участника.</numerusform>
            <numerusform>Соревнование %1 (%2): %n участников.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairing(s) of rounds %1 to %2 taken from the file.</source>
        <extracomment>%n: how many pairings the file brought; %1, %2: the first and last round they are in</extracomment>
        <translation>
            <numerusform>Из файла взята %n пара туров с %1 по %2.</numerusform>
            <numerusform>Из файла взяты %n пары туров с %1 по %2.</numerusform>
            <numerusform>Из файла взято %n пар туров с %1 по %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make an event from the file in this event database (an SQLite file, made when missing, or a team event&apos;s postgresql:// address), or add the file to its event.</source>
        <translation>Создать соревнование из файла в этой базе данных (файл SQLite, создаётся при отсутствии, или адрес postgresql:// мероприятия бригады) либо добавить файл к её соревнованию.</translation>
    </message>
    <message>
        <source>With --into: make a new event even when the database has one.</source>
        <translation>С --into: создать новое соревнование, даже если в базе данных уже есть соревнование.</translation>
    </message>
    <message>
        <source>venue %1</source>
        <extracomment>%1: the venue of a hybrid event the player sits in</extracomment>
        <translation>площадка %1</translation>
    </message>
    <message>
        <source>assistant %1 (%2)</source>
        <extracomment>%1: the online assistant; %2: their zone account</extracomment>
        <translation>помощник %1 (%2)</translation>
    </message>
</context>
<context>
    <name>ImportLimits</name>
    <message>
        <source>The file is larger than %1 MB: too large for a list of players or pairings.</source>
        <extracomment>%1: the largest file size allowed, in megabytes</extracomment>
        <translation>Файл больше %1 МБ: слишком большой для списка участников или пар.</translation>
    </message>
    <message>
        <source>Line %1: longer than %2 KB, too long for a line of players or pairings; left out.</source>
        <extracomment>%1: the line number in the file; %2: the longest line allowed, in kilobytes</extracomment>
        <translation>Строка %1: длиннее %2 КБ, слишком длинная для строки участников или пар; пропущена.</translation>
    </message>
</context>
<context>
    <name>LichessParser</name>
    <message>
        <source>The game zone sent %1 without the required field &quot;%2&quot;.</source>
        <extracomment>%1: what was sent, e.g. &quot;a position line&quot;; %2: the field&apos;s name in the JSON, e.g. players.white.rating</extracomment>
        <translation>Игровая зона прислала %1 без обязательного поля «%2».</translation>
    </message>
    <message>
        <source>The game zone sent %1 whose field &quot;%2&quot; is not %3.</source>
        <extracomment>%1: what was sent, e.g. &quot;a position line&quot;; %2: the field&apos;s name in the JSON; %3: e.g. &quot;a string&quot;</extracomment>
        <translation>Игровая зона прислала %1, в котором поле «%2» — не %3.</translation>
    </message>
    <message>
        <source>The game zone sent %1 whose field &quot;%2&quot; has an invalid value: %3.</source>
        <extracomment>%1: what was sent, e.g. &quot;a position line&quot;; %2: the field&apos;s name in the JSON; %3: the value as sent</extracomment>
        <translation>Игровая зона прислала %1, в котором поле «%2» имеет недопустимое значение: %3.</translation>
    </message>
    <message>
        <source>The game zone sent %1 that is not a JSON object.</source>
        <extracomment>%1: what was sent, e.g. &quot;a position line&quot;</extracomment>
        <translation>Игровая зона прислала %1, который не является объектом JSON.</translation>
    </message>
    <message>
        <source>The game zone sent %1 that is not valid JSON (%2 at byte %3): %4</source>
        <extracomment>%1: what was sent, e.g. &quot;a position line&quot;; %2: the JSON error; %3: its byte offset; %4: the text&apos;s start</extracomment>
        <translation>Игровая зона прислала %1 с ошибкой JSON (%2 на байте %3): %4</translation>
    </message>
    <message>
        <source>The game zone answered with an error: %1</source>
        <extracomment>%1: the game zone&apos;s error message</extracomment>
        <translation>Игровая зона ответила ошибкой: %1</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>строка</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>целое число</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>массив</translation>
    </message>
    <message>
        <source>a status</source>
        <translation>статус</translation>
    </message>
    <message>
        <source>a move-stream line</source>
        <translation>строку потока ходов</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>партию</translation>
    </message>
    <message>
        <source>a position line</source>
        <translation>строку позиции</translation>
    </message>
    <message>
        <source>a games-stream line</source>
        <translation>строку потока партий</translation>
    </message>
    <message>
        <source>a game export</source>
        <translation>выгрузку партии</translation>
    </message>
    <message>
        <source>the list of bulk pairings</source>
        <translation>список жеребьёвок</translation>
    </message>
    <message>
        <source>a bulk pairing</source>
        <translation>жеребьёвку</translation>
    </message>
    <message>
        <source>a list of plies</source>
        <translation>список полуходов</translation>
    </message>
    <message>
        <source>Stockfish level %1</source>
        <extracomment>%1: the strength of the Lichess computer opponent (1 to 8)</extracomment>
        <translation>Stockfish, уровень %1</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Аноним</translation>
    </message>
    <message>
        <source>a list of centiseconds</source>
        <translation>список сотых долей секунды</translation>
    </message>
    <message>
        <source>The game zone sent a list of bulk pairings with an entry that is not an object.</source>
        <translation>Игровая зона прислала список жеребьёвок, в котором есть запись, не являющаяся объектом.</translation>
    </message>
    <message>
        <source>The game zone sent the drop %1, which is not a move in standard chess.</source>
        <extracomment>%1: the drop as sent, in UCI notation, e.g. N@f3</extracomment>
        <translation>Игровая зона прислала выставление фигуры %1, которое не является ходом в классических шахматах.</translation>
    </message>
</context>
<context>
    <name>LogVerifier</name>
    <message>
        <source>Entry %1 is missing or out of place: entry %2 stands in its place.</source>
        <extracomment>%1: the entry number expected at this place; %2: the number found there</extracomment>
        <translation>Запись %1 отсутствует или стоит не на своём месте: на её месте запись %2.</translation>
    </message>
    <message>
        <source>Entry %1 was changed after it was recorded: its hash does not match its contents.</source>
        <extracomment>%1: the entry number</extracomment>
        <translation>Запись %1 изменена после внесения в журнал: её хеш не совпадает с содержимым.</translation>
    </message>
    <message>
        <source>Entry %1 does not follow the entry before it: the chain of hashes is broken.</source>
        <extracomment>%1: the entry number</extracomment>
        <translation>Запись %1 не продолжает предыдущую запись: цепочка хешей нарушена.</translation>
    </message>
    <message>
        <source>Entry %1 is dated before the entry before it.</source>
        <extracomment>%1: the entry number</extracomment>
        <translation>Запись %1 датирована раньше предыдущей записи.</translation>
    </message>
    <message>
        <source>Entry %1 was issued by %2, who may not: %3</source>
        <extracomment>%1: the entry number; %2: the issuer&apos;s name; %3: why the role may not</extracomment>
        <translation>Запись %1 внесена пользователем %2, у которого нет на это права: %3</translation>
    </message>
    <message>
        <source>Entry %1 answers an entry that comes after it.</source>
        <extracomment>%1: the entry number</extracomment>
        <translation>Запись %1 ссылается на запись, которая идёт после неё.</translation>
    </message>
    <message>
        <source>Entry %1 cannot be replayed: %2</source>
        <extracomment>%1: the entry number; %2: what is wrong with the entry it answers
----------
%1: the entry number; %2: why the entry cannot be replayed (a sentence)</extracomment>
        <translation>Запись %1 не воспроизводится: %2</translation>
    </message>
</context>
<context>
    <name>NdjsonLineReader</name>
    <message>
        <source>The game zone sent a line longer than %1 bytes; it was skipped and reading went on with the next line.</source>
        <extracomment>%1: the longest line accepted, in bytes</extracomment>
        <translation>Игровая зона прислала строку длиннее %1 байт; она пропущена, чтение продолжено со следующей строки.</translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <source>&apos;%1&apos; is not a move (not algebraic or UCI notation).</source>
        <extracomment>%1: the move as written (SAN or UCI)</extracomment>
        <translation>&apos;%1&apos; — не ход (ни алгебраическая нотация, ни UCI).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move in this position.</source>
        <extracomment>%1: the move as written (SAN or UCI)</extracomment>
        <translation>«%1» — недопустимый ход в этой позиции.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: more than one piece can make this move.</source>
        <extracomment>%1: the move as written (SAN or UCI)</extracomment>
        <translation>&apos;%1&apos; — неоднозначная запись: этот ход может сделать более чем одна фигура.</translation>
    </message>
</context>
<context>
    <name>NumberRanges</name>
    <message>
        <source>&apos;%1&apos; is not a number or a range such as 1-20.</source>
        <extracomment>%1: a part of a list of boards or starting numbers as typed, e.g. 12-x</extracomment>
        <translation>«%1» — не номер и не диапазон вида 1-20.</translation>
    </message>
    <message>
        <source>At most %1 boards or players fit in one list.</source>
        <translation>В одном списке может быть не больше %1 досок или участников.</translation>
    </message>
</context>
<context>
    <name>OptionValue</name>
    <message>
        <source>%1 takes a number from %2 to %3, not &quot;%4&quot;.</source>
        <extracomment>%1: the option, e.g. --tolerance; %2: the least value; %3: the greatest value; %4: the value as typed</extracomment>
        <translation>%1 принимает число от %2 до %3, а не «%4».</translation>
    </message>
    <message>
        <source>%1 takes a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <extracomment>%1: the option, e.g. --nodes; %2: the least value; %3: the greatest value; %4: the value as typed</extracomment>
        <translation>%1 принимает целое число от %2 до %3, а не «%4».</translation>
    </message>
</context>
<context>
    <name>PairingRecord</name>
    <message>
        <source>not played yet</source>
        <translation>ещё не сыграна</translation>
    </message>
    <message>
        <source>+/- (forfeit)</source>
        <translation>+/− (неявка)</translation>
    </message>
    <message>
        <source>-/+ (forfeit)</source>
        <translation>−/+ (неявка)</translation>
    </message>
    <message>
        <source>-/- (double forfeit)</source>
        <translation>−/− (неявка обоих)</translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation>пропуск тура (1 очко)</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>пропуск тура (½ очка)</translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation>пропуск тура (0 очков)</translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation>свободен от игры (жеребьёвка)</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>не игралась</translation>
    </message>
</context>
<context>
    <name>PenaltyRules</name>
    <message>
        <source>A follow-up must name the entry it answers.</source>
        <translation>Ответ должен указывать запись, к которой он относится.</translation>
    </message>
    <message>
        <source>Choose the game this ruling is about.</source>
        <translation>Выберите партию, к которой относится решение.</translation>
    </message>
    <message>
        <source>Choose the player this ruling is about.</source>
        <translation>Выберите игрока, к которому относится решение.</translation>
    </message>
    <message>
        <source>Enter a time greater than zero.</source>
        <translation>Введите время больше нуля.</translation>
    </message>
    <message>
        <source>A time change of more than 3 hours is not accepted.</source>
        <translation>Изменение времени более чем на 3 часа не принимается.</translation>
    </message>
    <message>
        <source>Enter the time to add (positive) or deduct (negative).</source>
        <translation>Введите время: добавить (положительное) или отнять (отрицательное).</translation>
    </message>
    <message>
        <source>The offender&apos;s score can be reduced to 0 or ½ (Art. 7.2).</source>
        <translation>Очки нарушителя можно уменьшить до 0 или ½ (ст. 7.2).</translation>
    </message>
    <message>
        <source>The offender&apos;s score is %1 already; a reduction must be lower.</source>
        <extracomment>%1: the score now</extracomment>
        <translation>У нарушителя уже %1; после уменьшения должно стать меньше.</translation>
    </message>
    <message>
        <source>Choose the absent player, or both.</source>
        <translation>Выберите неявившегося игрока или обоих.</translation>
    </message>
    <message>
        <source>Choose the penalty the provisional penalty stands for.</source>
        <translation>Выберите штраф, который назначается как предварительный.</translation>
    </message>
    <message>
        <source>Name the rounds the player is excluded from.</source>
        <translation>Укажите туры, из которых исключается игрок.</translation>
    </message>
    <message>
        <source>Round %1 cannot be excluded from: the event is in round %2.</source>
        <extracomment>%1: a round number; %2: the current round</extracomment>
        <translation>Из тура %1 исключить нельзя: соревнование уже в туре %2.</translation>
    </message>
    <message>
        <source>Both players have made 10 or more moves: the game goes on with the colours as they are (Art. 15.2).</source>
        <translation>Игроки сделали 10 или более ходов: партия продолжается с теми цветами, что есть (ст. 15.2).</translation>
    </message>
    <message>
        <source>The game has ended; it can no longer be restarted.</source>
        <translation>Партия окончена; начать её заново уже нельзя.</translation>
    </message>
    <message>
        <source>The game has ended.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Choose one of the decisions of Art. 18.9.</source>
        <translation>Выберите одно из решений по ст. 18.9.</translation>
    </message>
    <message>
        <source>Enter the shorter time control for the restart.</source>
        <translation>Введите более короткий контроль времени для новой партии.</translation>
    </message>
    <message>
        <source>Choose what was checked.</source>
        <translation>Выберите, что проверялось.</translation>
    </message>
    <message>
        <source>Answer the check with yes, no or to check.</source>
        <translation>Ответ на проверку: да, нет или проверить.</translation>
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
        <extracomment>%1: why the FEN is invalid (a message)</extracomment>
        <translation>Неверная FEN: %1</translation>
    </message>
    <message>
        <source>%1 nodes in %2 ms (%3 million nodes per second)</source>
        <extracomment>%1: the positions counted; %2: the time taken in milliseconds; %3: millions of positions a second</extracomment>
        <translation>%1 позиций за %2 мс (%3 млн позиций в секунду)</translation>
    </message>
</context>
<context>
    <name>Permissions</name>
    <message>
        <source>The chief arbiter decides; there is no one to propose to.</source>
        <translation>Главный арбитр решает сам; предлагать некому.</translation>
    </message>
    <message>
        <source>Only the chief arbiter may do this; your role (%1) cannot propose it either.</source>
        <extracomment>%1: the user&apos;s role (e.g. &quot;Arbiter&quot;)</extracomment>
        <translation>Это может сделать только главный арбитр; ваша роль (%1) не может и предложить это.</translation>
    </message>
    <message>
        <source>Only the chief arbiter may change a final result; propose it instead.</source>
        <translation>Изменить окончательный результат может только главный арбитр; предложите это ему.</translation>
    </message>
    <message>
        <source>Only the chief arbiter may expel a player (Art. 10.9.9); propose it instead.</source>
        <translation>Исключить игрока из соревнований может только главный арбитр (ст. 10.9.9); предложите это ему.</translation>
    </message>
    <message>
        <source>Only the chief arbiter may exclude a player from rounds (Art. 10.9.8); propose it instead.</source>
        <translation>Исключить игрока из туров может только главный арбитр (ст. 10.9.8); предложите это ему.</translation>
    </message>
    <message>
        <source>Only the chief arbiter may decide on a disconnection (Art. 18.9); propose it instead.</source>
        <translation>Решение по отключению принимает только главный арбитр (ст. 18.9); предложите это ему.</translation>
    </message>
    <message>
        <source>Only the chief arbiter may confirm, reject, withdraw or revoke a ruling.</source>
        <translation>Утвердить, отклонить, снять или отменить решение может только главный арбитр.</translation>
    </message>
    <message>
        <source>Your role (%1) may not decide this alone; propose it for the chief arbiter to confirm.</source>
        <extracomment>%1: the user&apos;s role (e.g. &quot;Local technical arbiter&quot;)</extracomment>
        <translation>Ваша роль (%1) не позволяет решить это самостоятельно; предложите это главному арбитру на утверждение.</translation>
    </message>
    <message>
        <source>The appeals committee decides appeals only; it proposes nothing.</source>
        <translation>Апелляционный комитет решает только апелляции и ничего не предлагает.</translation>
    </message>
    <message>
        <source>Only the chief arbiter or the appeals committee may decide an appeal.</source>
        <translation>Решение по апелляции принимает только главный арбитр или апелляционный комитет.</translation>
    </message>
    <message>
        <source>The appeals committee decides appeals only.</source>
        <translation>Апелляционный комитет решает только апелляции.</translation>
    </message>
</context>
<context>
    <name>PgnChunkSplitter</name>
    <message>
        <source>The game zone sent a PGN game longer than %1 bytes; it was skipped up to the next game.</source>
        <extracomment>%1: the longest game accepted, in bytes</extracomment>
        <translation>Игровая зона прислала партию PGN длиннее %1 байт; она пропущена до следующей партии.</translation>
    </message>
    <message>
        <source>Cannot read the PGN text from memory.</source>
        <translation>Не удаётся прочитать текст PGN из памяти.</translation>
    </message>
</context>
<context>
    <name>PgnCommand</name>
    <message>
        <source>Check the games of a PGN file: legal moves, automatic draws, flag falls, results.</source>
        <translation>Проверить партии файла PGN: допустимость ходов, автоматические ничьи, падения флажка, результаты.</translation>
    </message>
    <message>
        <source>PGN file to read, or &apos;-&apos; for standard input.</source>
        <translation>Файл PGN или &apos;-&apos; для стандартного ввода.</translation>
    </message>
    <message>
        <source>pgn needs exactly one file (or &apos;-&apos;).</source>
        <translation>Команде pgn нужен ровно один файл (или &apos;-&apos;).</translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;: %2</source>
        <extracomment>%1: the file&apos;s path; %2: why it cannot be opened (the system&apos;s message)</extracomment>
        <translation>Не удаётся открыть &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(неизвестно)</translation>
    </message>
    <message>
        <source>ERROR: %1</source>
        <extracomment>%1: the error found in the game (a message)</extracomment>
        <translation>ОШИБКА: %1</translation>
    </message>
    <message>
        <source>DISAGREES with the reported result %1.</source>
        <extracomment>%1: the result the PGN reports, e.g. 1-0, 0-1 or 1/2-1/2</extracomment>
        <translation>РАСХОДИТСЯ с объявленным результатом %1.</translation>
    </message>
    <message>
        <source>Agrees with the reported result.</source>
        <translation>Совпадает с объявленным результатом.</translation>
    </message>
    <message>
        <source>Art. %1: %2</source>
        <extracomment>%1: the article of the FIDE Laws, e.g. 9.6.2; %2: what was found (a sentence)</extracomment>
        <translation>Ст. %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) checked</source>
        <extracomment>%n: how many games the file holds</extracomment>
        <translation>
            <numerusform>Проверена %n партия</numerusform>
            <numerusform>Проверено %n партии</numerusform>
            <numerusform>Проверено %n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <extracomment>%n: how many of them had an error (after &quot;N games checked, &quot;)</extracomment>
        <translation>
            <numerusform>%n с ошибками</numerusform>
            <numerusform>%n с ошибками</numerusform>
            <numerusform>%n с ошибками</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) disagreeing with the rules</source>
        <extracomment>%n: how many results the rules contradict</extracomment>
        <translation>
            <numerusform>%n результат расходится с правилами</numerusform>
            <numerusform>%n результата расходятся с правилами</numerusform>
            <numerusform>%n результатов расходятся с правилами</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 – %2, reported %3</source>
        <extracomment>%1: White&apos;s name; %2: Black&apos;s name (or &quot;(unknown)&quot;); %3: the result the PGN reports, e.g. 1-0 or *</extracomment>
        <translation>%1 – %2, объявлен результат %3</translation>
    </message>
    <message>
        <source>Game %1, board %2: %3</source>
        <extracomment>%1: the game&apos;s number in the file (from 1); %2: the board number; %3: the players and the reported result</extracomment>
        <translation>Партия %1, доска %2: %3</translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <extracomment>%1: the game&apos;s number in the file (from 1); %2: the players and the reported result</extracomment>
        <translation>Партия %1: %2</translation>
    </message>
    <message>
        <source>Print one JSON object per game per line (fields: game, tags, board, plies, san, clocks_ms, result, final_fen, auto_draw, checkmate, truncated, warnings, error, and the verdict); text that is not a game is reported on standard error.</source>
        <translation>Выводить по одному объекту JSON на партию в строке (поля: game, tags, board, plies, san, clocks_ms, result, final_fen, auto_draw, checkmate, truncated, warnings, error и вердикт); текст, не являющийся партией, сообщается в стандартный поток ошибок.</translation>
    </message>
    <message>
        <source>NOTE: %1</source>
        <extracomment>%1: what the reader noticed in text between games (a message)</extracomment>
        <translation>ЗАМЕЧАНИЕ: %1</translation>
    </message>
    <message>
        <source>WARNING: %1</source>
        <extracomment>%1: a warning about the game (a message)</extracomment>
        <translation>ПРЕДУПРЕЖДЕНИЕ: %1</translation>
    </message>
    <message numerus="yes">
        <source>TRUNCATED: the file ends after %n half-move(s) of this game, without its result; the result is not judged.</source>
        <extracomment>%n: how many half-moves of the game the file holds</extracomment>
        <translation>
            <numerusform>ОБРЕЗАНА: файл кончается после %n полухода(ов) этой партии, без её результата; результат не оценивается.</numerusform>
            <numerusform>ОБРЕЗАНА: файл кончается после %n полухода(ов) этой партии, без её результата; результат не оценивается.</numerusform>
            <numerusform>ОБРЕЗАНА: файл кончается после %n полухода(ов) этой партии, без её результата; результат не оценивается.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) cut off by the end of the file</source>
        <extracomment>%n: how many games the end of the file cuts off</extracomment>
        <translation>
            <numerusform>%n партия(й) обрезано концом файла</numerusform>
            <numerusform>%n партия(й) обрезано концом файла</numerusform>
            <numerusform>%n партия(й) обрезано концом файла</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) of text that is not a game</source>
        <extracomment>%n: how many stretches of the file are not games</extracomment>
        <translation>
            <numerusform>%n фрагмент(ов) текста, не являющегося партией</numerusform>
            <numerusform>%n фрагмент(ов) текста, не являющегося партией</numerusform>
            <numerusform>%n фрагмент(ов) текста, не являющегося партией</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PgnGameTracker</name>
    <message>
        <source>%1 – %2: the PGN now has %3 plies where %4 were seen; the moves already seen are kept.</source>
        <extracomment>%1: White&apos;s name; %2: Black&apos;s name; %3: how many plies the PGN has now; %4: how many were seen</extracomment>
        <translation>%1 – %2: в PGN теперь %3 полуходов, а было получено %4; уже полученные ходы сохранены.</translation>
    </message>
</context>
<context>
    <name>PgnReader</name>
    <message>
        <source>the FEN tag is invalid: %1</source>
        <extracomment>%1: what is wrong with the FEN (a sentence)</extracomment>
        <translation>неверный тег FEN: %1</translation>
    </message>
    <message>
        <source>a word of more than %1 characters is not a move.</source>
        <extracomment>%1: the longest word a move can be</extracomment>
        <translation>слово длиннее %1 символов не может быть ходом.</translation>
    </message>
    <message>
        <source>Game %1 (line %2), move %3 %4: %5</source>
        <extracomment>%1: game&apos;s number in the file; %2: line; %3: move number, e.g. 17. or 17...; %4: the move; %5: what is wrong</extracomment>
        <translation>Партия %1 (строка %2), ход %3 %4: %5</translation>
    </message>
    <message>
        <source>Game %1 (line %2): %3</source>
        <extracomment>%1: the game&apos;s number in the file (from 1); %2: the line number; %3: what is wrong (a message)</extracomment>
        <translation>Партия %1 (строка %2): %3</translation>
    </message>
    <message>
        <source>Line 1: the text is in UTF-16, and a PGN file never is: no game can be read from it (save it as UTF-8).</source>
        <translation>Строка 1: текст в кодировке UTF-16, а файл PGN никогда не бывает в ней: ни одной партии прочитать нельзя (сохраните файл в UTF-8).</translation>
    </message>
    <message>
        <source>Line %1: text that is not a game was skipped: “%2”.</source>
        <extracomment>%1: the line number in the file; %2: the start of the skipped text, as written</extracomment>
        <translation>Строка %1: пропущен текст, не являющийся партией: «%2».</translation>
    </message>
    <message>
        <source>Lines %1–%2: text that is not a game was skipped, from “%3”.</source>
        <extracomment>%1: the first line skipped; %2: the last; %3: the start of the skipped text, as written</extracomment>
        <translation>Строки %1–%2: пропущен текст, не являющийся партией, начиная с «%3».</translation>
    </message>
    <message>
        <source>the tag line is longer than %1 bytes: too long, left out.</source>
        <extracomment>%1: the longest tag line read, in bytes</extracomment>
        <translation>строка тега длиннее %1 байт: слишком длинная, пропущена.</translation>
    </message>
    <message>
        <source>the tag pair is malformed (expected [Name &quot;value&quot;]), left out.</source>
        <translation>тег записан неверно (ожидается [Имя &quot;значение&quot;]), пропущен.</translation>
    </message>
    <message>
        <source>the input ends inside the moves, without a result: the game is truncated.</source>
        <translation>текст обрывается посреди ходов, без результата: партия обрезана.</translation>
    </message>
    <message>
        <source>the game is longer than %1 half-moves: too long to be checked.</source>
        <extracomment>%1: the most half-moves a game may have</extracomment>
        <translation>в партии больше %1 полуходов: она слишком длинная для проверки.</translation>
    </message>
    <message>
        <source>the comments are longer than %1 KB in all: too long, the rest of them was left out.</source>
        <extracomment>%1: the most comment text a game may have, in kilobytes</extracomment>
        <translation>комментарии в сумме длиннее %1 КБ: слишком длинные, остаток пропущен.</translation>
    </message>
</context>
<context>
    <name>PgnWriter</name>
    <message>
        <source>Cannot write game %1: move %2 (%3) is not legal in sequence.</source>
        <extracomment>%1: the game&apos;s number in its file (or 0); %2: the move number, e.g. 17. or 17...; %3: the move in SAN</extracomment>
        <translation>Невозможно записать партию %1: ход %2 (%3) не является разрешённым в этой последовательности.</translation>
    </message>
    <message>
        <source>Cannot write the PGN: %1</source>
        <extracomment>%1: why it cannot be written (the device&apos;s message)</extracomment>
        <translation>Невозможно записать PGN: %1</translation>
    </message>
</context>
<context>
    <name>Position</name>
    <message numerus="yes">
        <source>A FEN needs 6 fields separated by spaces (placement, side to move, castling, en passant, halfmove clock, move number); this one has %n.</source>
        <extracomment>%n: how many fields the FEN has</extracomment>
        <translation>
            <numerusform>В FEN должно быть 6 полей через пробел (расстановка, очередь хода, рокировки, взятие на проходе, счётчик полуходов, номер хода); здесь %n поле.</numerusform>
            <numerusform>В FEN должно быть 6 полей через пробел (расстановка, очередь хода, рокировки, взятие на проходе, счётчик полуходов, номер хода); здесь %n поля.</numerusform>
            <numerusform>В FEN должно быть 6 полей через пробел (расстановка, очередь хода, рокировки, взятие на проходе, счётчик полуходов, номер хода); здесь %n полей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank %1 of the FEN describes %2 squares instead of 8.</source>
        <extracomment>%1: the rank number (1 to 8); %2: how many squares the FEN describes in it</extracomment>
        <translation>Горизонталь %1 в FEN: полей %2 (нужно 8).</translation>
    </message>
    <message>
        <source>The FEN placement has more than 8 ranks.</source>
        <translation>В расстановке FEN больше 8 горизонталей.</translation>
    </message>
    <message>
        <source>Rank %1 of the FEN describes more than 8 squares.</source>
        <extracomment>%1: the rank number (1 to 8)</extracomment>
        <translation>Горизонталь %1 в FEN описывает больше 8 полей.</translation>
    </message>
    <message>
        <source>The FEN placement has %1 ranks instead of 8.</source>
        <extracomment>%1: how many ranks the FEN&apos;s placement has</extracomment>
        <translation>Расстановка FEN: горизонталей %1 (нужно 8).</translation>
    </message>
    <message>
        <source>White must have exactly one king; the FEN has %1.</source>
        <extracomment>%1: how many white kings the FEN has</extracomment>
        <translation>У белых должен быть ровно один король; в FEN их %1.</translation>
    </message>
    <message>
        <source>Black must have exactly one king; the FEN has %1.</source>
        <extracomment>%1: how many black kings the FEN has</extracomment>
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
        <extracomment>%1: the FEN&apos;s side-to-move field, as written</extracomment>
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
        <extracomment>%1: the character found in the FEN&apos;s castling field</extracomment>
        <translation>&apos;%1&apos; — не обозначение рокировки (ожидается K, Q, k, q или &apos;-&apos;).</translation>
    </message>
    <message>
        <source>The castling field repeats &apos;%1&apos;.</source>
        <extracomment>%1: the castling letter, K, Q, k or q</extracomment>
        <translation>В поле рокировок повторяется &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Castling right &apos;%1&apos; is impossible: the king or rook is not on its original square.</source>
        <extracomment>%1: the castling letter, K, Q, k or q</extracomment>
        <translation>Право рокировки &apos;%1&apos; невозможно: король или ладья не на исходном поле.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an en-passant square.</source>
        <extracomment>%1: the FEN&apos;s en-passant field, as written</extracomment>
        <translation>&apos;%1&apos; — не поле взятия на проходе.</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no pawn can just have moved two squares past it.</source>
        <extracomment>%1: the en-passant square, e.g. e3</extracomment>
        <translation>Поле взятия на проходе %1 невозможно: ни одна пешка не могла только что пройти через него на два поля.</translation>
    </message>
    <message>
        <source>The halfmove clock &apos;%1&apos; is not a non-negative number.</source>
        <extracomment>%1: the FEN&apos;s halfmove clock field, as written</extracomment>
        <translation>Счётчик полуходов &apos;%1&apos; не является неотрицательным числом.</translation>
    </message>
    <message>
        <source>The halfmove clock &apos;%1&apos; is too large.</source>
        <extracomment>%1: the FEN&apos;s halfmove clock field, as written</extracomment>
        <translation>Счётчик полуходов &apos;%1&apos; слишком велик.</translation>
    </message>
    <message>
        <source>The move number &apos;%1&apos; is not a positive number.</source>
        <extracomment>%1: the FEN&apos;s move number field, as written</extracomment>
        <translation>Номер хода &apos;%1&apos; не является положительным числом.</translation>
    </message>
    <message>
        <source>The move number &apos;%1&apos; is too large.</source>
        <extracomment>%1: the FEN&apos;s move number field, as written</extracomment>
        <translation>Номер хода &apos;%1&apos; слишком велик.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter (expected one of PNBRQK or pnbrqk, or a digit from 1 to 8).</source>
        <extracomment>%1: the character found in the FEN&apos;s placement</extracomment>
        <translation>&apos;%1&apos; — не обозначение фигуры (ожидается одна из букв PNBRQK или pnbrqk либо цифра от 1 до 8).</translation>
    </message>
</context>
<context>
    <name>PostgresOptions</name>
    <message>
        <source>%1 is not a PostgreSQL address (postgresql://…).</source>
        <extracomment>%1: what was given</extracomment>
        <translation>%1 — не адрес PostgreSQL (postgresql://…).</translation>
    </message>
    <message>
        <source>The server address %1 is not valid: %2</source>
        <extracomment>%1: the address given; %2: libpq&apos;s reason</extracomment>
        <translation>Адрес сервера %1 неверен: %2</translation>
    </message>
    <message>
        <source>The server address&apos;s %1 may not contain a semicolon.</source>
        <extracomment>%1: a connection setting&apos;s name (e.g. sslrootcert)</extracomment>
        <translation>Параметр %1 в адресе сервера не может содержать точку с запятой.</translation>
    </message>
    <message>
        <source>Leave the password out of the server address: the console asks for it and keeps it in the system keychain; arbiterctl reads it from ~/.pgpass or PGPASSWORD, or asks.</source>
        <translation>Не пишите пароль в адрес сервера: консоль запрашивает его и хранит в системной связке ключей; arbiterctl берёт его из ~/.pgpass или PGPASSWORD либо спрашивает.</translation>
    </message>
    <message>
        <source>The server address&apos;s port %1 is not a port number.</source>
        <extracomment>%1: what was given as the port</extracomment>
        <translation>Порт %1 в адресе сервера — не номер порта.</translation>
    </message>
    <message>
        <source>The server address %1 names no database (postgresql://server/database).</source>
        <extracomment>%1: the address given</extracomment>
        <translation>В адресе сервера %1 не указана база данных (postgresql://сервер/база).</translation>
    </message>
</context>
<context>
    <name>RelayConfig</name>
    <message>
        <source>Cannot read the relay&apos;s configuration %1: %2</source>
        <extracomment>%1: the file, %2: the system&apos;s reason</extracomment>
        <translation>Не удалось прочитать конфигурацию ретранслятора %1: %2</translation>
    </message>
    <message>
        <source>The relay&apos;s configuration is not a JSON object: %1</source>
        <extracomment>%1: the JSON parser&apos;s message</extracomment>
        <translation>Конфигурация ретранслятора — не объект JSON: %1</translation>
    </message>
    <message>
        <source>&quot;rtsp&quot; must be an address and port such as &quot;0.0.0.0:8554&quot;.</source>
        <translation>«rtsp» должен быть адресом и портом, например «0.0.0.0:8554».</translation>
    </message>
    <message>
        <source>&quot;events&quot; must be an address and port such as &quot;127.0.0.1:8555&quot;.</source>
        <translation>«events» должен быть адресом и портом, например «127.0.0.1:8555».</translation>
    </message>
    <message>
        <source>&quot;video_server&quot;: &quot;from&quot;: &quot;%1&quot; is not an IP address.</source>
        <extracomment>%1: the address as written</extracomment>
        <translation>«video_server»: «from»: «%1» — не IP-адрес.</translation>
    </message>
    <message>
        <source>&quot;video_server&quot;: &quot;from&quot; must list the video server&apos;s addresses.</source>
        <translation>«video_server»: в «from» должны быть перечислены адреса видеосервера.</translation>
    </message>
    <message>
        <source>&quot;video_server&quot; needs both &quot;user&quot; and &quot;password_file&quot; (Janus&apos;s backend_user and backend_pwd), or neither.</source>
        <translation>Для «video_server» нужны и «user», и «password_file» (backend_user и backend_pwd в Janus) — или ни того, ни другого.</translation>
    </message>
    <message>
        <source>Cannot read the video server&apos;s password %1: %2</source>
        <extracomment>%1: the file; %2: the system&apos;s reason</extracomment>
        <translation>Не удалось прочитать пароль видеосервера %1: %2</translation>
    </message>
    <message>
        <source>The video server&apos;s password file %1 is empty.</source>
        <extracomment>%1: the file</extracomment>
        <translation>Файл пароля видеосервера %1 пуст.</translation>
    </message>
    <message>
        <source>&quot;whip&quot;: &quot;url&quot; must be simple-whip-server&apos;s address, such as &quot;http://127.0.0.1:7080/whip&quot;.</source>
        <translation>«whip»: «url» должен быть адресом simple-whip-server, например «http://127.0.0.1:7080/whip».</translation>
    </message>
    <message>
        <source>&quot;video_codec&quot; must be VP8, VP9 or H264 (the relay does not transcode).</source>
        <translation>«video_codec» должен быть VP8, VP9 или H264 (ретранслятор не перекодирует).</translation>
    </message>
    <message>
        <source>&quot;event&quot; must name the event as the feed addresses do (lower case, digits and &apos;-&apos;).</source>
        <translation>«event» должен называть соревнование так же, как адреса трансляций (строчные буквы, цифры и «-»).</translation>
    </message>
    <message>
        <source>&quot;feeds&quot;: &quot;%1&quot; is not a feed (cam, screen, cam2 or venue).</source>
        <extracomment>%1: the feed as written</extracomment>
        <translation>«feeds»: «%1» — не трансляция (cam, screen, cam2 или venue).</translation>
    </message>
    <message>
        <source>&quot;players&quot;: &quot;%1&quot; is not a player&apos;s key as the feed addresses write it (lower case, digits and &apos;-&apos;).</source>
        <extracomment>%1: the player as written</extracomment>
        <translation>«players»: «%1» — не ключ участника в том виде, как его пишут адреса трансляций (строчные буквы, цифры и «-»).</translation>
    </message>
    <message>
        <source>&quot;base_port&quot; leaves too few ports for every player&apos;s feeds.</source>
        <translation>После «base_port» остаётся слишком мало портов для трансляций всех участников.</translation>
    </message>
    <message>
        <source>&quot;sources&quot;: each needs a &quot;path&quot; (no leading &apos;/&apos;), an &quot;rtsp&quot; address and the codecs it sends (video_codec VP8, VP9 or H264; audio_codec OPUS or none).</source>
        <translation>«sources»: каждому источнику нужны «path» (без «/» в начале), адрес «rtsp» и кодеки, которые он передаёт (video_codec VP8, VP9 или H264; audio_codec OPUS или ничего).</translation>
    </message>
    <message>
        <source>The relay has nothing to serve: give &quot;event&quot;, &quot;players&quot; and &quot;feeds&quot;, or &quot;sources&quot;.</source>
        <translation>Ретранслятору нечего раздавать: укажите «event», «players» и «feeds» или «sources».</translation>
    </message>
    <message>
        <source>&quot;tls&quot; needs the relay&apos;s certificate &quot;cert&quot; and its key &quot;key&quot; (PEM files).</source>
        <translation>Для «tls» нужны сертификат ретранслятора «cert» и его ключ «key» (файлы PEM).</translation>
    </message>
    <message>
        <source>&quot;team&quot;: %1</source>
        <extracomment>%1: why the address does not read</extracomment>
        <translation>«team»: %1</translation>
    </message>
    <message>
        <source>&quot;tls&quot; and &quot;team&quot; go together: the consoles&apos; secrets are only asked for over TLS, and TLS alone would let no console in.</source>
        <translation>«tls» и «team» задаются вместе: секреты консолей запрашиваются только по TLS, а один TLS не пустит ни одну консоль.</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>Write the chief arbiter&apos;s report of the event (PDF or HTML): staff, rulings, appeals, disconnections, cards, incidents, standings, fair play and the log&apos;s head hash.</source>
        <translation>Записать отчёт главного арбитра о соревновании (PDF или HTML): судейская бригада, решения, апелляции, отключения, карточки, инциденты, положение, честная игра и хеш последней записи журнала.</translation>
    </message>
    <message>
        <source>pdf (default) or html.</source>
        <translation>pdf (по умолчанию) или html.</translation>
    </message>
    <message>
        <source>The rounds up to this one (default: every round with a result).</source>
        <translation>Туры до этого включительно (по умолчанию — все туры с результатами).</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Файл для записи.</translation>
    </message>
    <message>
        <source>report needs exactly one event database.</source>
        <translation>Для report нужна ровно одна база данных соревнования.</translation>
    </message>
    <message>
        <source>--format takes pdf or html, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --format, as typed</extracomment>
        <translation>--format принимает pdf или html, а не &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>This build of arbiterctl draws no PDF (it was built without Qt Gui); use --format html.</source>
        <translation>Эта сборка arbiterctl не создаёт PDF (собрана без Qt Gui); используйте --format html.</translation>
    </message>
    <message>
        <source>Name the file to write with -o FILE.</source>
        <translation>Укажите файл для записи: -o ФАЙЛ.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1: the file; %2: why it could not be written</extracomment>
        <translation>Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>RulingBook</name>
    <message>
        <source>There is no entry %1 in the rulings log.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation>В журнале решений нет записи %1.</translation>
    </message>
    <message>
        <source>Entry %1 is not waiting for a decision.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation>Запись %1 не ожидает решения.</translation>
    </message>
    <message>
        <source>Entry %1 is not in force.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation>Запись %1 не действует.</translation>
    </message>
    <message>
        <source>Entry %1 is not a pending provisional penalty.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation>Запись %1 — не ожидающий решения предварительный штраф.</translation>
    </message>
    <message>
        <source>Entry %1 is not waiting to be applied on the platform.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation>Запись %1 не ожидает применения на платформе.</translation>
    </message>
    <message>
        <source>Entry %1 is itself a follow-up.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation>Запись %1 сама является ответом на другую запись.</translation>
    </message>
    <message>
        <source>Entry %1 has been appealed already.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation>На запись %1 уже подана апелляция.</translation>
    </message>
    <message>
        <source>The appeal against entry %1 has been decided already.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation>Апелляция на запись %1 уже рассмотрена.</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Time added to the opponent</source>
        <translation>Увеличение оставшегося времени соперника</translation>
    </message>
    <message>
        <source>Time deducted from the offender</source>
        <translation>Сокращение оставшегося времени нарушителя</translation>
    </message>
    <message>
        <source>Opponent&apos;s score raised to the maximum</source>
        <translation>Увеличение очков соперника до максимума</translation>
    </message>
    <message>
        <source>Offender&apos;s score reduced</source>
        <translation>Уменьшение очков нарушителя</translation>
    </message>
    <message>
        <source>Game declared lost</source>
        <translation>Объявление проигрыша</translation>
    </message>
    <message>
        <source>Provisional penalty</source>
        <translation>Предварительный штраф</translation>
    </message>
    <message>
        <source>Exclusion from rounds</source>
        <translation>Исключение из туров</translation>
    </message>
    <message>
        <source>Expulsion from the event</source>
        <translation>Исключение из соревнований</translation>
    </message>
    <message>
        <source>Time adjustment</source>
        <translation>Корректировка времени</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Партия приостановлена</translation>
    </message>
    <message>
        <source>Game resumed</source>
        <translation>Партия возобновлена</translation>
    </message>
    <message>
        <source>Round paused</source>
        <translation>Тур приостановлен</translation>
    </message>
    <message>
        <source>Round resumed</source>
        <translation>Тур возобновлён</translation>
    </message>
    <message>
        <source>Result set</source>
        <translation>Результат установлен</translation>
    </message>
    <message>
        <source>Game restarted</source>
        <translation>Партия начата заново</translation>
    </message>
    <message>
        <source>Disconnection decision</source>
        <translation>Решение по отключению</translation>
    </message>
    <message>
        <source>Forfeit for absence</source>
        <translation>Поражение из-за неявки</translation>
    </message>
    <message>
        <source>Yellow card</source>
        <translation>Жёлтая карточка</translation>
    </message>
    <message>
        <source>Red card</source>
        <translation>Красная карточка</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Утверждено</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Отклонено</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Снято</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>Отменено</translation>
    </message>
    <message>
        <source>Appeal lodged</source>
        <translation>Подана апелляция</translation>
    </message>
    <message>
        <source>Appeal decided</source>
        <translation>Апелляция рассмотрена</translation>
    </message>
    <message>
        <source>Sent to the zone</source>
        <translation>Отправлено в игровую зону</translation>
    </message>
    <message>
        <source>The zone did not apply it</source>
        <translation>Игровая зона не применила решение</translation>
    </message>
    <message>
        <source>Confirmed by the zone</source>
        <translation>Подтверждено игровой зоной</translation>
    </message>
    <message>
        <source>Applied on the platform by hand</source>
        <translation>Применено на платформе вручную</translation>
    </message>
    <message>
        <source>Conduct harming the game&apos;s reputation (on camera)</source>
        <translation>Поведение, подрывающее репутацию шахмат (перед камерой)</translation>
    </message>
    <message>
        <source>Not connected from an authorised device</source>
        <translation>Подключение не с авторизованного устройства</translation>
    </message>
    <message>
        <source>Playing from another person&apos;s account</source>
        <translation>Игра с чужой учётной записи</translation>
    </message>
    <message>
        <source>Dress code not observed</source>
        <translation>Несоблюдение дресс-кода</translation>
    </message>
    <message>
        <source>Left the playing area without the arbiter&apos;s permission</source>
        <translation>Уход с игровой площадки без разрешения арбитра</translation>
    </message>
    <message>
        <source>Used devices, notes, sources of information or advice</source>
        <translation>Использование устройств, заметок, источников информации или советов</translation>
    </message>
    <message>
        <source>Wore headphones</source>
        <translation>Наушники во время игры</translation>
    </message>
    <message>
        <source>Forbidden electronic device in the playing area</source>
        <translation>Запрещённое электронное устройство на игровой площадке</translation>
    </message>
    <message>
        <source>Refused an inspection by camera</source>
        <translation>Отказ от осмотра с помощью камеры</translation>
    </message>
    <message>
        <source>Smoking</source>
        <translation>Курение</translation>
    </message>
    <message>
        <source>Distracted or annoyed the opponent</source>
        <translation>Отвлечение или раздражение соперника</translation>
    </message>
    <message>
        <source>Disconnected from the game zone</source>
        <translation>Отключение от игровой зоны</translation>
    </message>
    <message>
        <source>Screen not shared with the arbiter</source>
        <translation>Экран не показан арбитру</translation>
    </message>
    <message>
        <source>Moved while disconnected from the VCS</source>
        <translation>Ход при отключении от ВКС</translation>
    </message>
    <message>
        <source>Disconnected from the VCS</source>
        <translation>Отключение от ВКС</translation>
    </message>
    <message>
        <source>Called the arbiter without good reason</source>
        <translation>Вызов арбитра без уважительной причины</translation>
    </message>
    <message>
        <source>Outside interference with the game</source>
        <translation>Постороннее вмешательство в партию</translation>
    </message>
    <message>
        <source>Faulty clock</source>
        <translation>Неисправные часы</translation>
    </message>
    <message>
        <source>The game had to be interrupted</source>
        <translation>Партию пришлось прервать</translation>
    </message>
    <message>
        <source>Not present at the start after the default time</source>
        <translation>Неявка к началу по истечении допустимого опоздания</translation>
    </message>
    <message>
        <source>Art. %1</source>
        <extracomment>%1: an article number of the FIDE Online Chess Regulations, e.g. 10.9.3</extracomment>
        <translation>Ст. %1</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <extracomment>%1: seconds (a number)</extracomment>
        <translation>
            <numerusform>%n с</numerusform>
            <numerusform>%n с</numerusform>
            <numerusform>%n с</numerusform>
        </translation>
    </message>
    <message>
        <source>(a) Resume the game from the position at the disconnection</source>
        <translation>(а) Продолжить партию с позиции на момент отключения</translation>
    </message>
    <message>
        <source>(b) Resume, reducing the disconnected player&apos;s time</source>
        <translation>(б) Продолжить, сократив время отключившегося игрока</translation>
    </message>
    <message>
        <source>(c) Restart from the initial position with the same time control</source>
        <translation>(в) Начать заново с начальной позиции с тем же контролем времени</translation>
    </message>
    <message>
        <source>(d) Restart from the initial position with a shorter time control</source>
        <translation>(г) Начать заново с начальной позиции с более коротким контролем времени</translation>
    </message>
    <message>
        <source>Play on, no sanction (Art. 11.4)</source>
        <translation>Продолжить без санкций (ст. 11.4)</translation>
    </message>
    <message>
        <source>Loss for the disconnected player (Art. 11.4.2; a draw when the opponent cannot mate, Art. 4.5)</source>
        <translation>Поражение отключившегося игрока (ст. 11.4.2; ничья, если соперник не может поставить мат, ст. 4.5)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>%1 is warned</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1: предупреждение</translation>
    </message>
    <message>
        <source>%1 added to %2 (opponent of %3)</source>
        <extracomment>%1: the duration added; %2: the opponent who gets it; %3: the offender</extracomment>
        <translation>%2 (соперник игрока %3): добавлено %1</translation>
    </message>
    <message>
        <source>%1 deducted from %2</source>
        <extracomment>%1: the duration; %2: the offender</extracomment>
        <translation>%2: отнято %1</translation>
    </message>
    <message>
        <source>%1&apos;s score for the game raised to 1 (opponent of %2)</source>
        <extracomment>%1: the opponent; %2: the offender</extracomment>
        <translation>%1 (соперник игрока %2): очки за партию увеличены до 1</translation>
    </message>
    <message>
        <source>%1&apos;s score for the game reduced to %2</source>
        <extracomment>%1: the offender; %2: the score (0 or ½)</extracomment>
        <translation>%1: очки за партию уменьшены до %2</translation>
    </message>
    <message>
        <source>%1 loses the game; %2 scores %3</source>
        <extracomment>%1: the offender; %2: the opponent; %3: the opponent&apos;s score</extracomment>
        <translation>%1: поражение; сопернику (%2) — %3</translation>
    </message>
    <message>
        <source>pending: %1</source>
        <extracomment>%1: the pending penalty described</extracomment>
        <translation>ожидает решения: %1</translation>
    </message>
    <message>
        <source>%1 is excluded from round(s) %2</source>
        <extracomment>%1: the player; %2: round numbers, e.g. &quot;3, 4&quot;</extracomment>
        <translation>%1: исключение из тура(ов) %2</translation>
    </message>
    <message>
        <source>%1 is expelled from the event</source>
        <extracomment>%1: the player</extracomment>
        <translation>%1: исключение из соревнований</translation>
    </message>
    <message>
        <source>%1&apos;s clock changed by %2</source>
        <extracomment>%1: the player whose clock changes; %2: the change, e.g. &quot;+30 s&quot; or &quot;−1:00&quot;</extracomment>
        <translation>%1: время на часах изменено на %2</translation>
    </message>
    <message>
        <source>result %1</source>
        <extracomment>%1: the result, e.g. &quot;½–½&quot;</extracomment>
        <translation>результат %1</translation>
    </message>
    <message>
        <source>restarted from the initial position with the colours corrected</source>
        <translation>начата заново с начальной позиции, цвета исправлены</translation>
    </message>
    <message>
        <source>restarted from the initial position</source>
        <translation>начата заново с начальной позиции</translation>
    </message>
    <message>
        <source>%1 disconnected: %2</source>
        <extracomment>%1: the disconnected player; %2: the decision</extracomment>
        <translation>%1: отключение; решение: %2</translation>
    </message>
    <message>
        <source>both players absent: the game is lost by both</source>
        <translation>неявка обоих игроков: поражение обоим</translation>
    </message>
    <message>
        <source>%1 absent: the game is lost by forfeit</source>
        <extracomment>%1: the absent player</extracomment>
        <translation>%1: неявка, поражение</translation>
    </message>
    <message>
        <source>yellow card for %1</source>
        <extracomment>%1: the player</extracomment>
        <translation>%1: жёлтая карточка</translation>
    </message>
    <message>
        <source>red card for %1</source>
        <extracomment>%1: the player</extracomment>
        <translation>%1: красная карточка</translation>
    </message>
    <message>
        <source>%1: entry %2</source>
        <extracomment>%1: what happened (e.g. &quot;Appeal lodged&quot;); %2: the number of the entry it refers to
----------
%1: what happened (e.g. &quot;Confirmed&quot;); %2: the number of the entry it refers to</extracomment>
        <translation>%1: запись %2</translation>
    </message>
    <message>
        <source>appeal against entry %1 upheld: the ruling is annulled</source>
        <extracomment>%1: the entry number</extracomment>
        <translation>апелляция на запись %1 удовлетворена: решение отменено</translation>
    </message>
    <message>
        <source>appeal against entry %1 rejected: the ruling stands</source>
        <extracomment>%1: the entry number</extracomment>
        <translation>апелляция на запись %1 отклонена: решение остаётся в силе</translation>
    </message>
    <message>
        <source>entry %1 not applied by the zone: %2</source>
        <extracomment>%1: the entry number; %2: why</extracomment>
        <translation>запись %1 не применена игровой зоной: %2</translation>
    </message>
    <message>
        <source>proposed: %1</source>
        <extracomment>%1: the ruling proposed</extracomment>
        <translation>предложено: %1</translation>
    </message>
    <message>
        <source>%1 appeals against entry %2</source>
        <extracomment>%1: who appealed; %2: the entry number</extracomment>
        <translation>%1 подаёт апелляцию на запись %2</translation>
    </message>
    <message>
        <source>appeal against entry %1 decided: the ruling is changed (annulled; the new ruling follows)</source>
        <extracomment>%1: the entry number</extracomment>
        <translation>апелляция на запись %1 рассмотрена: решение изменено (отменено; новое решение следует далее)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Conduct harming the game&apos;s reputation</source>
        <translation>Поведение, подрывающее репутацию шахмат</translation>
    </message>
    <message>
        <source>Played on their own device where the regulations do not allow it</source>
        <translation>Играл на собственном устройстве, что не разрешено регламентом</translation>
    </message>
    <message>
        <source>Left the playing area or the venue without the arbiter&apos;s permission</source>
        <translation>Покинул игровую зону или игровую площадку без разрешения арбитра</translation>
    </message>
    <message>
        <source>Broke the venue&apos;s fair-play measures (notes, advice, a phone)</source>
        <translation>Нарушил меры честной игры на площадке (записи, подсказки, телефон)</translation>
    </message>
    <message>
        <source>Wore headphones or earphones</source>
        <translation>Был в наушниках</translation>
    </message>
    <message>
        <source>Forbidden electronic device at the venue</source>
        <translation>Запрещённое электронное устройство на игровой площадке</translation>
    </message>
    <message>
        <source>Refused an inspection of clothes, bags or other items</source>
        <translation>Отказался от осмотра одежды, сумок или других предметов</translation>
    </message>
    <message>
        <source>Disconnected (reported by the local technical arbiter)</source>
        <translation>Отключение (по сообщению местного технического арбитра)</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <extracomment>%1: the player; %2: what was checked (e.g. &quot;Device check&quot;); %3: the answer (yes, no, to check)</extracomment>
        <translation>%1: %2: %3</translation>
    </message>
</context>
<context>
    <name>RulingsCommand</name>
    <message>
        <source>List the rulings of an event, oldest first.</source>
        <translation>Вывести решения соревнования, начиная с самых ранних.</translation>
    </message>
    <message>
        <source>One JSON object per ruling.</source>
        <translation>По одному объекту JSON на решение.</translation>
    </message>
    <message>
        <source>board %1</source>
        <extracomment>%1: a board number</extracomment>
        <translation>доска %1</translation>
    </message>
    <message>
        <source>Issue a ruling with the console&apos;s checks and permissions.</source>
        <translation>Вынести решение с теми же проверками и правами, что и в консоли.</translation>
    </message>
    <message>
        <source>What is decided: %1.</source>
        <extracomment>%1: the kinds of ruling, as keys separated by commas (not to be translated)</extracomment>
        <translation>Что решается: %1.</translation>
    </message>
    <message>
        <source>The zone&apos;s game id.</source>
        <translation>Идентификатор партии в игровой зоне.</translation>
    </message>
    <message>
        <source>The board number.</source>
        <translation>Номер доски.</translation>
    </message>
    <message>
        <source>The round number.</source>
        <translation>Номер тура.</translation>
    </message>
    <message>
        <source>The offender&apos;s (or affected player&apos;s) colour: white or black.</source>
        <translation>Цвет нарушителя (или игрока, к которому относится решение): white или black.</translation>
    </message>
    <message>
        <source>Time to add or deduct, in seconds.</source>
        <translation>Сколько времени добавить или отнять, в секундах.</translation>
    </message>
    <message>
        <source>score-reduce: the offender&apos;s new score (0 or ½).</source>
        <translation>score-reduce: новые очки нарушителя (0 или ½).</translation>
    </message>
    <message>
        <source>loss, forfeit: the opponent&apos;s score (default 1).</source>
        <translation>loss, forfeit: очки соперника (по умолчанию 1).</translation>
    </message>
    <message>
        <source>result: White&apos;s score.</source>
        <translation>result: очки белых.</translation>
    </message>
    <message>
        <source>result: Black&apos;s score.</source>
        <translation>result: очки чёрных.</translation>
    </message>
    <message>
        <source>exclusion: the rounds, e.g. 3,4.</source>
        <translation>exclusion: туры, например 3,4.</translation>
    </message>
    <message>
        <source>provisional: the penalty it stands for.</source>
        <translation>provisional: штраф, который назначается как предварительный.</translation>
    </message>
    <message>
        <source>disconnection: %1.</source>
        <extracomment>%1: the options, as keys separated by commas (not to be translated), e.g. resume, reduce</extracomment>
        <translation>disconnection: %1.</translation>
    </message>
    <message>
        <source>disconnection restart-shorter: the new base time in seconds.</source>
        <translation>disconnection restart-shorter: новое основное время в секундах.</translation>
    </message>
    <message>
        <source>… and its increment in seconds.</source>
        <translation>… и добавление в секундах.</translation>
    </message>
    <message>
        <source>restart: with the colours corrected (Art. 15.2).</source>
        <translation>restart: с исправлением цветов (ст. 15.2).</translation>
    </message>
    <message>
        <source>forfeit: both players absent.</source>
        <translation>forfeit: неявка обоих игроков.</translation>
    </message>
    <message>
        <source>Follow-ups: the entry answered.</source>
        <translation>Для ответов: запись, к которой относится ответ.</translation>
    </message>
    <message>
        <source>appeal-decision: the appeal is upheld.</source>
        <translation>appeal-decision: апелляция удовлетворена.</translation>
    </message>
    <message>
        <source>The article cited (default: the kind&apos;s).</source>
        <translation>Статья, на которую ссылается решение (по умолчанию — статья вида решения).</translation>
    </message>
    <message>
        <source>A reason key (e.g. 9.7-headphones) or free text.</source>
        <translation>Ключ причины (например, 9.7-headphones) или свой текст.</translation>
    </message>
    <message>
        <source>Propose it for the chief arbiter to confirm.</source>
        <translation>Предложить главному арбитру на утверждение.</translation>
    </message>
    <message>
        <source>Issue it this many times (drills, benchmarks).</source>
        <translation>Вынести решение столько раз (тренировки, замеры).</translation>
    </message>
    <message>
        <source>rule needs the database and the kind of ruling.</source>
        <translation>Для rule нужны база данных и вид решения.</translation>
    </message>
    <message>
        <source>Unknown kind of ruling &apos;%1&apos;.</source>
        <extracomment>%1: the kind of ruling as typed</extracomment>
        <translation>Неизвестный вид решения «%1».</translation>
    </message>
    <message>
        <source>Say who issues the ruling with --as NAME.</source>
        <translation>Укажите, кто выносит решение: --as ИМЯ.</translation>
    </message>
    <message>
        <source>--side takes &apos;white&apos; or &apos;black&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --side, as typed</extracomment>
        <translation>--side принимает «white» или «black», а не «%1».</translation>
    </message>
    <message>
        <source>--rounds takes round numbers separated by commas, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --rounds, as typed</extracomment>
        <translation>--rounds принимает номера туров через запятую, а не «%1».</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>%1: why the ruling was refused (a message)
----------
%1: why the change was refused</extracomment>
        <translation>Отказано: %1</translation>
    </message>
    <message>
        <source>recorded %1: %2</source>
        <extracomment>%1: the entry number; %2: what was recorded</extracomment>
        <translation>внесено под номером %1: %2</translation>
    </message>
    <message>
        <source>Check an event&apos;s rulings log: numbering, hash chain, times, permissions, replay.</source>
        <translation>Проверить журнал решений соревнования: нумерацию, цепочку хешей, время, права, воспроизведение.</translation>
    </message>
    <message>
        <source>First bad entry: %1. %2</source>
        <extracomment>%1: the first bad entry&apos;s number; %2: what is wrong</extracomment>
        <translation>Первая ошибочная запись: %1. %2</translation>
    </message>
    <message numerus="yes">
        <source>The rulings log is intact: %n entries, chain and replay verified.</source>
        <extracomment>%n: the number of entries</extracomment>
        <translation>
            <numerusform>Журнал решений цел: %n запись, цепочка и воспроизведение проверены.</numerusform>
            <numerusform>Журнал решений цел: %n записи, цепочка и воспроизведение проверены.</numerusform>
            <numerusform>Журнал решений цел: %n записей, цепочка и воспроизведение проверены.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show or extend the event&apos;s staff list (arbiters and their roles).</source>
        <translation>Показать или дополнить список судейской бригады соревнования (арбитры и их роли).</translation>
    </message>
    <message>
        <source>Add a member of staff with this name.</source>
        <translation>Добавить в бригаду арбитра с этим именем.</translation>
    </message>
    <message>
        <source>Their role: %1.</source>
        <extracomment>%1: the roles, as keys separated by commas (not to be translated), e.g. arbiter, chief</extracomment>
        <translation>Его роль: %1.</translation>
    </message>
    <message>
        <source>Hybrid events: the venue of a local arbiter.</source>
        <translation>Гибридные соревнования: игровое место местного арбитра.</translation>
    </message>
    <message>
        <source>Create an event of this name first (the database too, if missing).</source>
        <translation>Сначала создать соревнование с этим названием (и базу данных, если её нет).</translation>
    </message>
    <message>
        <source>Event %1 created.</source>
        <extracomment>%1: the new event&apos;s id</extracomment>
        <translation>Соревнование %1 создано.</translation>
    </message>
    <message>
        <source>%1 is on the staff list already.</source>
        <extracomment>%1: the name given to --add</extracomment>
        <translation>%1 уже есть в списке судейской бригады.</translation>
    </message>
    <message>
        <source>Who issues it (a name on the event&apos;s staff list; on a team event, your login).</source>
        <translation>Кто выносит решение (имя из списка судейской бригады; на мероприятии бригады — ваш логин).</translation>
    </message>
    <message>
        <source>The server&apos;s administrator issues no rulings: log in as a member of the event&apos;s staff.</source>
        <translation>Администратор сервера не выносит решений: войдите под логином члена судейской бригады.</translation>
    </message>
    <message>
        <source>On a team event you are your login (%2); --as %1 cannot change it.</source>
        <extracomment>%1: the name given to --as; %2: the login&apos;s own name</extracomment>
        <translation>На мероприятии бригады вы — это ваш логин (%2); --as %1 этого не меняет.</translation>
    </message>
    <message>
        <source>Change the role of this member of staff.</source>
        <translation>Изменить роль этого члена судейской бригады.</translation>
    </message>
    <message>
        <source>Their FIDE ID (the reports name the arbiters).</source>
        <translation>FIDE ID (отчёты называют арбитров).</translation>
    </message>
    <message>
        <source>Who makes the change (only the chief arbiter adds a chief arbiter, a deputy or the appeals committee, or changes a role).</source>
        <translation>Кто вносит изменение (только главный арбитр добавляет главного арбитра, заместителя или апелляционный комитет и меняет роли).</translation>
    </message>
    <message>
        <source>A team event is made with &apos;arbiterctl team init&apos;.</source>
        <translation>Мероприятие бригады создаётся командой «arbiterctl team init».</translation>
    </message>
    <message>
        <source>On a team event the staff are the server&apos;s logins: use &apos;arbiterctl team add-staff&apos;.</source>
        <translation>На мероприятии бригады судейская бригада — это логины сервера: используйте «arbiterctl team add-staff».</translation>
    </message>
    <message>
        <source>--add and --set-role need a name and --role one of: %1.</source>
        <extracomment>%1: the roles, as keys separated by commas (not to be translated), e.g. arbiter, chief</extracomment>
        <translation>--add и --set-role требуют имя и --role, одно из: %1.</translation>
    </message>
    <message>
        <source>%1 is not on the event&apos;s staff list.</source>
        <extracomment>%1: the name given</extracomment>
        <translation>%1 нет в списке судейской бригады.</translation>
    </message>
    <message>
        <source>The head hash a signed report gives: the log must hold it (entries added after it are listed).</source>
        <translation>Хеш последней записи из подписанного отчёта: журнал должен его содержать (записи, добавленные после, перечисляются).</translation>
    </message>
    <message>
        <source>The signed head hash is not in this log: this copy does not hold what the report was signed on.</source>
        <translation>Подписанного хеша нет в этом журнале: эта копия не содержит того, на чём подписан отчёт.</translation>
    </message>
    <message numerus="yes">
        <source>The signed head is entry %1; %n entries were recorded after it.</source>
        <extracomment>%1: the entry the signed head hash is; %n: how many entries were recorded after it</extracomment>
        <translation>
            <numerusform>Подписанный хеш — запись %1; после неё сделана %n запись.</numerusform>
            <numerusform>Подписанный хеш — запись %1; после неё сделаны %n записи.</numerusform>
            <numerusform>Подписанный хеш — запись %1; после неё сделано %n записей.</numerusform>
        </translation>
    </message>
    <message>
        <source>The offender (or affected player): their starting number, zone account or name.</source>
        <translation>Нарушитель (или игрок, которого касается решение): его стартовый номер, учётная запись в игровой зоне или имя.</translation>
    </message>
    <message>
        <source>The opponent: their starting number, zone account or name.</source>
        <translation>Соперник: его стартовый номер, учётная запись в игровой зоне или имя.</translation>
    </message>
    <message>
        <source>The event has several players called %1: give the starting number.</source>
        <extracomment>%1: the name given</extracomment>
        <translation>В турнире несколько игроков с именем %1: укажите стартовый номер.</translation>
    </message>
    <message>
        <source>Warning: %1 is not a player of the event&apos;s list; the ruling names them as given.</source>
        <extracomment>%1: the name given</extracomment>
        <translation>Внимание: %1 нет в списке участников турнира; в решении игрок будет назван так, как указано.</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Cannot open the scenario %1: %2</source>
        <extracomment>%1: the scenario file&apos;s path; %2: why it cannot be opened (the system&apos;s message)</extracomment>
        <translation>Не удаётся открыть сценарий %1: %2</translation>
    </message>
    <message>
        <source>The scenario %1 is too large (over 4 MB).</source>
        <extracomment>%1: the scenario file&apos;s path</extracomment>
        <translation>Сценарий %1 слишком велик (больше 4 МБ).</translation>
    </message>
    <message>
        <source>The scenario is not valid JSON at character %1: %2</source>
        <extracomment>%1: the character position of the error; %2: the JSON error (the parser&apos;s message)</extracomment>
        <translation>Сценарий — неверный JSON на символе %1: %2</translation>
    </message>
    <message>
        <source>The scenario must be a JSON object with an &quot;events&quot; list.</source>
        <translation>Сценарий должен быть объектом JSON со списком &quot;events&quot;.</translation>
    </message>
    <message>
        <source>The scenario&apos;s &quot;seed&quot; must be a whole number from 0 to 4294967295.</source>
        <translation>&quot;seed&quot; сценария должен быть целым числом от 0 до 4294967295.</translation>
    </message>
    <message>
        <source>The scenario&apos;s &quot;games&quot; must be from 1 to 5000.</source>
        <translation>&quot;games&quot; сценария должно быть от 1 до 5000.</translation>
    </message>
    <message>
        <source>The scenario&apos;s &quot;timeControl&quot;: %1</source>
        <extracomment>%1: why the time control is invalid (a message)</extracomment>
        <translation>&quot;timeControl&quot; сценария: %1</translation>
    </message>
    <message>
        <source>The scenario&apos;s &quot;speed&quot; must be above 0 and at most 10000.</source>
        <translation>&quot;speed&quot; сценария должна быть больше 0 и не больше 10000.</translation>
    </message>
    <message>
        <source>The scenario&apos;s &quot;pgn&quot; must name a PGN file.</source>
        <translation>&quot;pgn&quot; сценария должен указывать файл PGN.</translation>
    </message>
    <message>
        <source>The scenario must have an &quot;events&quot; list.</source>
        <translation>В сценарии должен быть список &quot;events&quot;.</translation>
    </message>
    <message>
        <source>Scenario event %1: %2</source>
        <extracomment>%1: the event&apos;s number in the scenario (from 1); %2: what is wrong with it (starts in lower case)</extracomment>
        <translation>Событие сценария %1: %2</translation>
    </message>
    <message>
        <source>not a JSON object.</source>
        <translation>не объект JSON.</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;.</source>
        <extracomment>%1: the action as written in the scenario</extracomment>
        <translation>неизвестное действие &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>&quot;at&quot; must be a time such as &quot;0:01:30&quot; or a number of seconds.</source>
        <translation>&quot;at&quot; должно быть временем вида &quot;0:01:30&quot; или числом секунд.</translation>
    </message>
    <message>
        <source>&quot;atPly&quot; must be a ply number from 0 to 2000.</source>
        <translation>&quot;atPly&quot; должно быть номером полухода от 0 до 2000.</translation>
    </message>
    <message>
        <source>give either &quot;at&quot; or &quot;atPly&quot;, not both.</source>
        <translation>укажите либо &quot;at&quot;, либо &quot;atPly&quot;, но не оба.</translation>
    </message>
    <message>
        <source>&quot;game&quot; must be a board number from 1 or a game id.</source>
        <translation>&quot;game&quot; должно быть номером доски (от 1) или идентификатором партии.</translation>
    </message>
    <message>
        <source>the action &quot;%1&quot; needs a &quot;game&quot;.</source>
        <extracomment>%1: the action as written in the scenario, e.g. disconnect</extracomment>
        <translation>действию &quot;%1&quot; нужна партия (&quot;game&quot;).</translation>
    </message>
    <message>
        <source>&quot;atPly&quot; needs a &quot;game&quot;.</source>
        <translation>&quot;atPly&quot; требует партию (&quot;game&quot;).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be &quot;white&quot; or &quot;black&quot;.</source>
        <extracomment>%1: the JSON key, &quot;color&quot; or &quot;by&quot; (not to be translated)</extracomment>
        <translation>&quot;%1&quot; должно быть &quot;white&quot; или &quot;black&quot;.</translation>
    </message>
    <message>
        <source>&quot;for&quot; must be a positive time such as &quot;0:00:45&quot; or a number of seconds.</source>
        <translation>&quot;for&quot; должно быть положительным временем вида &quot;0:00:45&quot; или числом секунд.</translation>
    </message>
    <message>
        <source>&quot;route&quot; must be a request path starting with / (&quot;*&quot; matches anything).</source>
        <translation>&quot;route&quot; должен быть путём запроса, начинающимся с / (&quot;*&quot; подходит ко всему).</translation>
    </message>
    <message>
        <source>say whose connection with &quot;color&quot;.</source>
        <translation>укажите в &quot;color&quot;, чьё подключение.</translation>
    </message>
    <message>
        <source>&quot;status&quot; must be the name of a finished game&apos;s status, such as &quot;mate&quot; or &quot;outoftime&quot;.</source>
        <translation>&quot;status&quot; должен быть названием статуса оконченной партии, например &quot;mate&quot; или &quot;outoftime&quot;.</translation>
    </message>
    <message>
        <source>&quot;winner&quot; must be &quot;white&quot;, &quot;black&quot; or null.</source>
        <translation>&quot;winner&quot; должен быть &quot;white&quot;, &quot;black&quot; или null.</translation>
    </message>
    <message>
        <source>&quot;uci&quot; must be a move such as &quot;e1e3&quot;.</source>
        <translation>&quot;uci&quot; должен быть ходом вида &quot;e1e3&quot;.</translation>
    </message>
    <message>
        <source>say whose clock with &quot;color&quot;.</source>
        <translation>укажите в &quot;color&quot;, чьи часы.</translation>
    </message>
    <message>
        <source>&quot;deltaMs&quot; must be a non-zero number of milliseconds.</source>
        <translation>&quot;deltaMs&quot; должно быть ненулевым числом миллисекунд.</translation>
    </message>
    <message>
        <source>&quot;status&quot; must be an HTTP error status from 400 to 599.</source>
        <translation>&quot;status&quot; должен быть кодом ошибки HTTP от 400 до 599.</translation>
    </message>
    <message>
        <source>&quot;count&quot; must be a positive number of requests, or -1 for all.</source>
        <translation>&quot;count&quot; должно быть положительным числом запросов или -1 (все).</translation>
    </message>
    <message>
        <source>&quot;lines&quot; must be from 1 to 32.</source>
        <translation>&quot;lines&quot; должно быть от 1 до 32.</translation>
    </message>
    <message>
        <source>&quot;maxBytes&quot; must be 0 (off) or more, and &quot;gapMs&quot; from 0 to 1000.</source>
        <translation>&quot;maxBytes&quot; должно быть 0 (выключено) или больше, а &quot;gapMs&quot; — от 0 до 1000.</translation>
    </message>
    <message>
        <source>&quot;retryAfter&quot; must be from 0 to 3600 seconds.</source>
        <translation>«retryAfter» должно быть от 0 до 3600 секунд.</translation>
    </message>
    <message>
        <source>&quot;lines&quot; must be 1 or more and &quot;count&quot; a positive number of streams, or -1.</source>
        <translation>«lines» должно быть не меньше 1, а «count» — положительным числом потоков или -1.</translation>
    </message>
    <message>
        <source>say whose feed with &quot;color&quot;.</source>
        <translation>укажите, чья трансляция, в «color».</translation>
    </message>
    <message>
        <source>&quot;feed&quot; must be &quot;cam&quot; or &quot;screen&quot;.</source>
        <translation>«feed» должен быть «cam» или «screen».</translation>
    </message>
</context>
<context>
    <name>ScoreRules</name>
    <message>
        <source>&apos;%1&apos; is not a score (0, ½ or 1).</source>
        <extracomment>%1: what was typed as a score</extracomment>
        <translation>«%1» — не очки (0, ½ или 1).</translation>
    </message>
    <message>
        <source>%1 is not a score normally given in chess: each player scores 0, ½ or 1 (Art. 7.2).</source>
        <extracomment>%1: the score typed (e.g. 0.75)
----------
%1: a score in points</extracomment>
        <translation>%1 — не обычный шахматный результат: каждый игрок получает 0, ½ или 1 (ст. 7.2).</translation>
    </message>
    <message>
        <source>%1: the game&apos;s total would exceed its maximum of 1 point (Art. 7.2).</source>
        <extracomment>%1: the two scores, e.g. &quot;1–½&quot;</extracomment>
        <translation>%1: сумма очков за партию превысила бы максимум в 1 очко (ст. 7.2).</translation>
    </message>
</context>
<context>
    <name>Sector</name>
    <message>
        <source>A sector needs the arbiter who watches it.</source>
        <translation>У сектора должен быть арбитр, который за ним наблюдает.</translation>
    </message>
    <message>
        <source>Boards: %1</source>
        <extracomment>%1: why the list does not read</extracomment>
        <translation>Доски: %1</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <extracomment>%1: why the list does not read</extracomment>
        <translation>Участники: %1</translation>
    </message>
    <message>
        <source>Only someone on the event&apos;s staff may assign sectors.</source>
        <translation>Назначать секторы может только член судейской бригады соревнования.</translation>
    </message>
    <message>
        <source>Only the chief arbiter, the deputy or a venue&apos;s local chief may change %1&apos;s sector; hand over your own instead.</source>
        <extracomment>%1: the arbiter whose sector it is</extracomment>
        <translation>Сектор арбитра %1 может изменить только главный арбитр, его заместитель или главный арбитр площадки; свой сектор вы можете передать.</translation>
    </message>
    <message>
        <source>boards %1</source>
        <extracomment>%1: boards as written, e.g. 1-20, 35</extracomment>
        <translation>доски %1</translation>
    </message>
    <message>
        <source>players %1</source>
        <extracomment>%1: starting numbers as written, e.g. 1-24</extracomment>
        <translation>участники %1</translation>
    </message>
</context>
<context>
    <name>SeminarCheck</name>
    <message>
        <source>The pack&apos;s title has no Russian text.</source>
        <translation>У названия пакета нет русского текста.</translation>
    </message>
    <message>
        <source>Incident %1: %2</source>
        <extracomment>%1: the incident&apos;s id; %2: what is wrong with it</extracomment>
        <translation>Инцидент %1: %2</translation>
    </message>
    <message>
        <source>board %1 is not in the scenario, which plays %2 games.</source>
        <extracomment>%1: the board; %2: how many games the scenario plays</extracomment>
        <translation>доски %1 нет в сценарии, в нём играется партий: %2.</translation>
    </message>
    <message>
        <source>nothing happens on board %1 in the scenario.</source>
        <extracomment>%1: the board</extracomment>
        <translation>в сценарии на доске %1 ничего не происходит.</translation>
    </message>
    <message>
        <source>a text has no Russian version (&quot;%1&quot;).</source>
        <translation>у текста нет русской версии («%1»).</translation>
    </message>
    <message>
        <source>a trainee as %2 can neither record nor propose &quot;%1&quot;.</source>
        <extracomment>%1: the kind of ruling; %2: the trainees&apos; role</extracomment>
        <translation>слушатель в роли «%2» не может ни принять, ни предложить решение «%1».</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>the reference &quot;%1&quot; would be refused: %2</source>
        <extracomment>%1: the kind of ruling; %2: why the console would refuse it</extracomment>
        <translation>эталонное решение «%1» было бы отклонено: %2</translation>
    </message>
    <message>
        <source>The event&apos;s time control %1 is not the one the games are played at (%2).</source>
        <extracomment>%1: the pack&apos;s time control; %2: the games&apos; (PGN form)</extracomment>
        <translation>Контроль времени соревнования %1 не совпадает с тем, с которым играются партии (%2).</translation>
    </message>
    <message>
        <source>%1 plays in the scenario&apos;s games but is not on the event&apos;s list of players.</source>
        <extracomment>%1: a player&apos;s name</extracomment>
        <translation>%1 играет в партиях сценария, но отсутствует в списке участников соревнования.</translation>
    </message>
</context>
<context>
    <name>SeminarCommand</name>
    <message>
        <source>Cannot open the scenario&apos;s games %1: %2</source>
        <extracomment>%1: the PGN file&apos;s path; %2: the system&apos;s message</extracomment>
        <translation>Не удаётся открыть партии сценария %1: %2</translation>
    </message>
    <message>
        <source>seminar check needs the pack.</source>
        <translation>Для seminar check нужен пакет семинара.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n incident(s), %2 points; every reference ruling can be made.</source>
        <extracomment>%1: the pack&apos;s title; %n: how many incidents; %2: the points of the pack</extracomment>
        <translation>
            <numerusform>%1: %n инцидент, баллов — %2; каждое эталонное решение может быть принято.</numerusform>
            <numerusform>%1: %n инцидента, баллов — %2; каждое эталонное решение может быть принято.</numerusform>
            <numerusform>%1: %n инцидентов, баллов — %2; каждое эталонное решение может быть принято.</numerusform>
        </translation>
    </message>
    <message>
        <source>seminar grade needs the pack and the seminar&apos;s event database.</source>
        <translation>Для seminar grade нужны пакет и база данных соревнования семинара.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 (%4 %)</source>
        <extracomment>%1: the trainee; %2: the score; %3: the maximum; %4: the percentage</extracomment>
        <translation>%1: %2 из %3 (%4 %)</translation>
    </message>
    <message>
        <source>What to do.</source>
        <translation>Что сделать.</translation>
    </message>
    <message>
        <source>The seminar pack (a JSON file, docs/seminars.md).</source>
        <translation>Пакет семинара (файл JSON, docs/seminars.md).</translation>
    </message>
    <message>
        <source>grade: the seminar&apos;s event database or server address.</source>
        <translation>grade: база данных соревнования семинара или адрес сервера.</translation>
    </message>
    <message>
        <source>grade: only this trainee (their staff name).</source>
        <translation>grade: только этот слушатель (его имя в судейской бригаде).</translation>
    </message>
    <message>
        <source>grade: print one JSON object.</source>
        <translation>grade: вывести один объект JSON.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1: the file; %2: why it could not be written</extracomment>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>Could not make the folder %1.</source>
        <extracomment>%1: the folder</extracomment>
        <translation>Не удалось создать папку %1.</translation>
    </message>
    <message>
        <source>Cannot open the trainees&apos; list %1: %2</source>
        <extracomment>%1: the file; %2: the system&apos;s message</extracomment>
        <translation>Не удаётся открыть список слушателей %1: %2</translation>
    </message>
    <message>
        <source>%1, line %2: a trainee needs a name.</source>
        <extracomment>%1: the file; %2: the line number</extracomment>
        <translation>%1, строка %2: у слушателя должно быть имя.</translation>
    </message>
    <message>
        <source>%1, line %2: the login %3 is given twice (write &quot;Name;login&quot; to tell them apart).</source>
        <extracomment>%1: the file; %2: the line number; %3: the login</extracomment>
        <translation>%1, строка %2: логин %3 указан дважды (напишите «Имя;логин», чтобы их различить).</translation>
    </message>
    <message>
        <source>The trainees&apos; list %1 names nobody.</source>
        <extracomment>%1: the file</extracomment>
        <translation>В списке слушателей %1 никто не указан.</translation>
    </message>
    <message>
        <source>seminar enrol needs the pack, the team event&apos;s address, --trainees and --lecturer.</source>
        <translation>seminar enrol требует пакет, адрес мероприятия бригады, --trainees и --lecturer.</translation>
    </message>
    <message>
        <source>--grading takes made or end.</source>
        <translation>--grading принимает made или end.</translation>
    </message>
    <message>
        <source>%1 (login %2, %3): %4</source>
        <extracomment>%1: the person&apos;s name; %2: their login; %3: their role; %4: the password (or a note that it is unchanged)</extracomment>
        <translation>%1 (логин %2, %3): %4</translation>
    </message>
    <message>
        <source>password unchanged</source>
        <translation>пароль не изменён</translation>
    </message>
    <message numerus="yes">
        <source>The seminar &quot;%1&quot; is ready for %n trainee(s): each opens it with arbiter-console --seminar PACK --server ADDRESS and their login.</source>
        <extracomment>%1: the pack&apos;s title; %n: how many trainees</extracomment>
        <translation>
            <numerusform>Семинар «%1» готов для %n слушателя: каждый открывает его командой arbiter-console --seminar ПАКЕТ --server АДРЕС под своим логином.</numerusform>
            <numerusform>Семинар «%1» готов для %n слушателей: каждый открывает его командой arbiter-console --seminar ПАКЕТ --server АДРЕС под своим логином.</numerusform>
            <numerusform>Семинар «%1» готов для %n слушателей: каждый открывает его командой arbiter-console --seminar ПАКЕТ --server АДРЕС под своим логином.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check a seminar pack (seminar check PACK), enrol a seminar&apos;s trainees on a team event (seminar enrol PACK URL), or grade the trainees&apos; rulings of a seminar event against it (seminar grade PACK DB|URL).</source>
        <translation>Проверить пакет семинара (seminar check ПАКЕТ), записать слушателей семинара на мероприятие бригады (seminar enrol ПАКЕТ URL) или оценить решения слушателей на соревновании-семинаре по пакету (seminar grade ПАКЕТ DB|URL).</translation>
    </message>
    <message>
        <source>grade: write a result sheet per trainee and one for the seminar (PDF) into this folder.</source>
        <translation>grade: записать в эту папку лист результатов каждого слушателя и общий лист семинара (PDF).</translation>
    </message>
    <message>
        <source>grade: write the scores as CSV to this file.</source>
        <translation>grade: записать баллы в этот файл в формате CSV.</translation>
    </message>
    <message>
        <source>enrol: the trainees, one per line (&quot;Name&quot; or &quot;Name;login&quot;).</source>
        <translation>enrol: слушатели, по одному в строке («Имя» или «Имя;логин»).</translation>
    </message>
    <message>
        <source>enrol: the lecturer&apos;s name (a chief arbiter&apos;s login).</source>
        <translation>enrol: имя лектора (логин главного арбитра).</translation>
    </message>
    <message>
        <source>enrol: show each score when the ruling is made (made) or only at the end (end); default: the pack&apos;s.</source>
        <translation>enrol: показывать балл сразу после решения (made) или только в конце (end); по умолчанию — как в пакете.</translation>
    </message>
    <message>
        <source>enrol: also write the logins and passwords as CSV to this file.</source>
        <translation>enrol: также записать логины и пароли в этот файл в формате CSV.</translation>
    </message>
    <message>
        <source>seminar takes check, grade or enrol.</source>
        <translation>seminar принимает check, grade или enrol.</translation>
    </message>
</context>
<context>
    <name>SeminarGrader</name>
    <message>
        <source>no ruling on the game</source>
        <translation>нет решения по партии</translation>
    </message>
    <message>
        <source>the ruling answers none of the references</source>
        <translation>решение не совпадает ни с одним эталонным</translation>
    </message>
    <message>
        <source>other parameters</source>
        <translation>другие параметры</translation>
    </message>
    <message>
        <source>another article</source>
        <translation>другая статья</translation>
    </message>
    <message>
        <source>late</source>
        <translation>с опозданием</translation>
    </message>
    <message>
        <source>proposed where the role decides</source>
        <translation>предложено, хотя роль позволяет решить самому</translation>
    </message>
</context>
<context>
    <name>SeminarPack</name>
    <message>
        <source>The seminar pack is not right at %1: %2</source>
        <extracomment>%1: where in the pack (e.g. incidents[2].kind); %2: what is wrong there</extracomment>
        <translation>Пакет семинара составлен неверно в %1: %2</translation>
    </message>
    <message>
        <source>a text is a string or {&quot;en&quot;: …, &quot;ru&quot;: …}.</source>
        <translation>текст — это строка или {&quot;en&quot;: …, &quot;ru&quot;: …}.</translation>
    </message>
    <message>
        <source>the English text is missing.</source>
        <translation>нет текста на английском языке.</translation>
    </message>
    <message>
        <source>a time is &quot;m:ss&quot;, &quot;h:mm:ss&quot; or seconds.</source>
        <translation>время записывается как «м:сс», «ч:мм:сс» или в секундах.</translation>
    </message>
    <message>
        <source>a share is a number from 0 to 1.</source>
        <translation>доля — это число от 0 до 1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of ruling.</source>
        <extracomment>%1: the kind as written in the pack</extracomment>
        <translation>«%1» — не вид решения.</translation>
    </message>
    <message>
        <source>a side is &quot;white&quot; or &quot;black&quot;.</source>
        <translation>сторона — &quot;white&quot; (белые) или &quot;black&quot; (чёрные).</translation>
    </message>
    <message>
        <source>a reference must earn something.</source>
        <translation>эталонное решение должно приносить баллы.</translation>
    </message>
    <message>
        <source>every incident needs an id.</source>
        <translation>у каждого инцидента должен быть идентификатор (id).</translation>
    </message>
    <message>
        <source>the board is a number from 1.</source>
        <translation>номер доски — число от 1.</translation>
    </message>
    <message>
        <source>the ply is a number from 0.</source>
        <translation>номер полухода — число от 0.</translation>
    </message>
    <message>
        <source>the points are a whole number from 1 to 100.</source>
        <translation>баллы — целое число от 1 до 100.</translation>
    </message>
    <message>
        <source>an incident needs at least one reference ruling.</source>
        <translation>у инцидента должно быть хотя бы одно эталонное решение.</translation>
    </message>
    <message>
        <source>The seminar pack is not JSON: %1 (at byte %2).</source>
        <extracomment>%1: the JSON parser&apos;s message; %2: the byte offset in the file</extracomment>
        <translation>Пакет семинара не является JSON: %1 (байт %2).</translation>
    </message>
    <message>
        <source>This is not a seminar pack (its &quot;format&quot; is not &quot;arbiter-seminar&quot;).</source>
        <translation>Это не пакет семинара (его &quot;format&quot; не &quot;arbiter-seminar&quot;).</translation>
    </message>
    <message>
        <source>The seminar pack is of version %1; this console reads version %2.</source>
        <extracomment>%1: the pack&apos;s version; %2: the version this console reads</extracomment>
        <translation>Пакет семинара версии %1; эта консоль читает версию %2.</translation>
    </message>
    <message>
        <source>the pack needs an id.</source>
        <translation>у пакета должен быть идентификатор (id).</translation>
    </message>
    <message>
        <source>the language is &quot;ru&quot; or &quot;en&quot;.</source>
        <translation>язык — &quot;ru&quot; или &quot;en&quot;.</translation>
    </message>
    <message>
        <source>the event needs a name.</source>
        <translation>у соревнования должно быть название.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a role of the staff.</source>
        <extracomment>%1: the role as written in the pack</extracomment>
        <translation>«%1» — не роль судейской бригады.</translation>
    </message>
    <message>
        <source>every player needs a name.</source>
        <translation>у каждого участника должно быть имя.</translation>
    </message>
    <message>
        <source>the pack needs the simulator&apos;s scenario.</source>
        <translation>в пакете должен быть сценарий симулятора.</translation>
    </message>
    <message>
        <source>the pack needs at least one incident.</source>
        <translation>в пакете должен быть хотя бы один инцидент.</translation>
    </message>
    <message>
        <source>the id &apos;%1&apos; is used twice.</source>
        <extracomment>%1: the incident&apos;s id</extracomment>
        <translation>идентификатор «%1» использован дважды.</translation>
    </message>
    <message>
        <source>Cannot open the seminar pack %1: %2</source>
        <extracomment>%1: the pack&apos;s path; %2: why it cannot be opened (the system&apos;s message)</extracomment>
        <translation>Не удаётся открыть пакет семинара %1: %2</translation>
    </message>
    <message>
        <source>The seminar pack %1 is too large (over 4 MB).</source>
        <extracomment>%1: the pack&apos;s path</extracomment>
        <translation>Пакет семинара %1 слишком велик (более 4 МБ).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: the pack&apos;s path; %2: what is wrong</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>grading is &quot;made&quot; or &quot;end&quot;.</source>
        <translation>grading — это «made» или «end».</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time control.</source>
        <extracomment>%1: the time control as written</extracomment>
        <translation>«%1» — не контроль времени.</translation>
    </message>
    <message>
        <source>the event&apos;s type is &quot;online&quot; or &quot;hybrid&quot;.</source>
        <translation>тип соревнования — «online» или «hybrid».</translation>
    </message>
    <message>
        <source>the trainee&apos;s venue is not one of the event&apos;s venues.</source>
        <translation>площадки слушателя нет среди игровых площадок соревнования.</translation>
    </message>
    <message>
        <source>the venue is not one of the event&apos;s venues.</source>
        <translation>такой площадки нет среди игровых площадок соревнования.</translation>
    </message>
</context>
<context>
    <name>SeminarSheet</name>
    <message>
        <source>%1 — %2 % of the points</source>
        <extracomment>%1: a reference ruling; %2: the share of the incident&apos;s points it earns, in percent</extracomment>
        <translation>%1 — %2 % баллов</translation>
    </message>
    <message>
        <source>Seminar result sheet</source>
        <translation>Лист результатов семинара</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Пункт</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Слушатель</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Соревнование</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>%1: points scored; %2: points possible; %3: the percentage</extracomment>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 из %2 (%3)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>passed (%1 needed)</source>
        <extracomment>%1: the pass mark in percent</extracomment>
        <translation>зачёт (нужно %1)</translation>
    </message>
    <message>
        <source>not passed (%1 needed)</source>
        <translation>незачёт (нужно %1)</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Инциденты</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Инцидент</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Your ruling</source>
        <translation>Ваше решение</translation>
    </message>
    <message>
        <source>What it lacked</source>
        <translation>Чего не хватило</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>Факты</translation>
    </message>
    <message>
        <source>proposed</source>
        <translation>предложено</translation>
    </message>
    <message>
        <source>You ruled:</source>
        <translation>Ваше решение:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>The reference:</source>
        <translation>Эталон:</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <extracomment>%1: points scored; %2: points possible</extracomment>
        <translation>%1 из %2 баллов</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Баллы:</translation>
    </message>
    <message>
        <source>Rulings that answer no incident</source>
        <translation>Решения, не относящиеся ни к одному инциденту</translation>
    </message>
    <message>
        <source>Board %1:</source>
        <translation>Доска %1:</translation>
    </message>
    <message>
        <source>Seminar results</source>
        <translation>Результаты семинара</translation>
    </message>
    <message>
        <source>%1 of %2 trainees passed (%3 needed).</source>
        <extracomment>%1: trainees who passed; %2: trainees; %3: the pass mark</extracomment>
        <translation>Зачёт получили %1 из %2 слушателей (нужно %3).</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>зачёт</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>незачёт</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>The reference</source>
        <translation>Эталон</translation>
    </message>
    <message>
        <source>Common mistakes</source>
        <translation>Типичные ошибки</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Нет.</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Слушатели</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
</context>
<context>
    <name>SeminarState</name>
    <message>
        <source>The event&apos;s seminar state does not read: %1</source>
        <extracomment>%1: the JSON parser&apos;s message</extracomment>
        <translation>Состояние семинара в соревновании не читается: %1</translation>
    </message>
    <message>
        <source>The event&apos;s seminar grades &quot;%1&quot;; it grades &quot;made&quot; or &quot;end&quot;.</source>
        <extracomment>%1: the value found</extracomment>
        <translation>Семинар соревнования оценивает «%1»; допустимо «made» или «end».</translation>
    </message>
</context>
<context>
    <name>ServerPresence</name>
    <message>
        <source>A presence line from the video server is not JSON: %1</source>
        <extracomment>%1: the start of the line as received</extracomment>
        <translation>Строка присутствия от видеосервера — не JSON: %1</translation>
    </message>
    <message>
        <source>A presence line from the video server names no feed or no state: %1</source>
        <extracomment>%1: the start of the line as received</extracomment>
        <translation>В строке присутствия от видеосервера нет трансляции или состояния: %1</translation>
    </message>
</context>
<context>
    <name>SessionThreads</name>
    <message>
        <source>The demo&apos;s simulator did not start: %1</source>
        <translation>Симулятор демонстрации не запустился: %1</translation>
    </message>
    <message>
        <source>The demo&apos;s simulator ended before it served the round (exit status %1).</source>
        <translation>Симулятор демонстрации завершился, не начав раздавать тур (код завершения %1).</translation>
    </message>
    <message>
        <source>The demo&apos;s simulator did not answer within two minutes.</source>
        <translation>Симулятор демонстрации не ответил в течение двух минут.</translation>
    </message>
</context>
<context>
    <name>SimCommand</name>
    <message>
        <source>Run the game-zone simulator (Lichess API and extension) on loopback until interrupted.</source>
        <translation>Запустить симулятор игровой зоны (API Lichess и расширение) на локальном адресе до прерывания.</translation>
    </message>
    <message>
        <source>Port on 127.0.0.1 (0 = any free port).</source>
        <translation>Порт на 127.0.0.1 (0 — любой свободный порт).</translation>
    </message>
    <message>
        <source>Number of games stockfish plays for the round (default 8).</source>
        <translation>Число партий тура, которые сыграет stockfish (по умолчанию 8).</translation>
    </message>
    <message>
        <source>Virtual seconds per real second (default 1).</source>
        <translation>Виртуальных секунд в одной реальной секунде (по умолчанию 1).</translation>
    </message>
    <message>
        <source>Seed for players, openings and game ids.</source>
        <translation>Начальное значение генератора для игроков, дебютов и идентификаторов партий.</translation>
    </message>
    <message>
        <source>Time control of the generated games, e.g. 3+2 (default).</source>
        <translation>Контроль времени создаваемых партий, например 3+2 (по умолчанию).</translation>
    </message>
    <message>
        <source>Replay the games of this PGN file instead.</source>
        <translation>Вместо этого воспроизвести партии из этого файла PGN.</translation>
    </message>
    <message>
        <source>Also write the generated round to this PGN file.</source>
        <translation>Также записать созданный тур в этот файл PGN.</translation>
    </message>
    <message>
        <source>Round id (default simround).</source>
        <translation>Идентификатор тура (по умолчанию simround).</translation>
    </message>
    <message>
        <source>Bearer token to use instead of a generated one.</source>
        <translation>Токен доступа вместо созданного автоматически.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in round %1; Ctrl+C stops the simulator.</source>
        <extracomment>%n: how many games the round has; %1: the round&apos;s id, e.g. simround</extracomment>
        <translation>
            <numerusform>%n партия в туре %1; Ctrl+C останавливает симулятор.</numerusform>
            <numerusform>%n партии в туре %1; Ctrl+C останавливает симулятор.</numerusform>
            <numerusform>%n партий в туре %1; Ctrl+C останавливает симулятор.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1: the path of the PGN file; %2: why it cannot be written (the system&apos;s message)</extracomment>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Play the scripted incidents and network faults of this JSON file (see docs/simulator-api.md); its seed, games, time control, speed and PGN apply unless given here.</source>
        <translation>Разыграть инциденты и сбои сети по сценарию из этого файла JSON (см. docs/simulator-api.md); его seed, число партий, контроль времени, скорость и PGN действуют, если они не заданы здесь.</translation>
    </message>
    <message>
        <source>Scenario event %1: %2</source>
        <extracomment>%1: the event&apos;s number in the scenario (from 1); %2: what the event does (a description)</extracomment>
        <translation>Событие сценария %1: %2</translation>
    </message>
    <message>
        <source>The UCI engine that plays the games (default: stockfish, found where Debian installs it).</source>
        <translation>Движок UCI, который играет партии (по умолчанию stockfish там, куда его устанавливает Debian).</translation>
    </message>
    <message numerus="yes">
        <source>Stockfish has played all %n game(s) of the round.</source>
        <extracomment>%n: how many games the engines played</extracomment>
        <translation>
            <numerusform>Stockfish доиграл тур: %n партия.</numerusform>
            <numerusform>Stockfish доиграл тур: %n партии.</numerusform>
            <numerusform>Stockfish доиграл тур: %n партий.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves made late because the engines fell behind: %1 (%2 s of virtual time in all, at most %3 s).</source>
        <extracomment>%1: moves made late, %2: seconds of virtual time late in all, %3: the most late</extracomment>
        <translation>Ходов сделано с опозданием, потому что движки не успевали: %1 (всего %2 с виртуального времени, не более %3 с).</translation>
    </message>
</context>
<context>
    <name>SimulatorAdapter</name>
    <message>
        <source>The simulator sent a line that is not a JSON object.</source>
        <translation>Симулятор прислал строку, которая не является объектом JSON.</translation>
    </message>
    <message>
        <source>The simulator sent a line without &apos;%1&apos;.</source>
        <extracomment>%1: the JSON field&apos;s name (not to be translated)</extracomment>
        <translation>Симулятор прислал строку без «%1».</translation>
    </message>
    <message>
        <source>Unknown colour &apos;%1&apos; in a simulator line.</source>
        <extracomment>%1: the colour as sent</extracomment>
        <translation>Неизвестный цвет «%1» в строке симулятора.</translation>
    </message>
    <message>
        <source>Unknown game status &apos;%1&apos; in a simulator line.</source>
        <extracomment>%1: the game status as sent</extracomment>
        <translation>Неизвестный статус партии «%1» в строке симулятора.</translation>
    </message>
    <message>
        <source>The simulator lists no round.</source>
        <translation>Симулятор не сообщает ни одного тура.</translation>
    </message>
    <message>
        <source>Game %1 was restarted on the zone.</source>
        <extracomment>%1: the game id</extracomment>
        <translation>Партия %1 начата заново в игровой зоне.</translation>
    </message>
    <message>
        <source>The simulator refused the command (HTTP %1): %2</source>
        <extracomment>%1: HTTP status number; %2: the simulator&apos;s own reason (English, as it sent it)</extracomment>
        <translation>Симулятор отклонил команду (HTTP %1): %2</translation>
    </message>
    <message>
        <source>The simulator could not be reached: %1</source>
        <extracomment>%1: the network error as Qt reports it</extracomment>
        <translation>Симулятор недоступен: %1</translation>
    </message>
    <message>
        <source>The command names no game.</source>
        <translation>В команде не указана партия.</translation>
    </message>
</context>
<context>
    <name>SqlRulingLog</name>
    <message>
        <source>The event database is not open.</source>
        <translation>База данных соревнования не открыта.</translation>
    </message>
    <message>
        <source>Could not set up the rulings log: %1</source>
        <extracomment>%1: the database&apos;s own message</extracomment>
        <translation>Не удалось подготовить журнал решений: %1</translation>
    </message>
    <message>
        <source>The ruling was not recorded: %1</source>
        <extracomment>%1: the database&apos;s own message</extracomment>
        <translation>Решение не внесено в журнал: %1</translation>
    </message>
    <message>
        <source>Could not read the rulings log: %1</source>
        <extracomment>%1: the database&apos;s own message</extracomment>
        <translation>Не удалось прочитать журнал решений: %1</translation>
    </message>
    <message>
        <source>Rulings log entry %1 has an unknown role &apos;%2&apos; or kind &apos;%3&apos;.</source>
        <extracomment>%1: the entry number; %2: the stored role; %3: the stored kind</extracomment>
        <translation>В записи %1 журнала решений неизвестная роль «%2» или вид «%3».</translation>
    </message>
    <message>
        <source>The event&apos;s server refused the ruling: %1 (%2) may not record it.</source>
        <extracomment>%1: the issuer&apos;s name; %2: their role</extracomment>
        <translation>Сервер мероприятия отклонил решение: %1 (%2) не может его вносить.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: who recorded it; %2: what was recorded</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The game changed since you opened the dialog; another arbiter recorded:
%1
Look at it and decide again.</source>
        <extracomment>%1: the rulings recorded on the game meanwhile, one per line</extracomment>
        <translation>Пока был открыт диалог, по этой партии уже вынесено решение другим арбитром:
%1
Ознакомьтесь с ним и примите решение заново.</translation>
    </message>
    <message>
        <source>The server did not confirm the ruling (%1). It may have been recorded all the same: look in the rulings log once the console is connected again before you record it again.</source>
        <extracomment>%1: the database&apos;s own message</extracomment>
        <translation>Сервер не подтвердил решение (%1). Возможно, оно всё же записано: прежде чем записывать его снова, проверьте журнал решений, когда консоль снова подключится.</translation>
    </message>
    <message>
        <source>Could not read the rulings log.</source>
        <translation>Не удалось прочитать журнал решений.</translation>
    </message>
    <message>
        <source>Could not save the players matched to the rulings.</source>
        <translation>Не удалось сохранить игроков, сопоставленных с решениями.</translation>
    </message>
</context>
<context>
    <name>StaffMember</name>
    <message>
        <source>Arbiter</source>
        <translation>Арбитр</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Главный арбитр</translation>
    </message>
    <message>
        <source>Local chief arbiter</source>
        <translation>Местный главный арбитр</translation>
    </message>
    <message>
        <source>Local technical arbiter</source>
        <translation>Местный технический арбитр</translation>
    </message>
    <message>
        <source>The event&apos;s staff list is not readable.</source>
        <translation>Список судейской бригады соревнования не читается.</translation>
    </message>
    <message>
        <source>A staff entry has no name or an unknown role: %1</source>
        <extracomment>%1: the staff entry as stored (JSON)</extracomment>
        <translation>В записи о члене бригады нет имени или неизвестная роль: %1</translation>
    </message>
    <message>
        <source>Deputy chief arbiter</source>
        <translation>Заместитель главного арбитра</translation>
    </message>
    <message>
        <source>Appeals committee</source>
        <translation>Апелляционный комитет</translation>
    </message>
    <message>
        <source>The first member of an event&apos;s staff is its chief arbiter.</source>
        <translation>Первый член судейской бригады мероприятия — его главный арбитр.</translation>
    </message>
    <message>
        <source>The event must keep a chief arbiter.</source>
        <translation>У мероприятия должен оставаться главный арбитр.</translation>
    </message>
    <message>
        <source>Only the chief arbiter may change a role or remove someone from the staff list.</source>
        <translation>Только главный арбитр может менять роли и исключать из списка судейской бригады.</translation>
    </message>
    <message>
        <source>Only the chief arbiter may add a member with the role %1.</source>
        <extracomment>%1: a role (e.g. Deputy chief arbiter)</extracomment>
        <translation>Только главный арбитр может добавить члена бригады с ролью «%1».</translation>
    </message>
</context>
<context>
    <name>StandingsCommand</name>
    <message>
        <source>Standings after round %1 (tie-breaks: %2)</source>
        <extracomment>%1: the round number; %2: the event&apos;s tie-breaks, e.g. &quot;BH-C1, BH, SB&quot;</extracomment>
        <translation>Положение после %1-го тура (доп. показатели: %2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Rk</source>
        <extracomment>Column headings of the standings: rank, starting number, name, rating, federation, points</extracomment>
        <translation>М</translation>
    </message>
    <message>
        <source>No</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Рейт</translation>
    </message>
    <message>
        <source>Fed</source>
        <translation>Фед</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Очки</translation>
    </message>
    <message numerus="yes">
        <source>(%n game(s) not finished)</source>
        <translation>
            <numerusform>(%n партия не окончена)</numerusform>
            <numerusform>(%n партии не окончены)</numerusform>
            <numerusform>(%n партий не окончено)</numerusform>
        </translation>
    </message>
    <message>
        <source>* points with a score adjustment (a ruling or the file&apos;s own).</source>
        <translation>* очки с поправкой (по решению арбитра или из файла).</translation>
    </message>
    <message>
        <source>Show the standings after a round with the event&apos;s tie-breaks: of an event (after rulings) or of a TRF or CSV file.</source>
        <translation>Показать положение после тура с дополнительными показателями соревнования: соревнования (с учётом решений) или файла TRF либо CSV.</translation>
    </message>
    <message>
        <source>The standings after this round (default: the last round with a result).</source>
        <translation>Положение после этого тура (по умолчанию — последнего тура с результатами).</translation>
    </message>
    <message>
        <source>The tie-breaks in order, e.g. BH-C1,BH,SB,DE,WIN,BPG (default: the event&apos;s, else that list).</source>
        <translation>Дополнительные показатели по порядку, например BH-C1,BH,SB,DE,WIN,BPG (по умолчанию — заданные соревнованием, иначе этот список).</translation>
    </message>
    <message>
        <source>Print one JSON object (fields: round, tie_breaks, standings with rank, no, name, points, …).</source>
        <translation>Вывести один объект JSON (поля: round, tie_breaks, standings с rank, no, name, points, …).</translation>
    </message>
    <message>
        <source>The edition of the FIDE tie-break regulations: fide2024 or fide2026 (default: the one in force when the event started).</source>
        <translation>Редакция Положения ФИДЕ о дополнительных показателях: fide2024 или fide2026 (по умолчанию — действовавшая на начало соревнования).</translation>
    </message>
    <message>
        <source>standings needs exactly one event database or file.</source>
        <translation>Для standings нужна ровно одна база данных соревнования или файл.</translation>
    </message>
    <message>
        <source>--rules takes fide2024 or fide2026, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --rules, as typed</extracomment>
        <translation>--rules принимает fide2024 или fide2026, а не &apos;%1&apos;.</translation>
    </message>
</context>
<context>
    <name>TailCommand</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>%1 listed: board %2, %3 – %4</source>
        <extracomment>%1: the zone&apos;s game id; %2: the board number; %3: White&apos;s name; %4: Black&apos;s name</extracomment>
        <translation>%1 в списке: доска %2, %3 – %4</translation>
    </message>
    <message>
        <source>%1 started</source>
        <extracomment>%1: the zone&apos;s game id</extracomment>
        <translation>%1 началась</translation>
    </message>
    <message>
        <source>%1 ply %2: %3 (%4)  White %5  Black %6</source>
        <extracomment>%1: game id; %2: ply; %3: the move in SAN; %4: the move in UCI; %5, %6: White&apos;s, Black&apos;s clock (h:mm:ss)</extracomment>
        <translation>%1 полуход %2: %3 (%4)  белые %5  чёрные %6</translation>
    </message>
    <message>
        <source>%1 ply %2: draw offered by %3</source>
        <extracomment>%1: the zone&apos;s game id; %2: the ply; %3: the side that offered the draw (White or Black)</extracomment>
        <translation>%1 полуход %2: ничью предлагают %3</translation>
    </message>
    <message>
        <source>%1: %2 reconnected</source>
        <extracomment>%1: the zone&apos;s game id; %2: the side (White or Black)</extracomment>
        <translation>%1: %2 — соединение восстановлено</translation>
    </message>
    <message>
        <source>%1: %2 disconnected</source>
        <extracomment>%1: the zone&apos;s game id; %2: the side (White or Black)</extracomment>
        <translation>%1: %2 — отключение от игровой зоны</translation>
    </message>
    <message>
        <source>%1: %2&apos;s clock changed by %3 s</source>
        <extracomment>%1: the zone&apos;s game id; %2: the side (White or Black); %3: the change in seconds (negative: taken off)</extracomment>
        <translation>%1: %2 — время на часах изменено на %3 с</translation>
    </message>
    <message>
        <source>%1 paused</source>
        <extracomment>%1: the zone&apos;s game id</extracomment>
        <translation>%1 приостановлена</translation>
    </message>
    <message>
        <source>%1 resumed</source>
        <extracomment>%1: the zone&apos;s game id</extracomment>
        <translation>%1 возобновлена</translation>
    </message>
    <message>
        <source>%1 ended: %2 (%3)</source>
        <extracomment>%1: the zone&apos;s game id; %2: the result, e.g. 1-0 or 1/2-1/2; %3: how the game ended, as the zone says</extracomment>
        <translation>%1 завершена: %2 (%3)</translation>
    </message>
    <message>
        <source>Follow a round live through the game-zone adapters and print every event.</source>
        <translation>Следить за туром в реальном времени через адаптеры игровой зоны и выводить каждое событие.</translation>
    </message>
    <message>
        <source>A live PGN URL or file (the same as --pgn-url / --pgn-file).</source>
        <translation>URL или файл трансляции PGN (то же, что --pgn-url / --pgn-file).</translation>
    </message>
    <message>
        <source>Poll a live PGN at this URL.</source>
        <translation>Опрашивать трансляцию PGN по этому URL.</translation>
    </message>
    <message>
        <source>Watch this live PGN file.</source>
        <translation>Следить за этим файлом трансляции PGN.</translation>
    </message>
    <message>
        <source>Polling period for live PGN URLs in seconds (at least 2).</source>
        <translation>Период опроса URL трансляции PGN в секундах (не меньше 2).</translation>
    </message>
    <message>
        <source>Print one JSON object per event.</source>
        <translation>Выводить по одному объекту JSON на событие.</translation>
    </message>
    <message>
        <source>Exit once every game of the round has ended.</source>
        <translation>Завершить работу, когда все партии тура окончены.</translation>
    </message>
    <message>
        <source>tail follows one source at a time.</source>
        <translation>tail следит только за одним источником.</translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for usage.</source>
        <extracomment>%1: the command, e.g. arbiterctl tail</extracomment>
        <translation>Запустите &apos;%1 --help&apos;, чтобы узнать, как пользоваться командой.</translation>
    </message>
    <message>
        <source>Not a valid URL: %1</source>
        <extracomment>%1: the URL as typed</extracomment>
        <translation>Недопустимый URL: %1</translation>
    </message>
    <message>
        <source>Following %1</source>
        <extracomment>%1: what is followed, e.g. &quot;Live PGN at https://…&quot; or &quot;Lichess bulk pairing … at …&quot;</extracomment>
        <translation>Отслеживается: %1</translation>
    </message>
    <message>
        <source>Follow the round of the game-zone simulator at this address (with --token).</source>
        <translation>Следить за туром симулятора игровой зоны по этому адресу (с --token).</translation>
    </message>
    <message>
        <source>Bearer token of the simulator.</source>
        <translation>Токен доступа симулятора.</translation>
    </message>
    <message>
        <source>Lichess or a Lichess-compatible server (default https://lichess.org).</source>
        <translation>Lichess или совместимый с ним сервер (по умолчанию https://lichess.org).</translation>
    </message>
    <message>
        <source>Follow the games of this Lichess bulk pairing.</source>
        <translation>Следить за партиями этой жеребьёвки Lichess.</translation>
    </message>
    <message>
        <source>Follow these Lichess games (ids separated by commas).</source>
        <translation>Следить за этими партиями Lichess (идентификаторы через запятую).</translation>
    </message>
    <message>
        <source>Follow this Lichess broadcast round.</source>
        <translation>Следить за этим туром трансляции Lichess.</translation>
    </message>
    <message>
        <source>Read the Lichess API token from this file (it is never printed).</source>
        <translation>Прочитать токен API Lichess из этого файла (он никогда не выводится).</translation>
    </message>
    <message>
        <source>Write the round as PGN with %clk to this file as it goes.</source>
        <translation>По ходу тура записывать его в этот файл в формате PGN с %clk.</translation>
    </message>
    <message>
        <source>Give one source: a live PGN URL or file, a simulator (--sim), or Lichess (--bulk, --games or --broadcast-round).</source>
        <translation>Укажите один источник: URL или файл трансляции PGN, симулятор (--sim) или Lichess (--bulk, --games или --broadcast-round).</translation>
    </message>
    <message>
        <source>--games needs at least one game id.</source>
        <translation>Для --games нужен хотя бы один идентификатор партии.</translation>
    </message>
    <message>
        <source>Cannot read the token file %1: %2</source>
        <extracomment>%1: the token file&apos;s path; %2: why it cannot be read (the system&apos;s message)</extracomment>
        <translation>Не удаётся прочитать файл токена %1: %2</translation>
    </message>
    <message>
        <source>Warning: the token file %1 can be read by other users.</source>
        <extracomment>%1: the token file&apos;s path</extracomment>
        <translation>Внимание: файл токена %1 доступен для чтения другим пользователям.</translation>
    </message>
    <message>
        <source>Following a bulk pairing needs the organiser&apos;s token (--token-file).</source>
        <translation>Для отслеживания жеребьёвки нужен токен организатора (--token-file).</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1: the PGN file&apos;s path; %2: why it cannot be written (the system&apos;s message)</extracomment>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>%1 restarted from the initial position</source>
        <extracomment>%1: the zone&apos;s game id</extracomment>
        <translation>%1: партия начата заново с начальной позиции</translation>
    </message>
    <message>
        <source>%1: %2 back on the VCS</source>
        <extracomment>%1: the zone&apos;s game id; %2: the side (White or Black)</extracomment>
        <translation>%1: %2 снова в ВКС</translation>
    </message>
    <message>
        <source>%1: %2 left the VCS</source>
        <extracomment>%1: the zone&apos;s game id; %2: the side (White or Black)</extracomment>
        <translation>%1: %2 отключились от ВКС</translation>
    </message>
</context>
<context>
    <name>TeamCommand</name>
    <message>
        <source>The team event&apos;s postgresql:// address.</source>
        <translation>Адрес postgresql:// мероприятия бригады.</translation>
    </message>
    <message>
        <source>Create an event of this name when the database holds none.</source>
        <translation>Создать мероприятие с этим названием, если в базе его нет.</translation>
    </message>
    <message>
        <source>Set up a team event&apos;s database (run again to update it).</source>
        <translation>Подготовить базу данных мероприятия бригады (повторный запуск обновляет её).</translation>
    </message>
    <message>
        <source>Event %1 created.</source>
        <extracomment>%1: the new event&apos;s id</extracomment>
        <translation>Мероприятие %1 создано.</translation>
    </message>
    <message>
        <source>The team event %1 is ready. Its roles: %2.</source>
        <extracomment>%1: the database; %2: the role names, separated by commas</extracomment>
        <translation>Мероприятие бригады %1 готово. Его роли: %2.</translation>
    </message>
    <message>
        <source>Add its chief arbiter: arbiterctl team add-staff URL --name NAME --role chief</source>
        <translation>Добавьте главного арбитра: arbiterctl team add-staff URL --name ИМЯ --role chief</translation>
    </message>
    <message>
        <source>The person&apos;s name.</source>
        <translation>Имя человека.</translation>
    </message>
    <message>
        <source>Their role: %1.</source>
        <extracomment>%1: the roles, as keys separated by commas (not to be translated)</extracomment>
        <translation>Роль: %1.</translation>
    </message>
    <message>
        <source>Their login (default: made from the name, e.g. anna.petrova).</source>
        <translation>Логин (по умолчанию составляется из имени, например anna.petrova).</translation>
    </message>
    <message>
        <source>Their FIDE ID.</source>
        <translation>FIDE ID.</translation>
    </message>
    <message>
        <source>Hybrid events: their venue.</source>
        <translation>Гибридные мероприятия: площадка.</translation>
    </message>
    <message>
        <source>Give an existing login a new password.</source>
        <translation>Выдать существующему логину новый пароль.</translation>
    </message>
    <message>
        <source>Give a person a login and a role in a team event.</source>
        <translation>Выдать человеку логин и роль в мероприятии бригады.</translation>
    </message>
    <message>
        <source>add-staff needs --name and --role one of: %1.</source>
        <extracomment>%1: the roles, as keys separated by commas (not to be translated)</extracomment>
        <translation>add-staff требует --name и --role, одно из: %1.</translation>
    </message>
    <message>
        <source>%1 (login %2): %3.</source>
        <extracomment>%1: the person&apos;s name; %2: their login; %3: their role</extracomment>
        <translation>%1 (логин %2): %3.</translation>
    </message>
    <message>
        <source>Password (shown once; hand it over in person or by a private channel): %1</source>
        <extracomment>%1: the new password. Printed once; the server keeps only a verifier of it.</extracomment>
        <translation>Пароль (показывается один раз; передайте его лично или по закрытому каналу): %1</translation>
    </message>
    <message>
        <source>The login to take off the staff.</source>
        <translation>Логин, исключаемый из судейской бригады.</translation>
    </message>
    <message>
        <source>Take a login&apos;s role in a team event away.</source>
        <translation>Лишить логин роли в мероприятии бригады.</translation>
    </message>
    <message>
        <source>remove-staff needs --login.</source>
        <translation>remove-staff требует --login.</translation>
    </message>
    <message>
        <source>%1 is no longer on the event&apos;s staff.</source>
        <extracomment>%1: the login</extracomment>
        <translation>%1 больше не входит в судейскую бригаду мероприятия.</translation>
    </message>
    <message>
        <source>The one-arbiter event (an SQLite file).</source>
        <translation>Мероприятие одного арбитра (файл SQLite).</translation>
    </message>
    <message>
        <source>Move a one-arbiter event onto a team event&apos;s server, log and all.</source>
        <translation>Перенести мероприятие одного арбитра на сервер бригады вместе с журналом.</translation>
    </message>
    <message>
        <source>push needs an SQLite file and a postgresql:// address.</source>
        <translation>push требует файл SQLite и адрес postgresql://.</translation>
    </message>
    <message>
        <source>Event %1 is on the server: %2 rows copied. Check it with arbiterctl verify-log URL.</source>
        <extracomment>%1: the event&apos;s id; %2: the number of rows</extracomment>
        <translation>Мероприятие %1 на сервере: скопировано строк: %2. Проверьте его командой arbiterctl verify-log URL.</translation>
    </message>
    <message>
        <source>  init URL [--new-event NAME]              set up the event&apos;s database, roles and policies</source>
        <translation>  init URL [--new-event ИМЯ]               подготовить базу мероприятия, роли и политики</translation>
    </message>
    <message>
        <source>  add-staff URL --name N --role R [--login L] [--fide-id ID] [--venue V] [--new-password]</source>
        <translation>  add-staff URL --name ИМЯ --role РОЛЬ [--login Л] [--fide-id ID] [--venue П] [--new-password]</translation>
    </message>
    <message>
        <source>  remove-staff URL --login L               take a login&apos;s role away</source>
        <translation>  remove-staff URL --login Л               лишить логин роли</translation>
    </message>
    <message>
        <source>  staff URL                                the staff and their logins</source>
        <translation>  staff URL                                судейская бригада и логины</translation>
    </message>
    <message>
        <source>  push FILE URL [--event ID]               move a one-arbiter event onto the server</source>
        <translation>  push ФАЙЛ URL [--event ID]               перенести мероприятие одного арбитра на сервер</translation>
    </message>
    <message>
        <source>No sectors: every arbiter sees every board.</source>
        <translation>Секторов нет: каждый арбитр видит все доски.</translation>
    </message>
    <message>
        <source>%1: %2; this round: %3 (by %4)</source>
        <extracomment>%1: the arbiter; %2: the sector; %3: the boards it covers this round; %4: who assigned it</extracomment>
        <translation>%1: %2; в этом туре: %3 (назначил(а) %4)</translation>
    </message>
    <message>
        <source>handed over by %1</source>
        <extracomment>%1: the arbiter who handed the sector over</extracomment>
        <translation>передан арбитром %1</translation>
    </message>
    <message>
        <source>Boards nobody watches: %1</source>
        <extracomment>%1: boards, e.g. 41-45, 50</extracomment>
        <translation>Доски без наблюдения: %1</translation>
    </message>
    <message>
        <source>The arbiter whose sector it is.</source>
        <translation>Арбитр, чей это сектор.</translation>
    </message>
    <message>
        <source>Their boards, e.g. 1-20,35.</source>
        <translation>Его доски, например 1-20,35.</translation>
    </message>
    <message>
        <source>Their players by starting number, e.g. 1-24.</source>
        <translation>Его участники по стартовым номерам, например 1-24.</translation>
    </message>
    <message>
        <source>Take the arbiter&apos;s sector away.</source>
        <translation>Снять с арбитра его сектор.</translation>
    </message>
    <message>
        <source>Hand the arbiter&apos;s sector over to this arbiter.</source>
        <translation>Передать сектор арбитра этому арбитру.</translation>
    </message>
    <message>
        <source>The hand-over&apos;s note.</source>
        <translation>Записка при передаче.</translation>
    </message>
    <message>
        <source>Who does it (a name on the staff list; on a team event, your login).</source>
        <translation>Кто это делает (имя из судейской бригады; на мероприятии бригады — ваш логин).</translation>
    </message>
    <message>
        <source>Assign an arbiter&apos;s sector, take it away or hand it over; list them all.</source>
        <translation>Назначить арбитру сектор, снять его или передать; показать все секторы.</translation>
    </message>
    <message>
        <source>%1 is not on the event&apos;s staff.</source>
        <extracomment>%1: a name</extracomment>
        <translation>%1 не входит в судейскую бригаду соревнования.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>%1: why the change was refused</extracomment>
        <translation>Отказано: %1</translation>
    </message>
    <message>
        <source>assign needs --boards, --players, --clear or --hand-over-to.</source>
        <translation>Для assign нужен --boards, --players, --clear или --hand-over-to.</translation>
    </message>
    <message>
        <source>  assign DB [--arbiter N (--boards B | --players P | --clear | --hand-over-to M [--note T])]</source>
        <translation>  assign БД [--arbiter N (--boards B | --players P | --clear | --hand-over-to M [--note T])]</translation>
    </message>
    <message>
        <source>                                           the sectors (Art. 10.3.1): list, assign, hand over</source>
        <translation>                                           секторы (ст. 10.3.1): показать, назначить, передать</translation>
    </message>
    <message>
        <source>The relay&apos;s login (default: feedrelay).</source>
        <translation>Логин ретранслятора (по умолчанию feedrelay).</translation>
    </message>
    <message>
        <source>Give the feed relay a login that reads the consoles&apos; feed secrets.</source>
        <translation>Дать ретранслятору логин, который читает секреты консолей для трансляций.</translation>
    </message>
    <message>
        <source>The feed relay&apos;s login %1. Password (shown once; put it in the relay&apos;s ~/.pgpass): %2</source>
        <extracomment>%1: the login; %2: the new password. Printed once.</extracomment>
        <translation>Логин ретранслятора: %1. Пароль (показывается один раз; запишите его в ~/.pgpass ретранслятора): %2</translation>
    </message>
    <message>
        <source>A team event on PostgreSQL: init, add-staff, remove-staff, staff, push, assign, add-relay.</source>
        <translation>Мероприятие бригады на PostgreSQL: init, add-staff, remove-staff, staff, push, assign, add-relay.</translation>
    </message>
    <message>
        <source>Usage: arbiterctl team &lt;init|add-staff|remove-staff|staff|push|assign|add-relay&gt; …</source>
        <translation>Использование: arbiterctl team &lt;init|add-staff|remove-staff|staff|push|assign|add-relay&gt; …</translation>
    </message>
    <message>
        <source>  add-relay URL [--login L]                the feed relay&apos;s login (it reads the consoles&apos; feed secrets)</source>
        <translation>  add-relay URL [--login L]                логин ретранслятора (читает секреты консолей для трансляций)</translation>
    </message>
</context>
<context>
    <name>TeamServer</name>
    <message>
        <source>The connection to the event&apos;s server is not a PostgreSQL connection.</source>
        <translation>Соединение с сервером мероприятия — не соединение PostgreSQL.</translation>
    </message>
    <message>
        <source>Could not prepare the password: %1</source>
        <extracomment>%1: the server&apos;s message</extracomment>
        <translation>Не удалось подготовить пароль: %1</translation>
    </message>
    <message>
        <source>Could not read the login&apos;s rights.</source>
        <translation>Не удалось прочитать права логина.</translation>
    </message>
    <message>
        <source>The login %1 may not create roles: run this as the server&apos;s administrator (a superuser, or the owner of the database with CREATEROLE).</source>
        <extracomment>%1: the login used</extracomment>
        <translation>Логин %1 не может создавать роли: запустите это от имени администратора сервера (суперпользователя или владельца базы с правом CREATEROLE).</translation>
    </message>
    <message>
        <source>The database name %1 is too long or has a quote or a dollar sign; a team event&apos;s database name has at most 47 letters.</source>
        <extracomment>%1: the database&apos;s name</extracomment>
        <translation>Имя базы данных %1 слишком длинное или содержит кавычку либо знак доллара; имя базы мероприятия бригады — не более 47 символов.</translation>
    </message>
    <message>
        <source>A team event lives on a PostgreSQL server; an SQLite file is one arbiter&apos;s event.</source>
        <translation>Мероприятие бригады хранится на сервере PostgreSQL; файл SQLite — мероприятие одного арбитра.</translation>
    </message>
    <message>
        <source>Could not set up the team event.</source>
        <translation>Не удалось подготовить мероприятие бригады.</translation>
    </message>
    <message>
        <source>A member of staff needs a name and a login.</source>
        <translation>Члену судейской бригады нужны имя и логин.</translation>
    </message>
    <message>
        <source>%1 cannot be a login: at most 63 letters, no quote, not starting with pg_ or the event&apos;s name.</source>
        <extracomment>%1: the login given</extracomment>
        <translation>%1 не может быть логином: не более 63 символов, без кавычек, не начинается с pg_ или имени мероприятия.</translation>
    </message>
    <message>
        <source>Could not add the member of staff.</source>
        <translation>Не удалось добавить члена судейской бригады.</translation>
    </message>
    <message>
        <source>%1 is a group role on the server, not a person&apos;s login.</source>
        <extracomment>%1: the login given</extracomment>
        <translation>%1 — групповая роль на сервере, а не логин человека.</translation>
    </message>
    <message>
        <source>Another login of the event already has the name %1.</source>
        <extracomment>%1: a person&apos;s name</extracomment>
        <translation>Другой логин мероприятия уже носит имя %1.</translation>
    </message>
    <message>
        <source>Could not remove the member of staff.</source>
        <translation>Не удалось исключить члена судейской бригады.</translation>
    </message>
    <message>
        <source>%1 is not on the event&apos;s staff.</source>
        <extracomment>%1: the login given</extracomment>
        <translation>%1 не входит в судейскую бригаду мероприятия.</translation>
    </message>
    <message>
        <source>Could not copy the event to the server.</source>
        <translation>Не удалось скопировать мероприятие на сервер.</translation>
    </message>
    <message>
        <source>The server already holds an event %1: push into a team event that has none.</source>
        <extracomment>%1: the event&apos;s id</extracomment>
        <translation>На сервере уже есть мероприятие %1: переносите в мероприятие бригады, где его нет.</translation>
    </message>
    <message>
        <source>Could not read the event to copy.</source>
        <translation>Не удалось прочитать копируемое мероприятие.</translation>
    </message>
    <message>
        <source>Could not copy the event&apos;s %1 to the server.</source>
        <translation>Не удалось скопировать на сервер таблицу %1 мероприятия.</translation>
    </message>
    <message>
        <source>Could not read the event&apos;s staff.</source>
        <translation>Не удалось прочитать судейскую бригаду мероприятия.</translation>
    </message>
    <message>
        <source>The login %1 is not on this event&apos;s staff; the chief arbiter adds it with &apos;arbiterctl team add-staff&apos;.</source>
        <extracomment>%1: the login used</extracomment>
        <translation>Логин %1 не входит в судейскую бригаду этого мероприятия; главный арбитр добавляет его командой «arbiterctl team add-staff».</translation>
    </message>
    <message>
        <source>Could not add the feed relay&apos;s login.</source>
        <translation>Не удалось создать логин ретранслятора.</translation>
    </message>
    <message>
        <source>Could not read the console&apos;s access to the feeds.</source>
        <translation>Не удалось прочитать доступ консоли к трансляциям.</translation>
    </message>
    <message>
        <source>Could not read the consoles&apos; access to the feeds.</source>
        <translation>Не удалось прочитать доступ консолей к трансляциям.</translation>
    </message>
</context>
<context>
    <name>TieBreak</name>
    <message>
        <source>Buchholz</source>
        <translation>Бухгольц</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Зоннеборн — Бергер</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Личная встреча</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Число побед</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Победы за доской</translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation>Партии чёрными</translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation>Победы чёрными</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Сумма прогрессивных очков</translation>
    </message>
    <message>
        <source>Average rating of opponents</source>
        <translation>Средний рейтинг соперников</translation>
    </message>
    <message>
        <source>%1 Median %2</source>
        <extracomment>%1: a tie-break&apos;s name (e.g. Buchholz); %2: how many results are left out (Cut 1 = the lowest one)</extracomment>
        <translation>%1, медианный %2</translation>
    </message>
    <message>
        <source>%1 Cut %2</source>
        <translation>%1, усечённый %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tie-break the console counts; use BH, BH-C1, BH-C2, BH-M1, SB, SB-C1, DE, WIN, WON, BPG, BWG, PS, PS-C1 or ARO, ARO-C1.</source>
        <extracomment>%1: a tie-break as written</extracomment>
        <translation>«%1» — не дополнительный показатель, который считает консоль; используйте BH, BH-C1, BH-C2, BH-M1, SB, SB-C1, DE, WIN, WON, BPG, BWG, PS, PS-C1 или ARO, ARO-C1.</translation>
    </message>
</context>
<context>
    <name>TilePainter</name>
    <message>
        <source>White disconnected from the zone</source>
        <translation>Белые отключились от игровой зоны</translation>
    </message>
    <message>
        <source>Black disconnected from the zone</source>
        <translation>Чёрные отключились от игровой зоны</translation>
    </message>
    <message>
        <source>Draw offer pending</source>
        <translation>Предложена ничья</translation>
    </message>
    <message>
        <source>Anomaly</source>
        <translation>Несоответствие</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Colours reversed</source>
        <translation>Перевёрнутые цвета</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>нет связи</translation>
    </message>
    <message>
        <source>White off the VCS</source>
        <translation>Белые отключены от ВКС</translation>
    </message>
    <message>
        <source>Black off the VCS</source>
        <translation>Чёрные отключены от ВКС</translation>
    </message>
    <message>
        <source>%1: cards and penalties %2</source>
        <extracomment>%1: White or Black; %2: the marks, e.g. &quot;YR&quot; (Y yellow card, R red card, P penalty pending)</extracomment>
        <translation>%1: карточки и штрафы %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>no VCS</source>
        <translation>нет ВКС</translation>
    </message>
    <message>
        <source>%1 plays through the online assistant %2 (Appendix II–III)</source>
        <extracomment>%1: White or Black; %2: the online assistant</extracomment>
        <translation>%1 играют через онлайн-помощника %2 (приложения II–III)</translation>
    </message>
    <message>
        <source>Played beside traditional sets; the virtual board prevails (Art. 20)</source>
        <translation>Игра с традиционными комплектами; основной считается виртуальная доска (ст. 20)</translation>
    </message>
    <message>
        <source>assistant</source>
        <translation>помощник</translation>
    </message>
    <message>
        <source>set</source>
        <translation>комплект</translation>
    </message>
</context>
<context>
    <name>TimeControl</name>
    <message>
        <source>Time control “%1”: %2</source>
        <extracomment>%1: the time control as written, in FIDE notation, e.g. 40/90+30:30+30; %2: what is wrong (starts in lower case)</extracomment>
        <translation>Контроль времени «%1»: %2</translation>
    </message>
    <message>
        <source>unexpected “%1” at character %2.</source>
        <extracomment>%1: up to 8 characters of the text, from where it goes wrong; %2: their position in the text (from 1)</extracomment>
        <translation>неожиданное «%1» в позиции %2.</translation>
    </message>
    <message>
        <source>the number at character %1 is far too large.</source>
        <extracomment>%1: the position of the number in the text (from 1)</extracomment>
        <translation>число в позиции %1 слишком велико.</translation>
    </message>
    <message>
        <source>“%1” has more than three decimals.</source>
        <extracomment>%1: the number as written</extracomment>
        <translation>в «%1» больше трёх знаков после запятой.</translation>
    </message>
    <message>
        <source>a decimal point must be followed by digits (character %1).</source>
        <extracomment>%1: the position of the decimal point in the text (from 1)</extracomment>
        <translation>после десятичной точки должны идти цифры (позиция %1).</translation>
    </message>
    <message>
        <source>expected %1 at character %2.</source>
        <extracomment>%1: what was expected, e.g. &quot;a time&quot;; %2: the position in the text (from 1)</extracomment>
        <translation>в позиции %2 ожидается %1.</translation>
    </message>
    <message>
        <source>a period can have only one increment or delay (character %1).</source>
        <extracomment>%1: the position of the second increment or delay in the text (from 1)</extracomment>
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
        <extracomment>%1: the increment or delay in seconds, e.g. 4000</extracomment>
        <translation>добавление или задержка %1 с больше допустимого часа.</translation>
    </message>
    <message>
        <source>a move number after “from move”</source>
        <translation>номер хода после «с хода»</translation>
    </message>
    <message>
        <source>“from move” needs a whole move number from 1 to %1.</source>
        <extracomment>%1: the largest move number allowed</extracomment>
        <translation>после «с хода» нужен целый номер хода от 1 до %1.</translation>
    </message>
    <message>
        <source>period %1 is empty.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation>период %1 пуст.</translation>
    </message>
    <message>
        <source>expected a time at character %1.</source>
        <extracomment>%1: the position in the text (from 1)</extracomment>
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
        <extracomment>%1: the period&apos;s number (from 1); %2: the largest move count allowed</extracomment>
        <translation>число ходов периода %1 должно быть целым числом от 1 до %2.</translation>
    </message>
    <message>
        <source>expected “/” and a time after the move count.</source>
        <translation>после числа ходов ожидаются «/» и время.</translation>
    </message>
    <message>
        <source>period %1 lasts more than 30 days.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
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
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation>у периода %1 нет числа ходов, значит, он длится до конца партии, но за ним следуют другие периоды; запишите его как ходы/время, например 40/90.</translation>
    </message>
    <message>
        <source>“from move %1” needs an increment or delay to start.</source>
        <extracomment>%1: the move number written after &quot;from move&quot;</extracomment>
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
        <extracomment>%1: the period&apos;s number (from 1); %2: the largest move count allowed</extracomment>
        <translation>Период %1: число ходов должно быть от 0 (до конца партии) до %2.</translation>
    </message>
    <message>
        <source>Period %1 covers the rest of the game, so no period may follow it.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation>Период %1 длится до конца партии, поэтому за ним не может следовать другой период.</translation>
    </message>
    <message>
        <source>Period %1: the base time must be from 0 to 30 days.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation>Период %1: основное время должно быть от 0 до 30 дней.</translation>
    </message>
    <message>
        <source>Period %1: the increment or delay must be from 0 to 3600 seconds.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation>Период %1: добавление или задержка должны быть от 0 до 3600 секунд.</translation>
    </message>
    <message>
        <source>Period %1: the increment cannot start before move 1.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation>Период %1: добавление не может начинаться раньше первого хода.</translation>
    </message>
    <message>
        <source>Period %1 ends at move %2, before its increment would start at move %3.</source>
        <extracomment>%1: the period&apos;s number (from 1); %2: its last move; %3: the move from which its increment applies</extracomment>
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
        <extracomment>%1: the PGN TimeControl tag as written, e.g. *3m</extracomment>
        <translation>TimeControl «%1»: песочные часы записываются как «*» и целое число секунд, например *180.</translation>
    </message>
    <message>
        <source>TimeControl “%1”: %2</source>
        <extracomment>%1: the PGN TimeControl tag as written, e.g. 40/5400+30 or *180; %2: what is wrong (a sentence)</extracomment>
        <translation>TimeControl «%1»: %2</translation>
    </message>
    <message>
        <source>TimeControl “%1”, field %2 (“%3”): the move count before “/” must be a whole number from 1 to %4.</source>
        <extracomment>%1: the PGN TimeControl tag; %2: the field&apos;s number (from 1); %3: the field; %4: the most moves</extracomment>
        <translation>TimeControl «%1», поле %2 («%3»): число ходов перед «/» должно быть целым числом от 1 до %4.</translation>
    </message>
    <message>
        <source>TimeControl “%1”, field %2 (“%3”): expected whole seconds, as in 40/9000, 300+2 or 5400.</source>
        <extracomment>%1: the PGN TimeControl tag as written; %2: the field&apos;s number (from 1); %3: the field as written</extracomment>
        <translation>TimeControl «%1», поле %2 («%3»): ожидаются целые секунды, например 40/9000, 300+2 или 5400.</translation>
    </message>
    <message>
        <source>TimeControl “%1”, field %2 (“%3”): the increment after “+” must be whole seconds.</source>
        <extracomment>%1: the PGN TimeControl tag as written; %2: the field&apos;s number (from 1); %3: the field as written</extracomment>
        <translation>TimeControl «%1», поле %2 («%3»): добавление после «+» должно быть целым числом секунд.</translation>
    </message>
    <message>
        <source>The Lichess clock has a negative time (initial %1 s, increment %2 s).</source>
        <extracomment>%1: the initial time in seconds; %2: the increment in seconds</extracomment>
        <translation>У часов Lichess отрицательное время (начальное %1 с, добавление %2 с).</translation>
    </message>
    <message>
        <source>The Lichess clock is implausibly long (initial %1 s, increment %2 s).</source>
        <extracomment>%1: the initial time in seconds; %2: the increment in seconds</extracomment>
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
        <extracomment>%1: the move number from which the increment applies</extracomment>
        <translation>Тег PGN TimeControl не может выразить добавление, начинающееся с хода %1 внутри периода.</translation>
    </message>
    <message>
        <source>Lichess clocks have a single period for the whole game; “%1” does not fit.</source>
        <extracomment>%1: the time control in FIDE notation, e.g. 40/90+30:30+30</extracomment>
        <translation>У часов Lichess один период на всю партию; «%1» не подходит.</translation>
    </message>
    <message>
        <source>Lichess clocks have only a Fischer increment from move 1; “%1” does not fit.</source>
        <extracomment>%1: the time control in FIDE notation, e.g. 90 d5</extracomment>
        <translation>У часов Lichess есть только добавление по Фишеру с первого хода; «%1» не подходит.</translation>
    </message>
    <message>
        <source>Lichess clocks count whole seconds; “%1” does not fit.</source>
        <extracomment>%1: the time control in FIDE notation, e.g. 90.5+30</extracomment>
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
        <translation>без обсчёта рейтинга ФИДЕ</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>классические</translation>
    </message>
</context>
<context>
    <name>TrfExport</name>
    <message>
        <source>No city or place is set (record 022): the rating officer needs it.</source>
        <translation>Не задан город или место проведения (запись 022): он нужен рейтинг-офицеру.</translation>
    </message>
    <message>
        <source>The event&apos;s dates are not known (records 042 and 052).</source>
        <translation>Даты соревнования неизвестны (записи 042 и 052).</translation>
    </message>
    <message>
        <source>The event has no chief arbiter on its staff (record 102).</source>
        <translation>В судейской бригаде соревнования нет главного арбитра (запись 102).</translation>
    </message>
    <message>
        <source>%1 has no FIDE ID: the rating officer cannot credit them.</source>
        <extracomment>%1: an arbiter&apos;s name</extracomment>
        <translation>У %1 нет FIDE ID: рейтинг-офицер не сможет зачесть ему работу.</translation>
    </message>
</context>
<context>
    <name>TrfImport</name>
    <message>
        <source>Line %1: the number of rounds &quot;%2&quot; is not a number; ignored.</source>
        <extracomment>%1: the line number in the file; %2: the number of rounds as written</extracomment>
        <translation>Строка %1: число туров &quot;%2&quot; не является числом; пропущено.</translation>
    </message>
    <message>
        <source>Line %1: no starting rank in columns 5-8; the player line was skipped.</source>
        <extracomment>%1: the line number in the file</extracomment>
        <translation>Строка %1: в столбцах 5-8 нет стартового номера; строка игрока пропущена.</translation>
    </message>
    <message>
        <source>Line %1: starting rank %2 appears a second time; the line was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the player&apos;s starting rank</extracomment>
        <translation>Строка %1: стартовый номер %2 встречается повторно; строка пропущена.</translation>
    </message>
    <message>
        <source>Line %1: the player with starting rank %2 has no name in columns 15-47.</source>
        <extracomment>%1: the line number in the file; %2: the player&apos;s starting rank</extracomment>
        <translation>Строка %1: у игрока со стартовым номером %2 нет имени в столбцах 15-47.</translation>
    </message>
    <message>
        <source>Line %1: the rating &quot;%2&quot; in columns 49-52 is not a number; taken as unrated.</source>
        <extracomment>%1: the line number in the file; %2: the rating as written</extracomment>
        <translation>Строка %1: рейтинг &quot;%2&quot; в столбцах 49-52 не является числом; игрок считается без рейтинга.</translation>
    </message>
    <message>
        <source>Line %1: the FIDE ID &quot;%2&quot; in columns 58-68 is not a number; left out.</source>
        <extracomment>%1: the line number in the file; %2: the FIDE ID as written</extracomment>
        <translation>Строка %1: FIDE ID &quot;%2&quot; в столбцах 58-68 не является числом; не учтён.</translation>
    </message>
    <message>
        <source>Line %1: round %2 of player %3 (&quot;%4&quot;) is not &quot;opponent colour result&quot;; that round was skipped.</source>
        <extracomment>%1: the line number; %2: the round; %3: the player&apos;s starting rank; %4: the round&apos;s columns</extracomment>
        <translation>Строка %1: тур %2 игрока %3 (&quot;%4&quot;) не в формате &quot;соперник цвет результат&quot;; этот тур пропущен.</translation>
    </message>
    <message>
        <source>Line %1 is not a TRF line (it starts with &quot;%2&quot;); ignored.</source>
        <extracomment>%1: the line number in the file; %2: the line&apos;s first three characters (its record code)</extracomment>
        <translation>Строка %1 не является строкой TRF (начинается с &quot;%2&quot;); пропущена.</translation>
    </message>
    <message>
        <source>Line %1: round %2 of player %3 names opponent %4, who has no player line; that round was skipped.</source>
        <extracomment>%1: the line number; %2: the round; %3: the player&apos;s starting rank; %4: the opponent&apos;s</extracomment>
        <translation>Строка %1: в туре %2 у игрока %3 указан соперник %4, для которого нет строки игрока; этот тур пропущен.</translation>
    </message>
    <message>
        <source>Line %1: round %2 pairs players %3 and %4, but the other player&apos;s line does not say so; taken from this line.</source>
        <extracomment>%1: the line number in the file; %2: the round number; %3, %4: the two players&apos; starting ranks</extracomment>
        <translation>Строка %1: в туре %2 игроки %3 и %4 указаны как пара, но в строке другого игрока этого нет; взято из этой строки.</translation>
    </message>
    <message>
        <source>Line %1: in round %2 players %3 and %4 give different results; the white player&apos;s result was taken.</source>
        <extracomment>%1: the line number; %2: the round number; %3: White&apos;s starting rank; %4: Black&apos;s starting rank</extracomment>
        <translation>Строка %1: в туре %2 игроки %3 и %4 указывают разные результаты; принят результат игрока белыми.</translation>
    </message>
    <message numerus="yes">
        <source>Line %1: %n team record(s) (%2) not used: the console has no teams yet.</source>
        <extracomment>%1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. 310, 320</extracomment>
        <translation>
            <numerusform>Строка %1: %n запись о командах (%2) не использована: командных соревнований в консоли пока нет.</numerusform>
            <numerusform>Строка %1: %n записи о командах (%2) не использованы: командных соревнований в консоли пока нет.</numerusform>
            <numerusform>Строка %1: %n записей о командах (%2) не использованы: командных соревнований в консоли пока нет.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1: %n acceleration record(s) (%2) not used: only the pairing program needs them.</source>
        <extracomment>%1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. 250</extracomment>
        <translation>
            <numerusform>Строка %1: %n запись об ускорении (%2) не использована: она нужна только программе жеребьёвки.</numerusform>
            <numerusform>Строка %1: %n записи об ускорении (%2) не использованы: они нужны только программе жеребьёвки.</numerusform>
            <numerusform>Строка %1: %n записей об ускорении (%2) не использованы: они нужны только программе жеребьёвки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1: %n record(s) of prohibited pairings (%2) not used: only the pairing program needs them.</source>
        <extracomment>%1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. 260</extracomment>
        <translation>
            <numerusform>Строка %1: %n запись о запрещённых парах (%2) не использована: она нужна только программе жеребьёвки.</numerusform>
            <numerusform>Строка %1: %n записи о запрещённых парах (%2) не использованы: они нужны только программе жеребьёвки.</numerusform>
            <numerusform>Строка %1: %n записей о запрещённых парах (%2) не использованы: они нужны только программе жеребьёвки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1: %n record(s) of abnormal points (%2) not used: the scores shown come from the game results.</source>
        <extracomment>%1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. 300</extracomment>
        <translation>
            <numerusform>Строка %1: %n запись о нестандартных очках (%2) не использована: очки считаются по результатам партий.</numerusform>
            <numerusform>Строка %1: %n записи о нестандартных очках (%2) не использованы: очки считаются по результатам партий.</numerusform>
            <numerusform>Строка %1: %n записей о нестандартных очках (%2) не использованы: очки считаются по результатам партий.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1: %n national rating record(s) (%2) not used: the console keeps FIDE ratings.</source>
        <extracomment>%1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. RUS</extracomment>
        <translation>
            <numerusform>Строка %1: %n запись национального рейтинга (%2) не использована: консоль хранит рейтинг ФИДЕ.</numerusform>
            <numerusform>Строка %1: %n записи национального рейтинга (%2) не использованы: консоль хранит рейтинг ФИДЕ.</numerusform>
            <numerusform>Строка %1: %n записей национального рейтинга (%2) не использованы: консоль хранит рейтинг ФИДЕ.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: the title &quot;%2&quot; in columns 11-13 is not a FIDE title; kept as written.</source>
        <extracomment>%1: the line number in the file; %2: the title as written</extracomment>
        <translation>Строка %1: звание «%2» в столбцах 11-13 не является званием ФИДЕ; сохранено как записано.</translation>
    </message>
    <message>
        <source>Line %1: the bye record &quot;%2&quot; is not &quot;240 F|H|Z round players&quot;; ignored.</source>
        <extracomment>%1: the line number in the file; %2: the bye record as written</extracomment>
        <translation>Строка %1: запись о пропуске тура «%2» не в формате «240 F|H|Z тур участники»; пропущена.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is not a starting rank; that bye was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the starting rank as written</extracomment>
        <translation>Строка %1: «%2» не является стартовым номером; этот пропуск тура не учтён.</translation>
    </message>
    <message>
        <source>The file has no player lines (001): it is not a TRF tournament report.</source>
        <translation>В файле нет строк участников (001): это не отчёт о турнире TRF.</translation>
    </message>
    <message>
        <source>Line %1: the file has TAB characters; they were read as 8-column tab stops.</source>
        <extracomment>%1: the number of the first line with a TAB character</extracomment>
        <translation>Строка %1: в файле есть символы табуляции; они прочитаны как позиции табуляции через 8 столбцов.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <extracomment>%1: the line number in the file; %2: what is wrong with the date there (a sentence in lower case)</extracomment>
        <translation>Строка %1: %2</translation>
    </message>
    <message>
        <source>Line %1: the time control &quot;%2&quot; is not in the encoded form (such as 5400+30); ignored.</source>
        <extracomment>%1: the line number in the file; %2: the time control as written</extracomment>
        <translation>Строка %1: контроль времени «%2» записан не в кодированном виде (например, 5400+30); пропущен.</translation>
    </message>
    <message>
        <source>Line %1: in round %2 players %3 and %4 both have the same colour; player %3&apos;s line was taken.</source>
        <extracomment>%1: the line number in the file; %2: the round number; %3, %4: the two players&apos; starting ranks</extracomment>
        <translation>Строка %1: в туре %2 у участников %3 и %4 один и тот же цвет; принята строка участника %3.</translation>
    </message>
    <message>
        <source>Line %1: round %2 of player %3 has an opponent and the bye code &quot;%4&quot;; taken as not played.</source>
        <extracomment>%1: the line number; %2: the round; %3: the player&apos;s starting rank; %4: the bye code, H, F or U</extracomment>
        <translation>Строка %1: в туре %2 у участника %3 указаны соперник и код пропуска тура «%4»; партия считается несыгранной.</translation>
    </message>
    <message>
        <source>Line %1: round %2 of players %3 and %4 has a result but no colours; %3 is listed first.</source>
        <extracomment>%1: the line number in the file; %2: the round number; %3, %4: the two players&apos; starting ranks</extracomment>
        <translation>Строка %1: в туре %2 у участников %3 и %4 есть результат, но нет цветов; первым указан %3.</translation>
    </message>
    <message>
        <source>Line 1: the file is not UTF-8; it was read as %1, one character per column.</source>
        <extracomment>%1: the encoding the file was read as, e.g. Windows-1252</extracomment>
        <translation>Строка 1: файл не в кодировке UTF-8; он прочитан как %1, один символ на столбец.</translation>
    </message>
    <message>
        <source>Line %1: round %2 pairs players %3 and %4, but player %5 already has a game in that round; that round was skipped.</source>
        <extracomment>%1: the line; %2: the round; %3, %4: the players&apos; starting ranks; %5: the one who has a game</extracomment>
        <translation>Строка %1: в туре %2 игроки %3 и %4 указаны как пара, но у игрока %5 в этом туре уже есть партия; этот тур пропущен.</translation>
    </message>
    <message>
        <source>Line %1: the points &quot;%2&quot; in columns 81-84 are not a number; the standings are counted from the results alone.</source>
        <extracomment>%1: the line number in the file; %2: the points as written</extracomment>
        <translation>Строка %1: очки «%2» в колонках 81–84 — не число; положение подсчитано только по результатам.</translation>
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
        <translation>Все разрешённые ходы форсированно ведут к окончанию партии или к повторению.</translation>
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
    <name>VcsEvent</name>
    <message>
        <source>game zone</source>
        <translation>игровая зона</translation>
    </message>
    <message>
        <source>video server</source>
        <translation>видеосервер</translation>
    </message>
    <message>
        <source>feed watch</source>
        <translation>контроль трансляций</translation>
    </message>
    <message>
        <source>arbiter</source>
        <translation>арбитр</translation>
    </message>
</context>
<context>
    <name>VcsSettings</name>
    <message>
        <source>The feed address &quot;%1&quot; does not say where the player goes: it needs {player}.</source>
        <extracomment>%1: the template as typed; {player} is written as is</extracomment>
        <translation>В адресе трансляции «%1» не указано место игрока: нужен {player}.</translation>
    </message>
    <message>
        <source>The event&apos;s VCS settings are not readable.</source>
        <translation>Настройки ВКС соревнования не удаётся прочитать.</translation>
    </message>
    <message>
        <source>The video server&apos;s presence address &quot;%1&quot; is not an http:// or https:// URL.</source>
        <extracomment>%1: the address as typed</extracomment>
        <translation>Адрес присутствия от видеосервера «%1» — не URL http:// или https://.</translation>
    </message>
    <message>
        <source>The feed address &quot;%1&quot; is not a URL the console can play (rtsp://, rtspt://, rtsps://, rtspst://, http://, https://, sdp://, srt:// or file://).</source>
        <extracomment>%1: the template as typed</extracomment>
        <translation>Адрес трансляции «%1» — не URL, который консоль может воспроизвести (rtsp://, rtspt://, rtsps://, rtspst://, http://, https://, sdp://, srt:// или file://).</translation>
    </message>
</context>
<context>
    <name>VcsThresholds</name>
    <message>
        <source>The event&apos;s VCS thresholds are not readable.</source>
        <translation>Пороги ВКС соревнования не удаётся прочитать.</translation>
    </message>
    <message>
        <source>The VCS threshold &quot;%1&quot; is out of range.</source>
        <extracomment>%1: the setting&apos;s key, e.g. &quot;dark_s&quot;</extracomment>
        <translation>Порог ВКС «%1» вне допустимых пределов.</translation>
    </message>
</context>
<context>
    <name>Venue</name>
    <message>
        <source>The event&apos;s venues cannot be read: %1</source>
        <extracomment>%1: the parser&apos;s message</extracomment>
        <translation>Не удаётся прочитать игровые площадки соревнования: %1</translation>
    </message>
    <message>
        <source>not a list</source>
        <translation>это не список</translation>
    </message>
    <message>
        <source>A venue has no name.</source>
        <translation>У игровой площадки нет названия.</translation>
    </message>
    <message>
        <source>Two venues are called %1.</source>
        <extracomment>%1: the venue&apos;s name</extracomment>
        <translation>Две игровые площадки называются %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the address of a camera (venue %2).</source>
        <extracomment>%1: the address as written; %2: the venue</extracomment>
        <translation>«%1» — не адрес камеры (площадка %2).</translation>
    </message>
    <message>
        <source>You act in the venue %1 only; a ruling on the whole round is the chief arbiter&apos;s.</source>
        <extracomment>%1: the arbiter&apos;s venue</extracomment>
        <translation>Вы действуете только на площадке %1; решение по всему туру принимает главный арбитр.</translation>
    </message>
    <message>
        <source>This player is not in your venue (%1 plays in %2): the chief arbiter or that venue&apos;s arbiters rule there (Art. 16.8, 18.5–18.9).</source>
        <extracomment>%1: the arbiter&apos;s venue; %2: the player&apos;s venue (or &quot;no venue&quot;)</extracomment>
        <translation>Этот игрок не на вашей площадке (вы — %1, игрок — %2): там решают главный арбитр или арбитры той площадки (ст. 16.8, 18.5–18.9).</translation>
    </message>
    <message>
        <source>no venue</source>
        <translation>без площадки</translation>
    </message>
    <message>
        <source>no local chief arbiter (Art. 16.8)</source>
        <translation>нет местного главного арбитра (ст. 16.8)</translation>
    </message>
    <message>
        <source>no local technical arbiter (Art. 16.8)</source>
        <translation>нет местного технического арбитра (ст. 16.8)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 arbiters for %n player(s) (one more per ten players)</source>
        <extracomment>%1: arbiters on site; %2: arbiters wanted; %n: the venue&apos;s players</extracomment>
        <translation>
            <numerusform>%1 из %2 арбитров на %n игрока (ещё один на каждые десять игроков)</numerusform>
            <numerusform>%1 из %2 арбитров на %n игроков (ещё один на каждые десять игроков)</numerusform>
            <numerusform>%1 из %2 арбитров на %n игроков (ещё один на каждые десять игроков)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VenuesCommand</name>
    <message>
        <source>List or set a hybrid event&apos;s venues (Part IIIb): city, local organiser, panoramic cameras, players and arbiters on site.</source>
        <translation>Показать или задать игровые площадки гибридного соревнования (часть IIIb): город, местный организатор, панорамные камеры, игроки и арбитры на площадке.</translation>
    </message>
    <message>
        <source>Add or change the venue of this name.</source>
        <translation>Добавить или изменить площадку с этим названием.</translation>
    </message>
    <message>
        <source>With --set: the venue&apos;s city.</source>
        <translation>С --set: город площадки.</translation>
    </message>
    <message>
        <source>With --set: the local organiser (Art. 16.1).</source>
        <translation>С --set: местный организатор (ст. 16.1).</translation>
    </message>
    <message>
        <source>With --set: a panoramic camera&apos;s address (repeat for more; replaces them).</source>
        <translation>С --set: адрес панорамной камеры (повторите для нескольких; заменяет прежние).</translation>
    </message>
    <message>
        <source>With --set: whether the venue&apos;s players keep traditional sets (Art. 20): yes or no.</source>
        <translation>С --set: есть ли у игроков площадки традиционные комплекты (ст. 20): yes или no.</translation>
    </message>
    <message>
        <source>Remove the venue of this name.</source>
        <translation>Удалить площадку с этим названием.</translation>
    </message>
    <message>
        <source>Make the event a hybrid event (Art. 6.1, Part IIIb).</source>
        <translation>Сделать соревнование гибридным (ст. 6.1, часть IIIb).</translation>
    </message>
    <message>
        <source>Place the player of this starting number (with --venue).</source>
        <translation>Поместить игрока с этим стартовым номером (вместе с --venue).</translation>
    </message>
    <message>
        <source>With --player: the venue (empty: none).</source>
        <translation>С --player: площадка (пусто — без площадки).</translation>
    </message>
    <message>
        <source>venues needs exactly one event database.</source>
        <translation>Команде venues нужна ровно одна база соревнования.</translation>
    </message>
    <message>
        <source>--%1 goes with --set NAME.</source>
        <extracomment>%1: the option</extracomment>
        <translation>--%1 используется вместе с --set НАЗВАНИЕ.</translation>
    </message>
    <message>
        <source>--player and --venue go together.</source>
        <translation>--player и --venue используются вместе.</translation>
    </message>
    <message>
        <source>--traditional-sets takes yes or no.</source>
        <translation>--traditional-sets принимает yes или no.</translation>
    </message>
    <message>
        <source>The event has no venue %1.</source>
        <extracomment>%1: the venue named</extracomment>
        <translation>У соревнования нет площадки %1.</translation>
    </message>
    <message>
        <source>The event has no venue %1 (add it with --set).</source>
        <extracomment>%1: the venue named</extracomment>
        <translation>У соревнования нет площадки %1 (добавьте её через --set).</translation>
    </message>
    <message>
        <source>The event has no player %1.</source>
        <extracomment>%1: the starting number</extracomment>
        <translation>В соревновании нет игрока %1.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>%1: the event&apos;s name; %2: its kind (e.g. &quot;Hybrid (Art. 6.1, Part IIIb)&quot;)</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No venues.</source>
        <translation>Игровых площадок нет.</translation>
    </message>
    <message>
        <source>local organiser: %1</source>
        <extracomment>%1: the local organiser</extracomment>
        <translation>местный организатор: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>%n: the venue&apos;s players</extracomment>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>panoramic camera %1</source>
        <extracomment>%1: a camera&apos;s address</extracomment>
        <translation>панорамная камера %1</translation>
    </message>
    <message>
        <source>traditional sets (Art. 20)</source>
        <translation>традиционные комплекты (ст. 20)</translation>
    </message>
    <message>
        <source>lacks: %1</source>
        <extracomment>%1: what the venue lacks</extracomment>
        <translation>не хватает: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) in no venue.</source>
        <extracomment>%n: players with no venue</extracomment>
        <translation>
            <numerusform>%n игрок без площадки.</numerusform>
            <numerusform>%n игрока без площадки.</numerusform>
            <numerusform>%n игроков без площадки.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZoneSource</name>
    <message>
        <source>The Lichess address must start with https:// (or http://), e.g. https://lichess.org.</source>
        <translation>Адрес Lichess должен начинаться с https:// (или http://), например https://lichess.org.</translation>
    </message>
    <message>
        <source>Give a bulk pairing id, game ids or a broadcast round id.</source>
        <translation>Укажите идентификатор массовой жеребьёвки (bulk pairing), идентификаторы партий или идентификатор тура трансляции.</translation>
    </message>
    <message>
        <source>Give only one of: a bulk pairing id, game ids or a broadcast round id.</source>
        <translation>Укажите только что-то одно: идентификатор массовой жеребьёвки, идентификаторы партий или идентификатор тура трансляции.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a bulk pairing id (letters and digits, as in the bulk pairing&apos;s address).</source>
        <extracomment>%1: the bulk pairing id as typed</extracomment>
        <translation>«%1» — не идентификатор массовой жеребьёвки (буквы и цифры, как в её адресе).</translation>
    </message>
    <message>
        <source>Following a bulk pairing needs the organiser&apos;s Lichess API token.</source>
        <translation>Для слежения за массовой жеребьёвкой нужен API-токен организатора на Lichess.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Lichess game id (8 letters and digits, e.g. abcd1234).</source>
        <extracomment>%1: the game id as typed</extracomment>
        <translation>«%1» — не идентификатор партии Lichess (8 букв и цифр, например abcd1234).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a broadcast round id (8 letters and digits, the last part of the round&apos;s address).</source>
        <extracomment>%1: the broadcast round id as typed</extracomment>
        <translation>«%1» — не идентификатор тура трансляции (8 букв и цифр, последняя часть адреса тура).</translation>
    </message>
    <message>
        <source>Give either the address of the live PGN or a PGN file, not both.</source>
        <translation>Укажите что-то одно: адрес трансляции PGN или файл PGN.</translation>
    </message>
    <message>
        <source>The live PGN address must start with http:// or https://.</source>
        <translation>Адрес трансляции PGN должен начинаться с http:// или https://.</translation>
    </message>
    <message>
        <source>The simulator&apos;s address must look like http://127.0.0.1:8080.</source>
        <translation>Адрес симулятора должен выглядеть так: http://127.0.0.1:8080.</translation>
    </message>
    <message>
        <source>Lichess broadcast round %1</source>
        <extracomment>%1: the Lichess broadcast round id</extracomment>
        <translation>Тур трансляции Lichess %1</translation>
    </message>
    <message>
        <source>Lichess bulk pairing %1</source>
        <extracomment>%1: the Lichess bulk pairing id</extracomment>
        <translation>Массовая жеребьёвка Lichess %1</translation>
    </message>
    <message numerus="yes">
        <source>%n Lichess game(s)</source>
        <extracomment>%n: how many Lichess games are followed</extracomment>
        <translation>
            <numerusform>%n партия Lichess</numerusform>
            <numerusform>%n партии Lichess</numerusform>
            <numerusform>%n партий Lichess</numerusform>
        </translation>
    </message>
    <message>
        <source>Live PGN file %1</source>
        <extracomment>%1: the live PGN file&apos;s path</extracomment>
        <translation>Файл трансляции PGN %1</translation>
    </message>
    <message>
        <source>Live PGN at %1</source>
        <extracomment>%1: the live PGN&apos;s URL</extracomment>
        <translation>Трансляция PGN по адресу %1</translation>
    </message>
    <message>
        <source>Game-zone simulator at %1</source>
        <extracomment>%1: the simulator&apos;s URL, e.g. http://127.0.0.1:8080</extracomment>
        <translation>Симулятор игровой зоны по адресу %1</translation>
    </message>
    <message>
        <source>The stored game-zone source has an unknown kind &quot;%1&quot;.</source>
        <extracomment>%1: the kind as stored (not lichess, livepgn or simulator)</extracomment>
        <translation>У сохранённого источника игровой зоны неизвестный вид «%1».</translation>
    </message>
</context>
<context>
    <name>ZoneStatusInfo</name>
    <message>
        <source>created, not started</source>
        <translation>создана, не начата</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>прервана</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>мат</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>пат</translation>
    </message>
    <message>
        <source>player left the game</source>
        <translation>игрок покинул партию</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>flag fall</source>
        <translation>падение флажка</translation>
    </message>
    <message>
        <source>fair-play violation</source>
        <translation>нарушение принципов честной игры</translation>
    </message>
    <message>
        <source>first move not made in time</source>
        <translation>первый ход не сделан вовремя</translation>
    </message>
    <message>
        <source>ended for an unknown reason</source>
        <translation>завершена по неизвестной причине</translation>
    </message>
    <message>
        <source>draw claimed: insufficient material</source>
        <translation>ничья по требованию: недостаточно материала</translation>
    </message>
    <message>
        <source>variant ending</source>
        <translation>окончание по правилам варианта</translation>
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
<context>
    <name>arbiter::live::LiveGameRegistry</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>The zone reported ply %1 again as %2, but %3 was already played there; the move played first is kept.</source>
        <extracomment>%1: the ply, %2: the move the zone sent now, %3: the move recorded there</extracomment>
        <translation>Игровая зона снова сообщила полуход %1 как %2, но на этом месте уже сыгран ход %3; сохраняется ход, сыгранный первым.</translation>
    </message>
    <message>
        <source>The zone&apos;s starting position %1 differs from the expected %2; the zone&apos;s is used.</source>
        <extracomment>%1: the zone&apos;s starting position (FEN), %2: the expected one</extracomment>
        <translation>Начальная позиция игровой зоны %1 отличается от ожидаемой %2; используется позиция игровой зоны.</translation>
    </message>
    <message>
        <source>Ply %1: %2 The zone let an illegal move through (Art. 3.3).</source>
        <extracomment>%1: the ply, %2: what is wrong with the move (a sentence)</extracomment>
        <translation>Полуход %1: %2 Игровая зона приняла недопустимый ход (ст. 3.3).</translation>
    </message>
    <message>
        <source>The position on the board is not checkmate.</source>
        <translation>Позиция на доске — не мат.</translation>
    </message>
    <message>
        <source>The position on the board is not stalemate.</source>
        <translation>Позиция на доске — не пат.</translation>
    </message>
    <message>
        <source>%1 is the side checkmated on the board.</source>
        <extracomment>%1: White or Black</extracomment>
        <translation>Мат на доске: %1.</translation>
    </message>
    <message>
        <source>The zone ended the game: %1 (%2). %3</source>
        <extracomment>%1: the zone&apos;s status, %2: the result, %3: why it contradicts the board (a sentence)</extracomment>
        <translation>Игровая зона завершила партию: %1 (%2). %3</translation>
    </message>
    <message>
        <source>The zone seats %1 as White and %2 as Black, the reverse of the pairing. Fewer than 10 moves have been played: the game is to be stopped and started again with the correct colours.</source>
        <extracomment>%1: the player the zone seats as White, %2: as Black</extracomment>
        <translation>В игровой зоне %1 играет белыми, а %2 — чёрными, т. е. наоборот по сравнению с жеребьёвкой. Сделано менее 10 ходов: партию нужно остановить и начать заново с правильными цветами.</translation>
    </message>
    <message>
        <source>The zone seats %1 as White and %2 as Black, the reverse of the pairing. 10 or more moves have been played: the game goes on.</source>
        <extracomment>%1: the player the zone seats as White, %2: as Black</extracomment>
        <translation>В игровой зоне %1 играет белыми, а %2 — чёрными, т. е. наоборот по сравнению с жеребьёвкой. Сделано 10 или более ходов: партия продолжается.</translation>
    </message>
    <message>
        <source>Checkmate is still possible on the board by a series of legal moves; the arbiter may change the result.</source>
        <translation>Мат на доске ещё возможен при некоторой серии разрешённых ходов; арбитр может изменить результат.</translation>
    </message>
    <message>
        <source>Whether checkmate is still possible could not be decided: the arbiter decides.</source>
        <translation>Не удалось определить, возможен ли ещё мат: решает арбитр.</translation>
    </message>
    <message numerus="yes">
        <source>The zone sent ply %1 while ply %2 was expected: %n ply(s) are missing. The moves after the gap are kept and validated as soon as the missing ones arrive.</source>
        <extracomment>%1: the ply that came, %2: the ply expected, %n: how many are missing</extracomment>
        <translation>
            <numerusform>Зона прислала полуход %1, а ожидался полуход %2: не хватает %n полухода. Ходы после пропуска сохранены и будут проверены, как только придут недостающие.</numerusform>
            <numerusform>Зона прислала полуход %1, а ожидался полуход %2: не хватает %n полуходов. Ходы после пропуска сохранены и будут проверены, как только придут недостающие.</numerusform>
            <numerusform>Зона прислала полуход %1, а ожидался полуход %2: не хватает %n полуходов. Ходы после пропуска сохранены и будут проверены, как только придут недостающие.</numerusform>
        </translation>
    </message>
    <message>
        <source>After ply %1 (%2) the zone shows the position %3, but the move leads to %4: the zone&apos;s board disagrees with its moves. The moves are followed.</source>
        <extracomment>%1: the ply, %2: its move, %3: the zone&apos;s position (FEN), %4: the position the move leads to</extracomment>
        <translation>После полухода %1 (%2) зона показывает позицию %3, но ход ведёт к позиции %4: доска игровой зоны расходится с её ходами. Учитываются ходы.</translation>
    </message>
    <message>
        <source>%1 made a move (ply %2) while off the VCS; a player must not move until back on it (Art. 13.3).</source>
        <extracomment>%1: the player; %2: the ply</extracomment>
        <translation>%1: ход (полуход %2) при отключении от ВКС; до возвращения в ВКС ходить нельзя (ст. 13.3).</translation>
    </message>
</context>
<context>
    <name>arbiter::models::GameTableModel</name>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>White&apos;s clock</source>
        <translation>Часы белых</translation>
    </message>
    <message>
        <source>Black&apos;s clock</source>
        <translation>Часы чёрных</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Последний ход</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>(assistant: %1)</source>
        <translation>(помощник: %1)</translation>
    </message>
    <message>
        <source>%1 (waiting for the last move)</source>
        <extracomment>%1: the result the zone declared (&quot;1-0&quot;); its last moves are still on their way</extracomment>
        <translation>%1 (ожидается последний ход)</translation>
    </message>
</context>
<context>
    <name>arbiter::models::IncidentModel</name>
    <message>
        <source>Art. %1</source>
        <extracomment>%1: the article of the FIDE Laws, e.g. 11.3.b</extracomment>
        <translation>Ст. %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Статья</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1: the review state, Acknowledged or Dismissed; %2: the name of the arbiter who reviewed it</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>%1: the review state, Acknowledged or Dismissed; %2: the reviewing arbiter&apos;s name; %3: their note</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Рассмотрение</translation>
    </message>
</context>
<context>
    <name>arbiter::models::MoveListModel</name>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>arbiter::models::PlayerModel</name>
    <message numerus="yes">
        <source>%n yellow</source>
        <extracomment>%n: how many yellow cards the player has</extracomment>
        <translation>
            <numerusform>%n жёлтая</numerusform>
            <numerusform>%n жёлтые</numerusform>
            <numerusform>%n жёлтых</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red</source>
        <extracomment>%n: how many red cards the player has</extracomment>
        <translation>
            <numerusform>%n красная</numerusform>
            <numerusform>%n красные</numerusform>
            <numerusform>%n красных</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, pending</source>
        <extracomment>%1: a penalty that waits for the chief arbiter</extracomment>
        <translation>%1, ожидает решения</translation>
    </message>
    <message>
        <source>%1 (expelled)</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 (исключение из соревнований)</translation>
    </message>
    <message>
        <source>off the zone</source>
        <translation>вне игровой зоны</translation>
    </message>
    <message>
        <source>off the VCS</source>
        <translation>вне ВКС</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Points after rulings</source>
        <translation>Очки с учётом решений</translation>
    </message>
    <message>
        <source>Zone&apos;s points</source>
        <translation>Очки по игровой зоне</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карточки</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <source>Presence</source>
        <translation>Присутствие</translation>
    </message>
</context>
<context>
    <name>arbiter::models::RulingModel</name>
    <message>
        <source>in force, appealed</source>
        <translation>в силе, подана апелляция</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>в силе</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>предварительно</translation>
    </message>
    <message>
        <source>awaiting the chief arbiter</source>
        <translation>ждёт главного арбитра</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>снято</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>sent to the zone</source>
        <translation>отправлено в игровую зону</translation>
    </message>
    <message>
        <source>accepted by the zone</source>
        <translation>принято игровой зоной</translation>
    </message>
    <message>
        <source>done on the zone</source>
        <translation>выполнено в игровой зоне</translation>
    </message>
    <message>
        <source>apply on the platform</source>
        <translation>применить на платформе</translation>
    </message>
    <message>
        <source>apply on the platform (%1)</source>
        <extracomment>%1: why the zone did not apply it</extracomment>
        <translation>применить на платформе (%1)</translation>
    </message>
    <message>
        <source>applied on the platform</source>
        <translation>применено на платформе</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Статья</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Игровая зона</translation>
    </message>
    <message numerus="yes">
        <source>%n yellow</source>
        <extracomment>%n: the number of yellow cards</extracomment>
        <translation>
            <numerusform>%n жёлтая</numerusform>
            <numerusform>%n жёлтые</numerusform>
            <numerusform>%n жёлтых</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red</source>
        <extracomment>%n: the number of red cards</extracomment>
        <translation>
            <numerusform>%n красная</numerusform>
            <numerusform>%n красные</numerusform>
            <numerusform>%n красных</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty(ies)</source>
        <extracomment>%n: the number of penalties in force</extracomment>
        <translation>
            <numerusform>%n штраф</numerusform>
            <numerusform>%n штрафа</numerusform>
            <numerusform>%n штрафов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pending</source>
        <extracomment>%n: the number of penalties pending (provisional or proposed)</extracomment>
        <translation>
            <numerusform>%n ожидает решения</numerusform>
            <numerusform>%n ожидают решения</numerusform>
            <numerusform>%n ожидают решения</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::models::TimelineModel</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <extracomment>%n: a number of seconds, under a minute</extracomment>
        <translation>
            <numerusform>%n с</numerusform>
            <numerusform>%n с</numerusform>
            <numerusform>%n с</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <extracomment>%1: whole minutes; %2: the seconds left over (0 to 59)</extracomment>
        <translation>%1 мин %2 с</translation>
    </message>
    <message>
        <source>The game started</source>
        <translation>Партия началась</translation>
    </message>
    <message>
        <source>%1 (not validated)</source>
        <extracomment>%1: the move in SAN, e.g. Nf3</extracomment>
        <translation>%1 (не проверен)</translation>
    </message>
    <message>
        <source>%1, clock %2</source>
        <extracomment>%1: the move in SAN (perhaps marked as not validated); %2: the mover&apos;s clock after it, e.g. 1:29:45</extracomment>
        <translation>%1, на часах %2</translation>
    </message>
    <message>
        <source>White offers a draw</source>
        <translation>Белые предлагают ничью</translation>
    </message>
    <message>
        <source>Black offers a draw</source>
        <translation>Чёрные предлагают ничью</translation>
    </message>
    <message>
        <source>%1 disconnected from the game zone</source>
        <extracomment>%1: the side, White or Black</extracomment>
        <translation>%1 отключились от игровой зоны</translation>
    </message>
    <message>
        <source>%1 back in the game zone after %2</source>
        <extracomment>%1: the side, White or Black; %2: how long they were away, e.g. &quot;45 s&quot; or &quot;2 min 5 s&quot;</extracomment>
        <translation>%1 снова подключились к игровой зоне через %2</translation>
    </message>
    <message>
        <source>Clocks paused by the zone</source>
        <translation>Игровая зона поставила часы на паузу</translation>
    </message>
    <message>
        <source>Clocks running again after %1</source>
        <extracomment>%1: how long the clocks were paused, e.g. &quot;45 s&quot; or &quot;2 min 5 s&quot;</extracomment>
        <translation>Часы снова идут (пауза длилась %1)</translation>
    </message>
    <message>
        <source>%1&apos;s clock: %2 added</source>
        <extracomment>%1: the side, White or Black; %2: the time added, e.g. &quot;2 min 0 s&quot;</extracomment>
        <translation>%1: к часам добавлено %2</translation>
    </message>
    <message>
        <source>%1&apos;s clock: %2 taken off</source>
        <extracomment>%1: the side, White or Black; %2: the time taken off, e.g. &quot;2 min 0 s&quot;</extracomment>
        <translation>%1: с часов снято %2</translation>
    </message>
    <message>
        <source>Art. %1: %2</source>
        <extracomment>%1: the article of the FIDE Laws, e.g. 6.11.1; %2: what the clocks did wrong (a sentence)</extracomment>
        <translation>Ст. %1: %2</translation>
    </message>
    <message>
        <source>Game over: %1 (%2)</source>
        <extracomment>%1: the result, e.g. 1-0 or 1/2-1/2; %2: how the game ended, as the zone reports it</extracomment>
        <translation>Партия окончена: %1 (%2)</translation>
    </message>
    <message>
        <source>The game zone&apos;s time</source>
        <translation>Время игровой зоны</translation>
    </message>
    <message>
        <source>Time since the game started</source>
        <translation>Время от начала партии</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: who said it (game zone, video server, feed watch, arbiter); %2: their word for it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 back on the VCS (%2)</source>
        <extracomment>%1: the side, White or Black; %2: who said it, e.g. &quot;arbiter&quot; or &quot;video server: webrtcup&quot;</extracomment>
        <translation>%1 снова в ВКС (%2)</translation>
    </message>
    <message>
        <source>%1 left the VCS (%2)</source>
        <extracomment>%1: the side, White or Black; %2: who said it, e.g. &quot;video server: media stopped&quot;</extracomment>
        <translation>%1 отключились от ВКС (%2)</translation>
    </message>
    <message>
        <source>%1&apos;s %2: %3</source>
        <extracomment>%1: the side, White or Black; %2: the feed (camera, screen); %3: what is wrong, e.g. &quot;dark picture&quot;</extracomment>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1&apos;s %2: live again</source>
        <extracomment>%1: the side, White or Black; %2: the feed (camera, screen)</extracomment>
        <translation>%1, %2: снова в эфире</translation>
    </message>
</context>
<context>
    <name>arbiter::net::HttpServer</name>
    <message>
        <source>The certificate %1 or its key %2 cannot be read (PEM files).</source>
        <extracomment>%1, %2: file paths</extracomment>
        <translation>Не удаётся прочитать сертификат %1 или его ключ %2 (файлы PEM).</translation>
    </message>
</context>
<context>
    <name>arbiter::net::HttpStream</name>
    <message>
        <source>The request was stopped.</source>
        <translation>Запрос остановлен.</translation>
    </message>
    <message>
        <source>The game zone asks to slow down (HTTP 429); waiting at least a minute.</source>
        <translation>Игровая зона просит снизить частоту запросов (HTTP 429); ожидание не меньше минуты.</translation>
    </message>
    <message>
        <source>The game zone sent nothing for too long; the connection is considered lost.</source>
        <translation>Игровая зона слишком долго ничего не присылала; соединение считается потерянным.</translation>
    </message>
    <message>
        <source>The game zone&apos;s answer went over %1 bytes; it was dropped and will be asked for again.</source>
        <extracomment>%1: the largest answer accepted, in bytes</extracomment>
        <translation>Ответ игровой зоны превысил %1 байт; он отброшен и будет запрошен снова.</translation>
    </message>
    <message>
        <source>The game zone&apos;s answer took longer than %1 s; it was dropped and will be asked for again.</source>
        <extracomment>%1: the longest time an answer may take, in seconds</extracomment>
        <translation>Ответ игровой зоны занял больше %1 с; он отброшен и будет запрошен снова.</translation>
    </message>
    <message>
        <source>Network error.</source>
        <translation>Ошибка сети.</translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <extracomment>%1: the network&apos;s message</extracomment>
        <translation>Ошибка сети: %1</translation>
    </message>
    <message>
        <source>The game zone refused access (HTTP %1): check the API token.</source>
        <extracomment>%1: the HTTP status code, 401 or 403</extracomment>
        <translation>Игровая зона отказала в доступе (HTTP %1): проверьте токен API.</translation>
    </message>
    <message>
        <source>The game zone refused access (HTTP %1): %2</source>
        <extracomment>%1: the HTTP status code, 401 or 403; %2: the game zone&apos;s error message</extracomment>
        <translation>Игровая зона отказала в доступе (HTTP %1): %2</translation>
    </message>
    <message>
        <source>Not found on the game zone (HTTP 404): check the id.</source>
        <translation>Не найдено в игровой зоне (HTTP 404): проверьте идентификатор.</translation>
    </message>
    <message>
        <source>Not found on the game zone (HTTP 404): %1</source>
        <extracomment>%1: the game zone&apos;s error message</extracomment>
        <translation>Не найдено в игровой зоне (HTTP 404): %1</translation>
    </message>
    <message>
        <source>The game zone answered HTTP %1.</source>
        <extracomment>%1: the HTTP status code, e.g. 500</extracomment>
        <translation>Игровая зона ответила HTTP %1.</translation>
    </message>
    <message>
        <source>The game zone answered HTTP %1: %2</source>
        <extracomment>%1: the HTTP status code, e.g. 500; %2: the game zone&apos;s error message</extracomment>
        <translation>Игровая зона ответила HTTP %1: %2</translation>
    </message>
</context>
<context>
    <name>arbiter::relay::Relay</name>
    <message>
        <source>The relay&apos;s events address %1 can be reached from other machines: give &quot;video_server&quot; a &quot;user&quot; and a &quot;password_file&quot; (Janus&apos;s backend_user and backend_pwd) so that nobody else can post presence.</source>
        <extracomment>%1: address and port</extracomment>
        <translation>Адрес событий ретранслятора %1 доступен с других машин: укажите в «video_server» «user» и «password_file» (backend_user и backend_pwd в Janus), чтобы никто другой не мог присылать сведения о присутствии.</translation>
    </message>
    <message>
        <source>The relay cannot listen for the video server&apos;s events on %1: %2</source>
        <extracomment>%1: address and port; %2: the system&apos;s reason</extracomment>
        <translation>Ретранслятор не может принимать события видеосервера на %1: %2</translation>
    </message>
    <message>
        <source>The relay cannot open the team event %1: %2</source>
        <extracomment>%1: the team event&apos;s address (no password); %2: why</extracomment>
        <translation>Ретранслятор не может открыть мероприятие бригады %1: %2</translation>
    </message>
    <message>
        <source>The relay would serve the players&apos; feeds on %1 to anyone who reaches it: give it &quot;tls&quot; (its certificate and key) and &quot;team&quot; (the team event whose consoles may watch).</source>
        <extracomment>%1: address and port</extracomment>
        <translation>Ретранслятор раздавал бы трансляции игроков на %1 любому, кто до него дотянется: укажите «tls» (его сертификат и ключ) и «team» (мероприятие бригады, чьи консоли могут смотреть).</translation>
    </message>
</context>
<context>
    <name>arbiter::rulings::RulingService</name>
    <message>
        <source>%1 is not on the event&apos;s staff list.</source>
        <extracomment>%1: the name given</extracomment>
        <translation>%1 нет в списке судейской бригады соревнования.</translation>
    </message>
    <message>
        <source>No event is open.</source>
        <translation>Соревнование не открыто.</translation>
    </message>
    <message>
        <source>The zone cannot do this; apply it on the platform.</source>
        <translation>Игровая зона этого не умеет; примените решение на платформе.</translation>
    </message>
    <message>
        <source>Say who you are first (Rulings ▸ Who am I, Ctrl+I).</source>
        <translation>Сначала укажите, кто вы (Решения ▸ Кто я, Ctrl+I).</translation>
    </message>
    <message>
        <source>This event takes no appeals (its appeal deadline is 0 minutes).</source>
        <translation>На этом мероприятии апелляции не принимаются (срок подачи — 0 минут).</translation>
    </message>
    <message>
        <source>The appeal comes too late: entry %1 could be appealed for %2 minutes, until %3.</source>
        <extracomment>%1: the entry number; %2: the minutes allowed; %3: the time the deadline passed</extracomment>
        <translation>Апелляция подана слишком поздно: на запись %1 можно было подать апелляцию в течение %2 мин, до %3.</translation>
    </message>
</context>
<context>
    <name>arbiter::session::EventSession</name>
    <message>
        <source>No event is open.</source>
        <translation>Соревнование не открыто.</translation>
    </message>
    <message>
        <source>No event database is open.</source>
        <translation>База данных мероприятия не открыта.</translation>
    </message>
    <message>
        <source>The team event holds no event yet: its administrator makes one with &apos;arbiterctl team init URL --new-event NAME&apos;.</source>
        <translation>В мероприятии бригады ещё нет мероприятия: администратор создаёт его командой «arbiterctl team init URL --new-event ИМЯ».</translation>
    </message>
    <message>
        <source>On a team event you are your login (%1).</source>
        <extracomment>%1: the login&apos;s own name</extracomment>
        <translation>На мероприятии бригады вы — это ваш логин (%1).</translation>
    </message>
    <message>
        <source>A team event&apos;s staff are its server&apos;s logins: its administrator adds them with &apos;arbiterctl team add-staff&apos;.</source>
        <translation>Судейская бригада мероприятия бригады — это логины его сервера: администратор добавляет их командой «arbiterctl team add-staff».</translation>
    </message>
    <message>
        <source>%1 is not on the event&apos;s staff.</source>
        <extracomment>%1: a name</extracomment>
        <translation>%1 не входит в судейскую бригаду соревнования.</translation>
    </message>
    <message>
        <source>The team event no longer gives this console access to the players&apos; feeds (your login was removed from the staff, or its access withdrawn): the relay refuses its cameras, microphones and presence now.</source>
        <translation>Мероприятие бригады больше не даёт этой консоли доступа к трансляциям игроков (ваш логин исключён из судейской бригады или доступ отозван): ретранслятор теперь не отдаёт ей камеры, микрофоны и сведения о присутствии.</translation>
    </message>
    <message>
        <source>Your login %1 is no longer on this event&apos;s staff (its administrator removed it): this console can record nothing more on the event, and the relay no longer serves it the players&apos; feeds.</source>
        <extracomment>%1: the console&apos;s login</extracomment>
        <translation>Ваш логин %1 больше не входит в судейскую бригаду мероприятия (администратор исключил его): эта консоль больше ничего не может записать в мероприятие, и ретранслятор больше не отдаёт ей трансляции игроков.</translation>
    </message>
    <message>
        <source>no. %1: %2</source>
        <extracomment>%1: the ruling&apos;s number in the log; %2: the name it was recorded with</extracomment>
        <translation>№ %1: %2</translation>
    </message>
    <message>
        <source>Some rulings recorded before players were known by their starting numbers name a player this event does not have (or has twice). They stay in the log under the name, apart from the event&apos;s players:
%1</source>
        <extracomment>%1: the rulings and names, one per line</extracomment>
        <translation>Некоторые решения, записанные до того, как игроки стали определяться по стартовым номерам, называют игрока, которого в турнире нет (или который есть дважды). Они остаются в журнале под этим именем, отдельно от участников турнира:
%1</translation>
    </message>
</context>
<context>
    <name>arbiter::session::EvidenceKeeper</name>
    <message>
        <source>Say who you are first (Rulings &gt; Who am I): only the chief arbiter may open VCS evidence.</source>
        <translation>Сначала укажите, кто вы (Решения &gt; Кто я): открывать материалы ВКС может только Главный арбитр.</translation>
    </message>
</context>
<context>
    <name>arbiter::session::TeamSync</name>
    <message>
        <source>The event&apos;s server cannot be reached since %1: nothing new can be recorded. The console reconnects by itself.</source>
        <extracomment>%1: the time it stopped answering</extracomment>
        <translation>Сервер мероприятия недоступен с %1: ничего нового внести нельзя. Консоль переподключится сама.</translation>
    </message>
    <message>
        <source>The event&apos;s server answers again; the console caught up on what it missed.</source>
        <translation>Сервер мероприятия снова отвечает; консоль получила всё, что пропустила.</translation>
    </message>
    <message>
        <source>The event&apos;s standby server is down: the event goes on on the primary server alone, and new entries have no second copy until the standby is back.</source>
        <translation>Резервный сервер мероприятия недоступен: мероприятие продолжается только на основном сервере, и у новых записей нет второй копии, пока резервный сервер не вернётся.</translation>
    </message>
    <message>
        <source>The event&apos;s standby server is back: every entry is on both servers again.</source>
        <translation>Резервный сервер мероприятия снова работает: все записи снова есть на обоих серверах.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::AppealDecisionDialog</name>
    <message>
        <source>Decide the appeal</source>
        <translation>Рассмотреть апелляцию</translation>
    </message>
    <message>
        <source>Grounds: %1</source>
        <extracomment>%1: the appellant&apos;s grounds</extracomment>
        <translation>Основания: %1</translation>
    </message>
    <message>
        <source>&amp;Rejected: the ruling stands</source>
        <translation>&amp;Отклонена: решение остаётся в силе</translation>
    </message>
    <message>
        <source>&amp;Upheld: the ruling is annulled</source>
        <translation>&amp;Удовлетворена: решение отменено</translation>
    </message>
    <message>
        <source>&amp;Changed: the ruling is annulled and replaced by another (recorded next)</source>
        <translation>&amp;Изменено: решение отменено и заменено другим (вносится следом)</translation>
    </message>
    <message>
        <source>The reasons for the decision (kept with it and in the report).</source>
        <translation>Мотивировка решения (хранится вместе с ним и попадает в отчёт).</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::AppealDialog</name>
    <message>
        <source>Entry %1: %2 (%3, %4)</source>
        <extracomment>%1: the entry number; %2: the ruling; %3: who issued it; %4: when</extracomment>
        <translation>Запись %1: %2 (%3, %4)</translation>
    </message>
    <message>
        <source>Appeal (Art. 9.14)</source>
        <translation>Апелляция (ст. 9.14)</translation>
    </message>
    <message>
        <source>The player&apos;s written grounds, as they gave them.</source>
        <translation>Письменные основания игрока в том виде, в каком он их изложил.</translation>
    </message>
    <message>
        <source>&amp;Appellant:</source>
        <translation>&amp;Заявитель:</translation>
    </message>
    <message>
        <source>&amp;Lodged at:</source>
        <translation>&amp;Подана:</translation>
    </message>
    <message>
        <source>&amp;Grounds:</source>
        <translation>&amp;Основания:</translation>
    </message>
    <message>
        <source>The event takes appeals for %1 minutes after the ruling: until %2.</source>
        <translation>Апелляции принимаются в течение %1 мин после решения: до %2.</translation>
    </message>
    <message>
        <source>This event takes no appeals.</source>
        <translation>На этом мероприятии апелляции не принимаются.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::BoardWallView</name>
    <message>
        <source>Board %1: %2 – %3</source>
        <extracomment>%1: the board number; %2: White&apos;s name; %3: Black&apos;s name</extracomment>
        <translation>Доска %1: %2 – %3</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::CardPolicyDialog</name>
    <message>
        <source>Yellow and red cards (Art. 13.4)</source>
        <translation>Жёлтые и красные карточки (ст. 13.4)</translation>
    </message>
    <message>
        <source>The event&apos;s regulations use &amp;cards for VCS disconnections</source>
        <translation>Регламент соревнования применяет &amp;карточки за отключения от ВКС</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>A &amp;move made while off the VCS earns a yellow card (Art. 13.3)</source>
        <translation>&amp;Ход при отключении от ВКС — жёлтая карточка (ст. 13.3)</translation>
    </message>
    <message>
        <source>Red card: the game is lost</source>
        <translation>Красная карточка: поражение в партии</translation>
    </message>
    <message>
        <source>Red card: the next game is lost</source>
        <translation>Красная карточка: поражение в следующей партии</translation>
    </message>
    <message>
        <source>Cards are counted &amp;afresh each round</source>
        <translation>Карточки считаются &amp;заново в каждом туре</translation>
    </message>
    <message>
        <source>A yellow card for a VCS absence &amp;longer than:</source>
        <translation>Жёлтая карточка за отключение от ВКС &amp;дольше:</translation>
    </message>
    <message>
        <source>A &amp;second yellow card means:</source>
        <translation>&amp;Вторая жёлтая карточка означает:</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ConnectionDialog</name>
    <message>
        <source>Connect to the game zone</source>
        <translation>Подключение к игровой зоне</translation>
    </message>
    <message>
        <source>Lichess &amp;server:</source>
        <translation>&amp;Сервер Lichess:</translation>
    </message>
    <message>
        <source>&amp;Bulk pairing id:</source>
        <translation>&amp;Массовая жеребьёвка (id):</translation>
    </message>
    <message>
        <source>&amp;Game ids or links:</source>
        <translation>Па&amp;ртии (id или ссылки):</translation>
    </message>
    <message>
        <source>B&amp;roadcast round id:</source>
        <translation>&amp;Тур трансляции (id):</translation>
    </message>
    <message>
        <source>Organiser&apos;s &amp;token:</source>
        <translation>То&amp;кен организатора:</translation>
    </message>
    <message>
        <source>Live PGN &amp;address:</source>
        <translation>&amp;Адрес трансляции PGN:</translation>
    </message>
    <message>
        <source>or PGN &amp;file:</source>
        <translation>или &amp;файл PGN:</translation>
    </message>
    <message>
        <source>Simulator &amp;address:</source>
        <translation>&amp;Адрес симулятора:</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Токен:</translation>
    </message>
    <message>
        <source>&amp;Round (optional):</source>
        <translation>Т&amp;ур (необязательно):</translation>
    </message>
    <message>
        <source>Lichess</source>
        <translation>Lichess</translation>
    </message>
    <message>
        <source>Live PGN</source>
        <translation>Трансляция PGN</translation>
    </message>
    <message>
        <source>Simulator</source>
        <translation>Симулятор</translation>
    </message>
    <message>
        <source>from the bulk pairing&apos;s address, e.g. RVAcwgg7</source>
        <translation>из адреса массовой жеребьёвки, например RVAcwgg7</translation>
    </message>
    <message>
        <source>one or more, e.g. abcd1234 or https://lichess.org/abcd1234</source>
        <translation>одна или несколько, например abcd1234 или https://lichess.org/abcd1234</translation>
    </message>
    <message>
        <source>the last part of the round&apos;s address</source>
        <translation>последняя часть адреса тура</translation>
    </message>
    <message>
        <source>needed for a bulk pairing; never stored</source>
        <translation>нужен для массовой жеребьёвки; не сохраняется</translation>
    </message>
    <message>
        <source>e.g. https://example.org/live/round1.pgn</source>
        <translation>например https://example.org/live/round1.pgn</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>the token the simulator printed</source>
        <translation>токен, который вывел симулятор</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Подключиться</translation>
    </message>
    <message>
        <source>Cannot connect yet</source>
        <translation>Подключиться пока нельзя</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>Asking %1 for the games.</source>
        <extracomment>%1: the game zone&apos;s address</extracomment>
        <translation>Запрашиваем партии: %1.</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Нет подключения</translation>
    </message>
    <message>
        <source>Choose where the games come from and press Connect.</source>
        <translation>Выберите, откуда брать партии, и нажмите «Подключиться».</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Подключено</translation>
    </message>
    <message>
        <source>The games appear on the board wall as the zone reports them. This window can be closed.</source>
        <translation>Партии появляются на сетке досок по мере того, как о них сообщает игровая зона. Это окно можно закрыть.</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Связь потеряна</translation>
    </message>
    <message numerus="yes">
        <source>The console tries again by itself in %n second(s); the boards keep what they showed, and nothing is lost: the zone sends what was missed.</source>
        <extracomment>%n: the seconds until the console tries again</extracomment>
        <translation>
            <numerusform>Консоль сама повторит попытку через %n секунду; доски сохраняют показанное, ничего не теряется: зона пришлёт пропущенное.</numerusform>
            <numerusform>Консоль сама повторит попытку через %n секунды; доски сохраняют показанное, ничего не теряется: зона пришлёт пропущенное.</numerusform>
            <numerusform>Консоль сама повторит попытку через %n секунд; доски сохраняют показанное, ничего не теряется: зона пришлёт пропущенное.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <extracomment>%1: why the connection was lost (the network&apos;s or the zone&apos;s message)</extracomment>
        <translation>Причина: %1</translation>
    </message>
    <message>
        <source>Could not connect</source>
        <translation>Не удалось подключиться</translation>
    </message>
    <message>
        <source>%1 Check the address, the ids and the token, then press Connect again.</source>
        <extracomment>%1: why it could not connect (one or more sentences)</extracomment>
        <translation>%1 Проверьте адрес, идентификаторы и токен и снова нажмите «Подключиться».</translation>
    </message>
    <message>
        <source>Live PGN file</source>
        <translation>Живой файл PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::CsvMappingDialog</name>
    <message>
        <source>Columns of %1</source>
        <extracomment>%1: the CSV file&apos;s name, e.g. players.csv</extracomment>
        <translation>Столбцы файла %1</translation>
    </message>
    <message>
        <source>Say what each column of this file holds. The first rows are shown as the file has them; rows above the header row (a title, the tournament&apos;s details) are left out.</source>
        <translation>Укажите, что содержит каждый столбец файла. Первые строки показаны так, как они записаны в файле; строки выше строки заголовков (название, сведения о турнире) не учитываются.</translation>
    </message>
    <message>
        <source>none (data from the first row)</source>
        <translation>нет (данные с первой строки)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Участники</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Жеребьёвка</translation>
    </message>
    <message>
        <source>&amp;Header row:</source>
        <translation>Строка &amp;заголовков:</translation>
    </message>
    <message>
        <source>The file &amp;lists:</source>
        <translation>В файле &amp;перечислены:</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Содержит</translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>%1: the column&apos;s number (from 1)</extracomment>
        <translation>Столбец %1</translation>
    </message>
    <message>
        <source>Line %1</source>
        <extracomment>%1: the line number in the file</extracomment>
        <translation>Строка %1</translation>
    </message>
    <message>
        <source>Mark the &quot;White&quot; column (or White&apos;s number) of the pairings.</source>
        <translation>Отметьте столбец «Белые» (или «№ белых») в жеребьёвке.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <extracomment>%1: the line number in the file; %2: the line&apos;s first cells, separated by commas</extracomment>
        <translation>Строка %1: %2</translation>
    </message>
    <message>
        <source>The row that names the columns.</source>
        <translation>Строка с названиями столбцов.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DatabaseProblemDialog</name>
    <message>
        <source>The event database cannot be opened</source>
        <translation>Не удаётся открыть базу данных мероприятия</translation>
    </message>
    <message>
        <source>File: %1</source>
        <extracomment>%1: the database file&apos;s path, in the system&apos;s notation</extracomment>
        <translation>Файл: %1</translation>
    </message>
    <message>
        <source>&amp;Move it aside and start a new one</source>
        <translation>&amp;Отложить её и начать новую</translation>
    </message>
    <message>
        <source>&amp;Open another…</source>
        <translation>Открыть &amp;другую…</translation>
    </message>
    <message>
        <source>Start a &amp;new one…</source>
        <translation>Создать &amp;новую…</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выйти</translation>
    </message>
    <message>
        <source>Event databases (*.sqlite *.db);;All files (*)</source>
        <translation>Базы данных мероприятий (*.sqlite *.db);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Open an event database</source>
        <translation>Открыть базу данных мероприятия</translation>
    </message>
    <message>
        <source>Start a new event database</source>
        <translation>Новая база данных мероприятия</translation>
    </message>
    <message>
        <source>This file is not an event database.</source>
        <translation>Этот файл — не база данных мероприятия.</translation>
    </message>
    <message>
        <source>The event database is damaged.</source>
        <translation>База данных мероприятия повреждена.</translation>
    </message>
    <message>
        <source>The event database was written by a newer Arbiter Console.</source>
        <translation>База данных мероприятия записана более новой версией Arbiter Console.</translation>
    </message>
    <message>
        <source>This file is another program&apos;s database.</source>
        <translation>Этот файл — база данных другой программы.</translation>
    </message>
    <message>
        <source>The database driver is not installed.</source>
        <translation>Драйвер базы данных не установлен.</translation>
    </message>
    <message>
        <source>The event database cannot be reached.</source>
        <translation>База данных мероприятия недоступна.</translation>
    </message>
    <message>
        <source>Move it aside to keep it (it is renamed, nothing is deleted) and start a new event database in its place, or open another file.</source>
        <translation>Отложите её, чтобы сохранить (файл будет переименован, ничего не удаляется), и начните на её месте новую базу данных мероприятия, или откройте другой файл.</translation>
    </message>
    <message>
        <source>Update Arbiter Console to open it. If you cannot, move it aside (it is kept unchanged) and start a new one, or open another file.</source>
        <translation>Чтобы открыть её, обновите Arbiter Console. Если это невозможно, отложите её (она сохранится без изменений) и начните новую, или откройте другой файл.</translation>
    </message>
    <message>
        <source>Arbiter Console never writes into another program&apos;s database, and does not move it. Open your event database, or start a new one in another file.</source>
        <translation>Arbiter Console никогда не пишет в базу данных другой программы и не перемещает её. Откройте свою базу данных мероприятия или создайте новую в другом файле.</translation>
    </message>
    <message>
        <source>Install the package named above, then start the console again.</source>
        <translation>Установите названный выше пакет и запустите консоль снова.</translation>
    </message>
    <message>
        <source>Check that the file and its folder can be read and written (and that the disk is connected), then try again, or open another file.</source>
        <translation>Проверьте, что файл и его папка доступны для чтения и записи (и что диск подключён), затем повторите попытку или откройте другой файл.</translation>
    </message>
    <message>
        <source>The team event&apos;s server refused the password.</source>
        <translation>Сервер мероприятия бригады отклонил пароль.</translation>
    </message>
    <message>
        <source>Open the team event again and give your password.</source>
        <translation>Откройте мероприятие бригады снова и введите пароль.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::EventDialog</name>
    <message>
        <source>Event</source>
        <translation>Соревнование</translation>
    </message>
    <message>
        <source>e.g. 15+10, 3+2 or 90/40+30+30</source>
        <translation>например 15+10, 3+2 или 90/40+30+30</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Kind (Art. 6.1):</source>
        <translation>&amp;Вид (ст. 6.1):</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Контроль времени:</translation>
    </message>
    <message>
        <source>&amp;Default time (Art. 8.5):</source>
        <translation>Время по &amp;умолчанию (ст. 8.5):</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Туров:</translation>
    </message>
    <message>
        <source>&amp;Current round:</source>
        <translation>Т&amp;екущий тур:</translation>
    </message>
    <message>
        <source>&amp;Import players and pairings…</source>
        <translation>&amp;Импорт участников и жеребьёвки…</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Звание</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Федерация</translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation>FIDE ID</translation>
    </message>
    <message>
        <source>Lines of the imported file that were not taken as they stood.</source>
        <translation>Строки импортированного файла, которые не удалось принять как есть.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>%n: how many players the event has</extracomment>
        <translation>
            <numerusform>%n участник</numerusform>
            <numerusform>%n участника</numerusform>
            <numerusform>%n участников</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairing(s)</source>
        <extracomment>%n: how many pairings (boards of all rounds) the event has</extracomment>
        <translation>
            <numerusform>%n пара</numerusform>
            <numerusform>%n пары</numerusform>
            <numerusform>%n пар</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired</source>
        <extracomment>%n: how many rounds have pairings</extracomment>
        <translation>
            <numerusform>жеребьёвка %n тура</numerusform>
            <numerusform>жеребьёвка %n туров</numerusform>
            <numerusform>жеребьёвка %n туров</numerusform>
        </translation>
    </message>
    <message>
        <source>Import players and pairings</source>
        <translation>Импорт участников и жеребьёвки</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <extracomment>%1: why the time control is invalid (a message)</extracomment>
        <translation>Контроль времени: %1</translation>
    </message>
    <message>
        <source>C&amp;hange columns…</source>
        <translation>Изменить сто&amp;лбцы…</translation>
    </message>
    <message>
        <source>A TRF file (Swiss-Manager, Vega, JaVaFo, bbpPairings, Lichess) or a CSV list of players or pairings.</source>
        <translation>Файл TRF (Swiss-Manager, Vega, JaVaFo, bbpPairings, Lichess) или список участников либо жеребьёвка в CSV.</translation>
    </message>
    <message>
        <source>Say again what each column of the last CSV file holds.</source>
        <translation>Заново указать, что содержит каждый столбец последнего файла CSV.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Уч&amp;астники</translation>
    </message>
    <message>
        <source>Pairin&amp;gs</source>
        <translation>Жере&amp;бьёвка</translation>
    </message>
    <message>
        <source>(colours not given)</source>
        <translation>(цвета не указаны)</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was changed.</source>
        <translation>Импорт отменён; ничего не изменено.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>%1: the event&apos;s first day; %2: its last day (dates in the locale&apos;s short format, or as the file writes them)</extracomment>
        <translation>с %1 по %2</translation>
    </message>
    <message>
        <source>Pairing program files (*.trf *.trfx *.txt *.csv);;TRF (*.trf *.trfx *.txt);;CSV (*.csv);;All files (*)</source>
        <translation>Файлы программ жеребьёвки (*.trf *.trfx *.txt *.csv);;TRF (*.trf *.trfx *.txt);;CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>C&amp;ard policy…</source>
        <translation>&amp;Правила карточек…</translation>
    </message>
    <message>
        <source>What earns a yellow card, what a second yellow means, and whether cards are counted afresh each round (Art. 13.4).</source>
        <translation>За что даётся жёлтая карточка, что означает вторая жёлтая и считаются ли карточки заново в каждом туре (ст. 13.4).</translation>
    </message>
    <message>
        <source>Cards (Art. 13.4):</source>
        <translation>Карточки (ст. 13.4):</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Where each player&apos;s camera, screen and second camera are: {event} is the event&apos;s name, {player} the player&apos;s zone account (else the name), {feed} one of cam, screen, cam2. A player&apos;s own address (the players&apos; table) wins over it.</source>
        <translation>Где камера, экран и вторая камера каждого игрока: {event} — название соревнования, {player} — учётная запись игрока в игровой зоне (иначе имя), {feed} — cam, screen или cam2. Собственный адрес игрока (в таблице игроков) важнее шаблона.</translation>
    </message>
    <message>
        <source>&amp;Feed address:</source>
        <translation>&amp;Адрес трансляций:</translation>
    </message>
    <message>
        <source>The feed relay&apos;s stream of what the video server says of each feed (joined, media stopped, hung up): the players&apos; presence on the VCS even for feeds no one is watching. Empty: none.</source>
        <translation>Поток ретранслятора о том, что видеосервер сообщает о каждой трансляции (подключился, поток прервался, отключился): присутствие игроков в ВКС даже для трансляций, которые никто не смотрит. Пусто — нет.</translation>
    </message>
    <message>
        <source>Video server&apos;s &amp;presence:</source>
        <translation>&amp;Присутствие от видеосервера:</translation>
    </message>
    <message>
        <source>No picture for (Art. 13.2):</source>
        <translation>Нет изображения дольше (ст. 13.2):</translation>
    </message>
    <message>
        <source>A feed that shows no picture this long is lost: the player is off the VCS.</source>
        <translation>Трансляция без изображения дольше этого потеряна: игрок отключён от ВКС.</translation>
    </message>
    <message>
        <source>Dark picture for (Art. 14.2):</source>
        <translation>Тёмное изображение дольше (ст. 14.2):</translation>
    </message>
    <message>
        <source>A camera too dark to see the face and eyes this long is an incident.</source>
        <translation>Камера, на которой дольше этого слишком темно, чтобы видеть лицо и глаза, — инцидент.</translation>
    </message>
    <message>
        <source>Frozen picture for (Art. 14.1):</source>
        <translation>Застывшее изображение дольше (ст. 14.1):</translation>
    </message>
    <message>
        <source>A camera whose picture does not change this long is an incident.</source>
        <translation>Камера, изображение которой не меняется дольше этого, — инцидент.</translation>
    </message>
    <message>
        <source>Silent microphone for (Art. 14.3):</source>
        <translation>Микрофон молчит дольше (ст. 14.3):</translation>
    </message>
    <message>
        <source>A microphone that sends no sound this long is an incident.</source>
        <translation>Микрофон, не передающий звук дольше этого, — инцидент.</translation>
    </message>
    <message>
        <source>Camera on after the game for (Art. 9.12):</source>
        <translation>Камера включена после партии дольше (ст. 9.12):</translation>
    </message>
    <message>
        <source>A finished player is a spectator: camera off, microphone muted, after this long.</source>
        <translation>Закончивший игру участник — зритель: камера выключена, микрофон отключён по истечении этого времени.</translation>
    </message>
    <message>
        <source>&amp;Keep still frames of a player&apos;s feeds when an incident about them is raised (only the chief arbiter may open them; Appendix I A.5)</source>
        <translation>&amp;Сохранять кадры трансляций игрока при инциденте с ним (открывать их может только Главный арбитр; Приложение I, A.5)</translation>
    </message>
    <message>
        <source>Zone account</source>
        <translation>Учётная запись в игровой зоне</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Камера</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Экран</translation>
    </message>
    <message>
        <source>Second camera</source>
        <translation>Вторая камера</translation>
    </message>
    <message>
        <source>&amp;VCS</source>
        <translation>&amp;ВКС</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (%2) is not a feed address such as rtsp://relay:8554/open/carlsen/cam.</source>
        <extracomment>%1: the address as typed; %2: the player</extracomment>
        <translation>«%1» (%2) — не адрес трансляции вроде rtsp://relay:8554/open/carlsen/cam.</translation>
    </message>
    <message>
        <source>The source serves a &amp;small stream beside each camera (…/cam~low)</source>
        <translation>Источник отдаёт рядом с каждой камерой &amp;уменьшенный поток (…/cam~low)</translation>
    </message>
    <message>
        <source>The feed wall&apos;s small tiles then play the small stream: far less to decode when 49 cameras are on one page.</source>
        <translation>Маленькие плитки стены трансляций тогда воспроизводят уменьшенный поток: гораздо меньше декодирования, когда на странице 49 камер.</translation>
    </message>
    <message>
        <source> min after the ruling</source>
        <translation> мин после решения</translation>
    </message>
    <message>
        <source>no appeals</source>
        <translation>без апелляций</translation>
    </message>
    <message>
        <source>A&amp;ppeal deadline (Art. 9.14):</source>
        <translation>Срок подачи а&amp;пелляции (ст. 9.14):</translation>
    </message>
    <message>
        <source>Players may keep a traditional set beside the virtual board</source>
        <translation>Игроки могут использовать традиционный комплект рядом с виртуальной доской</translation>
    </message>
    <message>
        <source>Art. 20, hybrid events only: allowed when the increment is at least 30 seconds per move from move 1; the virtual board and clock prevail.</source>
        <translation>Ст. 20, только гибридные соревнования: разрешено при добавлении не менее 30 секунд на ход начиная с 1-го; основными считаются виртуальные доска и часы.</translation>
    </message>
    <message>
        <source>Traditional sets (Art. 20):</source>
        <translation>Традиционные комплекты (ст. 20):</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Игровая площадка</translation>
    </message>
    <message>
        <source>Online assistant</source>
        <translation>Онлайн-помощник</translation>
    </message>
    <message>
        <source>Assistant&apos;s account</source>
        <translation>Аккаунт помощника</translation>
    </message>
    <message>
        <source>The zone account, the feed addresses, the venue and the online assistant can be typed here (double-click a cell): a player&apos;s own camera, screen or second camera wins over the event&apos;s feed address; moves from the assistant&apos;s account are the player&apos;s.</source>
        <translation>Аккаунт в игровой зоне, адреса трансляций, игровую площадку и онлайн-помощника можно ввести здесь (двойной щелчок по ячейке): собственные камера, экран или вторая камера игрока важнее общего адреса трансляций; ходы с аккаунта помощника — ходы игрока.</translation>
    </message>
    <message>
        <source>V&amp;enues</source>
        <translation>&amp;Площадки</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Город</translation>
    </message>
    <message>
        <source>Local organiser</source>
        <translation>Местный организатор</translation>
    </message>
    <message>
        <source>Panoramic cameras</source>
        <translation>Панорамные камеры</translation>
    </message>
    <message>
        <source>Traditional sets</source>
        <translation>Традиционные комплекты</translation>
    </message>
    <message>
        <source>A hybrid event&apos;s venues (Art. 16.1): the cameras&apos; addresses separated by spaces. Players are placed in a venue in the Players table (or a venue column of the CSV), arbiters in Rulings ▸ Who am I (the staff list) or arbiterctl team add-staff --venue.</source>
        <translation>Игровые площадки гибридного соревнования (ст. 16.1): адреса камер через пробел. Игроков распределяют по площадкам в таблице «Игроки» (или столбцом площадки в CSV), арбитров — в «Решения ▸ Кто я» (список судейской бригады) или arbiterctl team add-staff --venue.</translation>
    </message>
    <message>
        <source>A&amp;dd venue</source>
        <translation>&amp;Добавить площадку</translation>
    </message>
    <message>
        <source>Re&amp;move venue</source>
        <translation>&amp;Удалить площадку</translation>
    </message>
    <message>
        <source>%1&apos;s venue &quot;%2&quot; is not one of the event&apos;s venues (add it on the Venues page).</source>
        <extracomment>%1: the player; %2: the venue typed</extracomment>
        <translation>Площадки «%2» игрока %1 нет среди площадок соревнования (добавьте её на вкладке «Площадки»).</translation>
    </message>
    <message>
        <source>%1&apos;s assistant needs an account of their own (Appendix II–III).</source>
        <extracomment>%1: the player</extracomment>
        <translation>Помощнику игрока %1 нужен собственный аккаунт (приложения II–III).</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::EvidenceDialog</name>
    <message>
        <source>Declare the event&apos;s results final? From today, every still not held for proceedings is deleted after one year (Appendix I A.5).</source>
        <translation>Объявить результаты соревнования официальными? С сегодняшнего дня каждый кадр, не сохранённый для разбирательства, удаляется через год (Приложение I, A.5).</translation>
    </message>
    <message>
        <source>held</source>
        <translation>да</translation>
    </message>
    <message>
        <source>Evidence %1 is not a picture the console can show.</source>
        <extracomment>%1: the evidence&apos;s number</extracomment>
        <translation>Материал ВКС %1 — не изображение, которое консоль может показать.</translation>
    </message>
    <message>
        <source>&amp;Release</source>
        <translation>&amp;Снять сохранение</translation>
    </message>
    <message>
        <source>&amp;Hold for proceedings</source>
        <translation>&amp;Сохранить для разбирательства</translation>
    </message>
    <message>
        <source>Save the still</source>
        <translation>Сохранить кадр</translation>
    </message>
    <message>
        <source>JPEG pictures (*.jpg)</source>
        <translation>Изображения JPEG (*.jpg)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1: the file; %2: the system&apos;s reason</extracomment>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>VCS evidence</source>
        <translation>Материалы ВКС</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Снят</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>Трансляция</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Инцидент</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Сохранён</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;Save picture…</source>
        <translation>&amp;Сохранить изображение…</translation>
    </message>
    <message>
        <source>Results &amp;final…</source>
        <translation>Результаты &amp;официальные…</translation>
    </message>
    <message>
        <source>The results are final since %1: stills not held for proceedings are deleted on %2 (Appendix I A.5).</source>
        <extracomment>%1: when the results became final; %2: when the stills not held are deleted</extracomment>
        <translation>Результаты официальные с %1: кадры, не сохранённые для разбирательства, удаляются %2 (Приложение I, A.5).</translation>
    </message>
    <message numerus="yes">
        <source>%n still(s) kept. The results are not final yet: nothing is deleted until a year after they are (Appendix I A.5).</source>
        <extracomment>%n: how many stills the event keeps</extracomment>
        <translation>
            <numerusform>Кадров хранится: %n. Результаты ещё не объявлены официально: ничего не удаляется раньше чем через год после объявления (Приложение I, A.5).</numerusform>
            <numerusform>Кадров хранится: %n. Результаты ещё не объявлены официально: ничего не удаляется раньше чем через год после объявления (Приложение I, A.5).</numerusform>
            <numerusform>Кадров хранится: %n. Результаты ещё не объявлены официально: ничего не удаляется раньше чем через год после объявления (Приложение I, A.5).</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a still and press Open: only the chief arbiter may open one (Appendix I A.5).</source>
        <translation>Выберите кадр и нажмите «Открыть»: открывать кадры может только Главный арбитр (Приложение I, A.5).</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::FeedHub</name>
    <message>
        <source>feeds: %1 playing, %2 with frames, fps per feed lowest %3 median %4 mean %5, %6 with a problem</source>
        <extracomment>--stats output; %1 feeds playing, %2 of them with frames, %3 %4 %5 frames per second, %6 feeds with a problem</extracomment>
        <translation>трансляции: воспроизводится %1, с кадрами %2, кадров/с на трансляцию: минимум %3, медиана %4, среднее %5, с неполадками %6</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::FeedTile</name>
    <message>
        <source>No player</source>
        <translation>Нет участника</translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <extracomment>%1: board number; %2: the player; %3: which feed (camera, screen)</extracomment>
        <translation>%1. %2 · %3</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>%1: board number; %2: the player</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 — listening</source>
        <extracomment>%1: the tile&apos;s title; the arbiter hears this player&apos;s microphone</extracomment>
        <translation>%1 — слушаю</translation>
    </message>
    <message>
        <source>no feed</source>
        <translation>нет трансляции</translation>
    </message>
    <message>
        <source>off the VCS</source>
        <translation>отключён от ВКС</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>подключение…</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::FeedWall</name>
    <message>
        <source>Board order</source>
        <translation>По номерам досок</translation>
    </message>
    <message>
        <source>Most urgent first</source>
        <translation>Сначала самые срочные</translation>
    </message>
    <message>
        <source>Feeds per page</source>
        <translation>Трансляций на странице</translation>
    </message>
    <message>
        <source>Previous page (Alt+PgUp)</source>
        <translation>Предыдущая страница (Alt+PgUp)</translation>
    </message>
    <message>
        <source>Next page (Alt+PgDown)</source>
        <translation>Следующая страница (Alt+PgDown)</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <extracomment>%1: this page; %2: pages</extracomment>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <source>No players yet: their cameras appear here when the round&apos;s games are listed.</source>
        <translation>Участников пока нет: их камеры появятся здесь, когда будут объявлены партии тура.</translation>
    </message>
    <message>
        <source>The event has no feed address yet: set the VCS feed URL template in the event set-up (File → Event…), e.g. rtsp://relay:8554/{event}/{player}/{feed}.</source>
        <translation>У соревнования ещё нет адреса трансляций: задайте шаблон адреса трансляций ВКС в настройке соревнования (Файл → Соревнование…), например rtsp://relay:8554/{event}/{player}/{feed}.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::FocusedBoard</name>
    <message>
        <source>&amp;Flip</source>
        <translation>&amp;Перевернуть</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Копировать &amp;FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Копировать &amp;PGN</translation>
    </message>
    <message>
        <source>&amp;Save PGN…</source>
        <translation>&amp;Сохранить PGN…</translation>
    </message>
    <message>
        <source>Live: the game as it stands</source>
        <translation>В реальном времени: текущая позиция партии</translation>
    </message>
    <message>
        <source>Viewing ply %1 of %2 (End returns to live)</source>
        <extracomment>%1: the ply shown, %2: the plies played</extracomment>
        <translation>Просмотр полухода %1 из %2 (End — вернуться к текущей позиции)</translation>
    </message>
    <message>
        <source>Save the game as PGN</source>
        <translation>Сохранить партию в PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1: the file&apos;s path, %2: the system&apos;s reason</extracomment>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>нет связи</translation>
    </message>
    <message>
        <source>Scoresheet</source>
        <translation>Бланк записи</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Хронология</translation>
    </message>
    <message>
        <source>PGN tags</source>
        <translation>Теги PGN</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Тег</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>off the VCS</source>
        <translation>вне ВКС</translation>
    </message>
    <message>
        <source>assistant: %1</source>
        <extracomment>%1: the player&apos;s online assistant</extracomment>
        <translation>помощник: %1</translation>
    </message>
    <message>
        <source>traditional set (Art. 20)</source>
        <translation>традиционный комплект (ст. 20)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::HandOverDialog</name>
    <message>
        <source>Hand over %1&apos;s sector</source>
        <extracomment>%1: the outgoing arbiter</extracomment>
        <translation>Передача сектора: %1</translation>
    </message>
    <message>
        <source>No open incidents.</source>
        <translation>Открытых инцидентов нет.</translation>
    </message>
    <message>
        <source>What the incoming arbiter should know: players to watch, a ruling pending…</source>
        <translation>Что нужно знать принимающему арбитру: за кем следить, какое решение ожидается…</translation>
    </message>
    <message>
        <source>Sector:</source>
        <translation>Сектор:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Кому:</translation>
    </message>
    <message>
        <source>Open incidents that go with it:</source>
        <translation>Открытые инциденты, которые передаются вместе с ним:</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Записка:</translation>
    </message>
    <message>
        <source>&amp;Hand over</source>
        <translation>&amp;Передать</translation>
    </message>
    <message numerus="yes">
        <source>%n open incident(s):</source>
        <extracomment>%n: how many; the list follows, one per line</extracomment>
        <translation>
            <numerusform>%n открытый инцидент:</numerusform>
            <numerusform>%n открытых инцидента:</numerusform>
            <numerusform>%n открытых инцидентов:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::IncidentDock</name>
    <message>
        <source>Incidents</source>
        <translation>Инциденты</translation>
    </message>
    <message>
        <source>Select an incident first.</source>
        <translation>Сначала выберите инцидент.</translation>
    </message>
    <message>
        <source>Dismiss the incident</source>
        <translation>Отклонить инцидент</translation>
    </message>
    <message>
        <source>Acknowledge the incident</source>
        <translation>Принять инцидент к сведению</translation>
    </message>
    <message>
        <source>Why is there nothing to do? (stored with the incident)</source>
        <translation>Почему не требуется мер? (сохраняется вместе с инцидентом)</translation>
    </message>
    <message>
        <source>Note (optional, stored with the incident):</source>
        <translation>Примечание (необязательно, сохраняется вместе с инцидентом):</translation>
    </message>
    <message>
        <source>A dismissal needs a note saying why.</source>
        <translation>Чтобы закрыть инцидент без мер, укажите причину в примечании.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::JoinSeminarDialog</name>
    <message>
        <source>&amp;Alone, to practise</source>
        <translation>&amp;Самостоятельно, для тренировки</translation>
    </message>
    <message>
        <source>In the lecturer&apos;s &amp;room (a team event)</source>
        <translation>В &amp;аудитории лектора (мероприятие бригады)</translation>
    </message>
    <message>
        <source>Join seminar</source>
        <translation>Присоединиться к семинару</translation>
    </message>
    <message>
        <source>A seminar plays a pack&apos;s incidents live on the console&apos;s simulator; you rule as in an event, and each ruling is graded against the pack&apos;s reference. The console starts again on the seminar.</source>
        <translation>Семинар воспроизводит инциденты пакета вживую на симуляторе консоли; вы принимаете решения, как на соревновании, и каждое решение оценивается по эталону пакета. Консоль перезапустится на семинаре.</translation>
    </message>
    <message>
        <source>a seminar pack (.json)</source>
        <translation>пакет семинара (.json)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>Seminar pack</source>
        <translation>Пакет семинара</translation>
    </message>
    <message>
        <source>Seminar packs (*.json)</source>
        <translation>Пакеты семинаров (*.json)</translation>
    </message>
    <message>
        <source>postgresql://your.login@server/seminar</source>
        <translation>postgresql://ваш.логин@сервер/seminar</translation>
    </message>
    <message>
        <source>&amp;Pack:</source>
        <translation>&amp;Пакет:</translation>
    </message>
    <message>
        <source>&amp;Team event:</source>
        <translation>&amp;Мероприятие бригады:</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n incident(s).</source>
        <extracomment>%1: the pack&apos;s title; %n: its incidents</extracomment>
        <translation>
            <numerusform>%1: %n инцидент.</numerusform>
            <numerusform>%1: %n инцидента.</numerusform>
            <numerusform>%1: %n инцидентов.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::LecturerDesk</name>
    <message numerus="yes">
        <source>%n trainee(s); average %1 %; %2 passing so far.</source>
        <translation>
            <numerusform>%n слушатель; в среднем %1 %; зачёт пока у %2.</numerusform>
            <numerusform>%n слушателя; в среднем %1 %; зачёт пока у %2.</numerusform>
            <numerusform>%n слушателей; в среднем %1 %; зачёт пока у %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The round waits for you to start it.</source>
        <translation>Тур ждёт, когда вы его начнёте.</translation>
    </message>
    <message>
        <source>The round is paused.</source>
        <translation>Тур приостановлен.</translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation>Эталон:</translation>
    </message>
    <message>
        <source>%1: %2 — %3 %4</source>
        <extracomment>%1: the trainee; %2: what they ruled; %3: the score; %4: what it lacked</extracomment>
        <translation>%1: %2 — %3 %4</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>Most common mistakes</source>
        <translation>Самые частые ошибки</translation>
    </message>
    <message>
        <source>None so far.</source>
        <translation>Пока нет.</translation>
    </message>
    <message>
        <source>%1: %2 (%3 of %4)</source>
        <extracomment>%1: the incident; %2: the mistake; %3: how many trainees; %4: of how many</extracomment>
        <translation>%1: %2 (%3 из %4)</translation>
    </message>
    <message>
        <source>Folder for the result sheets</source>
        <translation>Папка для листов результатов</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Result sheets</source>
        <translation>Листы результатов</translation>
    </message>
    <message>
        <source>Result sheets and scores saved in %1</source>
        <extracomment>%1: the folder</extracomment>
        <translation>Листы результатов и баллы сохранены в %1</translation>
    </message>
    <message>
        <source>Seminar: the room</source>
        <translation>Семинар: аудитория</translation>
    </message>
    <message>
        <source>Start the round</source>
        <translation>Начать тур</translation>
    </message>
    <message>
        <source>Resume the round</source>
        <translation>Возобновить тур</translation>
    </message>
    <message>
        <source>Pause the round</source>
        <translation>Приостановить тур</translation>
    </message>
    <message>
        <source>Replay incident</source>
        <translation>Повторить инцидент</translation>
    </message>
    <message>
        <source>Reveal reference</source>
        <translation>Показать эталон</translation>
    </message>
    <message>
        <source>Scores:</source>
        <translation>Баллы:</translation>
    </message>
    <message>
        <source>as rulings are made</source>
        <translation>сразу после решения</translation>
    </message>
    <message>
        <source>at the end</source>
        <translation>в конце</translation>
    </message>
    <message>
        <source>Result sheets…</source>
        <translation>Листы результатов…</translation>
    </message>
    <message>
        <source>%1 (board %2)</source>
        <extracomment>%1: the incident&apos;s number; %2: its board</extracomment>
        <translation>%1 (доска %2)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::MainWindow</name>
    <message>
        <source>Arbiter Console</source>
        <translation>Arbiter Console</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <extracomment>%n: the games in the round</extracomment>
        <translation>
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Нет подключения</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Подключено</translation>
    </message>
    <message>
        <source>Connection lost; trying again in %1 s</source>
        <extracomment>%1: seconds until the next try</extracomment>
        <translation>Связь потеряна; новая попытка через %1 с</translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <extracomment>%1: why (the zone&apos;s or the network&apos;s message)</extracomment>
        <translation>Подключение не удалось: %1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Board &amp;wall</source>
        <translation>&amp;Сетка досок</translation>
    </message>
    <message>
        <source>&amp;List</source>
        <translation>С&amp;писок</translation>
    </message>
    <message>
        <source>&amp;Sector…</source>
        <translation>С&amp;ектор…</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Sector:</source>
        <translation>Сектор:</translation>
    </message>
    <message>
        <source>all boards, or e.g. 1-20, 35</source>
        <translation>все доски или, например, 1-20, 35</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Порядок:</translation>
    </message>
    <message>
        <source>By board</source>
        <translation>По доскам</translation>
    </message>
    <message>
        <source>By urgency</source>
        <translation>По срочности</translation>
    </message>
    <message>
        <source>By urgency: anomalies first, then disconnected players, then time trouble.</source>
        <translation>По срочности: сначала несоответствия, затем отключившиеся игроки, затем цейтнот.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <extracomment>%1: the games shown (sector, filter), %n: all games in the round</extracomment>
        <translation>
            <numerusform>%1 из %n партии</numerusform>
            <numerusform>%1 из %n партий</numerusform>
            <numerusform>%1 из %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Board %1: %2 – %3</source>
        <extracomment>%1: the board number, %2: White&apos;s name, %3: Black&apos;s name</extracomment>
        <translation>Доска %1: %2 – %3</translation>
    </message>
    <message>
        <source>&amp;Incidents</source>
        <translation>&amp;Инциденты</translation>
    </message>
    <message>
        <source>&amp;Next incident</source>
        <translation>&amp;Следующий инцидент</translation>
    </message>
    <message>
        <source>&amp;Previous incident</source>
        <translation>&amp;Предыдущий инцидент</translation>
    </message>
    <message numerus="yes">
        <source>%n new incident(s)</source>
        <extracomment>%n: how many incidents arrived</extracomment>
        <translation>
            <numerusform>%n новый инцидент</numerusform>
            <numerusform>%n новых инцидента</numerusform>
            <numerusform>%n новых инцидентов</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Go to board…</source>
        <translation>Перейти к &amp;доске…</translation>
    </message>
    <message>
        <source>&amp;Find player…</source>
        <translation>&amp;Найти игрока…</translation>
    </message>
    <message>
        <source>&amp;Back to the games</source>
        <translation>&amp;Вернуться к партиям</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Sound on a new incident</source>
        <translation>&amp;Звук при новом инциденте</translation>
    </message>
    <message>
        <source>&amp;Time trouble below…</source>
        <translation>Порог &amp;цейтнота…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Arbiter Console</source>
        <translation>&amp;О программе Arbiter Console</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Найти:</translation>
    </message>
    <message>
        <source>player&apos;s name</source>
        <translation>имя игрока</translation>
    </message>
    <message>
        <source>Board %1 is outside your sector; it opens all the same.</source>
        <extracomment>%1: the board number</extracomment>
        <translation>Доска %1 вне вашего сектора; она всё равно открыта.</translation>
    </message>
    <message>
        <source>There is no board %1 in this round.</source>
        <extracomment>%1: the board number asked for</extracomment>
        <translation>В этом туре нет доски %1.</translation>
    </message>
    <message>
        <source>No player called “%1” in this round.</source>
        <extracomment>%1: the name typed in the find box</extracomment>
        <translation>В этом туре нет игрока «%1».</translation>
    </message>
    <message>
        <source>Go to board</source>
        <translation>Перейти к доске</translation>
    </message>
    <message>
        <source>Board number:</source>
        <translation>Номер доски:</translation>
    </message>
    <message>
        <source>Time trouble</source>
        <translation>Цейтнот</translation>
    </message>
    <message>
        <source>A clock is in time trouble below (seconds):</source>
        <translation>Цейтнот, когда на часах меньше (секунд):</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Arbiter Console %1&lt;/h3&gt;&lt;p&gt;Every board of an online or hybrid chess event, live, for arbiters working under the FIDE Online Chess Regulations.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (LGPL-3.0), running on Qt %3.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Assets and programs&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;%4&lt;/li&gt;&lt;li&gt;Alert sound: made for Arbiter Console, CC0 1.0.&lt;/li&gt;&lt;li&gt;SQLite (public domain) through Qt SQL.&lt;/li&gt;&lt;li&gt;The demo&apos;s players: Stockfish (GPL-3.0), run as a separate program.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>%1: the console&apos;s version, %2: the Qt it was built with, %3: the Qt it runs on, %4: the chess pieces&apos; credit</extracomment>
        <translation>&lt;h3&gt;Arbiter Console %1&lt;/h3&gt;&lt;p&gt;Все доски онлайн- или гибридного шахматного соревнования в реальном времени — для арбитров, работающих по «Регламенту ФИДЕ для проведения онлайн соревнований по шахматам».&lt;/p&gt;&lt;p&gt;Собрано с использованием Qt %2 (LGPL-3.0), работает на Qt %3.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ресурсы и программы&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;%4&lt;/li&gt;&lt;li&gt;Звуковой сигнал: создан для Arbiter Console, CC0 1.0.&lt;/li&gt;&lt;li&gt;SQLite (общественное достояние) через Qt SQL.&lt;/li&gt;&lt;li&gt;В демонстрации играет Stockfish (GPL-3.0), запускаемый как отдельная программа.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>About Arbiter Console</source>
        <translation>О программе Arbiter Console</translation>
    </message>
    <message>
        <source>&amp;Connect to the game zone…</source>
        <translation>&amp;Подключиться к игровой зоне…</translation>
    </message>
    <message>
        <source>&amp;Event…</source>
        <translation>&amp;Соревнование…</translation>
    </message>
    <message>
        <source>&amp;Acknowledge…</source>
        <translation>П&amp;ринять к сведению…</translation>
    </message>
    <message>
        <source>Seen and being dealt with; a note is optional.</source>
        <translation>Замечено, принимаются меры; примечание необязательно.</translation>
    </message>
    <message>
        <source>&amp;Dismiss with a note…</source>
        <translation>&amp;Отклонить с примечанием…</translation>
    </message>
    <message>
        <source>Seen, nothing to do; say why in the note.</source>
        <translation>Замечено, мер не требуется; укажите причину в примечании.</translation>
    </message>
    <message>
        <source>Select an incident first.</source>
        <translation>Сначала выберите инцидент.</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s), review(s) or change(s) are not stored in the event database yet (%1). If the console closes now, they are lost.</source>
        <extracomment>%n: how many items wait, %1: why the database does not take them</extracomment>
        <translation>
            <numerusform>%n запись (инциденты, решения по ним, изменения) ещё не сохранена в базе данных мероприятия (%1). Если закрыть консоль сейчас, она пропадёт.</numerusform>
            <numerusform>%n записи (инциденты, решения по ним, изменения) ещё не сохранены в базе данных мероприятия (%1). Если закрыть консоль сейчас, они пропадут.</numerusform>
            <numerusform>%n записей (инциденты, решения по ним, изменения) ещё не сохранены в базе данных мероприятия (%1). Если закрыть консоль сейчас, они пропадут.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the console open</source>
        <translation>Не закрывать консоль</translation>
    </message>
    <message>
        <source>Close and lose them</source>
        <translation>Закрыть, потеряв их</translation>
    </message>
    <message numerus="yes">
        <source>Connected; %n game(s) catching up</source>
        <extracomment>%n: games whose moves are being fetched again</extracomment>
        <translation>
            <numerusform>Подключено; %n партия догоняет</numerusform>
            <numerusform>Подключено; %n партии догоняют</numerusform>
            <numerusform>Подключено; %n партий догоняют</numerusform>
        </translation>
    </message>
    <message>
        <source>Games catching up (their moves are fetched again): %1</source>
        <extracomment>%1: the games&apos; ids, comma-separated</extracomment>
        <translation>Партии, которые догоняют (их ходы запрашиваются снова): %1</translation>
    </message>
    <message>
        <source>Everything is saved in the event database again.</source>
        <translation>Всё снова сохранено в базе данных мероприятия.</translation>
    </message>
    <message numerus="yes">
        <source>Not saved: %n item(s) — %1</source>
        <extracomment>%n: items waiting to be stored, %1: why the database does not take them</extracomment>
        <translation>
            <numerusform>Не сохранено: %n запись — %1</numerusform>
            <numerusform>Не сохранено: %n записи — %1</numerusform>
            <numerusform>Не сохранено: %n записей — %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Since %1 the event database could not store %n incident(s), review(s) or change(s). They are kept in memory and saved as soon as the database takes them again; if the console closes before that, they are lost.
%2</source>
        <extracomment>%1: the time the first write failed, %n: items waiting, %2: why the database does not take them</extracomment>
        <translation>
            <numerusform>С %1 база данных мероприятия не может сохранить %n запись (инциденты, решения по ним, изменения). Они хранятся в памяти и будут сохранены, как только база данных снова их примет; если консоль закроется раньше, они пропадут.
%2</numerusform>
            <numerusform>С %1 база данных мероприятия не может сохранить %n записи (инциденты, решения по ним, изменения). Они хранятся в памяти и будут сохранены, как только база данных снова их примет; если консоль закроется раньше, они пропадут.
%2</numerusform>
            <numerusform>С %1 база данных мероприятия не может сохранить %n записей (инциденты, решения по ним, изменения). Они хранятся в памяти и будут сохранены, как только база данных снова их примет; если консоль закроется раньше, они пропадут.
%2</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Feeds (cameras of every player)</source>
        <translation>&amp;Трансляции (камеры всех участников)</translation>
    </message>
    <message>
        <source>Open &amp;team event…</source>
        <translation>Открыть мероприятие &amp;бригады…</translation>
    </message>
    <message>
        <source>&amp;Recent team events</source>
        <translation>&amp;Недавние мероприятия бригады</translation>
    </message>
    <message>
        <source>Sectors of the &amp;team…</source>
        <translation>Секторы &amp;бригады…</translation>
    </message>
    <message>
        <source>&amp;Hand over my sector…</source>
        <translation>&amp;Передать свой сектор…</translation>
    </message>
    <message>
        <source>%1 handed their sector over to you. Your boards now: %2.</source>
        <extracomment>%1: the outgoing arbiter; %2: the boards now watched</extracomment>
        <translation>%1 передал(а) вам свой сектор. Теперь ваши доски: %2.</translation>
    </message>
    <message>
        <source>Sector handed over</source>
        <translation>Сектор передан</translation>
    </message>
    <message>
        <source>Your sector: boards %1 (assigned by %2).</source>
        <extracomment>%1: the boards; %2: who assigned them</extracomment>
        <translation>Ваш сектор: доски %1 (назначил(а) %2).</translation>
    </message>
    <message>
        <source>You have no sector any more: every board is shown.</source>
        <translation>У вас больше нет сектора: показаны все доски.</translation>
    </message>
    <message>
        <source>Assigned by %1</source>
        <translation>Назначил(а): %1</translation>
    </message>
    <message>
        <source>Boards nobody watches: %1</source>
        <extracomment>%1: boards, e.g. 41-45, 50</extracomment>
        <translation>Доски без наблюдения: %1</translation>
    </message>
    <message>
        <source>%1 has no sector to hand over.</source>
        <translation>У арбитра %1 нет сектора, который можно передать.</translation>
    </message>
    <message>
        <source>Board %1: %2 (%3)</source>
        <extracomment>%1: the board; %2: the kind of incident; %3: its explanation</extracomment>
        <translation>Доска %1: %2 (%3)</translation>
    </message>
    <message>
        <source>S&amp;tandings…</source>
        <translation>&amp;Положение…</translation>
    </message>
    <message>
        <source>&amp;Report…</source>
        <translation>&amp;Отчёт…</translation>
    </message>
    <message>
        <source>E&amp;xport (TRF, CSV, PGN)…</source>
        <translation>Э&amp;кспорт (TRF, CSV, PGN)…</translation>
    </message>
    <message>
        <source>Join &amp;seminar…</source>
        <translation>Присоединиться к &amp;семинару…</translation>
    </message>
    <message>
        <source>Venue:</source>
        <translation>Площадка:</translation>
    </message>
    <message>
        <source>A hybrid event&apos;s venues (Part IIIb): only the games of one venue&apos;s players, or all grouped by venue.</source>
        <translation>Игровые площадки гибридного соревнования (часть IIIb): только партии игроков одной площадки или все, сгруппированные по площадкам.</translation>
    </message>
    <message>
        <source>All venues</source>
        <translation>Все площадки</translation>
    </message>
    <message>
        <source>All, grouped by venue</source>
        <translation>Все, по площадкам</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PasswordDialog</name>
    <message>
        <source>Team event password</source>
        <translation>Пароль мероприятия бригады</translation>
    </message>
    <message>
        <source>The password of %1 on %2:</source>
        <extracomment>%1: the login; %2: the server&apos;s address</extracomment>
        <translation>Пароль %1 на %2:</translation>
    </message>
    <message>
        <source>&amp;Keep it in the system keychain</source>
        <translation>&amp;Хранить в системной связке ключей</translation>
    </message>
    <message>
        <source>No system keychain runs here: the password is asked for each time.</source>
        <translation>Системная связка ключей здесь не работает: пароль запрашивается каждый раз.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PieceSet</name>
    <message>
        <source>Chess pieces by Cburnett and Rfc1394 (Wikimedia Commons), CC BY-SA 3.0.</source>
        <translation>Шахматные фигуры: Cburnett и Rfc1394 (Wikimedia Commons), CC BY-SA 3.0.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PlayersDock</name>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ReportDialog</name>
    <message>
        <source>Report</source>
        <translation>Отчёт</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Chief arbiter&apos;s report (PDF)</source>
        <translation>Отчёт главного арбитра (PDF)</translation>
    </message>
    <message>
        <source>Chief arbiter&apos;s report (HTML)</source>
        <translation>Отчёт главного арбитра (HTML)</translation>
    </message>
    <message>
        <source>Tournament report for the rating officer (TRF-16)</source>
        <translation>Отчёт о турнире для рейтинг-офицера (TRF-16)</translation>
    </message>
    <message>
        <source>Tournament report for the rating officer (TRF-2026)</source>
        <translation>Отчёт о турнире для рейтинг-офицера (TRF-2026)</translation>
    </message>
    <message>
        <source>Results, a row per game (CSV)</source>
        <translation>Результаты, строка на партию (CSV)</translation>
    </message>
    <message>
        <source>Standings, a row per player (CSV)</source>
        <translation>Положение, строка на участника (CSV)</translation>
    </message>
    <message>
        <source>The games with the rulings, for fair-play screening (PGN)</source>
        <translation>Партии с решениями для проверки честной игры (PGN)</translation>
    </message>
    <message>
        <source>every round with a result</source>
        <translation>все туры с результатами</translation>
    </message>
    <message>
        <source>Score adjustments as records 299, counted in the totals</source>
        <translation>Поправки к очкам записями 299, с учётом в суммах</translation>
    </message>
    <message>
        <source>A pairing program refuses totals that do not match the results: leave this off for the file the next round is paired from.</source>
        <translation>Программа жеребьёвки отвергает суммы, не совпадающие с результатами: не включайте это для файла, по которому жеребьёвка следующего тура.</translation>
    </message>
    <message>
        <source>Separate with &apos;;&apos; and write decimal commas (spreadsheets in Russian)</source>
        <translation>Разделять &apos;;&apos; и писать десятичные запятые (таблицы на русском)</translation>
    </message>
    <message>
        <source>&amp;What:</source>
        <translation>&amp;Что:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>&amp;Rounds up to:</source>
        <translation>&amp;Туры по:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>все туры</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1: the file; %2: why it could not be written</extracomment>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Сохранено: %1.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RulingDesk</name>
    <message>
        <source>&amp;Rulings</source>
        <translation>Ре&amp;шения</translation>
    </message>
    <message>
        <source>Ruling on this &amp;game…</source>
        <translation>Решение по этой &amp;партии…</translation>
    </message>
    <message>
        <source>&amp;Answer the incident with a ruling…</source>
        <translation>&amp;Ответить на инцидент решением…</translation>
    </message>
    <message>
        <source>Ruling on a &amp;player…</source>
        <translation>Решение по &amp;игроку…</translation>
    </message>
    <message>
        <source>Rulings &amp;log</source>
        <translation>&amp;Журнал решений</translation>
    </message>
    <message>
        <source>Apply on the plat&amp;form…</source>
        <translation>Применить на пл&amp;атформе…</translation>
    </message>
    <message>
        <source>&amp;Who am I…</source>
        <translation>&amp;Кто я…</translation>
    </message>
    <message>
        <source>You: %1, %2</source>
        <extracomment>%1: the arbiter&apos;s name; %2: their role, e.g. Chief arbiter</extracomment>
        <translation>Вы: %1, %2</translation>
    </message>
    <message>
        <source>You: not chosen (Ctrl+I)</source>
        <translation>Вы: не выбрано (Ctrl+I)</translation>
    </message>
    <message>
        <source>Select a board first (or use Ctrl+P for a ruling on a player).</source>
        <translation>Сначала выберите доску (или Ctrl+P — решение по игроку).</translation>
    </message>
    <message>
        <source>Select an incident first.</source>
        <translation>Сначала выберите инцидент.</translation>
    </message>
    <message>
        <source>Recorded as entry %1: %2</source>
        <extracomment>%1: the entry number; %2: what was recorded</extracomment>
        <translation>Внесено в журнал под номером %1: %2</translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <extracomment>%1: the rulings log entry number that answered the incident</extracomment>
        <translation>Решение %1</translation>
    </message>
    <message>
        <source>Ruling not recorded</source>
        <translation>Решение не внесено</translation>
    </message>
    <message>
        <source>White off or back on the &amp;VCS</source>
        <translation>&amp;Белые: отключение от ВКС или возврат</translation>
    </message>
    <message>
        <source>Black off or back on the V&amp;CS</source>
        <translation>&amp;Чёрные: отключение от ВКС или возврат</translation>
    </message>
    <message>
        <source>Select a board first.</source>
        <translation>Сначала выберите доску.</translation>
    </message>
    <message>
        <source>%1 marked back on the VCS.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1: отмечен возврат в ВКС.</translation>
    </message>
    <message>
        <source>%1 marked off the VCS.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1: отмечено отключение от ВКС.</translation>
    </message>
    <message>
        <source>%1 has a red card in force (Art. 13.4): record the loss of the game.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1: действует красная карточка (ст. 13.4) — внесите поражение в партии.</translation>
    </message>
    <message>
        <source>Pla&amp;yers</source>
        <translation>&amp;Список игроков</translation>
    </message>
    <message>
        <source>Ca&amp;rd policy…</source>
        <translation>Прави&amp;ла карточек…</translation>
    </message>
    <message>
        <source>At the disconnection (ply %1): White %2, Black %3.</source>
        <extracomment>%1: the ply; %2, %3: White&apos;s and Black&apos;s clocks then</extracomment>
        <translation>На момент отключения (полуход %1): у белых %2, у чёрных %3.</translation>
    </message>
    <message>
        <source>VCS &amp;evidence…</source>
        <translation>&amp;Материалы ВКС…</translation>
    </message>
    <message>
        <source>Who am I</source>
        <translation>Кто я</translation>
    </message>
    <message>
        <source>On a team event you are your login: %1, %2, login %3. The event&apos;s server decides what you may record; another person signs in with their own login.</source>
        <extracomment>%1: name; %2: role; %3: login</extracomment>
        <translation>На мероприятии бригады вы — это ваш логин: %1, %2, логин %3. Что вы можете вносить, решает сервер мероприятия; другой человек входит под своим логином.</translation>
    </message>
    <message>
        <source>&amp;Who am I (team event)…</source>
        <translation>&amp;Кто я (мероприятие бригады)…</translation>
    </message>
    <message>
        <source>You: %1, %2 (login %3)</source>
        <extracomment>%1: the arbiter&apos;s name; %2: their role; %3: their login on the team event&apos;s server</extracomment>
        <translation>Вы: %1, %2 (логин %3)</translation>
    </message>
    <message>
        <source>The appeal&apos;s decision is recorded; the chief arbiter records the ruling that replaces it.</source>
        <translation>Решение по апелляции внесено; новое решение вносит главный арбитр.</translation>
    </message>
    <message>
        <source>%1 has a red card in force (entry %2): this game is lost (Art. 13.4).</source>
        <extracomment>%1: the player; %2: the entry of the red card</extracomment>
        <translation>У %1 действует красная карточка (запись %2): эта партия проиграна (ст. 13.4).</translation>
    </message>
    <message>
        <source>Excluded from this round by entry %1 (Art. 10.9.8)</source>
        <translation>Исключение из этого тура по записи %1 (ст. 10.9.8)</translation>
    </message>
    <message>
        <source>Expelled from the event by entry %1 (Art. 10.9.9)</source>
        <extracomment>A ruling&apos;s reason, in the arbiter&apos;s words; %1: the entry of the expulsion</extracomment>
        <translation>Исключение из соревнования по записи %1 (ст. 10.9.9)</translation>
    </message>
    <message>
        <source>%1 is excluded from this round (entry %2): the game is forfeited; apply it on the platform too.</source>
        <translation>%1 исключён(а) из этого тура (запись %2): поражение за неявку; примените его и на платформе.</translation>
    </message>
    <message>
        <source>%1 was expelled from the event (entry %2): the game is forfeited; apply it on the platform too.</source>
        <extracomment>%1: the player; %2: the entry of the expulsion</extracomment>
        <translation>%1 исключён(а) из соревнования (запись %2): поражение за неявку; примените его и на платформе.</translation>
    </message>
    <message>
        <source>%1 has a red card in force (Art. 13.4): the next game is lost; it is proposed on that game once it is paired.</source>
        <extracomment>%1: the player</extracomment>
        <translation>У %1 действует красная карточка (ст. 13.4): следующая партия проиграна; поражение будет предложено в этой партии, как только она появится в жеребьёвке.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RulingDialog</name>
    <message>
        <source>Ruling</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>e.g. 5, 6</source>
        <translation>например, 5, 6</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source>Wit&amp;h the colours corrected (Art. 15.2)</source>
        <translation>С исправлением &amp;цветов (ст. 15.2)</translation>
    </message>
    <message>
        <source>&amp;Both players absent</source>
        <translation>Не&amp;явка обоих игроков</translation>
    </message>
    <message>
        <source>Also &amp;expel the player from the event (chief arbiter, Art. 9.8.2)</source>
        <translation>Также ис&amp;ключить игрока из соревнований (главный арбитр, ст. 9.8.2)</translation>
    </message>
    <message>
        <source>In your own words</source>
        <translation>Своими словами</translation>
    </message>
    <message>
        <source>&amp;Propose to the chief arbiter</source>
        <translation>Пр&amp;едложить главному арбитру</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Партия:</translation>
    </message>
    <message>
        <source>&amp;Ruling:</source>
        <translation>&amp;Решение:</translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation>&amp;Время:</translation>
    </message>
    <message>
        <source>New &amp;score:</source>
        <translation>&amp;Новые очки:</translation>
    </message>
    <message>
        <source>&amp;Opponent&apos;s score:</source>
        <translation>&amp;Очки соперника:</translation>
    </message>
    <message>
        <source>&amp;White scores:</source>
        <translation>Очки &amp;белых:</translation>
    </message>
    <message>
        <source>Blac&amp;k scores:</source>
        <translation>Очки &amp;чёрных:</translation>
    </message>
    <message>
        <source>Ro&amp;unds:</source>
        <translation>&amp;Туры:</translation>
    </message>
    <message>
        <source>Pe&amp;nalty:</source>
        <translation>&amp;Штраф:</translation>
    </message>
    <message>
        <source>&amp;Decision:</source>
        <translation>Решение по &amp;ст. 18.9:</translation>
    </message>
    <message>
        <source>New time &amp;control:</source>
        <translation>Новый контро&amp;ль:</translation>
    </message>
    <message>
        <source>&amp;Increment:</source>
        <translation>&amp;Добавление:</translation>
    </message>
    <message>
        <source>Re&amp;ason:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <source>Article:</source>
        <translation>Статья:</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Внести</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>%1: the penalty&apos;s number in Art. 10.9; %2: its name</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Forbidden device: loss, opponent wins (Art. 9.8.2)</source>
        <translation>Запрещённое устройство: поражение, соперник побеждает (ст. 9.8.2)</translation>
    </message>
    <message>
        <source>(the ruling&apos;s own article)</source>
        <translation>(статья самого решения)</translation>
    </message>
    <message>
        <source>Art. %1 — %2</source>
        <extracomment>%1: the article; %2: the reason</extracomment>
        <translation>Ст. %1 — %2</translation>
    </message>
    <message>
        <source>Other (in your own words)</source>
        <translation>Другое (своими словами)</translation>
    </message>
    <message>
        <source>Board %1: %2 – %3</source>
        <extracomment>%1: the board number; %2: White&apos;s name; %3: Black&apos;s name</extracomment>
        <translation>Доска %1: %2 – %3</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <extracomment>%1: White&apos;s name; %2: Black&apos;s name</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1 (White)</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 (белые)</translation>
    </message>
    <message>
        <source>%1 (Black)</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 (чёрные)</translation>
    </message>
    <message>
        <source>none: a ruling on a player</source>
        <translation>нет: решение по игроку</translation>
    </message>
    <message>
        <source>This ruling is made on a game: open it from a board.</source>
        <translation>Это решение выносится по партии: откройте его с доски.</translation>
    </message>
    <message>
        <source>Propose</source>
        <translation>Предложить</translation>
    </message>
    <message>
        <source>Forbidden device: loss, opponent wins (Art. 17.3)</source>
        <translation>Запрещённое устройство: поражение, победа соперника (ст. 17.3)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RulingsDock</name>
    <message>
        <source>Why (kept with the entry)?</source>
        <translation>Почему (сохраняется вместе с записью)?</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>Only what to &amp;apply on the platform</source>
        <translation>Только &amp;применить на платформе</translation>
    </message>
    <message>
        <source>Show confirmations and zone records</source>
        <translation>Показывать утверждения и записи игровой зоны</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Утвердить</translation>
    </message>
    <message>
        <source>Reject…</source>
        <translation>Отклонить…</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Снять</translation>
    </message>
    <message>
        <source>Revoke…</source>
        <translation>Отменить…</translation>
    </message>
    <message>
        <source>Appeal…</source>
        <translation>Апелляция…</translation>
    </message>
    <message>
        <source>Done on the platform</source>
        <translation>Применено на платформе</translation>
    </message>
    <message>
        <source>Decide appeal…</source>
        <translation>Рассмотреть апелляцию…</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SectorDialog</name>
    <message>
        <source>%1, %2</source>
        <extracomment>%1: who assigned the sector; %2: when</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>handed over by %1, %2</source>
        <extracomment>%1: the arbiter who handed the sector over; %2: when</extracomment>
        <translation>передан арбитром %1, %2</translation>
    </message>
    <message>
        <source>No sectors yet: every arbiter sees every board.</source>
        <translation>Секторов пока нет: каждый арбитр видит все доски.</translation>
    </message>
    <message>
        <source>Every board of the round is watched.</source>
        <translation>За всеми досками тура наблюдают.</translation>
    </message>
    <message>
        <source>Boards nobody watches: %1</source>
        <extracomment>%1: boards, e.g. 41-45, 50</extracomment>
        <translation>Доски без наблюдения: %1</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Секторы</translation>
    </message>
    <message>
        <source>Each arbiter watches a sector (Art. 10.3.1): a range of boards, players by starting number (they keep their arbiter when their boards change), or both. Every console of the event shows its arbiter&apos;s sector.</source>
        <translation>Каждый арбитр наблюдает за своим сектором (ст. 10.3.1): диапазоном досок, участниками по стартовым номерам (арбитр остаётся с ними, когда меняются доски) или тем и другим. Консоль каждого арбитра показывает его сектор.</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Арбитр</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Доски</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Участники</translation>
    </message>
    <message>
        <source>Boards this round</source>
        <translation>Доски в этом туре</translation>
    </message>
    <message>
        <source>Assigned by</source>
        <translation>Кто назначил</translation>
    </message>
    <message>
        <source>&amp;Hand over…</source>
        <translation>&amp;Передать…</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Применить</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SeminarDesk</name>
    <message>
        <source>The lecturer paused the round.</source>
        <translation>Лектор приостановил тур.</translation>
    </message>
    <message>
        <source>The lecturer resumed the round.</source>
        <translation>Лектор возобновил тур.</translation>
    </message>
    <message>
        <source>The round starts when the lecturer starts it.</source>
        <translation>Тур начнётся, когда его начнёт лектор.</translation>
    </message>
    <message>
        <source>The lecturer started the round.</source>
        <translation>Лектор начал тур.</translation>
    </message>
    <message>
        <source>The lecturer replays: %1</source>
        <extracomment>%1: the incident&apos;s title</extracomment>
        <translation>Лектор повторяет: %1</translation>
    </message>
    <message>
        <source>Seminar: %1</source>
        <extracomment>%1: the incident&apos;s title</extracomment>
        <translation>Семинар: %1</translation>
    </message>
    <message>
        <source>Seminar</source>
        <translation>Семинар</translation>
    </message>
    <message>
        <source>S&amp;eminar</source>
        <translation>С&amp;еминар</translation>
    </message>
    <message>
        <source>Ask for the next &amp;fact</source>
        <translation>Запросить следующий &amp;факт</translation>
    </message>
    <message>
        <source>&amp;Debrief…</source>
        <translation>&amp;Разбор…</translation>
    </message>
    <message>
        <source>Ask for a fact</source>
        <translation>Запросить факт</translation>
    </message>
    <message>
        <source>Debrief…</source>
        <translation>Разбор…</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Инцидент</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>%1, you are the %2.</source>
        <extracomment>%1: the trainee&apos;s name; %2: their role in the seminar&apos;s event</extracomment>
        <translation>%1, ваша роль — %2.</translation>
    </message>
    <message>
        <source>Score: %1 of %2.</source>
        <extracomment>%1: points so far; %2: the points of the pack</extracomment>
        <translation>Баллы: %1 из %2.</translation>
    </message>
    <message>
        <source>Your rulings are graded at the end.</source>
        <translation>Ваши решения будут оценены в конце.</translation>
    </message>
    <message>
        <source>Incident %1</source>
        <extracomment>%1: the incident&apos;s number in the pack</extracomment>
        <translation>Инцидент %1</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>ещё нет</translation>
    </message>
    <message>
        <source>ruled</source>
        <translation>решено</translation>
    </message>
    <message>
        <source>to rule</source>
        <translation>нужно решение</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1: points scored; %2: points possible</extracomment>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>0 of %1</source>
        <translation>0 из %1</translation>
    </message>
    <message>
        <source>Supervise the round as you would an event. Each incident&apos;s briefing shows here when it happens; rule with the console&apos;s own dialogs.</source>
        <translation>Наблюдайте за туром, как на настоящем соревновании. Вводная каждого инцидента появляется здесь, когда он происходит; решения принимайте обычными диалогами консоли.</translation>
    </message>
    <message>
        <source>Facts you asked for</source>
        <translation>Запрошенные факты</translation>
    </message>
    <message>
        <source>Decide within %1 of the incident.</source>
        <extracomment>%1: a duration such as 3:00</extracomment>
        <translation>Примите решение в течение %1 после инцидента.</translation>
    </message>
    <message>
        <source>The lecturer reveals the reference:</source>
        <translation>Лектор показывает эталон:</translation>
    </message>
    <message>
        <source>Seminar debrief</source>
        <translation>Разбор семинара</translation>
    </message>
    <message>
        <source>Save result sheet (PDF)…</source>
        <translation>Сохранить лист результатов (PDF)…</translation>
    </message>
    <message>
        <source>Save result sheet</source>
        <translation>Сохранить лист результатов</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>%1: the pack&apos;s title; %2: the trainee</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Result sheet saved to %1</source>
        <translation>Лист результатов сохранён в %1</translation>
    </message>
    <message>
        <source>Your rulings are graded at the end: the debrief opens when every game is over.</source>
        <translation>Ваши решения оцениваются в конце: разбор откроется, когда закончатся все партии.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::StandingsDialog</name>
    <message>
        <source>Standings — %1</source>
        <extracomment>%1: the event&apos;s name</extracomment>
        <translation>Положение — %1</translation>
    </message>
    <message>
        <source>In order: BH (Buchholz), SB (Sonneborn-Berger), ARO (average rating of opponents), each with -C1, -C2 (cut) or -M1 (median); PS (progressive score, -C1); DE (direct encounter), WIN, WON, BPG (games with Black), BWG.</source>
        <translation>По порядку: BH (Бухгольц), SB (Зоннеборн — Бергер), ARO (средний рейтинг соперников), каждый с -C1, -C2 (усечение) или -M1 (медианный); PS (сумма прогрессивных очков, -C1); DE (личная встреча), WIN, WON, BPG (партии чёрными), BWG.</translation>
    </message>
    <message>
        <source>FIDE 2026 (the dummy opponent capped)</source>
        <translation>ФИДЕ 2026 (с ограничением виртуального соперника)</translation>
    </message>
    <message>
        <source>FIDE 2024</source>
        <translation>ФИДЕ 2024</translation>
    </message>
    <message>
        <source>After &amp;round:</source>
        <translation>После &amp;тура:</translation>
    </message>
    <message>
        <source>&amp;Keep for the event</source>
        <translation>&amp;Сохранить для соревнования</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks:</source>
        <translation>&amp;Доп. показатели:</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation>Фед.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>score adjusted by a ruling (%1)</source>
        <extracomment>%1: points added or taken by rulings, e.g. -0.5</extracomment>
        <translation>поправка к очкам по решению (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not finished</source>
        <translation>
            <numerusform>%n партия не окончена</numerusform>
            <numerusform>%n партии не окончены</numerusform>
            <numerusform>%n партий не окончено</numerusform>
        </translation>
    </message>
    <message>
        <source>stand</source>
        <translation>остаются за ним</translation>
    </message>
    <message>
        <source>go to their opponents</source>
        <translation>переходят к соперникам</translation>
    </message>
    <message>
        <source>Appendix I A.9: the event&apos;s regulations say whether the points an expelled player scored go to their opponents.</source>
        <translation>Приложение I A.9: регламент соревнования определяет, переходят ли очки, набранные исключённым участником, к его соперникам.</translation>
    </message>
    <message>
        <source>Points of an &amp;expelled player (App. I A.9):</source>
        <translation>Очки &amp;исключённого участника (прил. I A.9):</translation>
    </message>
    <message>
        <source>expelled (Art. 10.9.9)</source>
        <translation>исключён (ст. 10.9.9)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::StatsPrinter</name>
    <message>
        <source>rollcall: done at %1 s: %2</source>
        <extracomment>--stats output; %1 seconds since the console started; %2 the roll call&apos;s summary</extracomment>
        <translation>перекличка: завершена на %1 с: %2</translation>
    </message>
    <message>
        <source>incident: %1 board %2 %3 at %4 ms</source>
        <extracomment>--stats output; %1 the incident&apos;s kind (a fixed name), %2 board, %3 white or black, %4 when (ms since 1970, UTC)</extracomment>
        <translation>инцидент: %1 доска %2 %3 в %4 мс</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::StatsProbe</name>
    <message>
        <source>stats %1 s: %2 fps, longest GUI stall %3 ms (%4 over %5 ms), event to screen p50 %6 ms p99 %7 ms max %8 ms (%9 events), CPU %10 % (GUI %11 %, zone %12 %, simulator %13 %), RSS %14 MB</source>
        <extracomment>%1: seconds measured; %2: frames a second; %3: the longest stall, ms; %4: stalls over %5 ms; %6, %7, %8: event-to-screen delay p50, p99, max, ms; %9: events; %10-%13: CPU % (all, GUI, zone, simulator); %14: memory, MB</extracomment>
        <translation>статистика %1 с: %2 кадр/с, самая долгая задержка интерфейса %3 мс (%4 дольше %5 мс), от события до экрана p50 %6 мс p99 %7 мс макс. %8 мс (%9 событий), ЦП %10 % (интерфейс %11 %, зона %12 %, симулятор %13 %), RSS %14 МБ</translation>
    </message>
    <message>
        <source>stats summary over %1 s (%2 intervals; worst interval after the start-up one): lowest %3 fps, longest GUI stall %4 ms, event to screen p50 %5 ms p99 %6 ms; all %7 events: p50 %8 ms p99 %9 ms; CPU %10 % (GUI %11 %), peak RSS %12 MB</source>
        <extracomment>%1: seconds measured; %2: intervals; %3: lowest frames a second; %4: longest stall, ms; %5, %6: delay p50, p99, ms; %7: events in all; %8, %9: their delay p50, p99, ms; %10: CPU %; %11: GUI CPU %; %12: peak memory, MB</extracomment>
        <translation>итог статистики за %1 с (%2 интервалов; худший интервал после стартового): минимум %3 кадр/с, самая долгая задержка интерфейса %4 мс, от события до экрана p50 %5 мс p99 %6 мс; все %7 событий: p50 %8 мс p99 %9 мс; ЦП %10 % (интерфейс %11 %), пик RSS %12 МБ</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::TeamEventDialog</name>
    <message>
        <source>Open team event</source>
        <translation>Открыть мероприятие бригады</translation>
    </message>
    <message>
        <source>A team event is kept on its PostgreSQL server, and every arbiter of the team opens it with their own login. The chief arbiter gives you the server and your login; the password is asked for when connecting.</source>
        <translation>Мероприятие бригады хранится на его сервере PostgreSQL, и каждый арбитр бригады открывает его под своим логином. Сервер и логин даёт главный арбитр; пароль запрашивается при подключении.</translation>
    </message>
    <message>
        <source>db.example.org, or primary,standby</source>
        <translation>db.example.org или основной,резервный</translation>
    </message>
    <message>
        <source>e.g. open2026</source>
        <translation>например, open2026</translation>
    </message>
    <message>
        <source>e.g. anna.petrova</source>
        <translation>например, anna.petrova</translation>
    </message>
    <message>
        <source>Encrypted, the server&apos;s certificate checked (recommended)</source>
        <translation>Шифрование, сертификат сервера проверяется (рекомендуется)</translation>
    </message>
    <message>
        <source>Encrypted, the certificate not checked</source>
        <translation>Шифрование, сертификат не проверяется</translation>
    </message>
    <message>
        <source>Encrypted if the server offers it</source>
        <translation>Шифрование, если сервер его предлагает</translation>
    </message>
    <message>
        <source>Not encrypted (a trusted local network only)</source>
        <translation>Без шифрования (только в доверенной локальной сети)</translation>
    </message>
    <message>
        <source>the server&apos;s CA certificate (default: ~/.postgresql/root.crt)</source>
        <translation>сертификат УЦ сервера (по умолчанию ~/.postgresql/root.crt)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>The server&apos;s CA certificate</source>
        <translation>Сертификат УЦ сервера</translation>
    </message>
    <message>
        <source>Certificates (*.crt *.pem);;All files (*)</source>
        <translation>Сертификаты (*.crt *.pem);;Все файлы (*)</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Сервер:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;База данных:</translation>
    </message>
    <message>
        <source>Your &amp;login:</source>
        <translation>Ваш &amp;логин:</translation>
    </message>
    <message>
        <source>&amp;Connection:</source>
        <translation>&amp;Соединение:</translation>
    </message>
    <message>
        <source>CA &amp;certificate:</source>
        <translation>Се&amp;ртификат УЦ:</translation>
    </message>
    <message>
        <source>Fill in the server, the database and your login.</source>
        <translation>Укажите сервер, базу данных и ваш логин.</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <extracomment>%1: the server&apos;s address (postgresql://…)</extracomment>
        <translation>Адрес: %1</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::VenueDesk</name>
    <message>
        <source>With a note…</source>
        <translation>С примечанием…</translation>
    </message>
    <message>
        <source>Venue page</source>
        <translation>Страница площадки</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Проверки</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Тур:</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>Чек-лист</translation>
    </message>
    <message>
        <source>Connections (Art. 18.8)</source>
        <translation>Подключения (ст. 18.8)</translation>
    </message>
    <message>
        <source>Y yes, N no, T to check; Enter or a double-click to add a note. A game may start with an item missing only with a note.</source>
        <translation>Y — да, N — нет, T — проверить; Enter или двойной щелчок — с примечанием. Партия может начаться с непройденным пунктом только при примечании.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Игровая зона</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Главный арбитр</translation>
    </message>
    <message>
        <source>%1 reports that %2 was disconnected on board %3 (Art. 18.9). You decide: resume, reduce their time, or restart the game.</source>
        <extracomment>%1: who reports (e.g. &quot;Tom Iyer, local technical arbiter, Chennai&quot;); %2: the player; %3: the board</extracomment>
        <translation>%1 сообщает: %2 отключился на доске %3 (ст. 18.9). Решение за вами: продолжить, сократить время или начать партию заново.</translation>
    </message>
    <message>
        <source>Disconnection reported</source>
        <translation>Сообщение об отключении</translation>
    </message>
    <message>
        <source>Decide now…</source>
        <translation>Решить сейчас…</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Все игроки</translation>
    </message>
    <message>
        <source>My sector</source>
        <translation>Мой сектор</translation>
    </message>
    <message>
        <source>Venue %1</source>
        <extracomment>%1: a venue</extracomment>
        <translation>Площадка %1</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <extracomment>%1: the item (e.g. &quot;Device check&quot;); %2: its article</extracomment>
        <translation>%1
(%2)</translation>
    </message>
    <message>
        <source>%1 (assistant: %2)</source>
        <extracomment>%1: the player; %2: their online assistant</extracomment>
        <translation>%1 (помощник: %2)</translation>
    </message>
    <message>
        <source>Report (Art. 18.9)</source>
        <translation>Сообщить (ст. 18.9)</translation>
    </message>
    <message>
        <source>Tell the chief arbiter at once that this player was disconnected; they decide.</source>
        <translation>Немедленно сообщить главному арбитру об отключении игрока; решает он.</translation>
    </message>
    <message>
        <source>%1 at %2 UTC%3</source>
        <extracomment>%1: who checked; %2: when (UTC); %3: the note</extracomment>
        <translation>%1 в %2 UTC%3</translation>
    </message>
    <message>
        <source>%1 of %2 players ready for round %3.</source>
        <extracomment>%1: players ready; %2: players listed; %3: the round</extracomment>
        <translation>Готовы к туру %3: %1 из %2 игроков.</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>партия окончена</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>отключён</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>подключён</translation>
    </message>
    <message>
        <source>off the VCS</source>
        <translation>вне ВКС</translation>
    </message>
    <message>
        <source>feed problem</source>
        <translation>сбой трансляции</translation>
    </message>
    <message>
        <source>on</source>
        <translation>на связи</translation>
    </message>
    <message>
        <source>The event has no venues (File ▸ Event…, Venues).</source>
        <translation>У соревнования нет игровых площадок (Файл ▸ Соревнование…, Площадки).</translation>
    </message>
    <message>
        <source>local organiser: %1</source>
        <extracomment>%1: the local organiser</extracomment>
        <translation>местный организатор: %1</translation>
    </message>
    <message>
        <source>No arbiters on site.</source>
        <translation>Арбитров на площадке нет.</translation>
    </message>
    <message>
        <source>Traditional sets beside the virtual board, which prevails (Art. 20).</source>
        <translation>Традиционные комплекты рядом с виртуальной доской, основной считается виртуальная (ст. 20).</translation>
    </message>
    <message>
        <source>No panoramic camera given for this venue.</source>
        <translation>Для этой площадки не задано панорамных камер.</translation>
    </message>
    <message>
        <source>%1, camera %2</source>
        <extracomment>%1: the venue; %2: the camera&apos;s number</extracomment>
        <translation>%1, камера %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: the check; %2: the player</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>what was found or agreed; needed to start with the item missing</source>
        <translation>что обнаружено или о чём договорились; нужно, чтобы начать с непройденным пунктом</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>&amp;Ответ:</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Примечание:</translation>
    </message>
    <message>
        <source>Disconnected; reported to the chief arbiter (Art. 18.9).</source>
        <translation>Отключение; сообщено главному арбитру (ст. 18.9).</translation>
    </message>
    <message>
        <source>VCS</source>
        <translation>ВКС</translation>
    </message>
    <message>
        <source>board %1 %2</source>
        <extracomment>%1: the board; %2: the player</extracomment>
        <translation>доска %1 %2</translation>
    </message>
    <message>
        <source>Games began with a pre-round check missing and no note (Art. 18.5, 18.6, 10.4): %1. Record the check or a note in View ▸ Checks.</source>
        <extracomment>%1: boards and players, comma-separated</extracomment>
        <translation>Партии начались с непройденной предтуровой проверкой без примечания (ст. 18.5, 18.6, 10.4): %1. Отметьте проверку или примечание в «Вид ▸ Проверки».</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::WhoAmIDialog</name>
    <message>
        <source>Who are you?</source>
        <translation>Кто вы?</translation>
    </message>
    <message>
        <source>Rulings record who issued them, and your role decides what you may decide alone. Choose your name from the event&apos;s staff.</source>
        <translation>В каждом решении записывается, кто его вынес, а ваша роль определяет, что вы можете решать самостоятельно. Выберите своё имя из судейской бригады соревнования.</translation>
    </message>
    <message>
        <source>Not on the list? Add yourself</source>
        <translation>Вас нет в списке? Добавьте себя</translation>
    </message>
    <message>
        <source>hybrid events: the venue of a local arbiter</source>
        <translation>гибридные соревнования: игровое место местного арбитра</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>&amp;Роль:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>Игровое &amp;место:</translation>
    </message>
</context>
<context>
    <name>arbiter::vcs::VcsPresenceClient</name>
    <message>
        <source>Video server presence: connected to %1</source>
        <extracomment>%1: the relay&apos;s address</extracomment>
        <translation>Присутствие от видеосервера: подключено к %1</translation>
    </message>
    <message>
        <source>Video server presence lost (%1); trying again in %2 s</source>
        <extracomment>%1: why (a message), %2: seconds until the next try</extracomment>
        <translation>Присутствие от видеосервера потеряно (%1); новая попытка через %2 с</translation>
    </message>
    <message>
        <source>the relay closed the stream</source>
        <translation>ретранслятор закрыл поток</translation>
    </message>
    <message>
        <source>the relay refused this console&apos;s login and feed secret (HTTP %1)</source>
        <extracomment>%1: the HTTP status code, 401 or 403</extracomment>
        <translation>ретранслятор отклонил логин и ключ трансляций этой консоли (HTTP %1)</translation>
    </message>
    <message>
        <source>the relay asks for a login this console does not have for it (HTTP %1): open the event as a team event, with the relay&apos;s address over https://</source>
        <extracomment>%1: the HTTP status code, 401 or 403</extracomment>
        <translation>ретранслятор требует логин, которого у этой консоли для него нет (HTTP %1): откройте мероприятие как мероприятие бригады, с адресом ретранслятора по https://</translation>
    </message>
</context>
<context>
    <name>arbiter::watch::Incident</name>
    <message>
        <source>Disconnected</source>
        <translation>Отключение</translation>
    </message>
    <message>
        <source>Illegal move</source>
        <translation>Недопустимый ход</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Colours reversed</source>
        <translation>Перевёрнутые цвета</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>Zone data</source>
        <translation>Данные игровой зоны</translation>
    </message>
    <message>
        <source>Automatic draw</source>
        <translation>Автоматическая ничья</translation>
    </message>
    <message>
        <source>Arbiter decides</source>
        <translation>Решает арбитр</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыт</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>Принят к сведению</translation>
    </message>
    <message>
        <source>Dismissed</source>
        <translation>Отклонён</translation>
    </message>
    <message>
        <source>Off the VCS</source>
        <translation>Вне ВКС</translation>
    </message>
    <message>
        <source>Moved off the VCS</source>
        <translation>Ход при отключении от ВКС</translation>
    </message>
    <message>
        <source>No-show</source>
        <translation>Неявка</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>Dark camera</source>
        <translation>Тёмная камера</translation>
    </message>
    <message>
        <source>Frozen camera</source>
        <translation>Застывшая камера</translation>
    </message>
    <message>
        <source>Silent microphone</source>
        <translation>Микрофон молчит</translation>
    </message>
    <message>
        <source>Feeds after the game</source>
        <translation>Трансляции после партии</translation>
    </message>
</context>
<context>
    <name>arbiter::watch::IncidentDetector</name>
    <message>
        <source>%1 left the game zone at ply %2; the clock keeps running (Art. 4.3).</source>
        <extracomment>%1: the player; %2: the ply</extracomment>
        <translation>%1: отключение от игровой зоны на полуходе %2; часы продолжают идти (ст. 4.3).</translation>
    </message>
    <message>
        <source>%1 was away from the game zone for %2 s (from ply %3 to ply %4).</source>
        <extracomment>%1: the player; %2: seconds away; %3: from ply; %4: to ply</extracomment>
        <translation>%1: отключение от игровой зоны длилось %2 с (с полухода %3 по полуход %4).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell and %2 could still checkmate by a series of legal moves, but the zone scored a draw: the arbiter may change the result to %3 (Art. 4.5, 15.4).</source>
        <extracomment>%1: the player whose flag fell, %2: the opponent, %3: the result the rules give</extracomment>
        <translation>%1: упал флажок; у соперника (%2) ещё была возможность поставить мат серией разрешённых ходов, но игровая зона засчитала ничью: арбитр может изменить результат на %3 (ст. 4.5, 15.4).</translation>
    </message>
    <message>
        <source>The zone drew on an insufficient-material claim, but checkmate is still possible on the board: the arbiter may change the result (Art. 15.4).</source>
        <translation>Игровая зона засчитала ничью по требованию о недостаточности материала, но мат на доске ещё возможен: арбитр может изменить результат (ст. 15.4).</translation>
    </message>
    <message>
        <source>%1 left the game and lost on time and %2 can still checkmate: %3, but the zone reported %4 (Art. 11.4).</source>
        <extracomment>%1: the player who left, %2: the opponent, %3: the result the rules give, %4: the zone&apos;s</extracomment>
        <translation>%1 — партия покинута, время истекло; соперник (%2) ещё может поставить мат: %3, но игровая зона сообщила %4 (ст. 11.4).</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell and %2 can still checkmate by a series of legal moves: %3, but the zone reported %4 (Art. 4.5).</source>
        <extracomment>%1: the player whose flag fell, %2: the opponent, %3: the result the rules give, %4: the zone&apos;s</extracomment>
        <translation>%1: упал флажок; соперник (%2) ещё может поставить мат серией разрешённых ходов: %3, но игровая зона сообщила %4 (ст. 4.5).</translation>
    </message>
    <message>
        <source>%1 left the game and lost on time, but %2 cannot checkmate by any series of legal moves: the game is drawn (Art. 11.4, 4.5); the zone reported %3.</source>
        <extracomment>%1: the player who left, %2: the opponent, %3: the zone&apos;s result</extracomment>
        <translation>%1 — партия покинута, время истекло, но соперник (%2) не может поставить мат никакой серией разрешённых ходов: партия заканчивается вничью (ст. 11.4, 4.5); игровая зона сообщила %3.</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell, but %2 cannot checkmate by any series of legal moves: the game is drawn (Art. 4.5); the zone reported %3.</source>
        <extracomment>%1: the player whose flag fell, %2: the opponent, %3: the zone&apos;s result</extracomment>
        <translation>%1: упал флажок, но соперник (%2) не может поставить мат никакой серией разрешённых ходов: партия заканчивается вничью (ст. 4.5); игровая зона сообщила %3.</translation>
    </message>
    <message>
        <source>The board reached an automatic draw (%1) after ply %2, but the zone reported %3 (Art. 5.4, 15.3).</source>
        <extracomment>%1: the draw rule, %2: the ply, %3: the zone&apos;s result</extracomment>
        <translation>На доске автоматическая ничья (%1) после полухода %2, но игровая зона сообщила %3 (ст. 5.4, 15.3).</translation>
    </message>
    <message>
        <source>The board shows checkmate (%1), but the zone reported %2 (Art. 5.1).</source>
        <extracomment>%1: the result the board gives, %2: the zone&apos;s result</extracomment>
        <translation>На доске мат (%1), но игровая зона сообщила %2 (ст. 5.1).</translation>
    </message>
    <message>
        <source>The zone ended the game as %1 (%2), which the position on the board contradicts (Art. %3).</source>
        <extracomment>%1: the zone&apos;s status (checkmate, stalemate), %2: its result, %3: the article</extracomment>
        <translation>Игровая зона завершила партию как %1 (%2), что противоречит позиции на доске (ст. %3).</translation>
    </message>
    <message>
        <source>%1 left the game and lost on time (%2); whether %3 can still checkmate could not be decided: the arbiter decides (Art. 11.4, 4.5).</source>
        <extracomment>%1: the player who left, %2: the zone&apos;s result, %3: the opponent</extracomment>
        <translation>%1 — партия покинута, время истекло (%2); может ли соперник (%3) ещё поставить мат, определить не удалось: решает арбитр (ст. 11.4, 4.5).</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell (%2); whether %3 can still checkmate could not be decided: the arbiter decides (Art. 4.5).</source>
        <extracomment>%1: the player whose flag fell, %2: the zone&apos;s result, %3: the opponent</extracomment>
        <translation>%1: упал флажок (%2); может ли соперник (%3) ещё поставить мат, определить не удалось: решает арбитр (ст. 4.5).</translation>
    </message>
    <message>
        <source>The zone drew on an insufficient-material claim; whether checkmate is still possible could not be decided: the arbiter decides (Art. 15.4).</source>
        <translation>Игровая зона засчитала ничью по требованию о недостаточности материала; возможен ли ещё мат, определить не удалось: решает арбитр (ст. 15.4).</translation>
    </message>
    <message>
        <source>Automatic draw (%1) after ply %2, but the zone let the game go on: the arbiter declares the draw (Art. 5.4, 15.3).</source>
        <extracomment>%1: the draw rule, %2: the ply</extracomment>
        <translation>Автоматическая ничья (%1) после полухода %2, но игровая зона продолжила партию: арбитр объявляет ничью (ст. 5.4, 15.3).</translation>
    </message>
    <message>
        <source>Automatic draw (%1) after ply %2, but the zone has not ended the game: the arbiter declares the draw (Art. 5.4, 15.3).</source>
        <extracomment>%1: the draw rule, %2: the ply</extracomment>
        <translation>Автоматическая ничья (%1) после полухода %2, но игровая зона не завершила партию: арбитр объявляет ничью (ст. 5.4, 15.3).</translation>
    </message>
    <message>
        <source>The zone plays this game at %1, the event&apos;s regulations at %2 (Art. 4.4).</source>
        <extracomment>%1: the zone&apos;s time control (e.g. 3+2); %2: the event&apos;s</extracomment>
        <translation>Игровая зона играет эту партию с контролем %1, а регламент соревнования — %2 (ст. 4.4).</translation>
    </message>
    <message>
        <source>%1 is not present %2 min after the start, nor is the opponent: propose the forfeit; with both absent White loses the time until arrival (Art. 8.5).</source>
        <extracomment>%1: the player; %2: the default time in minutes</extracomment>
        <translation>%1: нет на партии через %2 мин после начала, соперника тоже нет: предложите поражение из-за неявки; при отсутствии обоих белые теряют время до прихода (ст. 8.5).</translation>
    </message>
    <message>
        <source>%1 is not present %2 min after the start (the default time): propose the forfeit (Art. 8.5).</source>
        <extracomment>%1: the player; %2: the default time in minutes</extracomment>
        <translation>%1: нет на партии через %2 мин после начала (допустимое опоздание): предложите поражение из-за неявки (ст. 8.5).</translation>
    </message>
    <message>
        <source>%1 left the VCS at ply %2: no move until back on it (Art. 13.3).</source>
        <extracomment>%1: the player; %2: the ply</extracomment>
        <translation>%1: отключение от ВКС на полуходе %2; до возвращения ходить нельзя (ст. 13.3).</translation>
    </message>
    <message>
        <source>%1 was off the VCS for %2 s (from ply %3 to ply %4), longer than the %5 s the event allows: a yellow card (Art. 13.4).</source>
        <extracomment>%1: the player; %2: seconds away; %3: from ply; %4: to ply; %5: the card policy&apos;s limit in seconds</extracomment>
        <translation>%1: отключение от ВКС длилось %2 с (с полухода %3 по полуход %4), дольше допустимых %5 с: жёлтая карточка (ст. 13.4).</translation>
    </message>
    <message>
        <source>%1 was off the VCS for %2 s (from ply %3 to ply %4).</source>
        <extracomment>%1: the player; %2: seconds away; %3: from ply; %4: to ply</extracomment>
        <translation>%1: отключение от ВКС длилось %2 с (с полухода %3 по полуход %4).</translation>
    </message>
    <message>
        <source>%1&apos;s camera is too dark to see the face and eyes (Art. 14.2).</source>
        <extracomment>%1: the player</extracomment>
        <translation>%1: камера слишком тёмная, лицо и глаза не видны (ст. 14.2).</translation>
    </message>
    <message>
        <source>%1&apos;s camera shows a still picture (Art. 14.1).</source>
        <extracomment>%1: the player</extracomment>
        <translation>%1: камера показывает неподвижное изображение (ст. 14.1).</translation>
    </message>
    <message>
        <source>%1&apos;s microphone transmits no sound (Art. 14.3).</source>
        <extracomment>%1: the player</extracomment>
        <translation>%1: микрофон не передаёт звук (ст. 14.3).</translation>
    </message>
    <message>
        <source>%1&apos;s feed was not watched any more after %2 s with this problem.</source>
        <extracomment>%1: the player; %2: seconds</extracomment>
        <translation>%1: трансляция перестала отслеживаться после %2 с с этой неполадкой.</translation>
    </message>
    <message>
        <source>%1&apos;s camera was too dark for %2 s (Art. 14.2).</source>
        <extracomment>%1: the player; %2: seconds</extracomment>
        <translation>%1: камера была слишком тёмной %2 с (ст. 14.2).</translation>
    </message>
    <message>
        <source>%1&apos;s camera showed a still picture for %2 s (Art. 14.1).</source>
        <extracomment>%1: the player; %2: seconds</extracomment>
        <translation>%1: камера показывала неподвижное изображение %2 с (ст. 14.1).</translation>
    </message>
    <message>
        <source>%1&apos;s microphone was silent for %2 s (Art. 14.3).</source>
        <extracomment>%1: the player; %2: seconds</extracomment>
        <translation>%1: микрофон молчал %2 с (ст. 14.3).</translation>
    </message>
    <message>
        <source>%1&apos;s game is over but the camera is still on: a finished player is a spectator, camera off (Art. 9.12).</source>
        <extracomment>%1: the player</extracomment>
        <translation>%1: партия окончена, но камера всё ещё включена; закончивший игру участник — зритель, камера выключена (ст. 9.12).</translation>
    </message>
    <message>
        <source>%1&apos;s game is over but the camera and microphone are still on: a finished player is a spectator, microphone muted and camera off (Art. 9.12).</source>
        <extracomment>%1: the player</extracomment>
        <translation>%1: партия окончена, но камера и микрофон всё ещё включены; закончивший игру участник — зритель, микрофон выключен, камера выключена (ст. 9.12).</translation>
    </message>
    <message>
        <source>%1 is not on the VCS at the start of the game: no move until on it (Art. 13.2, 13.3).</source>
        <extracomment>%1: the player</extracomment>
        <translation>%1 не в ВКС в начале партии: ходить нельзя до подключения (ст. 13.2, 13.3).</translation>
    </message>
</context>
<context>
    <name>arbiter::watch::RollCall</name>
    <message>
        <source>%1 (board %2)</source>
        <translation>%1 (доска %2)</translation>
    </message>
    <message numerus="yes">
        <source>Roll call: all %n camera(s) live.</source>
        <extracomment>%n: cameras checked</extracomment>
        <translation>
            <numerusform>Перекличка: в эфире все камеры (%n).</numerusform>
            <numerusform>Перекличка: в эфире все камеры (%n).</numerusform>
            <numerusform>Перекличка: в эфире все камеры (%n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll call (Art. 13.2): %1 of %2 cameras live; not on the VCS: %3.</source>
        <extracomment>%1: cameras live; %2: cameras checked; %3: the players, e.g. &quot;Carlsen (board 1), Nepo (board 2)&quot;</extracomment>
        <translation>Перекличка (ст. 13.2): камер в эфире — %1 из %2; не в ВКС: %3.</translation>
    </message>
</context>
<context>
    <name>arbiter::zone::LichessAdapter</name>
    <message>
        <source>Lichess broadcast round %1 at %2</source>
        <extracomment>%1: the Lichess broadcast round id; %2: the Lichess server, e.g. https://lichess.org</extracomment>
        <translation>Тур трансляции Lichess %1 на %2</translation>
    </message>
    <message>
        <source>Lichess bulk pairing %1 at %2</source>
        <extracomment>%1: the Lichess bulk pairing id; %2: the Lichess server, e.g. https://lichess.org</extracomment>
        <translation>Жеребьёвка Lichess %1 на %2</translation>
    </message>
    <message numerus="yes">
        <source>%n Lichess game(s) at %1</source>
        <extracomment>%n: how many games are followed; %1: the Lichess server, e.g. https://lichess.org</extracomment>
        <translation>
            <numerusform>%n партия Lichess на %1</numerusform>
            <numerusform>%n партии Lichess на %1</numerusform>
            <numerusform>%n партий Lichess на %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The round has no games to follow.</source>
        <translation>В туре нет партий для отслеживания.</translation>
    </message>
    <message>
        <source>The games stream closed; reconnecting.</source>
        <translation>Поток партий закрыт; повторное подключение.</translation>
    </message>
    <message>
        <source>The bulk export sent a game that cannot be read (%1); it is taken from the next export.</source>
        <extracomment>%1: why the game cannot be read (a message)</extracomment>
        <translation>Выгрузка партий тура содержит нечитаемую партию (%1); она будет взята из следующей выгрузки.</translation>
    </message>
    <message>
        <source>The bulk pairing lists &quot;%1&quot; as a game, which is not a game id; it is not followed.</source>
        <extracomment>%1: what the bulk pairing lists, as sent (at most 40 characters)</extracomment>
        <translation>В жеребьёвке тура «%1» указано как партия, но это не идентификатор партии; она не отслеживается.</translation>
    </message>
    <message>
        <source>The games stream sent a line that cannot be read (%1); it was skipped.</source>
        <extracomment>%1: why the line cannot be read (a message)</extracomment>
        <translation>Поток партий прислал нечитаемую строку (%1); она пропущена.</translation>
    </message>
    <message>
        <source>The games stream sent game &quot;%1&quot;, which is not in the round; it was skipped.</source>
        <extracomment>%1: the game id, as sent (at most 40 characters)</extracomment>
        <translation>Поток партий прислал партию «%1», которой нет в туре; она пропущена.</translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <extracomment>%1: the Lichess game id; %2: why the move stream failed (a message)</extracomment>
        <translation>Партия %1: %2</translation>
    </message>
    <message>
        <source>Game %1: its move stream keeps closing without the game&apos;s result; the moves and the result are also taken from the game&apos;s record.</source>
        <extracomment>%1: the Lichess game id</extracomment>
        <translation>Партия %1: поток ходов постоянно закрывается без результата партии; ходы и результат берутся также из записи партии.</translation>
    </message>
    <message>
        <source>Game %1: the move stream was lost (%2); reconnecting in %3 s.</source>
        <extracomment>%1: the Lichess game id; %2: why the stream was lost; %3: seconds until it reconnects</extracomment>
        <translation>Партия %1: поток ходов прервался (%2); повторное подключение через %3 с.</translation>
    </message>
    <message>
        <source>Game %1: the move stream sent a line that cannot be read (%2); it was skipped.</source>
        <extracomment>%1: the Lichess game id; %2: why the line cannot be read (a message)</extracomment>
        <translation>Партия %1: поток ходов прислал нечитаемую строку (%2); она пропущена.</translation>
    </message>
    <message>
        <source>Game %1: the move stream sent the position %2, which cannot be read (%3); the line was skipped.</source>
        <extracomment>%1: the Lichess game id; %2: the position as sent (a FEN); %3: why it cannot be read (a message)</extracomment>
        <translation>Партия %1: поток ходов прислал нечитаемую позицию %2 (%3); строка пропущена.</translation>
    </message>
    <message>
        <source>Game %1: after ply %2 the move stream sent %3, which is not a legal move there; a line was lost or swapped. The moves are fetched again from the game&apos;s record.</source>
        <extracomment>%1: the Lichess game id; %2: the ply; %3: the move as sent, in UCI notation, e.g. e2e4</extracomment>
        <translation>Партия %1: после полухода %2 поток ходов прислал %3, а это недопустимый там ход; строка потеряна или переставлена. Ходы заново запрашиваются из записи партии.</translation>
    </message>
    <message>
        <source>Game %1: its record could not be fetched (%2); its moves are taken when its stream sends them again.</source>
        <extracomment>%1: the Lichess game id; %2: why the record could not be fetched (a message)</extracomment>
        <translation>Партия %1: запись партии получить не удалось (%2); ходы будут взяты, когда поток пришлёт их снова.</translation>
    </message>
    <message>
        <source>Game %1: the move stream lost the lines before ply %2 (it showed %3 there); the moves were taken from the game&apos;s record.</source>
        <extracomment>%1: the Lichess game id; %2: the ply; %3: the move the stream showed there, in UCI notation, e.g. e2e4</extracomment>
        <translation>Партия %1: поток ходов потерял строки перед полуходом %2 (там он показал %3); ходы взяты из записи партии.</translation>
    </message>
</context>
<context>
    <name>arbiter::zone::LivePgnAdapter</name>
    <message>
        <source>Live PGN file %1</source>
        <extracomment>%1: the live PGN file&apos;s path, in the system&apos;s notation</extracomment>
        <translation>Файл трансляции PGN %1</translation>
    </message>
    <message>
        <source>Live PGN at %1</source>
        <extracomment>%1: the live PGN&apos;s URL</extracomment>
        <translation>Трансляция PGN по адресу %1</translation>
    </message>
    <message>
        <source>The file %1 does not exist (yet).</source>
        <extracomment>%1: the live PGN file&apos;s path, in the system&apos;s notation</extracomment>
        <translation>Файла %1 (пока) нет.</translation>
    </message>
    <message>
        <source>no title</source>
        <translation>без заголовка</translation>
    </message>
    <message numerus="yes">
        <source>The live PGN at %1 has not changed for %n minute(s) while games are still going on; it is fetched again in full.</source>
        <extracomment>%1: the live PGN&apos;s URL; %n: how many minutes it has not changed</extracomment>
        <translation>
            <numerusform>Трансляция PGN по адресу %1 не менялась %n минуту, хотя партии ещё идут; она запрашивается заново целиком.</numerusform>
            <numerusform>Трансляция PGN по адресу %1 не менялась %n минуты, хотя партии ещё идут; она запрашивается заново целиком.</numerusform>
            <numerusform>Трансляция PGN по адресу %1 не менялась %n минут, хотя партии ещё идут; она запрашивается заново целиком.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server at %1 answered with a web page instead of PGN (HTTP %2): %3; the games already seen are kept.</source>
        <extracomment>%1: the live PGN&apos;s URL; %2: the HTTP status code, e.g. 200; %3: the web page&apos;s title</extracomment>
        <translation>Сервер %1 вместо PGN прислал веб-страницу (HTTP %2): %3; уже полученные партии сохранены.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe, a device or a folder); a live PGN must be a file that is rewritten as the games go on.</source>
        <extracomment>%1: the path, in the system&apos;s notation</extracomment>
        <translation>%1 — не обычный файл (канал, устройство или папка); трансляция PGN должна быть файлом, который перезаписывается по ходу партий.</translation>
    </message>
    <message>
        <source>The live PGN no longer reads as PGN (%1); the games already seen are kept.</source>
        <extracomment>%1: the source, e.g. &quot;Live PGN at https://…&quot; or &quot;Live PGN file …&quot;</extracomment>
        <translation>Трансляция больше не читается как PGN (%1); уже полученные партии сохранены.</translation>
    </message>
    <message>
        <source>The live PGN does not read as PGN (%1).</source>
        <extracomment>%1: the source, e.g. &quot;Live PGN at https://…&quot; or &quot;Live PGN file …&quot;</extracomment>
        <translation>Трансляция не читается как PGN (%1).</translation>
    </message>
</context>
<context>
    <name>arbiter::zone::SimulatorAdapter</name>
    <message>
        <source>Game-zone simulator at %1</source>
        <extracomment>%1: the simulator&apos;s URL, e.g. http://127.0.0.1:8080</extracomment>
        <translation>Симулятор игровой зоны по адресу %1</translation>
    </message>
    <message>
        <source>The simulator closed the round stream; reconnecting.</source>
        <translation>Симулятор закрыл поток тура; повторное подключение.</translation>
    </message>
    <message>
        <source>The simulator&apos;s stream skipped from event %1 to %2; the missing events are asked for again.</source>
        <extracomment>%1: the number of the last event taken; %2: the number of the event that came next</extracomment>
        <translation>Поток симулятора перескочил с события %1 на %2; недостающие события запрашиваются снова.</translation>
    </message>
</context>
<context>
    <name>arbiter::zone::sim::EnginePool</name>
    <message>
        <source>No chess engine is available to play the simulated games.</source>
        <translation>Нет шахматного движка для игры в симулируемых партиях.</translation>
    </message>
    <message>
        <source>No chess engine is available to play the simulated games: %1</source>
        <extracomment>%1: why the last engine failed to start (a message)</extracomment>
        <translation>Нет шахматного движка для игры в симулируемых партиях: %1</translation>
    </message>
</context>
<context>
    <name>arbiter::zone::sim::GameZoneSimulator</name>
    <message>
        <source>The game-zone simulator cannot listen on port %1: %2</source>
        <extracomment>%1: the TCP port number; %2: why it cannot listen (the system&apos;s message)</extracomment>
        <translation>Симулятор игровой зоны не может принимать соединения на порту %1: %2</translation>
    </message>
</context>
<context>
    <name>arbiter::zone::sim::PgnReplayPlayer</name>
    <message>
        <source>Cannot open the PGN file %1: %2</source>
        <extracomment>%1: the PGN file&apos;s path; %2: why it cannot be opened (the system&apos;s message)</extracomment>
        <translation>Не удаётся открыть файл PGN %1: %2</translation>
    </message>
    <message>
        <source>The PGN input holds no game.</source>
        <translation>Во входных данных PGN нет ни одной партии.</translation>
    </message>
</context>
<context>
    <name>arbiter::zone::sim::ScenarioRunner</name>
    <message>
        <source>Scenario event %1: there is no board %2 in the round.</source>
        <extracomment>%1: the event&apos;s number in the scenario (from 1); %2: the board number</extracomment>
        <translation>Событие сценария %1: в туре нет доски %2.</translation>
    </message>
    <message>
        <source>Scenario event %1: there is no game %2 in the round.</source>
        <extracomment>%1: the event&apos;s number in the scenario (from 1); %2: the game id</extracomment>
        <translation>Событие сценария %1: в туре нет партии %2.</translation>
    </message>
    <message>
        <source>Scenario event %1: the colours of a game can only be reversed before its first move.</source>
        <extracomment>%1: the event&apos;s number in the scenario (from 1)</extracomment>
        <translation>Событие сценария %1: перевернуть цвета в партии можно только до её первого хода.</translation>
    </message>
    <message>
        <source>Scenario event %1 (%2) could not take effect: the game is not being played.</source>
        <extracomment>%1: the event&apos;s number in the scenario (from 1); %2: what the event does (a description)</extracomment>
        <translation>Событие сценария %1 (%2) не выполнено: партия не идёт.</translation>
    </message>
    <message>
        <source>%1 It is left out.</source>
        <extracomment>%1: a sentence saying which scenario event names a board or game that is not in the round</extracomment>
        <translation>%1 Это событие пропущено.</translation>
    </message>
</context>
<context>
    <name>arbiter::zone::sim::UciEngine</name>
    <message>
        <source>No chess engine was found: install the stockfish package.</source>
        <translation>Шахматный движок не найден: установите пакет stockfish.</translation>
    </message>
    <message>
        <source>The chess engine sent an overlong line and was stopped.</source>
        <translation>Шахматный движок прислал слишком длинную строку и был остановлен.</translation>
    </message>
    <message>
        <source>The chess engine %1 could not be started: %2.</source>
        <extracomment>%1: the engine&apos;s program, e.g. stockfish; %2: why it could not start (the system&apos;s message)</extracomment>
        <translation>Не удалось запустить шахматный движок %1: %2.</translation>
    </message>
    <message>
        <source>The connection to the chess engine failed: %1.</source>
        <extracomment>%1: why the connection failed (the system&apos;s message)</extracomment>
        <translation>Связь с шахматным движком нарушена: %1.</translation>
    </message>
    <message>
        <source>The chess engine crashed.</source>
        <translation>Шахматный движок аварийно завершился.</translation>
    </message>
    <message>
        <source>The chess engine exited unexpectedly (exit code %1).</source>
        <extracomment>%1: the engine&apos;s exit code</extracomment>
        <translation>Шахматный движок неожиданно завершился (код выхода %1).</translation>
    </message>
    <message numerus="yes">
        <source>The chess engine did not answer the UCI handshake within %n second(s).</source>
        <extracomment>%n: the handshake&apos;s time limit, in seconds</extracomment>
        <translation>
            <numerusform>Шахматный движок не ответил на рукопожатие UCI за %n секунду.</numerusform>
            <numerusform>Шахматный движок не ответил на рукопожатие UCI за %n секунды.</numerusform>
            <numerusform>Шахматный движок не ответил на рукопожатие UCI за %n секунд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The chess engine did not finish a search within %n second(s).</source>
        <extracomment>%n: the search&apos;s time limit, in seconds</extracomment>
        <translation>
            <numerusform>Шахматный движок не закончил поиск за %n секунду.</numerusform>
            <numerusform>Шахматный движок не закончил поиск за %n секунды.</numerusform>
            <numerusform>Шахматный движок не закончил поиск за %n секунд.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>feedrelay</name>
    <message>
        <source>Serves the players&apos; feeds from the video server over RTSP, and its events as presence.</source>
        <translation>Раздаёт трансляции участников с видеосервера по RTSP, а его события — как сведения о присутствии.</translation>
    </message>
    <message>
        <source>The relay&apos;s configuration (JSON).</source>
        <translation>Конфигурация ретранслятора (JSON).</translation>
    </message>
    <message>
        <source>Check the configuration, print what would be served, and exit.</source>
        <translation>Проверить конфигурацию, вывести, что будет раздаваться, и выйти.</translation>
    </message>
    <message>
        <source>Give the configuration with --config FILE.</source>
        <translation>Укажите конфигурацию: --config ФАЙЛ.</translation>
    </message>
</context>
</TS>
