<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AdjudicateCommand</name>
    <message>
        <source>Say whether a position is over, or who wins when a flag falls in it (Art. 4.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position as FEN (quoted, or as six words).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side whose time ran out: white or black.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search budget in positions (default %1).</source>
        <extracomment>%1: the default number of positions the search may visit</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjudicate needs a FEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <extracomment>%1: why the FEN is invalid (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--flag takes &apos;white&apos; or &apos;black&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --flag, as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mate is possible, for example: %1</source>
        <extracomment>%1: a mating line, as moves in SAN separated by spaces</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Anomaly</name>
    <message>
        <source>Illegal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move history rewritten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faulty clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result contradicts the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours reversed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved off the VCS</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <source>%1 is a folder, not a file.</source>
        <extracomment>%1: the path, in the system&apos;s notation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe, a device or a socket never ends or may never open): it cannot be read as a file.</source>
        <extracomment>%1: the path, in the system&apos;s notation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <extracomment>%1: the path, in the system&apos;s notation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <extracomment>%1: the path, in the system&apos;s notation; %2: why it cannot be read (system error)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: too large to read.</source>
        <extracomment>%1: the path, in the system&apos;s notation; %2: the largest size allowed, in megabytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file: nothing can be saved there.</source>
        <extracomment>%1: the path, in the system&apos;s notation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: the folder %2 does not exist.</source>
        <extracomment>%1: the file&apos;s path; %2: the folder&apos;s path (both in the system&apos;s notation)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: permission denied.</source>
        <extracomment>%1: the path, in the system&apos;s notation</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardPolicy</name>
    <message>
        <source>The event&apos;s card policy is not readable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card policy&apos;s time must not be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a red card: the game is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a red card: the next game is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards for VCS disconnections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A yellow card for a VCS absence longer than %1 s or a move made while off the VCS.</source>
        <extracomment>%1: seconds off the video conference</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A yellow card for a VCS absence longer than %1 s.</source>
        <extracomment>%1: seconds off the video conference</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second yellow is %1.</source>
        <extracomment>%1: what the red card costs, e.g. &quot;a red card: the game is lost&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted afresh each round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted over the whole event.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckItem</name>
    <message>
        <source>Device check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair-play check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room inspected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobile device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task manager shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The playing device runs only the virtual board (and the VCS if required): Art. 16.7, 18.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair-play check before the game: clothes, bags, no electronic devices (Art. 18.6, 17.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to the game zone and the video conference (Art. 18.8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room shown on camera before the round: nobody else, no notes or devices (Art. 10.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second camera shows the player, the screen and the room as approved (Art. 14.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing from a mobile device only with the arbiter&apos;s permission (Art. 11.1.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked during the game to show the room (Appendix I A.6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked during the game to show the task manager (Appendix I A.6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked during the game to share the screen (Art. 12.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to check</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message>
        <source>Missing: %1</source>
        <extracomment>%1: the checklist items not done, comma-separated</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready with notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClockCheck</name>
    <message>
        <source>The mover&apos;s clock changed by %1 s over %2 s of play, but the time control allows no less than %3 s (faulty clock, Art. 15.5).</source>
        <extracomment>%1: the mover&apos;s clock change in s, signed (e.g. -12.5); %2: the seconds played; %3: the least change allowed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mover&apos;s clock changed by %1 s, but the time control allows no more than %2 s (faulty clock, Art. 15.5).</source>
        <extracomment>%1: the change of the mover&apos;s clock in seconds, signed (e.g. +30.0); %2: the greatest change allowed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The waiting player&apos;s clock changed by %1 s during the opponent&apos;s move (faulty clock, Art. 15.5).</source>
        <extracomment>%1: the change of the waiting player&apos;s clock in seconds, signed (e.g. -2.0)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClockState</name>
    <message>
        <source>The clocks of this game have already started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a known time control the clocks start with the zone&apos;s first reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has ended; its clocks take no more readings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A clock reading cannot be for ply %1.</source>
        <extracomment>%1: the ply given (a negative number)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone reported a negative clock time (White %1 ms, Black %2 ms).</source>
        <extracomment>%1: White&apos;s clock reading in milliseconds; %2: Black&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A clock reading for ply %1 arrived after the one for ply %2; it is ignored.</source>
        <extracomment>%1: the ply of the late reading; %2: the ply of the last reading taken</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks can be derived from the time each move took only with a known time control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move cannot take a negative time (%1 ms).</source>
        <extracomment>%1: the move&apos;s time in milliseconds (negative)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks derived from move times need every ply in turn: ply %1 came after ply %2.</source>
        <extracomment>%1: the ply that came; %2: the ply of the last reading taken</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only running clocks can be paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clocks are not paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has ended; its clocks can no longer be adjusted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is played without a clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A time adjustment of more than 30 days is not plausible.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for usage.</source>
        <extracomment>%1: the command as typed, e.g. &quot;arbiterctl import&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>Language: ru or en (default: the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter Console: every board of an online event, live.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a live demo round on the embedded game-zone simulator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games in the demo round (default 64).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo speed: simulated seconds per second (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the demo round (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the games of this PGN file in the demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file (with --quit-after).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit after this many seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter Console — demo round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <extracomment>%1: the path of the screenshot file</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with the game list instead of the board wall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only these boards, e.g. 1-20,35.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open board N large as soon as it is listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play these scripted incidents in the demo (default: the built-in demo scenario; &quot;none&quot; for none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The events database (an SQLite file; default: the one in the user&apos;s data folder; the demo uses a fresh one unless given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print frames per second, GUI stalls, event-to-screen delay, CPU and memory every s seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event of %1</source>
        <extracomment>%1: today&apos;s date</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter Console — %1</source>
        <extracomment>%1: the event&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--screenshot needs --quit-after: the picture is taken when the console quits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who you are: a name on the event&apos;s staff list (otherwise the console asks; the demo makes you its chief arbiter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with the feed wall, N tiles a page (16, 25 or 49).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo&apos;s players&apos; feeds at this address template (e.g. a feed relay&apos;s rtsp://HOST:8554/{event}/{player}/{feed}) instead of its simulated ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--feeds takes 16, 25 or 49 (tiles a page).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No password was given for the team event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start the console on the team event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter Console — %1 (team event, %2)</source>
        <extracomment>%1: the event&apos;s name; %2: the team event&apos;s server address</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a team event on its PostgreSQL server (postgresql://login@server/database; the password is asked for or taken from the system keychain, never given here).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either --db or --server, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lecturer</source>
        <extracomment>the seminar&apos;s lecturer on the staff list of a seminar played alone</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This team event is not a seminar: its lecturer makes one with arbiterctl seminar enrol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This seminar plays the pack &quot;%1&quot;, not &quot;%2&quot;.</source>
        <extracomment>%1: the pack the event plays; %2: the pack given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter Console — seminar: %1</source>
        <extracomment>%1: the seminar pack&apos;s title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter Console — seminar: %1 (lecturer)</source>
        <extracomment>%1: the seminar&apos;s event</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this seminar pack: its incidents live on the embedded simulator, your rulings graded against the reference (docs/seminars.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seminar plays the pack&apos;s own scenario on the embedded simulator: give no --scenario with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start the console on the seminar.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvImport</name>
    <message>
        <source>Line %1: a quoted field is never closed; it was read up to the end of the file.</source>
        <extracomment>%1: the line number in the file where the quoted field starts</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 has %2 fields but the header names %3; the extra fields were ignored.</source>
        <extracomment>%1: the line number; %2: its number of fields; %3: the columns the header names</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first line must name a column &quot;Name&quot; (or &quot;Имя&quot;, &quot;ФИО&quot;, &quot;Игрок&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 has no name; the row was skipped.</source>
        <extracomment>%1: the line number in the file</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the FIDE ID &quot;%2&quot; is not a number; left out.</source>
        <extracomment>%1: the line number in the file; %2: the FIDE ID as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the rating &quot;%2&quot; is not a number; taken as unrated.</source>
        <extracomment>%1: the line number in the file; %2: the rating as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the start number &quot;%2&quot; is not a positive number; the row was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the start number as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: start number %2 is used twice; the row was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the start number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first line must name a column &quot;White&quot; (or &quot;Белые&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the round &quot;%2&quot; is not a positive number; the row was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the round as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the board &quot;%2&quot; is not a positive number; the row was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the board as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: White &quot;%2&quot; is not in the player list; kept by name only.</source>
        <extracomment>%1: the line number in the file; %2: White&apos;s name or start number, as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: Black &quot;%2&quot; is not in the player list; kept by name only.</source>
        <extracomment>%1: the line number in the file; %2: Black&apos;s name or start number, as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 has no White player; the row was skipped.</source>
        <extracomment>%1: the line number in the file</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the result &quot;%2&quot; is not one of 1-0, 1/2-1/2, 0-1, +/-, -/+, -/-; the game was taken without a result.</source>
        <extracomment>%1: the line number in the file; %2: the result as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: round %2 board %3 appears a second time; the row was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the round number; %3: the board number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line 1: no header row was recognised; the columns were taken as: %1.</source>
        <extracomment>%1: the columns as guessed, by name, separated by commas</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line 1: the file is not UTF-8; it was read as %1.</source>
        <extracomment>%1: the encoding the file was read as, e.g. Windows-1251</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty: there is no row to read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file lists pairings (it has a &quot;White&quot; column), not players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no column &quot;Round&quot; (or &quot;Тур&quot;): choose the round it is for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is not an address of a %3 feed; left out.</source>
        <extracomment>%1: the line number in the file; %2: the address as written; %3: which feed (camera, screen)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the assistant&apos;s account &quot;%2&quot; is the player&apos;s own; left out.</source>
        <extracomment>%1: the line number in the file; %2: the account</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvMapping</name>
    <message>
        <source>Two columns are marked &quot;%1&quot;; mark one of them only.</source>
        <extracomment>%1: the field the columns are marked as, e.g. &quot;Name&quot; or &quot;Rating&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the column with the players&apos; names (&quot;Name&quot;, or &quot;Last name&quot; and &quot;First name&quot;), or the &quot;White&quot; column of a pairings file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second camera feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant&apos;s zone account</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ctl</name>
    <message>
        <source>Usage: arbiterctl [--lang ru|en] &lt;command&gt; [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command-line companion of Arbiter Console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;arbiterctl &lt;command&gt; --help&apos; for the options of a command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.</source>
        <extracomment>%1: the command name as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;arbiterctl --help&apos; for the list of commands.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Could not create the folder %1 for the event database.</source>
        <extracomment>%1: the folder that could not be made</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SQLite driver for Qt is not installed (package libqt6sql6-sqlite).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not an event database.</source>
        <extracomment>%1: the path given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the event database %1: %2</source>
        <extracomment>%1: the file&apos;s path, %2: the system&apos;s reason
----------
%1: the file&apos;s path, %2: SQLite&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a database (not an SQLite file).</source>
        <extracomment>%1: the file&apos;s path</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event database %1 is damaged: %2</source>
        <extracomment>%1: the file&apos;s path, %2: SQLite&apos;s message
----------
%1: the file&apos;s path, %2: SQLite&apos;s integrity check message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is another program&apos;s database, not an Arbiter Console event database; it is left as it is.</source>
        <extracomment>%1: the file&apos;s path</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PostgreSQL driver for Qt is not installed (package libqt6sql6-psql).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open the event database %1: %2</source>
        <extracomment>%1: the database (file path or PostgreSQL name), %2: why it could not be opened</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not set up the event database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not move %1 aside to %2.</source>
        <extracomment>%1: the database file, %2: the name it was to be moved to</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 The database said: %2</source>
        <extracomment>%1: what failed (a sentence, e.g. Could not save an incident.), %2: the database&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event database is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event database %1 was removed or moved; nothing more is saved until it is back.</source>
        <extracomment>%1: the database file&apos;s path</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event database %1 was replaced by another file; nothing more is saved until the console&apos;s own file is back.</source>
        <extracomment>%1: the database file&apos;s path</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start a transaction: %1</source>
        <extracomment>%1: the database&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the changes: %1</source>
        <extracomment>%1: the database&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not update the event database&apos;s tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not lock the event database for an update.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the version of the event database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the version of the event database. The database said: %1</source>
        <extracomment>%1: the database&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event database was written by a newer Arbiter Console (schema %1; this one knows up to %2). Update the console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event database&apos;s %1 tables were written by a newer Arbiter Console (version %2; this one knows up to %3). Update the console.</source>
        <extracomment>%1: a part of the database (event, rulings, evidence); %2: its version there; %3: the newest this console knows</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event database&apos;s %1 tables are older than this console, and your login may not update them: its administrator updates them with &apos;arbiterctl team init&apos;.</source>
        <extracomment>%1: a part of the database (event, rulings, evidence, team)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s server cannot be reached: %1</source>
        <extracomment>%1: the server&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoServerReply</name>
    <message>
        <source>The demo&apos;s simulator answered what is not its start line: &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo&apos;s simulator gave no address to follow: &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo&apos;s simulator does not know the command &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventDatabase</name>
    <message>
        <source>There is no database at %1.</source>
        <extracomment>%1: the path given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database holds no event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database holds several events; choose one with --event ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s id (default: the last one opened).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password for %1 on %2: </source>
        <extracomment>%1: the login; %2: the server&apos;s address</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the event database (an SQLite file or a postgresql:// address).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event database: an SQLite file, or a team event&apos;s postgresql:// address.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventInfo</name>
    <message>
        <source>Supervised online (Art. 6.1, Part IIIa)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid (Art. 6.1, Part IIIb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event must have at least one round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current round %1 is not one of the event&apos;s %2 rounds.</source>
        <extracomment>%1: the current round; %2: how many rounds the event has</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The default time (Art. 8.5) cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The appeal deadline must be between 0 and 1440 minutes after the ruling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traditional sets (Art. 20) belong to hybrid events, where players sit in a venue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 20 allows traditional sets only with an increment of at least 30 seconds per move from move 1; the time control %1 does not have one.</source>
        <extracomment>%1: the time control as FIDE writes it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventPgn</name>
    <message>
        <source>%1, by %2</source>
        <extracomment>In a PGN comment: a ruling and who made it; %1: the ruling; %2: the arbiter&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result after rulings: %1</source>
        <extracomment>In a PGN comment: the score PGN&apos;s Result tag cannot hold, e.g. 0-0.5</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventReport</name>
    <message>
        <source>sent to the zone, no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted by the zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done by the zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to be applied on the platform by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused by the zone (%1); to be applied on the platform by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applied on the platform by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>awaiting the chief arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>appealed; not decided yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>appeal upheld: the ruling annulled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>appeal rejected: the ruling stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>appeal: the ruling changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1: the appeal&apos;s outcome; %2: who decided it; %3: when</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1: %2</source>
        <extracomment>%1: the first bad entry&apos;s number; %2: what is wrong with it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chief arbiter&apos;s report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dates</source>
        <extracomment>%1, %2: the event&apos;s first and last day</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <extracomment>%1: rounds reported; %2: rounds planned</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>video conference with the players&apos; cameras, microphones and screens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the video server reports who is present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video conference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiters and officials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event has no staff list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmed by %1</source>
        <extracomment>%1: who confirmed a ruling</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rulings in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards (Art. 13.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnections and VCS absences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From what</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>video conference (Art. 13)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game zone (Art. 11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved while off the VCS (Art. 13.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not come back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No disconnections or VCS absences were recorded in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incidents and their reviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No incidents in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings after round %1, after rulings</source>
        <extracomment>%1: the round number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* points with a score adjustment by a ruling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-breaks as the FIDE Tie-Break Regulations count them (%1 edition).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair play (Appendix I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This section lists the matters referred for fair-play review and the evidence held. It states no verdict: the fair-play panel decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the platform ended the game for a fair-play violation (a hint, Appendix I A.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was referred.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence held (Appendix I A.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The event keeps %n piece(s) of VCS evidence; %1 held for proceedings.</source>
        <extracomment>%n: how many pieces of evidence the event keeps; %1: how many of them are held for proceedings</extracomment>
        <translation>
            <numerusform>The event keeps %n piece of VCS evidence; %1 held for proceedings.</numerusform>
            <numerusform>The event keeps %n pieces of VCS evidence; %1 held for proceedings.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rulings log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulings log is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The rulings log has %n entries; the last was recorded at %1 UTC.</source>
        <extracomment>%n: how many entries the log has</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Its head hash (SHA-256):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log did NOT verify when this report was made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log verified intact when this report was made (numbering, hash chain, times, permissions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A later copy of the database is checked against this paper with:</source>
        <extracomment>%1: the command an auditor runs</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report made at %1 UTC.</source>
        <extracomment>%1: when the report was made (UTC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chief arbiter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <comment>of the event</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Venues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed; the virtual board and clock prevail (Art. 20.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed and used at %1; the virtual board and clock prevail (Art. 20.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traditional sets (Art. 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Venues (Part IIIb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local organiser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiters on site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panoramic cameras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>traditional sets (Art. 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant&apos;s zone account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online assistants (Appendix II–III)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves made from an assistant&apos;s account are the player&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks before and during the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 players checked were ready for the game (%3 with an item missing and a note).</source>
        <extracomment>%1: players ready; %2: players checked; %3: of those ready, how many with notes</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventResults</name>
    <message>
        <source>Art. 10.9.5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventSource</name>
    <message>
        <source>The file&apos;s tie-breaks (record 202) were not used: %1</source>
        <extracomment>%1: why the file&apos;s list of tie-breaks could not be used</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event: an SQLite file, a team event&apos;s postgresql:// address, or a TRF or CSV file of a pairing program.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventStore</name>
    <message>
        <source>Could not read the event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no event %1 in the database.</source>
        <extracomment>%1: the event&apos;s id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the list of events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the new event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database did not return the new event&apos;s number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not remove the event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not replace the players and pairings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the players (is a starting number used twice?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the pairings (is a board used twice in a round?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the pairings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the console&apos;s state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the console&apos;s state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An incident without a key cannot be stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save an incident.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the review of the incident.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The incident %1 is not in the database.</source>
        <extracomment>%1: the incident&apos;s key</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the incidents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the event&apos;s state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the event&apos;s state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the pairings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game record without a game id cannot be stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save a game&apos;s record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the games&apos; records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the VCS mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the VCS marks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the sectors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the sector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sector is handed over to another arbiter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no sector to hand over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvidencePolicy</name>
    <message>
        <source>Only the chief arbiter may open VCS evidence (Appendix I A.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chief arbiter may hold evidence for proceedings or declare the results final (Appendix I A.5).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvidenceStore</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: what was being done; %2: the database&apos;s own message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event database is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not set up the evidence store: %1</source>
        <extracomment>%1: the database&apos;s own message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the evidence log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not keep the evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no evidence %1 (it may have been deleted under the retention rule).</source>
        <extracomment>%1: the evidence&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not hold the evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no evidence %1.</source>
        <extracomment>%1: the evidence&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not delete evidence under the retention rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the evidence log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>Write what the chief arbiter hands over: the tournament report (TRF-16 or TRF-2026), the results or standings as CSV, the games as PGN; with the results after rulings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to write: trf16, trf26, csv (the results, a row per game), standings-csv (a row per player) or pgn (the games with the rulings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRF and CSV: the rounds up to this one (default: every round with a result); PGN: this round only (default: all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV: the separator, &apos;,&apos; (default) or &apos;;&apos; (spreadsheets in Russian and other languages with a decimal comma).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRF-2026: add score adjustments as records 299 and count them in the totals (a pairing program refuses totals that do not match the results).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to write (default: standard output).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export needs exactly one event database or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format takes trf16, trf26, csv, standings-csv or pgn, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --format, as typed (may be empty)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--separator takes &apos;,&apos; or &apos;;&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --separator, as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A TRF or CSV file holds no games: the event&apos;s PGN comes from its database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--adjustments needs --format trf26: TRF-16 has no record for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1: the file; %2: why it could not be written</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FeedHealth</name>
    <message>
        <source>live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dark picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frozen picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>silent microphone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FeedKinds</name>
    <message>
        <source>camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>venue camera</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FeedServer</name>
    <message>
        <source>The feed server cannot listen on %1:%2 (the port is taken or the address is not this machine&apos;s).</source>
        <extracomment>%1: address, %2: port</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The feed server cannot use the certificate %1 with the key %2: %3</source>
        <extracomment>%1: the certificate file; %2: the key file; %3: why</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileDates</name>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the date &quot;%1&quot; is not in a form the console reads (such as 2026/05/29, 29.05.2026 or May 29, 2026); it was kept as written.</source>
        <extracomment>%1: the date as written in the file</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the date &quot;%1&quot; can be read as %2; it was kept as written.</source>
        <extracomment>%1: the date as written in the file; %2: the dates it can mean, as YYYY-MM-DD joined by &quot;or&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileImport</name>
    <message>
        <source>Unknown kind of file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <source>%1. %2</source>
        <extracomment>%1: the move number; %2: White&apos;s move in SAN, e.g. Rd8#</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1... %2</source>
        <extracomment>%1: the move number; %2: Black&apos;s move in SAN, e.g. Rd8#</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the starting position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1</source>
        <extracomment>%1: the move after which it happened, e.g. 34... Rd8#</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkmate %1: %2.</source>
        <extracomment>%1: where, e.g. &quot;after 17. Rd8#&quot; or &quot;in the starting position&quot;; %2: the result, 1-0 or 0-1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board shows checkmate, but the reported result is %1.</source>
        <extracomment>%1: the result the zone reported, e.g. 1/2-1/2</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic draw (%1) %2: %3.</source>
        <extracomment>%1: the draw rule, e.g. Threefold repetition; %2: where, e.g. &quot;after 40. Kg2&quot;; %3: the result, 1/2-1/2</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game went on for %n more half-move(s) after the automatic draw; the zone should have ended it (the arbiter declares the draw, Art. 15.3).</source>
        <extracomment>%n: how many half-moves were played after the automatic draw</extracomment>
        <translation>
            <numerusform>The game went on for %n more half-move after the automatic draw; the zone should have ended it (the arbiter declares the draw, Art. 15.3).</numerusform>
            <numerusform>The game went on for %n more half-moves after the automatic draw; the zone should have ended it (the arbiter declares the draw, Art. 15.3).</numerusform>
        </translation>
    </message>
    <message>
        <source>The position is an automatic draw, but the reported result is %1.</source>
        <extracomment>%1: the result the zone reported, e.g. 1-0</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s flag fell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s flag fell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2; %3 can still checkmate by a series of legal moves (Art. 4.5): %4.</source>
        <extracomment>%1: e.g. &quot;White&apos;s flag fell&quot;; %2: e.g. &quot;after 40. Kg2&quot;; %3: the opponent (White or Black); %4: 1-0/0-1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone reported %1, but %2 could still checkmate: the flag fall loses.</source>
        <extracomment>%1: the reported result, e.g. 1/2-1/2; %2: the opponent (White or Black)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2; %3 cannot checkmate by any series of legal moves (Art. 4.5): %4.</source>
        <extracomment>%1: e.g. &quot;White&apos;s flag fell&quot;; %2: e.g. &quot;after 40. Kg2&quot;; %3: the opponent (White or Black); %4: 1/2-1/2</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone reported %1, but %2 cannot checkmate: the game is drawn.</source>
        <extracomment>%1: the result the zone reported, e.g. 1-0; %2: the opponent (White or Black)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2; the analysis could not decide within its limits whether %3 can still checkmate: the arbiter decides (Art. 4.5).</source>
        <extracomment>%1: e.g. &quot;White&apos;s flag fell&quot;; %2: when, e.g. &quot;after 40. Kg2&quot;; %3: the opponent (White or Black)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag fall needs the arbiter&apos;s decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has not ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ending on the board; the reported result %1 rests on the zone (resignation, agreement or a decision).</source>
        <extracomment>%1: the result the zone reported, e.g. 1-0</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamesCommand</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the games&apos; records the event keeps (Art. 3.7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One JSON object per game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, board %2: %3 – %4  %5</source>
        <extracomment>%1: the zone&apos;s round id, %2: a board number, %3 and %4: the players, %5: the result (1-0, 0-1, 1/2-1/2, *)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s)</source>
        <extracomment>%n: half-moves (plies) recorded</extracomment>
        <translation>
            <numerusform>%n ply</numerusform>
            <numerusform>%n plies</numerusform>
        </translation>
    </message>
    <message>
        <source>restart %1</source>
        <extracomment>%1: how many times the zone restarted the game before this start</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one game&apos;s record as a timeline, as PGN or as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone&apos;s game id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start after this many restarts (default: the last).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game as PGN with the clock after every move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record as stored (JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the event database and the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event keeps no record of game %1.</source>
        <extracomment>%1: the game id asked for</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stored record of game %1 is damaged: %2</source>
        <extracomment>%1: the game id, %2: what the JSON reader says</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1, round %2, board %3: %4 – %5, %6</source>
        <extracomment>%1: the zone&apos;s round id, %2: a board number, %3 and %4: the players, %5: the result</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control %1, status %2</source>
        <extracomment>%1: the time control in FIDE notation, %2: the zone&apos;s status name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  White %2, Black %3</source>
        <extracomment>%1: move number and SAN (&quot;12. Nf3&quot;), %2 and %3: White&apos;s and Black&apos;s clock after it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not validated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <extracomment>%1: White or Black</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 disconnected from the zone</source>
        <extracomment>%1: White or Black</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reconnected to the zone after %2</source>
        <extracomment>%1: White or Black, %2: how long they were away</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the video conference</source>
        <extracomment>%1: White or Black</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 back on the video conference after %2</source>
        <extracomment>%1: White or Black, %2: how long they were away</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clocks paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clocks resumed after %1</source>
        <extracomment>%1: how long the clocks stood</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the zone added %2 to %1&apos;s clock</source>
        <extracomment>%1: White or Black, %2: the time added</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the zone took %2 off %1&apos;s clock</source>
        <extracomment>%1: White or Black, %2: the time taken off</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finding: %1</source>
        <extracomment>%1: what the console found wrong in the zone&apos;s data</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game ended %1 (%2)</source>
        <extracomment>%1: the result, %2: the zone&apos;s status name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incident: %1 [%2]</source>
        <extracomment>%1: the incident, %2: its review state (open, acknowledged, dismissed)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruling %1 by %2: %3</source>
        <extracomment>%1: the ruling&apos;s number in the log, %2: who issued it, %3: what it says</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>TRF tournament report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV list of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV list of pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; (as written)</source>
        <extracomment>%1: a date as the file writes it, which could not be read for sure</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: %1 (%2)</source>
        <extracomment>%1: the file&apos;s path; %2: what kind of file it was read as (e.g. TRF tournament report)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event: %1</source>
        <extracomment>%1: the event&apos;s name, or &quot;(no name)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dates: %1 to %2</source>
        <extracomment>%1: the first day of the event; %2: the last day (dates as YYYY-MM-DD, or as written, or &quot;not given&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds: %1</source>
        <extracomment>%1: the number of rounds, or &quot;not given&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <extracomment>%1: the time control as the file writes it (free text), or &quot;not given&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Players: %n</source>
        <extracomment>%n: how many players the file lists</extracomment>
        <translation>
            <numerusform>Players: %n</numerusform>
            <numerusform>Players: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>FIDE %1</source>
        <extracomment>%1: the player&apos;s FIDE ID</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>account %1</source>
        <extracomment>%1: the player&apos;s account on the game zone</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1:</source>
        <extracomment>%1: the round number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: the player with the bye (name and starting number); %2: the kind of bye, e.g. &quot;full-point bye&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(colours not given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Warnings: %n</source>
        <extracomment>%n: how many warnings the import gave</extracomment>
        <translation>
            <numerusform>Warnings: %n</numerusform>
            <numerusform>Warnings: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Show what the console would import from a TRF or CSV file: event, players, pairings, warnings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A TRF file (Swiss-Manager, Vega, JaVaFo, bbpPairings, Lichess) or a CSV list of players or pairings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object (fields: kind, event, players, pairings, warnings).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the file as this kind instead of guessing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A players file (TRF or CSV) whose players a pairings file refers to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round of a pairings file that has no round column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import needs exactly one file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--as takes trf, players or pairings, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --as, as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--round takes a round number, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --round, as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Event %1 (%2): %n player(s).</source>
        <extracomment>%1: the event&apos;s id; %2: its name; %n: how many players it now has</extracomment>
        <translation>
            <numerusform>Event %1 (%2): %n player.</numerusform>
            <numerusform>Event %1 (%2): %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairing(s) of rounds %1 to %2 taken from the file.</source>
        <extracomment>%n: how many pairings the file brought; %1, %2: the first and last round they are in</extracomment>
        <translation>
            <numerusform>%n pairing of rounds %1 to %2 taken from the file.</numerusform>
            <numerusform>%n pairings of rounds %1 to %2 taken from the file.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make an event from the file in this event database (an SQLite file, made when missing, or a team event&apos;s postgresql:// address), or add the file to its event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --into: make a new event even when the database has one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>venue %1</source>
        <extracomment>%1: the venue of a hybrid event the player sits in</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assistant %1 (%2)</source>
        <extracomment>%1: the online assistant; %2: their zone account</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportLimits</name>
    <message>
        <source>The file is larger than %1 MB: too large for a list of players or pairings.</source>
        <extracomment>%1: the largest file size allowed, in megabytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: longer than %2 KB, too long for a line of players or pairings; left out.</source>
        <extracomment>%1: the line number in the file; %2: the longest line allowed, in kilobytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LichessParser</name>
    <message>
        <source>The game zone sent %1 without the required field &quot;%2&quot;.</source>
        <extracomment>%1: what was sent, e.g. &quot;a position line&quot;; %2: the field&apos;s name in the JSON, e.g. players.white.rating</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone sent %1 whose field &quot;%2&quot; is not %3.</source>
        <extracomment>%1: what was sent, e.g. &quot;a position line&quot;; %2: the field&apos;s name in the JSON; %3: e.g. &quot;a string&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone sent %1 whose field &quot;%2&quot; has an invalid value: %3.</source>
        <extracomment>%1: what was sent, e.g. &quot;a position line&quot;; %2: the field&apos;s name in the JSON; %3: the value as sent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone sent %1 that is not a JSON object.</source>
        <extracomment>%1: what was sent, e.g. &quot;a position line&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone sent %1 that is not valid JSON (%2 at byte %3): %4</source>
        <extracomment>%1: what was sent, e.g. &quot;a position line&quot;; %2: the JSON error; %3: its byte offset; %4: the text&apos;s start</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone answered with an error: %1</source>
        <extracomment>%1: the game zone&apos;s error message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move-stream line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a position line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a games-stream line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list of bulk pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bulk pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of plies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stockfish level %1</source>
        <extracomment>%1: the strength of the Lichess computer opponent (1 to 8)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of centiseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone sent a list of bulk pairings with an entry that is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone sent the drop %1, which is not a move in standard chess.</source>
        <extracomment>%1: the drop as sent, in UCI notation, e.g. N@f3</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogVerifier</name>
    <message>
        <source>Entry %1 is missing or out of place: entry %2 stands in its place.</source>
        <extracomment>%1: the entry number expected at this place; %2: the number found there</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 was changed after it was recorded: its hash does not match its contents.</source>
        <extracomment>%1: the entry number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 does not follow the entry before it: the chain of hashes is broken.</source>
        <extracomment>%1: the entry number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 is dated before the entry before it.</source>
        <extracomment>%1: the entry number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 was issued by %2, who may not: %3</source>
        <extracomment>%1: the entry number; %2: the issuer&apos;s name; %3: why the role may not</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 answers an entry that comes after it.</source>
        <extracomment>%1: the entry number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 cannot be replayed: %2</source>
        <extracomment>%1: the entry number; %2: what is wrong with the entry it answers
----------
%1: the entry number; %2: why the entry cannot be replayed (a sentence)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NdjsonLineReader</name>
    <message>
        <source>The game zone sent a line longer than %1 bytes; it was skipped and reading went on with the next line.</source>
        <extracomment>%1: the longest line accepted, in bytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <source>&apos;%1&apos; is not a move (not algebraic or UCI notation).</source>
        <extracomment>%1: the move as written (SAN or UCI)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move in this position.</source>
        <extracomment>%1: the move as written (SAN or UCI)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: more than one piece can make this move.</source>
        <extracomment>%1: the move as written (SAN or UCI)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NumberRanges</name>
    <message>
        <source>&apos;%1&apos; is not a number or a range such as 1-20.</source>
        <extracomment>%1: a part of a list of boards or starting numbers as typed, e.g. 12-x</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 boards or players fit in one list.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionValue</name>
    <message>
        <source>%1 takes a number from %2 to %3, not &quot;%4&quot;.</source>
        <extracomment>%1: the option, e.g. --tolerance; %2: the least value; %3: the greatest value; %4: the value as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <extracomment>%1: the option, e.g. --nodes; %2: the least value; %3: the greatest value; %4: the value as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PairingRecord</name>
    <message>
        <source>not played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+/- (forfeit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-/+ (forfeit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-/- (double forfeit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full-point bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zero-point bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing-allocated bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PenaltyRules</name>
    <message>
        <source>A follow-up must name the entry it answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the game this ruling is about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the player this ruling is about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a time greater than zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A time change of more than 3 hours is not accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the time to add (positive) or deduct (negative).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offender&apos;s score can be reduced to 0 or ½ (Art. 7.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offender&apos;s score is %1 already; a reduction must be lower.</source>
        <extracomment>%1: the score now</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the absent player, or both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the penalty the provisional penalty stands for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the rounds the player is excluded from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 cannot be excluded from: the event is in round %2.</source>
        <extracomment>%1: a round number; %2: the current round</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both players have made 10 or more moves: the game goes on with the colours as they are (Art. 15.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has ended; it can no longer be restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of the decisions of Art. 18.9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the shorter time control for the restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what was checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the check with yes, no or to check.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PerftCommand</name>
    <message>
        <source>Count the positions reachable in N moves (move generator check).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A FEN (quoted, or as six words) or &apos;startpos&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of plies, 1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also print the count below each legal move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perft needs a position and a depth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The depth must be a whole number from 1 to 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <extracomment>%1: why the FEN is invalid (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes in %2 ms (%3 million nodes per second)</source>
        <extracomment>%1: the positions counted; %2: the time taken in milliseconds; %3: millions of positions a second</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Permissions</name>
    <message>
        <source>The chief arbiter decides; there is no one to propose to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chief arbiter may do this; your role (%1) cannot propose it either.</source>
        <extracomment>%1: the user&apos;s role (e.g. &quot;Arbiter&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chief arbiter may change a final result; propose it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chief arbiter may expel a player (Art. 10.9.9); propose it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chief arbiter may exclude a player from rounds (Art. 10.9.8); propose it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chief arbiter may decide on a disconnection (Art. 18.9); propose it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chief arbiter may confirm, reject, withdraw or revoke a ruling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role (%1) may not decide this alone; propose it for the chief arbiter to confirm.</source>
        <extracomment>%1: the user&apos;s role (e.g. &quot;Local technical arbiter&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The appeals committee decides appeals only; it proposes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chief arbiter or the appeals committee may decide an appeal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The appeals committee decides appeals only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PgnChunkSplitter</name>
    <message>
        <source>The game zone sent a PGN game longer than %1 bytes; it was skipped up to the next game.</source>
        <extracomment>%1: the longest game accepted, in bytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the PGN text from memory.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PgnCommand</name>
    <message>
        <source>Check the games of a PGN file: legal moves, automatic draws, flag falls, results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN file to read, or &apos;-&apos; for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pgn needs exactly one file (or &apos;-&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open &apos;%1&apos;: %2</source>
        <extracomment>%1: the file&apos;s path; %2: why it cannot be opened (the system&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ERROR: %1</source>
        <extracomment>%1: the error found in the game (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DISAGREES with the reported result %1.</source>
        <extracomment>%1: the result the PGN reports, e.g. 1-0, 0-1 or 1/2-1/2</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agrees with the reported result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. %1: %2</source>
        <extracomment>%1: the article of the FIDE Laws, e.g. 9.6.2; %2: what was found (a sentence)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) checked</source>
        <extracomment>%n: how many games the file holds</extracomment>
        <translation>
            <numerusform>%n game checked</numerusform>
            <numerusform>%n games checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with errors</source>
        <extracomment>%n: how many of them had an error (after &quot;N games checked, &quot;)</extracomment>
        <translation>
            <numerusform>%n with errors</numerusform>
            <numerusform>%n with errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) disagreeing with the rules</source>
        <extracomment>%n: how many results the rules contradict</extracomment>
        <translation>
            <numerusform>%n result disagreeing with the rules</numerusform>
            <numerusform>%n results disagreeing with the rules</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 – %2, reported %3</source>
        <extracomment>%1: White&apos;s name; %2: Black&apos;s name (or &quot;(unknown)&quot;); %3: the result the PGN reports, e.g. 1-0 or *</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1, board %2: %3</source>
        <extracomment>%1: the game&apos;s number in the file (from 1); %2: the board number; %3: the players and the reported result</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <extracomment>%1: the game&apos;s number in the file (from 1); %2: the players and the reported result</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object per game per line (fields: game, tags, board, plies, san, clocks_ms, result, final_fen, auto_draw, checkmate, truncated, warnings, error, and the verdict); text that is not a game is reported on standard error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOTE: %1</source>
        <extracomment>%1: what the reader noticed in text between games (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WARNING: %1</source>
        <extracomment>%1: a warning about the game (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>TRUNCATED: the file ends after %n half-move(s) of this game, without its result; the result is not judged.</source>
        <extracomment>%n: how many half-moves of the game the file holds</extracomment>
        <translation>
            <numerusform>TRUNCATED: the file ends after %n half-move of this game, without its result; the result is not judged.</numerusform>
            <numerusform>TRUNCATED: the file ends after %n half-moves of this game, without its result; the result is not judged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) cut off by the end of the file</source>
        <extracomment>%n: how many games the end of the file cuts off</extracomment>
        <translation>
            <numerusform>%n game cut off by the end of the file</numerusform>
            <numerusform>%n games cut off by the end of the file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stretch(es) of text that is not a game</source>
        <extracomment>%n: how many stretches of the file are not games</extracomment>
        <translation>
            <numerusform>%n stretch of text that is not a game</numerusform>
            <numerusform>%n stretches of text that is not a game</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PgnGameTracker</name>
    <message>
        <source>%1 – %2: the PGN now has %3 plies where %4 were seen; the moves already seen are kept.</source>
        <extracomment>%1: White&apos;s name; %2: Black&apos;s name; %3: how many plies the PGN has now; %4: how many were seen</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PgnReader</name>
    <message>
        <source>the FEN tag is invalid: %1</source>
        <extracomment>%1: what is wrong with the FEN (a sentence)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a word of more than %1 characters is not a move.</source>
        <extracomment>%1: the longest word a move can be</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 (line %2), move %3 %4: %5</source>
        <extracomment>%1: game&apos;s number in the file; %2: line; %3: move number, e.g. 17. or 17...; %4: the move; %5: what is wrong</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 (line %2): %3</source>
        <extracomment>%1: the game&apos;s number in the file (from 1); %2: the line number; %3: what is wrong (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line 1: the text is in UTF-16, and a PGN file never is: no game can be read from it (save it as UTF-8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: text that is not a game was skipped: “%2”.</source>
        <extracomment>%1: the line number in the file; %2: the start of the skipped text, as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines %1–%2: text that is not a game was skipped, from “%3”.</source>
        <extracomment>%1: the first line skipped; %2: the last; %3: the start of the skipped text, as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tag line is longer than %1 bytes: too long, left out.</source>
        <extracomment>%1: the longest tag line read, in bytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tag pair is malformed (expected [Name &quot;value&quot;]), left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the input ends inside the moves, without a result: the game is truncated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is longer than %1 half-moves: too long to be checked.</source>
        <extracomment>%1: the most half-moves a game may have</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the comments are longer than %1 KB in all: too long, the rest of them was left out.</source>
        <extracomment>%1: the most comment text a game may have, in kilobytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PgnWriter</name>
    <message>
        <source>Cannot write game %1: move %2 (%3) is not legal in sequence.</source>
        <extracomment>%1: the game&apos;s number in its file (or 0); %2: the move number, e.g. 17. or 17...; %3: the move in SAN</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the PGN: %1</source>
        <extracomment>%1: why it cannot be written (the device&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Position</name>
    <message numerus="yes">
        <source>A FEN needs 6 fields separated by spaces (placement, side to move, castling, en passant, halfmove clock, move number); this one has %n.</source>
        <extracomment>%n: how many fields the FEN has</extracomment>
        <translation>
            <numerusform>A FEN needs 6 fields separated by spaces (placement, side to move, castling, en passant, halfmove clock, move number); this one has %n.</numerusform>
            <numerusform>A FEN needs 6 fields separated by spaces (placement, side to move, castling, en passant, halfmove clock, move number); this one has %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank %1 of the FEN describes %2 squares instead of 8.</source>
        <extracomment>%1: the rank number (1 to 8); %2: how many squares the FEN describes in it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The FEN placement has more than 8 ranks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1 of the FEN describes more than 8 squares.</source>
        <extracomment>%1: the rank number (1 to 8)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The FEN placement has %1 ranks instead of 8.</source>
        <extracomment>%1: how many ranks the FEN&apos;s placement has</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White must have exactly one king; the FEN has %1.</source>
        <extracomment>%1: how many white kings the FEN has</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black must have exactly one king; the FEN has %1.</source>
        <extracomment>%1: how many black kings the FEN has</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has more than 8 pawns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has more than 8 pawns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has more than 16 pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has more than 16 pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pawn stands on the first or last rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1: the FEN&apos;s side-to-move field, as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black is in check although it is White&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White is in check although it is Black&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a castling letter (expected K, Q, k, q or &apos;-&apos;).</source>
        <extracomment>%1: the character found in the FEN&apos;s castling field</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The castling field repeats &apos;%1&apos;.</source>
        <extracomment>%1: the castling letter, K, Q, k or q</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling right &apos;%1&apos; is impossible: the king or rook is not on its original square.</source>
        <extracomment>%1: the castling letter, K, Q, k or q</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an en-passant square.</source>
        <extracomment>%1: the FEN&apos;s en-passant field, as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no pawn can just have moved two squares past it.</source>
        <extracomment>%1: the en-passant square, e.g. e3</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The halfmove clock &apos;%1&apos; is not a non-negative number.</source>
        <extracomment>%1: the FEN&apos;s halfmove clock field, as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The halfmove clock &apos;%1&apos; is too large.</source>
        <extracomment>%1: the FEN&apos;s halfmove clock field, as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move number &apos;%1&apos; is not a positive number.</source>
        <extracomment>%1: the FEN&apos;s move number field, as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move number &apos;%1&apos; is too large.</source>
        <extracomment>%1: the FEN&apos;s move number field, as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter (expected one of PNBRQK or pnbrqk, or a digit from 1 to 8).</source>
        <extracomment>%1: the character found in the FEN&apos;s placement</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PostgresOptions</name>
    <message>
        <source>%1 is not a PostgreSQL address (postgresql://…).</source>
        <extracomment>%1: what was given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server address %1 is not valid: %2</source>
        <extracomment>%1: the address given; %2: libpq&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server address&apos;s %1 may not contain a semicolon.</source>
        <extracomment>%1: a connection setting&apos;s name (e.g. sslrootcert)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the password out of the server address: the console asks for it and keeps it in the system keychain; arbiterctl reads it from ~/.pgpass or PGPASSWORD, or asks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server address&apos;s port %1 is not a port number.</source>
        <extracomment>%1: what was given as the port</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server address %1 names no database (postgresql://server/database).</source>
        <extracomment>%1: the address given</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RelayConfig</name>
    <message>
        <source>Cannot read the relay&apos;s configuration %1: %2</source>
        <extracomment>%1: the file, %2: the system&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The relay&apos;s configuration is not a JSON object: %1</source>
        <extracomment>%1: the JSON parser&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;rtsp&quot; must be an address and port such as &quot;0.0.0.0:8554&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;events&quot; must be an address and port such as &quot;127.0.0.1:8555&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;video_server&quot;: &quot;from&quot;: &quot;%1&quot; is not an IP address.</source>
        <extracomment>%1: the address as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;video_server&quot;: &quot;from&quot; must list the video server&apos;s addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;video_server&quot; needs both &quot;user&quot; and &quot;password_file&quot; (Janus&apos;s backend_user and backend_pwd), or neither.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the video server&apos;s password %1: %2</source>
        <extracomment>%1: the file; %2: the system&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The video server&apos;s password file %1 is empty.</source>
        <extracomment>%1: the file</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;whip&quot;: &quot;url&quot; must be simple-whip-server&apos;s address, such as &quot;http://127.0.0.1:7080/whip&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;video_codec&quot; must be VP8, VP9 or H264 (the relay does not transcode).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;event&quot; must name the event as the feed addresses do (lower case, digits and &apos;-&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;feeds&quot;: &quot;%1&quot; is not a feed (cam, screen, cam2 or venue).</source>
        <extracomment>%1: the feed as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;players&quot;: &quot;%1&quot; is not a player&apos;s key as the feed addresses write it (lower case, digits and &apos;-&apos;).</source>
        <extracomment>%1: the player as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;base_port&quot; leaves too few ports for every player&apos;s feeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;sources&quot;: each needs a &quot;path&quot; (no leading &apos;/&apos;), an &quot;rtsp&quot; address and the codecs it sends (video_codec VP8, VP9 or H264; audio_codec OPUS or none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The relay has nothing to serve: give &quot;event&quot;, &quot;players&quot; and &quot;feeds&quot;, or &quot;sources&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;tls&quot; needs the relay&apos;s certificate &quot;cert&quot; and its key &quot;key&quot; (PEM files).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;team&quot;: %1</source>
        <extracomment>%1: why the address does not read</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;tls&quot; and &quot;team&quot; go together: the consoles&apos; secrets are only asked for over TLS, and TLS alone would let no console in.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>Write the chief arbiter&apos;s report of the event (PDF or HTML): staff, rulings, appeals, disconnections, cards, incidents, standings, fair play and the log&apos;s head hash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pdf (default) or html.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rounds up to this one (default: every round with a result).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report needs exactly one event database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format takes pdf or html, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --format, as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build of arbiterctl draws no PDF (it was built without Qt Gui); use --format html.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the file to write with -o FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1: the file; %2: why it could not be written</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulingBook</name>
    <message>
        <source>There is no entry %1 in the rulings log.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 is not waiting for a decision.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 is not in force.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 is not a pending provisional penalty.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 is not waiting to be applied on the platform.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 is itself a follow-up.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry %1 has been appealed already.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The appeal against entry %1 has been decided already.</source>
        <extracomment>%1: an entry number of the rulings log</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time added to the opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time deducted from the offender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent&apos;s score raised to the maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offender&apos;s score reduced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game declared lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusion from rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expulsion from the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game restarted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnection decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forfeit for absence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appeal lodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appeal decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to the zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone did not apply it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmed by the zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied on the platform by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conduct harming the game&apos;s reputation (on camera)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected from an authorised device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing from another person&apos;s account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dress code not observed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left the playing area without the arbiter&apos;s permission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used devices, notes, sources of information or advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wore headphones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbidden electronic device in the playing area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused an inspection by camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distracted or annoyed the opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected from the game zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen not shared with the arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved while disconnected from the VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected from the VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called the arbiter without good reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside interference with the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faulty clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game had to be interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not present at the start after the default time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. %1</source>
        <extracomment>%1: an article number of the FIDE Online Chess Regulations, e.g. 10.9.3</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <extracomment>%1: seconds (a number)</extracomment>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message>
        <source>(a) Resume the game from the position at the disconnection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(b) Resume, reducing the disconnected player&apos;s time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(c) Restart from the initial position with the same time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(d) Restart from the initial position with a shorter time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on, no sanction (Art. 11.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss for the disconnected player (Art. 11.4.2; a draw when the opponent cannot mate, Art. 4.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is warned</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 added to %2 (opponent of %3)</source>
        <extracomment>%1: the duration added; %2: the opponent who gets it; %3: the offender</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deducted from %2</source>
        <extracomment>%1: the duration; %2: the offender</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s score for the game raised to 1 (opponent of %2)</source>
        <extracomment>%1: the opponent; %2: the offender</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s score for the game reduced to %2</source>
        <extracomment>%1: the offender; %2: the score (0 or ½)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses the game; %2 scores %3</source>
        <extracomment>%1: the offender; %2: the opponent; %3: the opponent&apos;s score</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending: %1</source>
        <extracomment>%1: the pending penalty described</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is excluded from round(s) %2</source>
        <extracomment>%1: the player; %2: round numbers, e.g. &quot;3, 4&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is expelled from the event</source>
        <extracomment>%1: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s clock changed by %2</source>
        <extracomment>%1: the player whose clock changes; %2: the change, e.g. &quot;+30 s&quot; or &quot;−1:00&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result %1</source>
        <extracomment>%1: the result, e.g. &quot;½–½&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restarted from the initial position with the colours corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restarted from the initial position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 disconnected: %2</source>
        <extracomment>%1: the disconnected player; %2: the decision</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both players absent: the game is lost by both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 absent: the game is lost by forfeit</source>
        <extracomment>%1: the absent player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow card for %1</source>
        <extracomment>%1: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red card for %1</source>
        <extracomment>%1: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: entry %2</source>
        <extracomment>%1: what happened (e.g. &quot;Appeal lodged&quot;); %2: the number of the entry it refers to
----------
%1: what happened (e.g. &quot;Confirmed&quot;); %2: the number of the entry it refers to</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>appeal against entry %1 upheld: the ruling is annulled</source>
        <extracomment>%1: the entry number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>appeal against entry %1 rejected: the ruling stands</source>
        <extracomment>%1: the entry number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 not applied by the zone: %2</source>
        <extracomment>%1: the entry number; %2: why</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proposed: %1</source>
        <extracomment>%1: the ruling proposed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 appeals against entry %2</source>
        <extracomment>%1: who appealed; %2: the entry number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>appeal against entry %1 decided: the ruling is changed (annulled; the new ruling follows)</source>
        <extracomment>%1: the entry number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conduct harming the game&apos;s reputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played on their own device where the regulations do not allow it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left the playing area or the venue without the arbiter&apos;s permission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broke the venue&apos;s fair-play measures (notes, advice, a phone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wore headphones or earphones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbidden electronic device at the venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused an inspection of clothes, bags or other items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected (reported by the local technical arbiter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <extracomment>%1: the player; %2: what was checked (e.g. &quot;Device check&quot;); %3: the answer (yes, no, to check)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulingsCommand</name>
    <message>
        <source>List the rulings of an event, oldest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One JSON object per ruling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board %1</source>
        <extracomment>%1: a board number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue a ruling with the console&apos;s checks and permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is decided: %1.</source>
        <extracomment>%1: the kinds of ruling, as keys separated by commas (not to be translated)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone&apos;s game id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offender&apos;s (or affected player&apos;s) colour: white or black.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to add or deduct, in seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score-reduce: the offender&apos;s new score (0 or ½).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss, forfeit: the opponent&apos;s score (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result: White&apos;s score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result: Black&apos;s score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exclusion: the rounds, e.g. 3,4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provisional: the penalty it stands for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disconnection: %1.</source>
        <extracomment>%1: the options, as keys separated by commas (not to be translated), e.g. resume, reduce</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disconnection restart-shorter: the new base time in seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and its increment in seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart: with the colours corrected (Art. 15.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forfeit: both players absent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow-ups: the entry answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>appeal-decision: the appeal is upheld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article cited (default: the kind&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reason key (e.g. 9.7-headphones) or free text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose it for the chief arbiter to confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue it this many times (drills, benchmarks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule needs the database and the kind of ruling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown kind of ruling &apos;%1&apos;.</source>
        <extracomment>%1: the kind of ruling as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say who issues the ruling with --as NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--side takes &apos;white&apos; or &apos;black&apos;, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --side, as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rounds takes round numbers separated by commas, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --rounds, as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>%1: why the ruling was refused (a message)
----------
%1: why the change was refused</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded %1: %2</source>
        <extracomment>%1: the entry number; %2: what was recorded</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check an event&apos;s rulings log: numbering, hash chain, times, permissions, replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First bad entry: %1. %2</source>
        <extracomment>%1: the first bad entry&apos;s number; %2: what is wrong</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The rulings log is intact: %n entries, chain and replay verified.</source>
        <extracomment>%n: the number of entries</extracomment>
        <translation>
            <numerusform>The rulings log is intact: %n entry, chain and replay verified.</numerusform>
            <numerusform>The rulings log is intact: %n entries, chain and replay verified.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show or extend the event&apos;s staff list (arbiters and their roles).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a member of staff with this name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their role: %1.</source>
        <extracomment>%1: the roles, as keys separated by commas (not to be translated), e.g. arbiter, chief</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid events: the venue of a local arbiter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create an event of this name first (the database too, if missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 created.</source>
        <extracomment>%1: the new event&apos;s id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on the staff list already.</source>
        <extracomment>%1: the name given to --add</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who issues it (a name on the event&apos;s staff list; on a team event, your login).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s administrator issues no rulings: log in as a member of the event&apos;s staff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a team event you are your login (%2); --as %1 cannot change it.</source>
        <extracomment>%1: the name given to --as; %2: the login&apos;s own name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the role of this member of staff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their FIDE ID (the reports name the arbiters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who makes the change (only the chief arbiter adds a chief arbiter, a deputy or the appeals committee, or changes a role).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team event is made with &apos;arbiterctl team init&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a team event the staff are the server&apos;s logins: use &apos;arbiterctl team add-staff&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--add and --set-role need a name and --role one of: %1.</source>
        <extracomment>%1: the roles, as keys separated by commas (not to be translated), e.g. arbiter, chief</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the event&apos;s staff list.</source>
        <extracomment>%1: the name given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The head hash a signed report gives: the log must hold it (entries added after it are listed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signed head hash is not in this log: this copy does not hold what the report was signed on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The signed head is entry %1; %n entries were recorded after it.</source>
        <extracomment>%1: the entry the signed head hash is; %n: how many entries were recorded after it</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The offender (or affected player): their starting number, zone account or name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent: their starting number, zone account or name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event has several players called %1: give the starting number.</source>
        <extracomment>%1: the name given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1 is not a player of the event&apos;s list; the ruling names them as given.</source>
        <extracomment>%1: the name given</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Cannot open the scenario %1: %2</source>
        <extracomment>%1: the scenario file&apos;s path; %2: why it cannot be opened (the system&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario %1 is too large (over 4 MB).</source>
        <extracomment>%1: the scenario file&apos;s path</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario is not valid JSON at character %1: %2</source>
        <extracomment>%1: the character position of the error; %2: the JSON error (the parser&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario must be a JSON object with an &quot;events&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s &quot;seed&quot; must be a whole number from 0 to 4294967295.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s &quot;games&quot; must be from 1 to 5000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s &quot;timeControl&quot;: %1</source>
        <extracomment>%1: why the time control is invalid (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s &quot;speed&quot; must be above 0 and at most 10000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s &quot;pgn&quot; must name a PGN file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario must have an &quot;events&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario event %1: %2</source>
        <extracomment>%1: the event&apos;s number in the scenario (from 1); %2: what is wrong with it (starts in lower case)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;.</source>
        <extracomment>%1: the action as written in the scenario</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;at&quot; must be a time such as &quot;0:01:30&quot; or a number of seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;atPly&quot; must be a ply number from 0 to 2000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either &quot;at&quot; or &quot;atPly&quot;, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;game&quot; must be a board number from 1 or a game id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the action &quot;%1&quot; needs a &quot;game&quot;.</source>
        <extracomment>%1: the action as written in the scenario, e.g. disconnect</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;atPly&quot; needs a &quot;game&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be &quot;white&quot; or &quot;black&quot;.</source>
        <extracomment>%1: the JSON key, &quot;color&quot; or &quot;by&quot; (not to be translated)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;for&quot; must be a positive time such as &quot;0:00:45&quot; or a number of seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;route&quot; must be a request path starting with / (&quot;*&quot; matches anything).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say whose connection with &quot;color&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;status&quot; must be the name of a finished game&apos;s status, such as &quot;mate&quot; or &quot;outoftime&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;winner&quot; must be &quot;white&quot;, &quot;black&quot; or null.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;uci&quot; must be a move such as &quot;e1e3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say whose clock with &quot;color&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;deltaMs&quot; must be a non-zero number of milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;status&quot; must be an HTTP error status from 400 to 599.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;count&quot; must be a positive number of requests, or -1 for all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;lines&quot; must be from 1 to 32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;maxBytes&quot; must be 0 (off) or more, and &quot;gapMs&quot; from 0 to 1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;retryAfter&quot; must be from 0 to 3600 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;lines&quot; must be 1 or more and &quot;count&quot; a positive number of streams, or -1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say whose feed with &quot;color&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;feed&quot; must be &quot;cam&quot; or &quot;screen&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreRules</name>
    <message>
        <source>&apos;%1&apos; is not a score (0, ½ or 1).</source>
        <extracomment>%1: what was typed as a score</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a score normally given in chess: each player scores 0, ½ or 1 (Art. 7.2).</source>
        <extracomment>%1: the score typed (e.g. 0.75)
----------
%1: a score in points</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the game&apos;s total would exceed its maximum of 1 point (Art. 7.2).</source>
        <extracomment>%1: the two scores, e.g. &quot;1–½&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sector</name>
    <message>
        <source>A sector needs the arbiter who watches it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards: %1</source>
        <extracomment>%1: why the list does not read</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: %1</source>
        <extracomment>%1: why the list does not read</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only someone on the event&apos;s staff may assign sectors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chief arbiter, the deputy or a venue&apos;s local chief may change %1&apos;s sector; hand over your own instead.</source>
        <extracomment>%1: the arbiter whose sector it is</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boards %1</source>
        <extracomment>%1: boards as written, e.g. 1-20, 35</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players %1</source>
        <extracomment>%1: starting numbers as written, e.g. 1-24</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeminarCheck</name>
    <message>
        <source>The pack&apos;s title has no Russian text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident %1: %2</source>
        <extracomment>%1: the incident&apos;s id; %2: what is wrong with it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board %1 is not in the scenario, which plays %2 games.</source>
        <extracomment>%1: the board; %2: how many games the scenario plays</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing happens on board %1 in the scenario.</source>
        <extracomment>%1: the board</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a text has no Russian version (&quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a trainee as %2 can neither record nor propose &quot;%1&quot;.</source>
        <extracomment>%1: the kind of ruling; %2: the trainees&apos; role</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference &quot;%1&quot; would be refused: %2</source>
        <extracomment>%1: the kind of ruling; %2: why the console would refuse it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s time control %1 is not the one the games are played at (%2).</source>
        <extracomment>%1: the pack&apos;s time control; %2: the games&apos; (PGN form)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays in the scenario&apos;s games but is not on the event&apos;s list of players.</source>
        <extracomment>%1: a player&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeminarCommand</name>
    <message>
        <source>Cannot open the scenario&apos;s games %1: %2</source>
        <extracomment>%1: the PGN file&apos;s path; %2: the system&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seminar check needs the pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n incident(s), %2 points; every reference ruling can be made.</source>
        <extracomment>%1: the pack&apos;s title; %n: how many incidents; %2: the points of the pack</extracomment>
        <translation>
            <numerusform>%1: %n incident, %2 points; every reference ruling can be made.</numerusform>
            <numerusform>%1: %n incidents, %2 points; every reference ruling can be made.</numerusform>
        </translation>
    </message>
    <message>
        <source>seminar grade needs the pack and the seminar&apos;s event database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 (%4 %)</source>
        <extracomment>%1: the trainee; %2: the score; %3: the maximum; %4: the percentage</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seminar pack (a JSON file, docs/seminars.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade: the seminar&apos;s event database or server address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade: only this trainee (their staff name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade: print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1: the file; %2: why it could not be written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not make the folder %1.</source>
        <extracomment>%1: the folder</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the trainees&apos; list %1: %2</source>
        <extracomment>%1: the file; %2: the system&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: a trainee needs a name.</source>
        <extracomment>%1: the file; %2: the line number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: the login %3 is given twice (write &quot;Name;login&quot; to tell them apart).</source>
        <extracomment>%1: the file; %2: the line number; %3: the login</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trainees&apos; list %1 names nobody.</source>
        <extracomment>%1: the file</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seminar enrol needs the pack, the team event&apos;s address, --trainees and --lecturer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grading takes made or end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (login %2, %3): %4</source>
        <extracomment>%1: the person&apos;s name; %2: their login; %3: their role; %4: the password (or a note that it is unchanged)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>password unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The seminar &quot;%1&quot; is ready for %n trainee(s): each opens it with arbiter-console --seminar PACK --server ADDRESS and their login.</source>
        <extracomment>%1: the pack&apos;s title; %n: how many trainees</extracomment>
        <translation>
            <numerusform>The seminar &quot;%1&quot; is ready for %n trainee: each opens it with arbiter-console --seminar PACK --server ADDRESS and their login.</numerusform>
            <numerusform>The seminar &quot;%1&quot; is ready for %n trainees: each opens it with arbiter-console --seminar PACK --server ADDRESS and their login.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check a seminar pack (seminar check PACK), enrol a seminar&apos;s trainees on a team event (seminar enrol PACK URL), or grade the trainees&apos; rulings of a seminar event against it (seminar grade PACK DB|URL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade: write a result sheet per trainee and one for the seminar (PDF) into this folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade: write the scores as CSV to this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enrol: the trainees, one per line (&quot;Name&quot; or &quot;Name;login&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enrol: the lecturer&apos;s name (a chief arbiter&apos;s login).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enrol: show each score when the ruling is made (made) or only at the end (end); default: the pack&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enrol: also write the logins and passwords as CSV to this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seminar takes check, grade or enrol.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeminarGrader</name>
    <message>
        <source>no ruling on the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ruling answers none of the references</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>late</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proposed where the role decides</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeminarPack</name>
    <message>
        <source>The seminar pack is not right at %1: %2</source>
        <extracomment>%1: where in the pack (e.g. incidents[2].kind); %2: what is wrong there</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a text is a string or {&quot;en&quot;: …, &quot;ru&quot;: …}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the English text is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time is &quot;m:ss&quot;, &quot;h:mm:ss&quot; or seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a share is a number from 0 to 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of ruling.</source>
        <extracomment>%1: the kind as written in the pack</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side is &quot;white&quot; or &quot;black&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reference must earn something.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every incident needs an id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board is a number from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ply is a number from 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the points are a whole number from 1 to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an incident needs at least one reference ruling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seminar pack is not JSON: %1 (at byte %2).</source>
        <extracomment>%1: the JSON parser&apos;s message; %2: the byte offset in the file</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a seminar pack (its &quot;format&quot; is not &quot;arbiter-seminar&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seminar pack is of version %1; this console reads version %2.</source>
        <extracomment>%1: the pack&apos;s version; %2: the version this console reads</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pack needs an id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the language is &quot;ru&quot; or &quot;en&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a role of the staff.</source>
        <extracomment>%1: the role as written in the pack</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pack needs the simulator&apos;s scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pack needs at least one incident.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id &apos;%1&apos; is used twice.</source>
        <extracomment>%1: the incident&apos;s id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the seminar pack %1: %2</source>
        <extracomment>%1: the pack&apos;s path; %2: why it cannot be opened (the system&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seminar pack %1 is too large (over 4 MB).</source>
        <extracomment>%1: the pack&apos;s path</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: the pack&apos;s path; %2: what is wrong</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grading is &quot;made&quot; or &quot;end&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time control.</source>
        <extracomment>%1: the time control as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event&apos;s type is &quot;online&quot; or &quot;hybrid&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trainee&apos;s venue is not one of the event&apos;s venues.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the venue is not one of the event&apos;s venues.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeminarSheet</name>
    <message>
        <source>%1 — %2 % of the points</source>
        <extracomment>%1: a reference ruling; %2: the share of the incident&apos;s points it earns, in percent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seminar result sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>%1: points scored; %2: points possible; %3: the percentage</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed (%1 needed)</source>
        <extracomment>%1: the pass mark in percent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not passed (%1 needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it lacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You ruled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reference:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <extracomment>%1: points scored; %2: points possible</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings that answer no incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seminar results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 trainees passed (%3 needed).</source>
        <extracomment>%1: trainees who passed; %2: trainees; %3: the pass mark</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeminarState</name>
    <message>
        <source>The event&apos;s seminar state does not read: %1</source>
        <extracomment>%1: the JSON parser&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s seminar grades &quot;%1&quot;; it grades &quot;made&quot; or &quot;end&quot;.</source>
        <extracomment>%1: the value found</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerPresence</name>
    <message>
        <source>A presence line from the video server is not JSON: %1</source>
        <extracomment>%1: the start of the line as received</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A presence line from the video server names no feed or no state: %1</source>
        <extracomment>%1: the start of the line as received</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionThreads</name>
    <message>
        <source>The demo&apos;s simulator did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo&apos;s simulator ended before it served the round (exit status %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo&apos;s simulator did not answer within two minutes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimCommand</name>
    <message>
        <source>Run the game-zone simulator (Lichess API and extension) on loopback until interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port on 127.0.0.1 (0 = any free port).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of games stockfish plays for the round (default 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual seconds per real second (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed for players, openings and game ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control of the generated games, e.g. 3+2 (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the games of this PGN file instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also write the generated round to this PGN file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round id (default simround).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bearer token to use instead of a generated one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in round %1; Ctrl+C stops the simulator.</source>
        <extracomment>%n: how many games the round has; %1: the round&apos;s id, e.g. simround</extracomment>
        <translation>
            <numerusform>%n game in round %1; Ctrl+C stops the simulator.</numerusform>
            <numerusform>%n games in round %1; Ctrl+C stops the simulator.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1: the path of the PGN file; %2: why it cannot be written (the system&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the scripted incidents and network faults of this JSON file (see docs/simulator-api.md); its seed, games, time control, speed and PGN apply unless given here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario event %1: %2</source>
        <extracomment>%1: the event&apos;s number in the scenario (from 1); %2: what the event does (a description)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The UCI engine that plays the games (default: stockfish, found where Debian installs it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stockfish has played all %n game(s) of the round.</source>
        <extracomment>%n: how many games the engines played</extracomment>
        <translation>
            <numerusform>Stockfish has played the %n game of the round.</numerusform>
            <numerusform>Stockfish has played all %n games of the round.</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves made late because the engines fell behind: %1 (%2 s of virtual time in all, at most %3 s).</source>
        <extracomment>%1: moves made late, %2: seconds of virtual time late in all, %3: the most late</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulatorAdapter</name>
    <message>
        <source>The simulator sent a line that is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator sent a line without &apos;%1&apos;.</source>
        <extracomment>%1: the JSON field&apos;s name (not to be translated)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown colour &apos;%1&apos; in a simulator line.</source>
        <extracomment>%1: the colour as sent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown game status &apos;%1&apos; in a simulator line.</source>
        <extracomment>%1: the game status as sent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator lists no round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 was restarted on the zone.</source>
        <extracomment>%1: the game id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator refused the command (HTTP %1): %2</source>
        <extracomment>%1: HTTP status number; %2: the simulator&apos;s own reason (English, as it sent it)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator could not be reached: %1</source>
        <extracomment>%1: the network error as Qt reports it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command names no game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SqlRulingLog</name>
    <message>
        <source>The event database is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not set up the rulings log: %1</source>
        <extracomment>%1: the database&apos;s own message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruling was not recorded: %1</source>
        <extracomment>%1: the database&apos;s own message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the rulings log: %1</source>
        <extracomment>%1: the database&apos;s own message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings log entry %1 has an unknown role &apos;%2&apos; or kind &apos;%3&apos;.</source>
        <extracomment>%1: the entry number; %2: the stored role; %3: the stored kind</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s server refused the ruling: %1 (%2) may not record it.</source>
        <extracomment>%1: the issuer&apos;s name; %2: their role</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: who recorded it; %2: what was recorded</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game changed since you opened the dialog; another arbiter recorded:
%1
Look at it and decide again.</source>
        <extracomment>%1: the rulings recorded on the game meanwhile, one per line</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not confirm the ruling (%1). It may have been recorded all the same: look in the rulings log once the console is connected again before you record it again.</source>
        <extracomment>%1: the database&apos;s own message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the rulings log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the players matched to the rulings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StaffMember</name>
    <message>
        <source>Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local chief arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local technical arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s staff list is not readable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A staff entry has no name or an unknown role: %1</source>
        <extracomment>%1: the staff entry as stored (JSON)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deputy chief arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appeals committee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first member of an event&apos;s staff is its chief arbiter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event must keep a chief arbiter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chief arbiter may change a role or remove someone from the staff list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chief arbiter may add a member with the role %1.</source>
        <extracomment>%1: a role (e.g. Deputy chief arbiter)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsCommand</name>
    <message>
        <source>Standings after round %1 (tie-breaks: %2)</source>
        <extracomment>%1: the round number; %2: the event&apos;s tie-breaks, e.g. &quot;BH-C1, BH, SB&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rk</source>
        <extracomment>Column headings of the standings: rank, starting number, name, rating, federation, points</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n game(s) not finished)</source>
        <translation>
            <numerusform>(%n game not finished)</numerusform>
            <numerusform>(%n games not finished)</numerusform>
        </translation>
    </message>
    <message>
        <source>* points with a score adjustment (a ruling or the file&apos;s own).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the standings after a round with the event&apos;s tie-breaks: of an event (after rulings) or of a TRF or CSV file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standings after this round (default: the last round with a result).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tie-breaks in order, e.g. BH-C1,BH,SB,DE,WIN,BPG (default: the event&apos;s, else that list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object (fields: round, tie_breaks, standings with rank, no, name, points, …).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The edition of the FIDE tie-break regulations: fide2024 or fide2026 (default: the one in force when the event started).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standings needs exactly one event database or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rules takes fide2024 or fide2026, not &apos;%1&apos;.</source>
        <extracomment>%1: the value given to --rules, as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TailCommand</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 listed: board %2, %3 – %4</source>
        <extracomment>%1: the zone&apos;s game id; %2: the board number; %3: White&apos;s name; %4: Black&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 started</source>
        <extracomment>%1: the zone&apos;s game id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ply %2: %3 (%4)  White %5  Black %6</source>
        <extracomment>%1: game id; %2: ply; %3: the move in SAN; %4: the move in UCI; %5, %6: White&apos;s, Black&apos;s clock (h:mm:ss)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ply %2: draw offered by %3</source>
        <extracomment>%1: the zone&apos;s game id; %2: the ply; %3: the side that offered the draw (White or Black)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 reconnected</source>
        <extracomment>%1: the zone&apos;s game id; %2: the side (White or Black)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 disconnected</source>
        <extracomment>%1: the zone&apos;s game id; %2: the side (White or Black)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2&apos;s clock changed by %3 s</source>
        <extracomment>%1: the zone&apos;s game id; %2: the side (White or Black); %3: the change in seconds (negative: taken off)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 paused</source>
        <extracomment>%1: the zone&apos;s game id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 resumed</source>
        <extracomment>%1: the zone&apos;s game id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ended: %2 (%3)</source>
        <extracomment>%1: the zone&apos;s game id; %2: the result, e.g. 1-0 or 1/2-1/2; %3: how the game ended, as the zone says</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow a round live through the game-zone adapters and print every event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A live PGN URL or file (the same as --pgn-url / --pgn-file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poll a live PGN at this URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch this live PGN file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polling period for live PGN URLs in seconds (at least 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object per event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit once every game of the round has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tail follows one source at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;%1 --help&apos; for usage.</source>
        <extracomment>%1: the command, e.g. arbiterctl tail</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid URL: %1</source>
        <extracomment>%1: the URL as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following %1</source>
        <extracomment>%1: what is followed, e.g. &quot;Live PGN at https://…&quot; or &quot;Lichess bulk pairing … at …&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the round of the game-zone simulator at this address (with --token).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bearer token of the simulator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess or a Lichess-compatible server (default https://lichess.org).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the games of this Lichess bulk pairing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow these Lichess games (ids separated by commas).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow this Lichess broadcast round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the Lichess API token from this file (it is never printed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the round as PGN with %clk to this file as it goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one source: a live PGN URL or file, a simulator (--sim), or Lichess (--bulk, --games or --broadcast-round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--games needs at least one game id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the token file %1: %2</source>
        <extracomment>%1: the token file&apos;s path; %2: why it cannot be read (the system&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: the token file %1 can be read by other users.</source>
        <extracomment>%1: the token file&apos;s path</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following a bulk pairing needs the organiser&apos;s token (--token-file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1: the PGN file&apos;s path; %2: why it cannot be written (the system&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 restarted from the initial position</source>
        <extracomment>%1: the zone&apos;s game id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 back on the VCS</source>
        <extracomment>%1: the zone&apos;s game id; %2: the side (White or Black)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 left the VCS</source>
        <extracomment>%1: the zone&apos;s game id; %2: the side (White or Black)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamCommand</name>
    <message>
        <source>The team event&apos;s postgresql:// address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create an event of this name when the database holds none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a team event&apos;s database (run again to update it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 created.</source>
        <extracomment>%1: the new event&apos;s id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team event %1 is ready. Its roles: %2.</source>
        <extracomment>%1: the database; %2: the role names, separated by commas</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add its chief arbiter: arbiterctl team add-staff URL --name NAME --role chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The person&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their role: %1.</source>
        <extracomment>%1: the roles, as keys separated by commas (not to be translated)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their login (default: made from the name, e.g. anna.petrova).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their FIDE ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid events: their venue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give an existing login a new password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a person a login and a role in a team event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add-staff needs --name and --role one of: %1.</source>
        <extracomment>%1: the roles, as keys separated by commas (not to be translated)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (login %2): %3.</source>
        <extracomment>%1: the person&apos;s name; %2: their login; %3: their role</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password (shown once; hand it over in person or by a private channel): %1</source>
        <extracomment>%1: the new password. Printed once; the server keeps only a verifier of it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login to take off the staff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a login&apos;s role in a team event away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove-staff needs --login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer on the event&apos;s staff.</source>
        <extracomment>%1: the login</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The one-arbiter event (an SQLite file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a one-arbiter event onto a team event&apos;s server, log and all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push needs an SQLite file and a postgresql:// address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 is on the server: %2 rows copied. Check it with arbiterctl verify-log URL.</source>
        <extracomment>%1: the event&apos;s id; %2: the number of rows</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  init URL [--new-event NAME]              set up the event&apos;s database, roles and policies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  add-staff URL --name N --role R [--login L] [--fide-id ID] [--venue V] [--new-password]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  remove-staff URL --login L               take a login&apos;s role away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  staff URL                                the staff and their logins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  push FILE URL [--event ID]               move a one-arbiter event onto the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sectors: every arbiter sees every board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; this round: %3 (by %4)</source>
        <extracomment>%1: the arbiter; %2: the sector; %3: the boards it covers this round; %4: who assigned it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handed over by %1</source>
        <extracomment>%1: the arbiter who handed the sector over</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards nobody watches: %1</source>
        <extracomment>%1: boards, e.g. 41-45, 50</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arbiter whose sector it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their boards, e.g. 1-20,35.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their players by starting number, e.g. 1-24.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the arbiter&apos;s sector away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand the arbiter&apos;s sector over to this arbiter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand-over&apos;s note.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who does it (a name on the staff list; on a team event, your login).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign an arbiter&apos;s sector, take it away or hand it over; list them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the event&apos;s staff.</source>
        <extracomment>%1: a name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>%1: why the change was refused</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assign needs --boards, --players, --clear or --hand-over-to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  assign DB [--arbiter N (--boards B | --players P | --clear | --hand-over-to M [--note T])]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>                                           the sectors (Art. 10.3.1): list, assign, hand over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The relay&apos;s login (default: feedrelay).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the feed relay a login that reads the consoles&apos; feed secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The feed relay&apos;s login %1. Password (shown once; put it in the relay&apos;s ~/.pgpass): %2</source>
        <extracomment>%1: the login; %2: the new password. Printed once.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team event on PostgreSQL: init, add-staff, remove-staff, staff, push, assign, add-relay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: arbiterctl team &lt;init|add-staff|remove-staff|staff|push|assign|add-relay&gt; …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  add-relay URL [--login L]                the feed relay&apos;s login (it reads the consoles&apos; feed secrets)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamServer</name>
    <message>
        <source>The connection to the event&apos;s server is not a PostgreSQL connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not prepare the password: %1</source>
        <extracomment>%1: the server&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the login&apos;s rights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login %1 may not create roles: run this as the server&apos;s administrator (a superuser, or the owner of the database with CREATEROLE).</source>
        <extracomment>%1: the login used</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database name %1 is too long or has a quote or a dollar sign; a team event&apos;s database name has at most 47 letters.</source>
        <extracomment>%1: the database&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team event lives on a PostgreSQL server; an SQLite file is one arbiter&apos;s event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not set up the team event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A member of staff needs a name and a login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be a login: at most 63 letters, no quote, not starting with pg_ or the event&apos;s name.</source>
        <extracomment>%1: the login given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not add the member of staff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a group role on the server, not a person&apos;s login.</source>
        <extracomment>%1: the login given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another login of the event already has the name %1.</source>
        <extracomment>%1: a person&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not remove the member of staff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the event&apos;s staff.</source>
        <extracomment>%1: the login given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not copy the event to the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server already holds an event %1: push into a team event that has none.</source>
        <extracomment>%1: the event&apos;s id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the event to copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not copy the event&apos;s %1 to the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the event&apos;s staff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login %1 is not on this event&apos;s staff; the chief arbiter adds it with &apos;arbiterctl team add-staff&apos;.</source>
        <extracomment>%1: the login used</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not add the feed relay&apos;s login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the console&apos;s access to the feeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the consoles&apos; access to the feeds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TieBreak</name>
    <message>
        <source>Buchholz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games with Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins with Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average rating of opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Median %2</source>
        <extracomment>%1: a tie-break&apos;s name (e.g. Buchholz); %2: how many results are left out (Cut 1 = the lowest one)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Cut %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tie-break the console counts; use BH, BH-C1, BH-C2, BH-M1, SB, SB-C1, DE, WIN, WON, BPG, BWG, PS, PS-C1 or ARO, ARO-C1.</source>
        <extracomment>%1: a tie-break as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TilePainter</name>
    <message>
        <source>White disconnected from the zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black disconnected from the zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw offer pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anomaly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours reversed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White off the VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black off the VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cards and penalties %2</source>
        <extracomment>%1: White or Black; %2: the marks, e.g. &quot;YR&quot; (Y yellow card, R red card, P penalty pending)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays through the online assistant %2 (Appendix II–III)</source>
        <extracomment>%1: White or Black; %2: the online assistant</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played beside traditional sets; the virtual board prevails (Art. 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeControl</name>
    <message>
        <source>Time control “%1”: %2</source>
        <extracomment>%1: the time control as written, in FIDE notation, e.g. 40/90+30:30+30; %2: what is wrong (starts in lower case)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected “%1” at character %2.</source>
        <extracomment>%1: up to 8 characters of the text, from where it goes wrong; %2: their position in the text (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number at character %1 is far too large.</source>
        <extracomment>%1: the position of the number in the text (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has more than three decimals.</source>
        <extracomment>%1: the number as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a decimal point must be followed by digits (character %1).</source>
        <extracomment>%1: the position of the decimal point in the text (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 at character %2.</source>
        <extracomment>%1: what was expected, e.g. &quot;a time&quot;; %2: the position in the text (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a period can have only one increment or delay (character %1).</source>
        <extracomment>%1: the position of the second increment or delay in the text (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the increment or delay in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an increment or delay is given in seconds or minutes, not hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an increment or delay of %1 s is more than the hour allowed.</source>
        <extracomment>%1: the increment or delay in seconds, e.g. 4000</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move number after “from move”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“from move” needs a whole move number from 1 to %1.</source>
        <extracomment>%1: the largest move number allowed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>period %1 is empty.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a time at character %1.</source>
        <extracomment>%1: the position in the text (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time after “/”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move count before “/” cannot have a time unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move count of period %1 must be a whole number from 1 to %2.</source>
        <extracomment>%1: the period&apos;s number (from 1); %2: the largest move count allowed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected “/” and a time after the move count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>period %1 lasts more than 30 days.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time control is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sandclock time after “*”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>period %1 has no move count, so it would last the rest of the game, but more periods follow; write it as moves/time, e.g. 40/90.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“from move %1” needs an increment or delay to start.</source>
        <extracomment>%1: the move number written after &quot;from move&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sandclock needs a positive time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sandclock of more than 30 days is not a time control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A time control needs at least one period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period %1: the move count must be from 0 (rest of the game) to %2.</source>
        <extracomment>%1: the period&apos;s number (from 1); %2: the largest move count allowed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period %1 covers the rest of the game, so no period may follow it.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period %1: the base time must be from 0 to 30 days.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period %1: the increment or delay must be from 0 to 3600 seconds.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period %1: the increment cannot start before move 1.</source>
        <extracomment>%1: the period&apos;s number (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period %1 ends at move %2, before its increment would start at move %3.</source>
        <extracomment>%1: the period&apos;s number (from 1); %2: its last move; %3: the move from which its increment applies</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first period gives no time at all (base and increment are both 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TimeControl tag is empty; use “?” for unknown or “-” for no clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TimeControl “%1”: a sandclock is “*” followed by whole seconds, e.g. *180.</source>
        <extracomment>%1: the PGN TimeControl tag as written, e.g. *3m</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TimeControl “%1”: %2</source>
        <extracomment>%1: the PGN TimeControl tag as written, e.g. 40/5400+30 or *180; %2: what is wrong (a sentence)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TimeControl “%1”, field %2 (“%3”): the move count before “/” must be a whole number from 1 to %4.</source>
        <extracomment>%1: the PGN TimeControl tag; %2: the field&apos;s number (from 1); %3: the field; %4: the most moves</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TimeControl “%1”, field %2 (“%3”): expected whole seconds, as in 40/9000, 300+2 or 5400.</source>
        <extracomment>%1: the PGN TimeControl tag as written; %2: the field&apos;s number (from 1); %3: the field as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TimeControl “%1”, field %2 (“%3”): the increment after “+” must be whole seconds.</source>
        <extracomment>%1: the PGN TimeControl tag as written; %2: the field&apos;s number (from 1); %3: the field as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Lichess clock has a negative time (initial %1 s, increment %2 s).</source>
        <extracomment>%1: the initial time in seconds; %2: the increment in seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Lichess clock is implausibly long (initial %1 s, increment %2 s).</source>
        <extracomment>%1: the initial time in seconds; %2: the increment in seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PGN TimeControl tag has whole seconds only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PGN TimeControl tag cannot express a delay; only Fischer increments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PGN TimeControl tag cannot express an increment that starts at move %1, inside a period.</source>
        <extracomment>%1: the move number from which the increment applies</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess clocks have a single period for the whole game; “%1” does not fit.</source>
        <extracomment>%1: the time control in FIDE notation, e.g. 40/90+30:30+30</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess clocks have only a Fischer increment from move 1; “%1” does not fit.</source>
        <extracomment>%1: the time control in FIDE notation, e.g. 90 d5</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess clocks count whole seconds; “%1” does not fit.</source>
        <extracomment>%1: the time control in FIDE notation, e.g. 90.5+30</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UltraBullet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bullet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rapid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>classical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rateable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrfExport</name>
    <message>
        <source>No city or place is set (record 022): the rating officer needs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s dates are not known (records 042 and 052).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event has no chief arbiter on its staff (record 102).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no FIDE ID: the rating officer cannot credit them.</source>
        <extracomment>%1: an arbiter&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrfImport</name>
    <message>
        <source>Line %1: the number of rounds &quot;%2&quot; is not a number; ignored.</source>
        <extracomment>%1: the line number in the file; %2: the number of rounds as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: no starting rank in columns 5-8; the player line was skipped.</source>
        <extracomment>%1: the line number in the file</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: starting rank %2 appears a second time; the line was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the player&apos;s starting rank</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the player with starting rank %2 has no name in columns 15-47.</source>
        <extracomment>%1: the line number in the file; %2: the player&apos;s starting rank</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the rating &quot;%2&quot; in columns 49-52 is not a number; taken as unrated.</source>
        <extracomment>%1: the line number in the file; %2: the rating as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the FIDE ID &quot;%2&quot; in columns 58-68 is not a number; left out.</source>
        <extracomment>%1: the line number in the file; %2: the FIDE ID as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: round %2 of player %3 (&quot;%4&quot;) is not &quot;opponent colour result&quot;; that round was skipped.</source>
        <extracomment>%1: the line number; %2: the round; %3: the player&apos;s starting rank; %4: the round&apos;s columns</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is not a TRF line (it starts with &quot;%2&quot;); ignored.</source>
        <extracomment>%1: the line number in the file; %2: the line&apos;s first three characters (its record code)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: round %2 of player %3 names opponent %4, who has no player line; that round was skipped.</source>
        <extracomment>%1: the line number; %2: the round; %3: the player&apos;s starting rank; %4: the opponent&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: round %2 pairs players %3 and %4, but the other player&apos;s line does not say so; taken from this line.</source>
        <extracomment>%1: the line number in the file; %2: the round number; %3, %4: the two players&apos; starting ranks</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: in round %2 players %3 and %4 give different results; the white player&apos;s result was taken.</source>
        <extracomment>%1: the line number; %2: the round number; %3: White&apos;s starting rank; %4: Black&apos;s starting rank</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Line %1: %n team record(s) (%2) not used: the console has no teams yet.</source>
        <extracomment>%1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. 310, 320</extracomment>
        <translation>
            <numerusform>Line %1: %n team record (%2) not used: the console has no teams yet.</numerusform>
            <numerusform>Line %1: %n team records (%2) not used: the console has no teams yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1: %n acceleration record(s) (%2) not used: only the pairing program needs them.</source>
        <extracomment>%1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. 250</extracomment>
        <translation>
            <numerusform>Line %1: %n acceleration record (%2) not used: only the pairing program needs them.</numerusform>
            <numerusform>Line %1: %n acceleration records (%2) not used: only the pairing program needs them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1: %n record(s) of prohibited pairings (%2) not used: only the pairing program needs them.</source>
        <extracomment>%1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. 260</extracomment>
        <translation>
            <numerusform>Line %1: %n record of prohibited pairings (%2) not used: only the pairing program needs them.</numerusform>
            <numerusform>Line %1: %n records of prohibited pairings (%2) not used: only the pairing program needs them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1: %n record(s) of abnormal points (%2) not used: the scores shown come from the game results.</source>
        <extracomment>%1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. 300</extracomment>
        <translation>
            <numerusform>Line %1: %n record of abnormal points (%2) not used: the scores shown come from the game results.</numerusform>
            <numerusform>Line %1: %n records of abnormal points (%2) not used: the scores shown come from the game results.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1: %n national rating record(s) (%2) not used: the console keeps FIDE ratings.</source>
        <extracomment>%1: the line number of the first such record; %n: how many there are; %2: their record codes, e.g. RUS</extracomment>
        <translation>
            <numerusform>Line %1: %n national rating record (%2) not used: the console keeps FIDE ratings.</numerusform>
            <numerusform>Line %1: %n national rating records (%2) not used: the console keeps FIDE ratings.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: the title &quot;%2&quot; in columns 11-13 is not a FIDE title; kept as written.</source>
        <extracomment>%1: the line number in the file; %2: the title as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the bye record &quot;%2&quot; is not &quot;240 F|H|Z round players&quot;; ignored.</source>
        <extracomment>%1: the line number in the file; %2: the bye record as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is not a starting rank; that bye was skipped.</source>
        <extracomment>%1: the line number in the file; %2: the starting rank as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no player lines (001): it is not a TRF tournament report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the file has TAB characters; they were read as 8-column tab stops.</source>
        <extracomment>%1: the number of the first line with a TAB character</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <extracomment>%1: the line number in the file; %2: what is wrong with the date there (a sentence in lower case)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the time control &quot;%2&quot; is not in the encoded form (such as 5400+30); ignored.</source>
        <extracomment>%1: the line number in the file; %2: the time control as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: in round %2 players %3 and %4 both have the same colour; player %3&apos;s line was taken.</source>
        <extracomment>%1: the line number in the file; %2: the round number; %3, %4: the two players&apos; starting ranks</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: round %2 of player %3 has an opponent and the bye code &quot;%4&quot;; taken as not played.</source>
        <extracomment>%1: the line number; %2: the round; %3: the player&apos;s starting rank; %4: the bye code, H, F or U</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: round %2 of players %3 and %4 has a result but no colours; %3 is listed first.</source>
        <extracomment>%1: the line number in the file; %2: the round number; %3, %4: the two players&apos; starting ranks</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line 1: the file is not UTF-8; it was read as %1, one character per column.</source>
        <extracomment>%1: the encoding the file was read as, e.g. Windows-1252</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: round %2 pairs players %3 and %4, but player %5 already has a game in that round; that round was skipped.</source>
        <extracomment>%1: the line; %2: the round; %3, %4: the players&apos; starting ranks; %5: the one who has a game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: the points &quot;%2&quot; in columns 81-84 are not a number; the standings are counted from the results alone.</source>
        <extracomment>%1: the line number in the file; %2: the points as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnwinnabilityAnalyzer</name>
    <message>
        <source>The game is already over in this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The only legal moves lead by force to the end of the game or to a repetition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The remaining material cannot checkmate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pawn structure is locked: the pieces that could give mate can never reach the king.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sequence of legal moves ending in checkmate exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every reachable position was examined and none is checkmate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis could not decide within its limits; the arbiter decides.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VcsEvent</name>
    <message>
        <source>game zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>video server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arbiter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VcsSettings</name>
    <message>
        <source>The feed address &quot;%1&quot; does not say where the player goes: it needs {player}.</source>
        <extracomment>%1: the template as typed; {player} is written as is</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s VCS settings are not readable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The video server&apos;s presence address &quot;%1&quot; is not an http:// or https:// URL.</source>
        <extracomment>%1: the address as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The feed address &quot;%1&quot; is not a URL the console can play (rtsp://, rtspt://, rtsps://, rtspst://, http://, https://, sdp://, srt:// or file://).</source>
        <extracomment>%1: the template as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VcsThresholds</name>
    <message>
        <source>The event&apos;s VCS thresholds are not readable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The VCS threshold &quot;%1&quot; is out of range.</source>
        <extracomment>%1: the setting&apos;s key, e.g. &quot;dark_s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Venue</name>
    <message>
        <source>The event&apos;s venues cannot be read: %1</source>
        <extracomment>%1: the parser&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A venue has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two venues are called %1.</source>
        <extracomment>%1: the venue&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the address of a camera (venue %2).</source>
        <extracomment>%1: the address as written; %2: the venue</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You act in the venue %1 only; a ruling on the whole round is the chief arbiter&apos;s.</source>
        <extracomment>%1: the arbiter&apos;s venue</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This player is not in your venue (%1 plays in %2): the chief arbiter or that venue&apos;s arbiters rule there (Art. 16.8, 18.5–18.9).</source>
        <extracomment>%1: the arbiter&apos;s venue; %2: the player&apos;s venue (or &quot;no venue&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no local chief arbiter (Art. 16.8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no local technical arbiter (Art. 16.8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 arbiters for %n player(s) (one more per ten players)</source>
        <extracomment>%1: arbiters on site; %2: arbiters wanted; %n: the venue&apos;s players</extracomment>
        <translation>
            <numerusform>%1 of %2 arbiters for %n player (one more per ten players)</numerusform>
            <numerusform>%1 of %2 arbiters for %n players (one more per ten players)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VenuesCommand</name>
    <message>
        <source>List or set a hybrid event&apos;s venues (Part IIIb): city, local organiser, panoramic cameras, players and arbiters on site.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add or change the venue of this name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --set: the venue&apos;s city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --set: the local organiser (Art. 16.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --set: a panoramic camera&apos;s address (repeat for more; replaces them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --set: whether the venue&apos;s players keep traditional sets (Art. 20): yes or no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the venue of this name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the event a hybrid event (Art. 6.1, Part IIIb).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the player of this starting number (with --venue).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --player: the venue (empty: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>venues needs exactly one event database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 goes with --set NAME.</source>
        <extracomment>%1: the option</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--player and --venue go together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--traditional-sets takes yes or no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event has no venue %1.</source>
        <extracomment>%1: the venue named</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event has no venue %1 (add it with --set).</source>
        <extracomment>%1: the venue named</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event has no player %1.</source>
        <extracomment>%1: the starting number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>%1: the event&apos;s name; %2: its kind (e.g. &quot;Hybrid (Art. 6.1, Part IIIb)&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No venues.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local organiser: %1</source>
        <extracomment>%1: the local organiser</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>%n: the venue&apos;s players</extracomment>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>panoramic camera %1</source>
        <extracomment>%1: a camera&apos;s address</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>traditional sets (Art. 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lacks: %1</source>
        <extracomment>%1: what the venue lacks</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) in no venue.</source>
        <extracomment>%n: players with no venue</extracomment>
        <translation>
            <numerusform>%n player in no venue.</numerusform>
            <numerusform>%n players in no venue.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZoneSource</name>
    <message>
        <source>The Lichess address must start with https:// (or http://), e.g. https://lichess.org.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a bulk pairing id, game ids or a broadcast round id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give only one of: a bulk pairing id, game ids or a broadcast round id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a bulk pairing id (letters and digits, as in the bulk pairing&apos;s address).</source>
        <extracomment>%1: the bulk pairing id as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following a bulk pairing needs the organiser&apos;s Lichess API token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Lichess game id (8 letters and digits, e.g. abcd1234).</source>
        <extracomment>%1: the game id as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a broadcast round id (8 letters and digits, the last part of the round&apos;s address).</source>
        <extracomment>%1: the broadcast round id as typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either the address of the live PGN or a PGN file, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The live PGN address must start with http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator&apos;s address must look like http://127.0.0.1:8080.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess broadcast round %1</source>
        <extracomment>%1: the Lichess broadcast round id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess bulk pairing %1</source>
        <extracomment>%1: the Lichess bulk pairing id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Lichess game(s)</source>
        <extracomment>%n: how many Lichess games are followed</extracomment>
        <translation>
            <numerusform>%n Lichess game</numerusform>
            <numerusform>%n Lichess games</numerusform>
        </translation>
    </message>
    <message>
        <source>Live PGN file %1</source>
        <extracomment>%1: the live PGN file&apos;s path</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live PGN at %1</source>
        <extracomment>%1: the live PGN&apos;s URL</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game-zone simulator at %1</source>
        <extracomment>%1: the simulator&apos;s URL, e.g. http://127.0.0.1:8080</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stored game-zone source has an unknown kind &quot;%1&quot;.</source>
        <extracomment>%1: the kind as stored (not lichess, livepgn or simulator)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ZoneStatusInfo</name>
    <message>
        <source>created, not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player left the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flag fall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fair-play violation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first move not made in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended for an unknown reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw claimed: insufficient material</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant ending</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::chess::Outcome</name>
    <message>
        <source>Threefold repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50-move rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::live::LiveGameRegistry</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone reported ply %1 again as %2, but %3 was already played there; the move played first is kept.</source>
        <extracomment>%1: the ply, %2: the move the zone sent now, %3: the move recorded there</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone&apos;s starting position %1 differs from the expected %2; the zone&apos;s is used.</source>
        <extracomment>%1: the zone&apos;s starting position (FEN), %2: the expected one</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ply %1: %2 The zone let an illegal move through (Art. 3.3).</source>
        <extracomment>%1: the ply, %2: what is wrong with the move (a sentence)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position on the board is not checkmate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position on the board is not stalemate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the side checkmated on the board.</source>
        <extracomment>%1: White or Black</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone ended the game: %1 (%2). %3</source>
        <extracomment>%1: the zone&apos;s status, %2: the result, %3: why it contradicts the board (a sentence)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone seats %1 as White and %2 as Black, the reverse of the pairing. Fewer than 10 moves have been played: the game is to be stopped and started again with the correct colours.</source>
        <extracomment>%1: the player the zone seats as White, %2: as Black</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone seats %1 as White and %2 as Black, the reverse of the pairing. 10 or more moves have been played: the game goes on.</source>
        <extracomment>%1: the player the zone seats as White, %2: as Black</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkmate is still possible on the board by a series of legal moves; the arbiter may change the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether checkmate is still possible could not be decided: the arbiter decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The zone sent ply %1 while ply %2 was expected: %n ply(s) are missing. The moves after the gap are kept and validated as soon as the missing ones arrive.</source>
        <extracomment>%1: the ply that came, %2: the ply expected, %n: how many are missing</extracomment>
        <translation>
            <numerusform>The zone sent ply %1 while ply %2 was expected: %n ply is missing. The moves after the gap are kept and validated as soon as the missing ones arrive.</numerusform>
            <numerusform>The zone sent ply %1 while ply %2 was expected: %n plies are missing. The moves after the gap are kept and validated as soon as the missing ones arrive.</numerusform>
        </translation>
    </message>
    <message>
        <source>After ply %1 (%2) the zone shows the position %3, but the move leads to %4: the zone&apos;s board disagrees with its moves. The moves are followed.</source>
        <extracomment>%1: the ply, %2: its move, %3: the zone&apos;s position (FEN), %4: the position the move leads to</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 made a move (ply %2) while off the VCS; a player must not move until back on it (Art. 13.3).</source>
        <extracomment>%1: the player; %2: the ply</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::models::GameTableModel</name>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(assistant: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (waiting for the last move)</source>
        <extracomment>%1: the result the zone declared (&quot;1-0&quot;); its last moves are still on their way</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::models::IncidentModel</name>
    <message>
        <source>Art. %1</source>
        <extracomment>%1: the article of the FIDE Laws, e.g. 11.3.b</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1: the review state, Acknowledged or Dismissed; %2: the name of the arbiter who reviewed it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>%1: the review state, Acknowledged or Dismissed; %2: the reviewing arbiter&apos;s name; %3: their note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::models::MoveListModel</name>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::models::PlayerModel</name>
    <message numerus="yes">
        <source>%n yellow</source>
        <extracomment>%n: how many yellow cards the player has</extracomment>
        <translation>
            <numerusform>%n yellow</numerusform>
            <numerusform>%n yellow</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red</source>
        <extracomment>%n: how many red cards the player has</extracomment>
        <translation>
            <numerusform>%n red</numerusform>
            <numerusform>%n red</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, pending</source>
        <extracomment>%1: a penalty that waits for the chief arbiter</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (expelled)</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points after rulings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone&apos;s points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presence</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::models::RulingModel</name>
    <message>
        <source>in force, appealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provisional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>awaiting the chief arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent to the zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted by the zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done on the zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply on the platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply on the platform (%1)</source>
        <extracomment>%1: why the zone did not apply it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applied on the platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n yellow</source>
        <extracomment>%n: the number of yellow cards</extracomment>
        <translation>
            <numerusform>%n yellow</numerusform>
            <numerusform>%n yellow</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red</source>
        <extracomment>%n: the number of red cards</extracomment>
        <translation>
            <numerusform>%n red</numerusform>
            <numerusform>%n red</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty(ies)</source>
        <extracomment>%n: the number of penalties in force</extracomment>
        <translation>
            <numerusform>%n penalty</numerusform>
            <numerusform>%n penalties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pending</source>
        <extracomment>%n: the number of penalties pending (provisional or proposed)</extracomment>
        <translation>
            <numerusform>%n pending</numerusform>
            <numerusform>%n pending</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::models::TimelineModel</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <extracomment>%n: a number of seconds, under a minute</extracomment>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <extracomment>%1: whole minutes; %2: the seconds left over (0 to 59)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not validated)</source>
        <extracomment>%1: the move in SAN, e.g. Nf3</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, clock %2</source>
        <extracomment>%1: the move in SAN (perhaps marked as not validated); %2: the mover&apos;s clock after it, e.g. 1:29:45</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White offers a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black offers a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 disconnected from the game zone</source>
        <extracomment>%1: the side, White or Black</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 back in the game zone after %2</source>
        <extracomment>%1: the side, White or Black; %2: how long they were away, e.g. &quot;45 s&quot; or &quot;2 min 5 s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks paused by the zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks running again after %1</source>
        <extracomment>%1: how long the clocks were paused, e.g. &quot;45 s&quot; or &quot;2 min 5 s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s clock: %2 added</source>
        <extracomment>%1: the side, White or Black; %2: the time added, e.g. &quot;2 min 0 s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s clock: %2 taken off</source>
        <extracomment>%1: the side, White or Black; %2: the time taken off, e.g. &quot;2 min 0 s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. %1: %2</source>
        <extracomment>%1: the article of the FIDE Laws, e.g. 6.11.1; %2: what the clocks did wrong (a sentence)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 (%2)</source>
        <extracomment>%1: the result, e.g. 1-0 or 1/2-1/2; %2: how the game ended, as the zone reports it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone&apos;s time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time since the game started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: who said it (game zone, video server, feed watch, arbiter); %2: their word for it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 back on the VCS (%2)</source>
        <extracomment>%1: the side, White or Black; %2: who said it, e.g. &quot;arbiter&quot; or &quot;video server: webrtcup&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the VCS (%2)</source>
        <extracomment>%1: the side, White or Black; %2: who said it, e.g. &quot;video server: media stopped&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2: %3</source>
        <extracomment>%1: the side, White or Black; %2: the feed (camera, screen); %3: what is wrong, e.g. &quot;dark picture&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2: live again</source>
        <extracomment>%1: the side, White or Black; %2: the feed (camera, screen)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::net::HttpServer</name>
    <message>
        <source>The certificate %1 or its key %2 cannot be read (PEM files).</source>
        <extracomment>%1, %2: file paths</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::net::HttpStream</name>
    <message>
        <source>The request was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone asks to slow down (HTTP 429); waiting at least a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone sent nothing for too long; the connection is considered lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone&apos;s answer went over %1 bytes; it was dropped and will be asked for again.</source>
        <extracomment>%1: the largest answer accepted, in bytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone&apos;s answer took longer than %1 s; it was dropped and will be asked for again.</source>
        <extracomment>%1: the longest time an answer may take, in seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <extracomment>%1: the network&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone refused access (HTTP %1): check the API token.</source>
        <extracomment>%1: the HTTP status code, 401 or 403</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone refused access (HTTP %1): %2</source>
        <extracomment>%1: the HTTP status code, 401 or 403; %2: the game zone&apos;s error message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found on the game zone (HTTP 404): check the id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found on the game zone (HTTP 404): %1</source>
        <extracomment>%1: the game zone&apos;s error message</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone answered HTTP %1.</source>
        <extracomment>%1: the HTTP status code, e.g. 500</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game zone answered HTTP %1: %2</source>
        <extracomment>%1: the HTTP status code, e.g. 500; %2: the game zone&apos;s error message</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::relay::Relay</name>
    <message>
        <source>The relay&apos;s events address %1 can be reached from other machines: give &quot;video_server&quot; a &quot;user&quot; and a &quot;password_file&quot; (Janus&apos;s backend_user and backend_pwd) so that nobody else can post presence.</source>
        <extracomment>%1: address and port</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The relay cannot listen for the video server&apos;s events on %1: %2</source>
        <extracomment>%1: address and port; %2: the system&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The relay cannot open the team event %1: %2</source>
        <extracomment>%1: the team event&apos;s address (no password); %2: why</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The relay would serve the players&apos; feeds on %1 to anyone who reaches it: give it &quot;tls&quot; (its certificate and key) and &quot;team&quot; (the team event whose consoles may watch).</source>
        <extracomment>%1: address and port</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::rulings::RulingService</name>
    <message>
        <source>%1 is not on the event&apos;s staff list.</source>
        <extracomment>%1: the name given</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone cannot do this; apply it on the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say who you are first (Rulings ▸ Who am I, Ctrl+I).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This event takes no appeals (its appeal deadline is 0 minutes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The appeal comes too late: entry %1 could be appealed for %2 minutes, until %3.</source>
        <extracomment>%1: the entry number; %2: the minutes allowed; %3: the time the deadline passed</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::session::EventSession</name>
    <message>
        <source>No event is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event database is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team event holds no event yet: its administrator makes one with &apos;arbiterctl team init URL --new-event NAME&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a team event you are your login (%1).</source>
        <extracomment>%1: the login&apos;s own name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team event&apos;s staff are its server&apos;s logins: its administrator adds them with &apos;arbiterctl team add-staff&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the event&apos;s staff.</source>
        <extracomment>%1: a name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team event no longer gives this console access to the players&apos; feeds (your login was removed from the staff, or its access withdrawn): the relay refuses its cameras, microphones and presence now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your login %1 is no longer on this event&apos;s staff (its administrator removed it): this console can record nothing more on the event, and the relay no longer serves it the players&apos; feeds.</source>
        <extracomment>%1: the console&apos;s login</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no. %1: %2</source>
        <extracomment>%1: the ruling&apos;s number in the log; %2: the name it was recorded with</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some rulings recorded before players were known by their starting numbers name a player this event does not have (or has twice). They stay in the log under the name, apart from the event&apos;s players:
%1</source>
        <extracomment>%1: the rulings and names, one per line</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::session::EvidenceKeeper</name>
    <message>
        <source>Say who you are first (Rulings &gt; Who am I): only the chief arbiter may open VCS evidence.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::session::TeamSync</name>
    <message>
        <source>The event&apos;s server cannot be reached since %1: nothing new can be recorded. The console reconnects by itself.</source>
        <extracomment>%1: the time it stopped answering</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s server answers again; the console caught up on what it missed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s standby server is down: the event goes on on the primary server alone, and new entries have no second copy until the standby is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s standby server is back: every entry is on both servers again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::AppealDecisionDialog</name>
    <message>
        <source>Decide the appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grounds: %1</source>
        <extracomment>%1: the appellant&apos;s grounds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rejected: the ruling stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Upheld: the ruling is annulled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Changed: the ruling is annulled and replaced by another (recorded next)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reasons for the decision (kept with it and in the report).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::AppealDialog</name>
    <message>
        <source>Entry %1: %2 (%3, %4)</source>
        <extracomment>%1: the entry number; %2: the ruling; %3: who issued it; %4: when</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appeal (Art. 9.14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s written grounds, as they gave them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Appellant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lodged at:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Grounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event takes appeals for %1 minutes after the ruling: until %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This event takes no appeals.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::BoardWallView</name>
    <message>
        <source>Board %1: %2 – %3</source>
        <extracomment>%1: the board number; %2: White&apos;s name; %3: Black&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::CardPolicyDialog</name>
    <message>
        <source>Yellow and red cards (Art. 13.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s regulations use &amp;cards for VCS disconnections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &amp;move made while off the VCS earns a yellow card (Art. 13.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red card: the game is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red card: the next game is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards are counted &amp;afresh each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A yellow card for a VCS absence &amp;longer than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &amp;second yellow card means:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ConnectionDialog</name>
    <message>
        <source>Connect to the game zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess &amp;server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bulk pairing id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game ids or links:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;roadcast round id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organiser&apos;s &amp;token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live PGN &amp;address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or PGN &amp;file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulator &amp;address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the bulk pairing&apos;s address, e.g. RVAcwgg7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one or more, e.g. abcd1234 or https://lichess.org/abcd1234</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last part of the round&apos;s address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needed for a bulk pairing; never stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. https://example.org/live/round1.pgn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token the simulator printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking %1 for the games.</source>
        <extracomment>%1: the game zone&apos;s address</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where the games come from and press Connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games appear on the board wall as the zone reports them. This window can be closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The console tries again by itself in %n second(s); the boards keep what they showed, and nothing is lost: the zone sends what was missed.</source>
        <extracomment>%n: the seconds until the console tries again</extracomment>
        <translation>
            <numerusform>The console tries again by itself in %n second; the boards keep what they showed, and nothing is lost: the zone sends what was missed.</numerusform>
            <numerusform>The console tries again by itself in %n seconds; the boards keep what they showed, and nothing is lost: the zone sends what was missed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <extracomment>%1: why the connection was lost (the network&apos;s or the zone&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Check the address, the ids and the token, then press Connect again.</source>
        <extracomment>%1: why it could not connect (one or more sentences)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live PGN file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::CsvMappingDialog</name>
    <message>
        <source>Columns of %1</source>
        <extracomment>%1: the CSV file&apos;s name, e.g. players.csv</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what each column of this file holds. The first rows are shown as the file has them; rows above the header row (a title, the tournament&apos;s details) are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (data from the first row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Header row:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file &amp;lists:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1</source>
        <extracomment>%1: the column&apos;s number (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1</source>
        <extracomment>%1: the line number in the file</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the &quot;White&quot; column (or White&apos;s number) of the pairings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <extracomment>%1: the line number in the file; %2: the line&apos;s first cells, separated by commas</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row that names the columns.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DatabaseProblemDialog</name>
    <message>
        <source>The event database cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: %1</source>
        <extracomment>%1: the database file&apos;s path, in the system&apos;s notation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move it aside and start a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open another…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a &amp;new one…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event databases (*.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an event database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new event database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not an event database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event database is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event database was written by a newer Arbiter Console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is another program&apos;s database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database driver is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event database cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move it aside to keep it (it is renamed, nothing is deleted) and start a new event database in its place, or open another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update Arbiter Console to open it. If you cannot, move it aside (it is kept unchanged) and start a new one, or open another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter Console never writes into another program&apos;s database, and does not move it. Open your event database, or start a new one in another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the package named above, then start the console again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the file and its folder can be read and written (and that the disk is connected), then try again, or open another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team event&apos;s server refused the password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the team event again and give your password.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::EventDialog</name>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 15+10, 3+2 or 90/40+30+30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind (Art. 6.1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Default time (Art. 8.5):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Current round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import players and pairings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines of the imported file that were not taken as they stood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>%n: how many players the event has</extracomment>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairing(s)</source>
        <extracomment>%n: how many pairings (boards of all rounds) the event has</extracomment>
        <translation>
            <numerusform>%n pairing</numerusform>
            <numerusform>%n pairings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) paired</source>
        <extracomment>%n: how many rounds have pairings</extracomment>
        <translation>
            <numerusform>%n round paired</numerusform>
            <numerusform>%n rounds paired</numerusform>
        </translation>
    </message>
    <message>
        <source>Import players and pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <extracomment>%1: why the time control is invalid (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hange columns…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A TRF file (Swiss-Manager, Vega, JaVaFo, bbpPairings, Lichess) or a CSV list of players or pairings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say again what each column of the last CSV file holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairin&amp;gs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(colours not given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>%1: the event&apos;s first day; %2: its last day (dates in the locale&apos;s short format, or as the file writes them)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing program files (*.trf *.trfx *.txt *.csv);;TRF (*.trf *.trfx *.txt);;CSV (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ard policy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What earns a yellow card, what a second yellow means, and whether cards are counted afresh each round (Art. 13.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards (Art. 13.4):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where each player&apos;s camera, screen and second camera are: {event} is the event&apos;s name, {player} the player&apos;s zone account (else the name), {feed} one of cam, screen, cam2. A player&apos;s own address (the players&apos; table) wins over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Feed address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The feed relay&apos;s stream of what the video server says of each feed (joined, media stopped, hung up): the players&apos; presence on the VCS even for feeds no one is watching. Empty: none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video server&apos;s &amp;presence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No picture for (Art. 13.2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A feed that shows no picture this long is lost: the player is off the VCS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark picture for (Art. 14.2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A camera too dark to see the face and eyes this long is an incident.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frozen picture for (Art. 14.1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A camera whose picture does not change this long is an incident.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silent microphone for (Art. 14.3):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A microphone that sends no sound this long is an incident.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera on after the game for (Art. 9.12):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished player is a spectator: camera off, microphone muted, after this long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep still frames of a player&apos;s feeds when an incident about them is raised (only the chief arbiter may open them; Appendix I A.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; (%2) is not a feed address such as rtsp://relay:8554/open/carlsen/cam.</source>
        <extracomment>%1: the address as typed; %2: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source serves a &amp;small stream beside each camera (…/cam~low)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The feed wall&apos;s small tiles then play the small stream: far less to decode when 49 cameras are on one page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min after the ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no appeals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;ppeal deadline (Art. 9.14):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players may keep a traditional set beside the virtual board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 20, hybrid events only: allowed when the increment is at least 30 seconds per move from move 1; the virtual board and clock prevail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traditional sets (Art. 20):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant&apos;s account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone account, the feed addresses, the venue and the online assistant can be typed here (double-click a cell): a player&apos;s own camera, screen or second camera wins over the event&apos;s feed address; moves from the assistant&apos;s account are the player&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V&amp;enues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local organiser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panoramic cameras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traditional sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s venue &quot;%2&quot; is not one of the event&apos;s venues (add it on the Venues page).</source>
        <extracomment>%1: the player; %2: the venue typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s assistant needs an account of their own (Appendix II–III).</source>
        <extracomment>%1: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hybrid event&apos;s venues (Art. 16.1): the cameras&apos; addresses separated by spaces. Players are placed in a venue in the Players table (or a venue column of the CSV), arbiters in Rulings ▸ Who am I (the staff list) or arbiterctl team add-staff --venue.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::EvidenceDialog</name>
    <message>
        <source>Declare the event&apos;s results final? From today, every still not held for proceedings is deleted after one year (Appendix I A.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence %1 is not a picture the console can show.</source>
        <extracomment>%1: the evidence&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hold for proceedings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the still</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JPEG pictures (*.jpg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1: the file; %2: the system&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VCS evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results &amp;final…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results are final since %1: stills not held for proceedings are deleted on %2 (Appendix I A.5).</source>
        <extracomment>%1: when the results became final; %2: when the stills not held are deleted</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n still(s) kept. The results are not final yet: nothing is deleted until a year after they are (Appendix I A.5).</source>
        <extracomment>%n: how many stills the event keeps</extracomment>
        <translation>
            <numerusform>%n still kept. The results are not final yet: nothing is deleted until a year after they are (Appendix I A.5).</numerusform>
            <numerusform>%n stills kept. The results are not final yet: nothing is deleted until a year after they are (Appendix I A.5).</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a still and press Open: only the chief arbiter may open one (Appendix I A.5).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::FeedHub</name>
    <message>
        <source>feeds: %1 playing, %2 with frames, fps per feed lowest %3 median %4 mean %5, %6 with a problem</source>
        <extracomment>--stats output; %1 feeds playing, %2 of them with frames, %3 %4 %5 frames per second, %6 feeds with a problem</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::FeedTile</name>
    <message>
        <source>No player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <extracomment>%1: board number; %2: the player; %3: which feed (camera, screen)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>%1: board number; %2: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — listening</source>
        <extracomment>%1: the tile&apos;s title; the arbiter hears this player&apos;s microphone</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::FeedWall</name>
    <message>
        <source>Board order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most urgent first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feeds per page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous page (Alt+PgUp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next page (Alt+PgDown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <extracomment>%1: this page; %2: pages</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No players yet: their cameras appear here when the round&apos;s games are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event has no feed address yet: set the VCS feed URL template in the event set-up (File → Event…), e.g. rtsp://relay:8554/{event}/{player}/{feed}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::FocusedBoard</name>
    <message>
        <source>&amp;Flip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save PGN…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live: the game as it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewing ply %1 of %2 (End returns to live)</source>
        <extracomment>%1: the ply shown, %2: the plies played</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game as PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1: the file&apos;s path, %2: the system&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoresheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assistant: %1</source>
        <extracomment>%1: the player&apos;s online assistant</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>traditional set (Art. 20)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::HandOverDialog</name>
    <message>
        <source>Hand over %1&apos;s sector</source>
        <extracomment>%1: the outgoing arbiter</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No open incidents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the incoming arbiter should know: players to watch, a ruling pending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open incidents that go with it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hand over</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n open incident(s):</source>
        <extracomment>%n: how many; the list follows, one per line</extracomment>
        <translation>
            <numerusform>%n open incident:</numerusform>
            <numerusform>%n open incidents:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::IncidentDock</name>
    <message>
        <source>Incidents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an incident first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss the incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledge the incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is there nothing to do? (stored with the incident)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note (optional, stored with the incident):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dismissal needs a note saying why.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::JoinSeminarDialog</name>
    <message>
        <source>&amp;Alone, to practise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the lecturer&apos;s &amp;room (a team event)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join seminar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seminar plays a pack&apos;s incidents live on the console&apos;s simulator; you rule as in an event, and each ruling is graded against the pack&apos;s reference. The console starts again on the seminar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a seminar pack (.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seminar pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seminar packs (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>postgresql://your.login@server/seminar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Team event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n incident(s).</source>
        <extracomment>%1: the pack&apos;s title; %n: its incidents</extracomment>
        <translation>
            <numerusform>%1: %n incident.</numerusform>
            <numerusform>%1: %n incidents.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::LecturerDesk</name>
    <message numerus="yes">
        <source>%n trainee(s); average %1 %; %2 passing so far.</source>
        <translation>
            <numerusform>%n trainee; average %1 %; %2 passing so far.</numerusform>
            <numerusform>%n trainees; average %1 %; %2 passing so far.</numerusform>
        </translation>
    </message>
    <message>
        <source>The round waits for you to start it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — %3 %4</source>
        <extracomment>%1: the trainee; %2: what they ruled; %3: the score; %4: what it lacked</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most common mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3 of %4)</source>
        <extracomment>%1: the incident; %2: the mistake; %3: how many trainees; %4: of how many</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the result sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result sheets and scores saved in %1</source>
        <extracomment>%1: the folder</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seminar: the room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as rulings are made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result sheets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (board %2)</source>
        <extracomment>%1: the incident&apos;s number; %2: its board</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::MainWindow</name>
    <message>
        <source>Arbiter Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <extracomment>%n: the games in the round</extracomment>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost; trying again in %1 s</source>
        <extracomment>%1: seconds until the next try</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <extracomment>%1: why (the zone&apos;s or the network&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board &amp;wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sector…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all boards, or e.g. 1-20, 35</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By urgency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By urgency: anomalies first, then disconnected players, then time trouble.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <extracomment>%1: the games shown (sector, filter), %n: all games in the round</extracomment>
        <translation>
            <numerusform>%1 of %n game</numerusform>
            <numerusform>%1 of %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>Board %1: %2 – %3</source>
        <extracomment>%1: the board number, %2: White&apos;s name, %3: Black&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Incidents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n new incident(s)</source>
        <extracomment>%n: how many incidents arrived</extracomment>
        <translation>
            <numerusform>%n new incident</numerusform>
            <numerusform>%n new incidents</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Go to board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sound on a new incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time trouble below…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Arbiter Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board %1 is outside your sector; it opens all the same.</source>
        <extracomment>%1: the board number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no board %1 in this round.</source>
        <extracomment>%1: the board number asked for</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player called “%1” in this round.</source>
        <extracomment>%1: the name typed in the find box</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time trouble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A clock is in time trouble below (seconds):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Arbiter Console %1&lt;/h3&gt;&lt;p&gt;Every board of an online or hybrid chess event, live, for arbiters working under the FIDE Online Chess Regulations.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (LGPL-3.0), running on Qt %3.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Assets and programs&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;%4&lt;/li&gt;&lt;li&gt;Alert sound: made for Arbiter Console, CC0 1.0.&lt;/li&gt;&lt;li&gt;SQLite (public domain) through Qt SQL.&lt;/li&gt;&lt;li&gt;The demo&apos;s players: Stockfish (GPL-3.0), run as a separate program.&lt;/li&gt;&lt;/ul&gt;</source>
        <extracomment>%1: the console&apos;s version, %2: the Qt it was built with, %3: the Qt it runs on, %4: the chess pieces&apos; credit</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Arbiter Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect to the game zone…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Acknowledge…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen and being dealt with; a note is optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dismiss with a note…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen, nothing to do; say why in the note.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an incident first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s), review(s) or change(s) are not stored in the event database yet (%1). If the console closes now, they are lost.</source>
        <extracomment>%n: how many items wait, %1: why the database does not take them</extracomment>
        <translation>
            <numerusform>%n incident, review or change is not stored in the event database yet (%1). If the console closes now, it is lost.</numerusform>
            <numerusform>%n incidents, reviews or changes are not stored in the event database yet (%1). If the console closes now, they are lost.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the console open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close and lose them</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Connected; %n game(s) catching up</source>
        <extracomment>%n: games whose moves are being fetched again</extracomment>
        <translation>
            <numerusform>Connected; %n game catching up</numerusform>
            <numerusform>Connected; %n games catching up</numerusform>
        </translation>
    </message>
    <message>
        <source>Games catching up (their moves are fetched again): %1</source>
        <extracomment>%1: the games&apos; ids, comma-separated</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything is saved in the event database again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not saved: %n item(s) — %1</source>
        <extracomment>%n: items waiting to be stored, %1: why the database does not take them</extracomment>
        <translation>
            <numerusform>Not saved: %n item — %1</numerusform>
            <numerusform>Not saved: %n items — %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Since %1 the event database could not store %n incident(s), review(s) or change(s). They are kept in memory and saved as soon as the database takes them again; if the console closes before that, they are lost.
%2</source>
        <extracomment>%1: the time the first write failed, %n: items waiting, %2: why the database does not take them</extracomment>
        <translation>
            <numerusform>Since %1 the event database could not store %n incident, review or change. They are kept in memory and saved as soon as the database takes them again; if the console closes before that, they are lost.
%2</numerusform>
            <numerusform>Since %1 the event database could not store %n incidents, reviews or changes. They are kept in memory and saved as soon as the database takes them again; if the console closes before that, they are lost.
%2</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Feeds (cameras of every player)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;team event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recent team events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sectors of the &amp;team…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hand over my sector…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 handed their sector over to you. Your boards now: %2.</source>
        <extracomment>%1: the outgoing arbiter; %2: the boards now watched</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector handed over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your sector: boards %1 (assigned by %2).</source>
        <extracomment>%1: the boards; %2: who assigned them</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no sector any more: every board is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assigned by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards nobody watches: %1</source>
        <extracomment>%1: boards, e.g. 41-45, 50</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no sector to hand over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board %1: %2 (%3)</source>
        <extracomment>%1: the board; %2: the kind of incident; %3: its explanation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tandings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport (TRF, CSV, PGN)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join &amp;seminar…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Venue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hybrid event&apos;s venues (Part IIIb): only the games of one venue&apos;s players, or all grouped by venue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All venues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All, grouped by venue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PasswordDialog</name>
    <message>
        <source>Team event password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password of %1 on %2:</source>
        <extracomment>%1: the login; %2: the server&apos;s address</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep it in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No system keychain runs here: the password is asked for each time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PieceSet</name>
    <message>
        <source>Chess pieces by Cburnett and Rfc1394 (Wikimedia Commons), CC BY-SA 3.0.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PlayersDock</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ReportDialog</name>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chief arbiter&apos;s report (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chief arbiter&apos;s report (HTML)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament report for the rating officer (TRF-16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament report for the rating officer (TRF-2026)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results, a row per game (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings, a row per player (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games with the rulings, for fair-play screening (PGN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every round with a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score adjustments as records 299, counted in the totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pairing program refuses totals that do not match the results: leave this off for the file the next round is paired from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate with &apos;;&apos; and write decimal commas (spreadsheets in Russian)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;What:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rounds up to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <extracomment>%1: the file; %2: why it could not be written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RulingDesk</name>
    <message>
        <source>&amp;Rulings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling on this &amp;game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Answer the incident with a ruling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling on a &amp;player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply on the plat&amp;form…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Who am I…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: %1, %2</source>
        <extracomment>%1: the arbiter&apos;s name; %2: their role, e.g. Chief arbiter</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: not chosen (Ctrl+I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a board first (or use Ctrl+P for a ruling on a player).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an incident first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded as entry %1: %2</source>
        <extracomment>%1: the entry number; %2: what was recorded</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling %1</source>
        <extracomment>%1: the rulings log entry number that answered the incident</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White off or back on the &amp;VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black off or back on the V&amp;CS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a board first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 marked back on the VCS.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 marked off the VCS.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a red card in force (Art. 13.4): record the loss of the game.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pla&amp;yers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;rd policy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the disconnection (ply %1): White %2, Black %3.</source>
        <extracomment>%1: the ply; %2, %3: White&apos;s and Black&apos;s clocks then</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VCS &amp;evidence…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who am I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a team event you are your login: %1, %2, login %3. The event&apos;s server decides what you may record; another person signs in with their own login.</source>
        <extracomment>%1: name; %2: role; %3: login</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Who am I (team event)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: %1, %2 (login %3)</source>
        <extracomment>%1: the arbiter&apos;s name; %2: their role; %3: their login on the team event&apos;s server</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The appeal&apos;s decision is recorded; the chief arbiter records the ruling that replaces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a red card in force (entry %2): this game is lost (Art. 13.4).</source>
        <extracomment>%1: the player; %2: the entry of the red card</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excluded from this round by entry %1 (Art. 10.9.8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expelled from the event by entry %1 (Art. 10.9.9)</source>
        <extracomment>A ruling&apos;s reason, in the arbiter&apos;s words; %1: the entry of the expulsion</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is excluded from this round (entry %2): the game is forfeited; apply it on the platform too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was expelled from the event (entry %2): the game is forfeited; apply it on the platform too.</source>
        <extracomment>%1: the player; %2: the entry of the expulsion</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a red card in force (Art. 13.4): the next game is lost; it is proposed on that game once it is paired.</source>
        <extracomment>%1: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RulingDialog</name>
    <message>
        <source>Ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 5, 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wit&amp;h the colours corrected (Art. 15.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Both players absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also &amp;expel the player from the event (chief arbiter, Art. 9.8.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your own words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Propose to the chief arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ruling:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent&apos;s score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White scores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blac&amp;k scores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ro&amp;unds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pe&amp;nalty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New time &amp;control:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Increment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;ason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>%1: the penalty&apos;s number in Art. 10.9; %2: its name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbidden device: loss, opponent wins (Art. 9.8.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the ruling&apos;s own article)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. %1 — %2</source>
        <extracomment>%1: the article; %2: the reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other (in your own words)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board %1: %2 – %3</source>
        <extracomment>%1: the board number; %2: White&apos;s name; %3: Black&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <extracomment>%1: White&apos;s name; %2: Black&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (White)</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Black)</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: a ruling on a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ruling is made on a game: open it from a board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbidden device: loss, opponent wins (Art. 17.3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RulingsDock</name>
    <message>
        <source>Why (kept with the entry)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only what to &amp;apply on the platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show confirmations and zone records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appeal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done on the platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide appeal…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SectorDialog</name>
    <message>
        <source>%1, %2</source>
        <extracomment>%1: who assigned the sector; %2: when</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handed over by %1, %2</source>
        <extracomment>%1: the arbiter who handed the sector over; %2: when</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sectors yet: every arbiter sees every board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every board of the round is watched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards nobody watches: %1</source>
        <extracomment>%1: boards, e.g. 41-45, 50</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each arbiter watches a sector (Art. 10.3.1): a range of boards, players by starting number (they keep their arbiter when their boards change), or both. Every console of the event shows its arbiter&apos;s sector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assigned by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hand over…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SeminarDesk</name>
    <message>
        <source>The lecturer paused the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lecturer resumed the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round starts when the lecturer starts it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lecturer started the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lecturer replays: %1</source>
        <extracomment>%1: the incident&apos;s title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seminar: %1</source>
        <extracomment>%1: the incident&apos;s title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seminar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eminar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for the next &amp;fact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Debrief…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for a fact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debrief…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, you are the %2.</source>
        <extracomment>%1: the trainee&apos;s name; %2: their role in the seminar&apos;s event</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: %1 of %2.</source>
        <extracomment>%1: points so far; %2: the points of the pack</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rulings are graded at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident %1</source>
        <extracomment>%1: the incident&apos;s number in the pack</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1: points scored; %2: points possible</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervise the round as you would an event. Each incident&apos;s briefing shows here when it happens; rule with the console&apos;s own dialogs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facts you asked for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide within %1 of the incident.</source>
        <extracomment>%1: a duration such as 3:00</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lecturer reveals the reference:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seminar debrief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save result sheet (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save result sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>%1: the pack&apos;s title; %2: the trainee</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result sheet saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rulings are graded at the end: the debrief opens when every game is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::StandingsDialog</name>
    <message>
        <source>Standings — %1</source>
        <extracomment>%1: the event&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In order: BH (Buchholz), SB (Sonneborn-Berger), ARO (average rating of opponents), each with -C1, -C2 (cut) or -M1 (median); PS (progressive score, -C1); DE (direct encounter), WIN, WON, BPG (games with Black), BWG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE 2026 (the dummy opponent capped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE 2024</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After &amp;round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep for the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tie-breaks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score adjusted by a ruling (%1)</source>
        <extracomment>%1: points added or taken by rulings, e.g. -0.5</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not finished</source>
        <translation>
            <numerusform>%n game not finished</numerusform>
            <numerusform>%n games not finished</numerusform>
        </translation>
    </message>
    <message>
        <source>stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go to their opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix I A.9: the event&apos;s regulations say whether the points an expelled player scored go to their opponents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points of an &amp;expelled player (App. I A.9):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expelled (Art. 10.9.9)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::StatsPrinter</name>
    <message>
        <source>rollcall: done at %1 s: %2</source>
        <extracomment>--stats output; %1 seconds since the console started; %2 the roll call&apos;s summary</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incident: %1 board %2 %3 at %4 ms</source>
        <extracomment>--stats output; %1 the incident&apos;s kind (a fixed name), %2 board, %3 white or black, %4 when (ms since 1970, UTC)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::StatsProbe</name>
    <message>
        <source>stats %1 s: %2 fps, longest GUI stall %3 ms (%4 over %5 ms), event to screen p50 %6 ms p99 %7 ms max %8 ms (%9 events), CPU %10 % (GUI %11 %, zone %12 %, simulator %13 %), RSS %14 MB</source>
        <extracomment>%1: seconds measured; %2: frames a second; %3: the longest stall, ms; %4: stalls over %5 ms; %6, %7, %8: event-to-screen delay p50, p99, max, ms; %9: events; %10-%13: CPU % (all, GUI, zone, simulator); %14: memory, MB</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stats summary over %1 s (%2 intervals; worst interval after the start-up one): lowest %3 fps, longest GUI stall %4 ms, event to screen p50 %5 ms p99 %6 ms; all %7 events: p50 %8 ms p99 %9 ms; CPU %10 % (GUI %11 %), peak RSS %12 MB</source>
        <extracomment>%1: seconds measured; %2: intervals; %3: lowest frames a second; %4: longest stall, ms; %5, %6: delay p50, p99, ms; %7: events in all; %8, %9: their delay p50, p99, ms; %10: CPU %; %11: GUI CPU %; %12: peak memory, MB</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::TeamEventDialog</name>
    <message>
        <source>Open team event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team event is kept on its PostgreSQL server, and every arbiter of the team opens it with their own login. The chief arbiter gives you the server and your login; the password is asked for when connecting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>db.example.org, or primary,standby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. open2026</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. anna.petrova</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encrypted, the server&apos;s certificate checked (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encrypted, the certificate not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encrypted if the server offers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not encrypted (a trusted local network only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s CA certificate (default: ~/.postgresql/root.crt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s CA certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificates (*.crt *.pem);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;login:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connection:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA &amp;certificate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill in the server, the database and your login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address: %1</source>
        <extracomment>%1: the server&apos;s address (postgresql://…)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::VenueDesk</name>
    <message>
        <source>With a note…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Venue page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections (Art. 18.8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y yes, N no, T to check; Enter or a double-click to add a note. A game may start with an item missing only with a note.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reports that %2 was disconnected on board %3 (Art. 18.9). You decide: resume, reduce their time, or restart the game.</source>
        <extracomment>%1: who reports (e.g. &quot;Tom Iyer, local technical arbiter, Chennai&quot;); %2: the player; %3: the board</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnection reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide now…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Venue %1</source>
        <extracomment>%1: a venue</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <extracomment>%1: the item (e.g. &quot;Device check&quot;); %2: its article</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (assistant: %2)</source>
        <extracomment>%1: the player; %2: their online assistant</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report (Art. 18.9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell the chief arbiter at once that this player was disconnected; they decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 UTC%3</source>
        <extracomment>%1: who checked; %2: when (UTC); %3: the note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 players ready for round %3.</source>
        <extracomment>%1: players ready; %2: players listed; %3: the round</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event has no venues (File ▸ Event…, Venues).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local organiser: %1</source>
        <extracomment>%1: the local organiser</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No arbiters on site.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traditional sets beside the virtual board, which prevails (Art. 20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No panoramic camera given for this venue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, camera %2</source>
        <extracomment>%1: the venue; %2: the camera&apos;s number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: the check; %2: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what was found or agreed; needed to start with the item missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected; reported to the chief arbiter (Art. 18.9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board %1 %2</source>
        <extracomment>%1: the board; %2: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games began with a pre-round check missing and no note (Art. 18.5, 18.6, 10.4): %1. Record the check or a note in View ▸ Checks.</source>
        <extracomment>%1: boards and players, comma-separated</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::WhoAmIDialog</name>
    <message>
        <source>Who are you?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings record who issued them, and your role decides what you may decide alone. Choose your name from the event&apos;s staff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not on the list? Add yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hybrid events: the venue of a local arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::vcs::VcsPresenceClient</name>
    <message>
        <source>Video server presence: connected to %1</source>
        <extracomment>%1: the relay&apos;s address</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video server presence lost (%1); trying again in %2 s</source>
        <extracomment>%1: why (a message), %2: seconds until the next try</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the relay closed the stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the relay refused this console&apos;s login and feed secret (HTTP %1)</source>
        <extracomment>%1: the HTTP status code, 401 or 403</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the relay asks for a login this console does not have for it (HTTP %1): open the event as a team event, with the relay&apos;s address over https://</source>
        <extracomment>%1: the HTTP status code, 401 or 403</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::watch::Incident</name>
    <message>
        <source>Disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illegal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours reversed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arbiter decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismissed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off the VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved off the VCS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No-show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frozen camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silent microphone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feeds after the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::watch::IncidentDetector</name>
    <message>
        <source>%1 left the game zone at ply %2; the clock keeps running (Art. 4.3).</source>
        <extracomment>%1: the player; %2: the ply</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was away from the game zone for %2 s (from ply %3 to ply %4).</source>
        <extracomment>%1: the player; %2: seconds away; %3: from ply; %4: to ply</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s flag fell and %2 could still checkmate by a series of legal moves, but the zone scored a draw: the arbiter may change the result to %3 (Art. 4.5, 15.4).</source>
        <extracomment>%1: the player whose flag fell, %2: the opponent, %3: the result the rules give</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone drew on an insufficient-material claim, but checkmate is still possible on the board: the arbiter may change the result (Art. 15.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the game and lost on time and %2 can still checkmate: %3, but the zone reported %4 (Art. 11.4).</source>
        <extracomment>%1: the player who left, %2: the opponent, %3: the result the rules give, %4: the zone&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s flag fell and %2 can still checkmate by a series of legal moves: %3, but the zone reported %4 (Art. 4.5).</source>
        <extracomment>%1: the player whose flag fell, %2: the opponent, %3: the result the rules give, %4: the zone&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the game and lost on time, but %2 cannot checkmate by any series of legal moves: the game is drawn (Art. 11.4, 4.5); the zone reported %3.</source>
        <extracomment>%1: the player who left, %2: the opponent, %3: the zone&apos;s result</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s flag fell, but %2 cannot checkmate by any series of legal moves: the game is drawn (Art. 4.5); the zone reported %3.</source>
        <extracomment>%1: the player whose flag fell, %2: the opponent, %3: the zone&apos;s result</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board reached an automatic draw (%1) after ply %2, but the zone reported %3 (Art. 5.4, 15.3).</source>
        <extracomment>%1: the draw rule, %2: the ply, %3: the zone&apos;s result</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board shows checkmate (%1), but the zone reported %2 (Art. 5.1).</source>
        <extracomment>%1: the result the board gives, %2: the zone&apos;s result</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone ended the game as %1 (%2), which the position on the board contradicts (Art. %3).</source>
        <extracomment>%1: the zone&apos;s status (checkmate, stalemate), %2: its result, %3: the article</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the game and lost on time (%2); whether %3 can still checkmate could not be decided: the arbiter decides (Art. 11.4, 4.5).</source>
        <extracomment>%1: the player who left, %2: the zone&apos;s result, %3: the opponent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s flag fell (%2); whether %3 can still checkmate could not be decided: the arbiter decides (Art. 4.5).</source>
        <extracomment>%1: the player whose flag fell, %2: the zone&apos;s result, %3: the opponent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone drew on an insufficient-material claim; whether checkmate is still possible could not be decided: the arbiter decides (Art. 15.4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic draw (%1) after ply %2, but the zone let the game go on: the arbiter declares the draw (Art. 5.4, 15.3).</source>
        <extracomment>%1: the draw rule, %2: the ply</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic draw (%1) after ply %2, but the zone has not ended the game: the arbiter declares the draw (Art. 5.4, 15.3).</source>
        <extracomment>%1: the draw rule, %2: the ply</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zone plays this game at %1, the event&apos;s regulations at %2 (Art. 4.4).</source>
        <extracomment>%1: the zone&apos;s time control (e.g. 3+2); %2: the event&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not present %2 min after the start, nor is the opponent: propose the forfeit; with both absent White loses the time until arrival (Art. 8.5).</source>
        <extracomment>%1: the player; %2: the default time in minutes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not present %2 min after the start (the default time): propose the forfeit (Art. 8.5).</source>
        <extracomment>%1: the player; %2: the default time in minutes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the VCS at ply %2: no move until back on it (Art. 13.3).</source>
        <extracomment>%1: the player; %2: the ply</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was off the VCS for %2 s (from ply %3 to ply %4), longer than the %5 s the event allows: a yellow card (Art. 13.4).</source>
        <extracomment>%1: the player; %2: seconds away; %3: from ply; %4: to ply; %5: the card policy&apos;s limit in seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was off the VCS for %2 s (from ply %3 to ply %4).</source>
        <extracomment>%1: the player; %2: seconds away; %3: from ply; %4: to ply</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s camera is too dark to see the face and eyes (Art. 14.2).</source>
        <extracomment>%1: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s camera shows a still picture (Art. 14.1).</source>
        <extracomment>%1: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s microphone transmits no sound (Art. 14.3).</source>
        <extracomment>%1: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s feed was not watched any more after %2 s with this problem.</source>
        <extracomment>%1: the player; %2: seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s camera was too dark for %2 s (Art. 14.2).</source>
        <extracomment>%1: the player; %2: seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s camera showed a still picture for %2 s (Art. 14.1).</source>
        <extracomment>%1: the player; %2: seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s microphone was silent for %2 s (Art. 14.3).</source>
        <extracomment>%1: the player; %2: seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s game is over but the camera is still on: a finished player is a spectator, camera off (Art. 9.12).</source>
        <extracomment>%1: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s game is over but the camera and microphone are still on: a finished player is a spectator, microphone muted and camera off (Art. 9.12).</source>
        <extracomment>%1: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the VCS at the start of the game: no move until on it (Art. 13.2, 13.3).</source>
        <extracomment>%1: the player</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::watch::RollCall</name>
    <message>
        <source>%1 (board %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Roll call: all %n camera(s) live.</source>
        <extracomment>%n: cameras checked</extracomment>
        <translation>
            <numerusform>Roll call: the camera is live.</numerusform>
            <numerusform>Roll call: all %n cameras live.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll call (Art. 13.2): %1 of %2 cameras live; not on the VCS: %3.</source>
        <extracomment>%1: cameras live; %2: cameras checked; %3: the players, e.g. &quot;Carlsen (board 1), Nepo (board 2)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::zone::LichessAdapter</name>
    <message>
        <source>Lichess broadcast round %1 at %2</source>
        <extracomment>%1: the Lichess broadcast round id; %2: the Lichess server, e.g. https://lichess.org</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lichess bulk pairing %1 at %2</source>
        <extracomment>%1: the Lichess bulk pairing id; %2: the Lichess server, e.g. https://lichess.org</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Lichess game(s) at %1</source>
        <extracomment>%n: how many games are followed; %1: the Lichess server, e.g. https://lichess.org</extracomment>
        <translation>
            <numerusform>%n Lichess game at %1</numerusform>
            <numerusform>%n Lichess games at %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The round has no games to follow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games stream closed; reconnecting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bulk export sent a game that cannot be read (%1); it is taken from the next export.</source>
        <extracomment>%1: why the game cannot be read (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bulk pairing lists &quot;%1&quot; as a game, which is not a game id; it is not followed.</source>
        <extracomment>%1: what the bulk pairing lists, as sent (at most 40 characters)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games stream sent a line that cannot be read (%1); it was skipped.</source>
        <extracomment>%1: why the line cannot be read (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games stream sent game &quot;%1&quot;, which is not in the round; it was skipped.</source>
        <extracomment>%1: the game id, as sent (at most 40 characters)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <extracomment>%1: the Lichess game id; %2: why the move stream failed (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: its move stream keeps closing without the game&apos;s result; the moves and the result are also taken from the game&apos;s record.</source>
        <extracomment>%1: the Lichess game id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: the move stream was lost (%2); reconnecting in %3 s.</source>
        <extracomment>%1: the Lichess game id; %2: why the stream was lost; %3: seconds until it reconnects</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: the move stream sent a line that cannot be read (%2); it was skipped.</source>
        <extracomment>%1: the Lichess game id; %2: why the line cannot be read (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: the move stream sent the position %2, which cannot be read (%3); the line was skipped.</source>
        <extracomment>%1: the Lichess game id; %2: the position as sent (a FEN); %3: why it cannot be read (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: after ply %2 the move stream sent %3, which is not a legal move there; a line was lost or swapped. The moves are fetched again from the game&apos;s record.</source>
        <extracomment>%1: the Lichess game id; %2: the ply; %3: the move as sent, in UCI notation, e.g. e2e4</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: its record could not be fetched (%2); its moves are taken when its stream sends them again.</source>
        <extracomment>%1: the Lichess game id; %2: why the record could not be fetched (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: the move stream lost the lines before ply %2 (it showed %3 there); the moves were taken from the game&apos;s record.</source>
        <extracomment>%1: the Lichess game id; %2: the ply; %3: the move the stream showed there, in UCI notation, e.g. e2e4</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::zone::LivePgnAdapter</name>
    <message>
        <source>Live PGN file %1</source>
        <extracomment>%1: the live PGN file&apos;s path, in the system&apos;s notation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live PGN at %1</source>
        <extracomment>%1: the live PGN&apos;s URL</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 does not exist (yet).</source>
        <extracomment>%1: the live PGN file&apos;s path, in the system&apos;s notation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no title</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The live PGN at %1 has not changed for %n minute(s) while games are still going on; it is fetched again in full.</source>
        <extracomment>%1: the live PGN&apos;s URL; %n: how many minutes it has not changed</extracomment>
        <translation>
            <numerusform>The live PGN at %1 has not changed for %n minute while games are still going on; it is fetched again in full.</numerusform>
            <numerusform>The live PGN at %1 has not changed for %n minutes while games are still going on; it is fetched again in full.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server at %1 answered with a web page instead of PGN (HTTP %2): %3; the games already seen are kept.</source>
        <extracomment>%1: the live PGN&apos;s URL; %2: the HTTP status code, e.g. 200; %3: the web page&apos;s title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file (a pipe, a device or a folder); a live PGN must be a file that is rewritten as the games go on.</source>
        <extracomment>%1: the path, in the system&apos;s notation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The live PGN no longer reads as PGN (%1); the games already seen are kept.</source>
        <extracomment>%1: the source, e.g. &quot;Live PGN at https://…&quot; or &quot;Live PGN file …&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The live PGN does not read as PGN (%1).</source>
        <extracomment>%1: the source, e.g. &quot;Live PGN at https://…&quot; or &quot;Live PGN file …&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::zone::SimulatorAdapter</name>
    <message>
        <source>Game-zone simulator at %1</source>
        <extracomment>%1: the simulator&apos;s URL, e.g. http://127.0.0.1:8080</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator closed the round stream; reconnecting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator&apos;s stream skipped from event %1 to %2; the missing events are asked for again.</source>
        <extracomment>%1: the number of the last event taken; %2: the number of the event that came next</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::zone::sim::EnginePool</name>
    <message>
        <source>No chess engine is available to play the simulated games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chess engine is available to play the simulated games: %1</source>
        <extracomment>%1: why the last engine failed to start (a message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::zone::sim::GameZoneSimulator</name>
    <message>
        <source>The game-zone simulator cannot listen on port %1: %2</source>
        <extracomment>%1: the TCP port number; %2: why it cannot listen (the system&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::zone::sim::PgnReplayPlayer</name>
    <message>
        <source>Cannot open the PGN file %1: %2</source>
        <extracomment>%1: the PGN file&apos;s path; %2: why it cannot be opened (the system&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PGN input holds no game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::zone::sim::ScenarioRunner</name>
    <message>
        <source>Scenario event %1: there is no board %2 in the round.</source>
        <extracomment>%1: the event&apos;s number in the scenario (from 1); %2: the board number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario event %1: there is no game %2 in the round.</source>
        <extracomment>%1: the event&apos;s number in the scenario (from 1); %2: the game id</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario event %1: the colours of a game can only be reversed before its first move.</source>
        <extracomment>%1: the event&apos;s number in the scenario (from 1)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario event %1 (%2) could not take effect: the game is not being played.</source>
        <extracomment>%1: the event&apos;s number in the scenario (from 1); %2: what the event does (a description)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 It is left out.</source>
        <extracomment>%1: a sentence saying which scenario event names a board or game that is not in the round</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::zone::sim::UciEngine</name>
    <message>
        <source>No chess engine was found: install the stockfish package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chess engine sent an overlong line and was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chess engine %1 could not be started: %2.</source>
        <extracomment>%1: the engine&apos;s program, e.g. stockfish; %2: why it could not start (the system&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the chess engine failed: %1.</source>
        <extracomment>%1: why the connection failed (the system&apos;s message)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chess engine crashed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chess engine exited unexpectedly (exit code %1).</source>
        <extracomment>%1: the engine&apos;s exit code</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The chess engine did not answer the UCI handshake within %n second(s).</source>
        <extracomment>%n: the handshake&apos;s time limit, in seconds</extracomment>
        <translation>
            <numerusform>The chess engine did not answer the UCI handshake within %n second.</numerusform>
            <numerusform>The chess engine did not answer the UCI handshake within %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The chess engine did not finish a search within %n second(s).</source>
        <extracomment>%n: the search&apos;s time limit, in seconds</extracomment>
        <translation>
            <numerusform>The chess engine did not finish a search within %n second.</numerusform>
            <numerusform>The chess engine did not finish a search within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>feedrelay</name>
    <message>
        <source>Serves the players&apos; feeds from the video server over RTSP, and its events as presence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The relay&apos;s configuration (JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the configuration, print what would be served, and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the configuration with --config FILE.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
