<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Deberts Desktop</source>
        <translation>О программе Deberts Desktop</translation>
    </message>
    <message>
        <source>Deberts Desktop</source>
        <translation>Deberts Desktop</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>Версия {0}</translation>
    </message>
    <message>
        <source>Debertz (Деберц) is a trick-taking card game for two, three or four players, a relative of Belote and Klaberjass. Play it against computer opponents at the level you choose, with the rules your table plays, keep the score of a game played with real cards, and look back at the games you played. Everything works offline.</source>
        <translation>Деберц — карточная игра на взятки для двоих, троих или четверых, родственник белота и клабора. Играйте против компьютера на выбранном уровне и по правилам своего стола, ведите запись партии, сыгранной живыми картами, и просматривайте сыгранные партии. Всё работает без интернета.</translation>
    </message>
    <message>
        <source>Licence: MIT. This is free software: you may use, copy, change and share it under the terms of the MIT licence.</source>
        <translation>Лицензия: MIT. Это свободная программа: её можно использовать, копировать, изменять и распространять на условиях лицензии MIT.</translation>
    </message>
    <message>
        <source>Qt and PySide6 are used under the GNU Lesser General Public License version 3 (LGPL): you may replace them with your own build. Their source code: {0} and {1}.</source>
        <translation>Qt и PySide6 используются на условиях GNU Lesser General Public License версии 3 (LGPL): их можно заменить собственной сборкой. Исходный код: {0} и {1}.</translation>
    </message>
    <message>
        <source>The cards are drawn by the program itself. Built with Python {0}, Qt {1} and PySide6 {2}.</source>
        <translation>Карты рисует сама программа. Сделано на Python {0}, Qt {1} и PySide6 {2}.</translation>
    </message>
    <message>
        <source>Log files (for a problem report): {0}</source>
        <translation>Файлы журнала (для сообщения об ошибке): {0}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Лицензии…</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <source>%1 is your only choice here.</source>
        <translation>%1 — ваш единственный возможный ход.</translation>
    </message>
    <message>
        <source>These choices are not valued; the suggestion is the choice of the %1 level.</source>
        <translation>Эти варианты не оцениваются; подсказка — выбор уровня «%1».</translation>
    </message>
    <message>
        <source>%1 and %2 are worth the same.</source>
        <translation>%1 и %2 стоят одинаково.</translation>
    </message>
    <message>
        <source>%1 and %2 are worth about the same: a difference of %3 in deal points.</source>
        <translation>%1 и %2 стоят почти одинаково: разница %3 очк. за сдачу.</translation>
    </message>
    <message>
        <source>The bait threshold decides: with %1 your side makes the deal in %3% of the deals that fit what you see, with %2 in %4% (worth about %5 more in deal points).</source>
        <translation>Решает порог байта: с %1 ваша сторона сыграет сдачу в %3% раскладов, подходящих под то, что вам видно, с %2 — в %4% (примерно на %5 очк. за сдачу больше).</translation>
    </message>
    <message>
        <source>The bait threshold decides: with %1 the declarer makes the deal in %3% of the deals that fit what you see, with %2 in %4% (worth about %5 more in deal points to your side).</source>
        <translation>Решает порог байта: с %1 играющий сыграет сдачу в %3% раскладов, подходящих под то, что вам видно, с %2 — в %4% (вашей стороне примерно на %5 очк. за сдачу больше).</translation>
    </message>
    <message>
        <source>The last trick&apos;s 10: with %1 your side takes it in %3% of the deals that fit what you see, with %2 in %4% (worth about %5 more points in your side&apos;s total).</source>
        <translation>Последняя взятка (10 очков): с %1 ваша сторона берёт её в %3% раскладов, подходящих под то, что вам видно, с %2 — в %4% (примерно на %5 очк. больше в сумме вашей стороны).</translation>
    </message>
    <message>
        <source>The sequences: with %1 rather than %2 your side&apos;s sequences count more often (worth about %3 more points in your side&apos;s total).</source>
        <translation>Комбинации: с %1, а не с %2, комбинации вашей стороны засчитываются чаще (примерно на %3 очк. больше в сумме вашей стороны).</translation>
    </message>
    <message>
        <source>%1 is better than %2 overall, by about %3 in deal points; no single part of the score explains it.</source>
        <translation>%1 лучше, чем %2, в целом примерно на %3 очк. за сдачу; ни одна часть счёта не объясняет этого отдельно.</translation>
    </message>
    <message>
        <source>The %1 level would choose %2; the best choice here is %3.</source>
        <translation>Уровень «%1» выбрал бы %2; лучший выбор здесь — %3.</translation>
    </message>
    <message>
        <source>The %1 level would choose %2 (%3); the best choice here is %4 (%5).</source>
        <translation>Уровень «%1» выбрал бы %2 (%3); лучший выбор здесь — %4 (%5).</translation>
    </message>
    <message>
        <source>◀ best (%1)</source>
        <translation>◀ лучший (%1)</translation>
    </message>
    <message>
        <source>◀ best</source>
        <translation>◀ лучший</translation>
    </message>
    <message>
        <source>%1&apos;s choice</source>
        <translation>выбор уровня «%1»</translation>
    </message>
    <message>
        <source>Passing is better than %1: declaring is made in only %2% of the simulated deals.</source>
        <translation>Пас лучше, чем %1: игра сыграна лишь в %2% смоделированных раскладов.</translation>
    </message>
    <message>
        <source>%1 is better than passing: declaring is made in %2% of the simulated deals.</source>
        <translation>%1 лучше паса: игра сыграна в %2% смоделированных раскладов.</translation>
    </message>
    <message>
        <source>%1 is made in %3% of the simulated deals, %2 in %4%.</source>
        <translation>%1: игра сыграна в %3% смоделированных раскладов; %2: в %4%.</translation>
    </message>
    <message>
        <source>Values: the deal points your side can expect to write for this deal (before pots and penalties), judged from what you can see.</source>
        <translation>Значения: очки за сдачу, которые ваша сторона может ожидать записать (без висячих очков и штрафов), по тому, что вам видно.</translation>
    </message>
    <message>
        <source>Values: your side&apos;s deal points minus the others&apos; average, expected over simulated deals; for comparing the bids, not a score.</source>
        <translation>Значения: очки вашей стороны за сдачу минус средние очки остальных, в среднем по смоделированным раскладам; это сравнение заявок, а не счёт.</translation>
    </message>
    <message>
        <source>These choices have no values.</source>
        <translation>У этих вариантов нет оценок.</translation>
    </message>
    <message>
        <source>The %2 level&apos;s choice here, %1, is not valued; the cards&apos; values are those of playing a card now instead.</source>
        <translation>Выбор уровня «%2» здесь — %1 — не оценивается; значения карт — для хода картой сейчас вместо этого.</translation>
    </message>
    <message>
        <source>%1 draws more of the opponents&apos; trumps (%3 on average, against %4 with %2), which brings more card points later: about %5 more.</source>
        <translation>%1 вытягивает больше козырей соперников (в среднем %3 против %4 с %2), и позже это приносит примерно на %5 очк. карт больше.</translation>
    </message>
    <message>
        <source>%1 brings more card points than %2 in the later tricks: about %3 more.</source>
        <translation>%1 приносит в следующих взятках примерно на %3 очк. карт больше, чем %2.</translation>
    </message>
    <message>
        <source>%2 would be beaten in this trick and give the opponents more card points than %1 now: about %3 more.</source>
        <translation>%2 в этой взятке будет побита и отдаст соперникам примерно на %3 очк. карт больше, чем %1.</translation>
    </message>
    <message>
        <source>%2 gives away more card points in this trick than %1: about %3 more.</source>
        <translation>%2 отдаёт в этой взятке примерно на %3 очк. карт больше, чем %1.</translation>
    </message>
    <message>
        <source>%1 wins this trick and %2 does not: more card points for your side now, about %3 more.</source>
        <translation>%1 берёт эту взятку, а %2 — нет: сейчас примерно на %3 очк. карт больше вашей стороне.</translation>
    </message>
    <message>
        <source>%1 wins this trick in %4% of the deals that fit what you see, %2 in %5%: more card points for your side now, about %3 more.</source>
        <translation>%1 берёт эту взятку в %4% раскладов, согласных с тем, что вам видно, %2 — в %5%: сейчас примерно на %3 очк. карт больше вашей стороне.</translation>
    </message>
    <message>
        <source>%1 takes more card points in this trick than %2: about %3 more.</source>
        <translation>%1 берёт в этой взятке примерно на %3 очк. карт больше, чем %2.</translation>
    </message>
    <message>
        <source>%1 also brings more card points in the later tricks: about %2 more.</source>
        <translation>Кроме того, %1 приносит примерно на %2 очк. карт больше в следующих взятках.</translation>
    </message>
    <message>
        <source>Coach: %1 costs about %2 in deal points — %3 is better (%4 against %5).</source>
        <translation>Тренер: %1 стоит около %2 очк. за сдачу — лучше %3 (%4 против %5).</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Close the hint (Escape)</source>
        <translation>Закрыть подсказку (Escape)</translation>
    </message>
    <message>
        <source>Play anyway  [Enter]</source>
        <translation>Всё равно сыграть  [Enter]</translation>
    </message>
    <message>
        <source>Choose again  [Esc]</source>
        <translation>Выбрать заново  [Esc]</translation>
    </message>
    <message>
        <source>Choose your card again.</source>
        <translation>Выберите карту заново.</translation>
    </message>
</context>
<context>
    <name>Asking</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Scores over the deals</source>
        <translation>Счёт по сдачам</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <source>Results per level over time</source>
        <translation>Результаты по уровням со временем</translation>
    </message>
    <message>
        <source>The charts appear once you have played against the computer.</source>
        <translation>Графики появятся, когда вы сыграете с компьютером.</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно партий</translation>
    </message>
    <message>
        <source>Average points per deal</source>
        <translation>Средние очки за сдачу</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Deberts Desktop: something went wrong</source>
        <translation>Deberts Desktop: что-то пошло не так</translation>
    </message>
    <message>
        <source>The details are also in the log file {0}</source>
        <translation>Подробности также записаны в журнал {0}</translation>
    </message>
    <message>
        <source>The log file could not be written; copy the details to report the problem.</source>
        <translation>Журнал не удалось записать; скопируйте подробности, чтобы сообщить о проблеме.</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>&amp;Копировать подробности</translation>
    </message>
    <message>
        <source>Something went wrong in “{0}”, so it was closed. Your game is not affected and goes on.</source>
        <translation>В окне «{0}» что-то пошло не так, и оно закрыто. Ваша партия не пострадала и продолжается.</translation>
    </message>
    <message>
        <source>Something went wrong while the game was being set up, so it cannot be played in this window. Close Deberts Desktop and start it again: your history, saved game and settings are kept.</source>
        <translation>При подготовке игры произошла ошибка, поэтому в этом окне играть нельзя. Закройте Deberts Desktop и запустите его снова: история, сохранённая игра и настройки сохранены.</translation>
    </message>
    <message>
        <source>Something went wrong in the program. Your game is not affected and goes on.</source>
        <translation>В программе что-то пошло не так. Ваша партия не пострадала и продолжается.</translation>
    </message>
    <message>
        <source>Something went wrong in the program and the game cannot go on from here. You can continue it from where it was last saved.</source>
        <translation>В программе что-то пошло не так, и продолжить партию с этого места нельзя. Её можно продолжить с последнего сохранения.</translation>
    </message>
    <message>
        <source>Continue from the &amp;autosave</source>
        <translation>Продолжить с &amp;автосохранения</translation>
    </message>
    <message>
        <source>Something went wrong in the program and the game cannot go on from here. There is no saved position to go back to: start a new game.</source>
        <translation>В программе что-то пошло не так, и продолжить партию с этого места нельзя. Сохранённой позиции нет: начните новую партию.</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая партия</translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <source>Set up a position</source>
        <translation>Расклад позиции</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Fill the rest at random</source>
        <translation>&amp;Раздать остальное случайно</translation>
    </message>
    <message>
        <source>De&amp;al</source>
        <translation>&amp;Сдача</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Очистить</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Играть</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>Со&amp;хранить…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>С&amp;даёт:</translation>
    </message>
    <message>
        <source>Start with the &amp;bidding</source>
        <translation>Начать с &amp;торговли</translation>
    </message>
    <message>
        <source>Start at the first &amp;lead</source>
        <translation>Начать с перво&amp;го хода</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>as the turned card allows</source>
        <translation>как позволяет вскрышка</translation>
    </message>
    <message>
        <source>round 1: the turned card&apos;s suit taken</source>
        <translation>первый круг: взята масть вскрышки</translation>
    </message>
    <message>
        <source>round 2: another suit named</source>
        <translation>второй круг: названа другая масть</translation>
    </message>
    <message>
        <source>Tr&amp;ump:</source>
        <translation>&amp;Козырь:</translation>
    </message>
    <message>
        <source>D&amp;eclarer:</source>
        <translation>Игр&amp;ающий:</translation>
    </message>
    <message>
        <source>&amp;Who leads:</source>
        <translation>Кто ходит первы&amp;м:</translation>
    </message>
    <message>
        <source>Trump fixed in:</source>
        <translation>Козырь назначен:</translation>
    </message>
    <message>
        <source>Cards in each &amp;hand:</source>
        <translation>Карт в каждой р&amp;уке:</translation>
    </message>
    <message>
        <source>type cards: JS 9S AH …</source>
        <translation>введите карты: JS 9S AH …</translation>
    </message>
    <message>
        <source>as the rules say</source>
        <translation>по правилам</translation>
    </message>
    <message>
        <source>%1 (%2 of %3):</source>
        <translation>%1 (%2 из %3):</translation>
    </message>
    <message>
        <source>Save: the position cannot be dealt yet (see above).</source>
        <translation>Сохранить пока нельзя: позицию ещё нельзя сдать (см. выше).</translation>
    </message>
    <message>
        <source>Save the position as a record</source>
        <translation>Сохранить позицию как запись партии</translation>
    </message>
    <message>
        <source>Game records (*.record.json *.json)</source>
        <translation>Записи партий (*.record.json *.json)</translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation>Сохранение позиции</translation>
    </message>
    <message>
        <source>The record could not be written to %1: %2.</source>
        <translation>Запись не удалось сохранить в %1: %2.</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
</context>
<context>
    <name>DealLog</name>
    <message>
        <source>Deal log</source>
        <translation>Журнал сдачи</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>The computers stopped answering and were restarted; the game goes on.</source>
        <translation>Компьютеры не отвечали и перезапущены; игра продолжается.</translation>
    </message>
</context>
<context>
    <name>GameStore</name>
    <message>
        <source>A position set up by hand that no game record can hold is not saved: it cannot be continued once the app is closed.</source>
        <translation>Позиция, заданная вручную, не сохраняется: записать её как партию нельзя, и после закрытия программы её не продолжить.</translation>
    </message>
    <message>
        <source>%1 The score sheet was not stored.</source>
        <translation>%1 Запись не сохранена.</translation>
    </message>
    <message>
        <source>The game in progress is still being saved in %1: the disk does not answer.</source>
        <translation>Текущая партия всё ещё сохраняется в папке %1: диск не отвечает.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Game history</source>
        <translation>История партий</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>До</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Сдач</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партий</translation>
    </message>
    <message>
        <source>&amp;Replay on the table</source>
        <translation>По&amp;втор на столе</translation>
    </message>
    <message>
        <source>Show a game played on the table again, card by card</source>
        <translation>Показать партию, сыгранную за столом, ещё раз — карта за картой</translation>
    </message>
    <message>
        <source>Play a deal &amp;again…</source>
        <translation>Сыграть сдачу с&amp;нова…</translation>
    </message>
    <message>
        <source>Play one of this game&apos;s deals again, in any seat (practice)</source>
        <translation>Сыграть одну из сдач этой партии снова, за любое место (тренировка)</translation>
    </message>
    <message>
        <source>Re&amp;view a deal…</source>
        <translation>&amp;Разбор сдачи…</translation>
    </message>
    <message>
        <source>What each card of a deal cost, card by card</source>
        <translation>Во что обошлась каждая карта сдачи, карта за картой</translation>
    </message>
    <message>
        <source>Show me &amp;how…</source>
        <translation>Как сыграл бы &amp;Мастер…</translation>
    </message>
    <message>
        <source>A deal as you played it beside the Master&apos;s line in your seat, bid by bid and trick by trick</source>
        <translation>Сдача, как вы её сыграли, рядом с игрой Мастера на вашем месте — заявка за заявкой, взятка за взяткой</translation>
    </message>
    <message>
        <source>&amp;Open sheet…</source>
        <translation>&amp;Открыть запись…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Экспорт в &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Экспорт в P&amp;DF…</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>П&amp;ечать…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Партии</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <source>%1, score sheet</source>
        <translation>%1, запись</translation>
    </message>
    <message>
        <source>%1, practice: deal %2 again, try %3</source>
        <translation>%1, тренировка: сдача %2 заново, попытка %3</translation>
    </message>
    <message>
        <source>%1, practice: deal %2 again</source>
        <translation>%1, тренировка: сдача %2 заново</translation>
    </message>
    <message>
        <source>%1, practice</source>
        <translation>%1, тренировка</translation>
    </message>
    <message>
        <source>(damaged entry) %1</source>
        <translation>(запись повреждена) %1</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>не окончена</translation>
    </message>
    <message>
        <source>%1 · rules: %2</source>
        <translation>%1 · правила: %2</translation>
    </message>
    <message>
        <source>%1 deals on the score sheet, %2 of them played out</source>
        <translation>Сдач в записи: %1, из них сыграно: %2</translation>
    </message>
    <message>
        <source>No games yet: a game is listed here once its first deal is scored, a score sheet for real cards once it is started.</source>
        <translation>Партий пока нет: партия появится здесь, когда будет записана её первая сдача, а запись партии живыми картами — как только она начата.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Choose a game to see its score sheet.</source>
        <translation>Выберите партию, чтобы увидеть её запись.</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Score sheet — %1</source>
        <translation>Запись — %1</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Удалить партию</translation>
    </message>
    <message>
        <source>This is the game being played. Delete its score sheet from History? The game goes on, but it is no longer kept in History.</source>
        <translation>Это партия, которая сейчас идёт. Удалить её запись из истории? Партия продолжится, но в истории её больше не будет.</translation>
    </message>
    <message>
        <source>Delete the game of %1 (%2) and its score sheet? This cannot be undone.</source>
        <translation>Удалить партию от %1 (%2) и её запись? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>The score sheet was saved as %1.</source>
        <translation>Запись партии сохранена в файл %1.</translation>
    </message>
    <message>
        <source>Export score sheet as CSV</source>
        <translation>Экспорт записи в CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <source>Debertz score sheet: %1</source>
        <translation>Запись партии в деберц: %1</translation>
    </message>
    <message>
        <source>Export score sheet as PDF</source>
        <translation>Экспорт записи в PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <source>Co&amp;ntinue</source>
        <translation>Про&amp;должить</translation>
    </message>
    <message>
        <source>Go on with an unfinished game, or an unfinished score keeper&apos;s sheet</source>
        <translation>Продолжить незаконченную партию или незаконченную запись</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Amateur</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Знаток</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Мастер</translation>
    </message>
</context>
<context>
    <name>LicenceWindow</name>
    <message>
        <source>Licences</source>
        <translation>Лицензии</translation>
    </message>
    <message>
        <source>Deberts Desktop is free software under the MIT licence. It carries Qt and PySide6 under the GNU Lesser General Public License version 3, and other software under the licences below. The texts are given in their original language.</source>
        <translation>Deberts Desktop — свободная программа под лицензией MIT. В неё входят Qt и PySide6 на условиях GNU Lesser General Public License версии 3 и другие программы под лицензиями, приведёнными ниже. Тексты лицензий даны на языке оригинала.</translation>
    </message>
    <message>
        <source>Deberts Desktop</source>
        <translation>Deberts Desktop</translation>
    </message>
    <message>
        <source>Third-party software</source>
        <translation>Сторонние программы</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Deberts — deal %1 played again (practice, not in the statistics)</source>
        <translation>Деберц — сдача %1 заново (тренировка, не идёт в статистику)</translation>
    </message>
    <message>
        <source>Deberts — Debertz against the computer</source>
        <translation>Деберц — игра с компьютером</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Left and Right choose a card of your hand, Enter plays it; A reads the whole table aloud.</source>
        <translation>Стрелки влево и вправо выбирают карту из вашей руки, Enter ходит ею; A зачитывает весь стол вслух.</translation>
    </message>
    <message>
        <source>Taken back: your turn again.</source>
        <translation>Ход взят назад: снова ваш ход.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Карточный стол</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>Журнал сдачи</translation>
    </message>
    <message>
        <source>Turned %1:</source>
        <translation>Вскрышка %1:</translation>
    </message>
    <message>
        <source>Round 2:</source>
        <translation>Второй круг:</translation>
    </message>
    <message>
        <source>Round 2: you must name a suit</source>
        <translation>Второй круг: надо назвать масть</translation>
    </message>
    <message>
        <source>Before the first card:</source>
        <translation>До первого хода:</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Обдумываю подсказку…</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая партия</translation>
    </message>
    <message>
        <source>New &amp;practice game</source>
        <translation>Новая &amp;тренировочная партия</translation>
    </message>
    <message>
        <source>Set &amp;up a position…</source>
        <translation>&amp;Расставить позицию…</translation>
    </message>
    <message>
        <source>Pro&amp;blems</source>
        <translation>&amp;Задачи</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Открыть запись партии…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <source>New score sheet (&amp;real cards)…</source>
        <translation>Новая запись (&amp;живые карты)…</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>Взять &amp;ход назад</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Последняя &amp;взятка</translation>
    </message>
    <message>
        <source>Read the t&amp;able aloud</source>
        <translation>Зачитать сто&amp;л вслух</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Tutorial: your first deal</source>
        <translation>О&amp;бучение: ваша первая сдача</translation>
    </message>
    <message>
        <source>&amp;Rules of Debertz</source>
        <translation>&amp;Правила деберца</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>П&amp;артия</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Deberts — practice game (not in the statistics)</source>
        <translation>Деберц — тренировочная партия (не идёт в статистику)</translation>
    </message>
</context>
<context>
    <name>MasterLineWindow</name>
    <message>
        <source>Show me how</source>
        <translation>Как сыграл бы Мастер</translation>
    </message>
    <message>
        <source>&amp;Deal:</source>
        <translation>&amp;Сдача:</translation>
    </message>
    <message>
        <source>As played</source>
        <translation>Как сыграли</translation>
    </message>
    <message>
        <source>The Master in your seat</source>
        <translation>Мастер на вашем месте</translation>
    </message>
    <message>
        <source>Steps: as played and the Master&apos;s line</source>
        <translation>Шаги: как сыграли и как сыграл бы Мастер</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <source>Where they &amp;part</source>
        <translation>Где &amp;расходятся</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>One bid or trick back (Left arrow)</source>
        <translation>На одну заявку или взятку назад (стрелка влево)</translation>
    </message>
    <message>
        <source>One bid or trick on (Right arrow)</source>
        <translation>На одну заявку или взятку вперёд (стрелка вправо)</translation>
    </message>
    <message>
        <source>The first bid or trick where the Master&apos;s line is not yours</source>
        <translation>Первая заявка или взятка, где Мастер играет не так, как вы</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Сдача %1</translation>
    </message>
    <message>
        <source>Deal %1 — could not be compared</source>
        <translation>Сдача %1 — сравнить не удалось</translation>
    </message>
    <message>
        <source>%1 — deal %2</source>
        <translation>%1 — сдача %2</translation>
    </message>
    <message>
        <source>This deal could not be compared with the Master: it failed %1 times and is not tried again.</source>
        <translation>Эту сдачу не удалось сравнить с Мастером (попыток: %1), и больше она не сравнивается.</translation>
    </message>
    <message>
        <source>The Master is playing your cards…</source>
        <translation>Мастер играет вашими картами…</translation>
    </message>
    <message>
        <source>This deal could not be compared.</source>
        <translation>Эту сдачу не удалось сравнить.</translation>
    </message>
    <message>
        <source>The lines part at the marked step.</source>
        <translation>Игра расходится на отмеченном шаге.</translation>
    </message>
    <message>
        <source>The Master would have played your cards as you did.</source>
        <translation>Мастер сыграл бы вашими картами так же, как вы.</translation>
    </message>
    <message>
        <source>A debertz deal: reported, not rated.</source>
        <translation>Сдача с деберцем: показана, но в рейтинг не идёт.</translation>
    </message>
    <message>
        <source>You: &lt;b&gt;%1&lt;/b&gt; · the Master in your seat: &lt;b&gt;%2&lt;/b&gt; · difference &lt;b&gt;%3&lt;/b&gt; &lt;small&gt;(margins: what your side writes before pots and penalties, minus the other sides&apos; average)&lt;/small&gt;</source>
        <translation>Вы: &lt;b&gt;%1&lt;/b&gt; · Мастер на вашем месте: &lt;b&gt;%2&lt;/b&gt; · разница &lt;b&gt;%3&lt;/b&gt; &lt;small&gt;(перевес: что ваша сторона записывает без висячих очков и штрафов, минус среднее остальных сторон)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>the cards are dealt</source>
        <translation>карты сданы</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Заявка %1</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Взятка %1</translation>
    </message>
    <message>
        <source>Here the Master&apos;s line parts from yours</source>
        <translation>Здесь игра Мастера расходится с вашей</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>Карты сданы.</translation>
    </message>
    <message>
        <source>%1 — as played: %2; the Master in your seat: %3.</source>
        <translation>%1 — как сыграли: %2; Мастер на вашем месте: %3.</translation>
    </message>
    <message>
        <source>Here the Master&apos;s line parts from yours.</source>
        <translation>Здесь игра Мастера расходится с вашей.</translation>
    </message>
    <message>
        <source>This deal cannot be compared: %1</source>
        <translation>Эту сдачу нельзя сравнить: %1</translation>
    </message>
    <message>
        <source>Show me how: %1</source>
        <translation>Как сыграл бы Мастер: %1</translation>
    </message>
    <message>
        <source>This game has no finished deal to compare yet.</source>
        <translation>В этой партии ещё нет законченной сдачи для сравнения.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>a bid, inside a sentence</comment>
        <translation>пас</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Беру</translation>
    </message>
    <message>
        <source>take</source>
        <comment>a bid, inside a sentence</comment>
        <translation>беру</translation>
    </message>
    <message>
        <source>Swap the seven</source>
        <translation>Заменить семёрку</translation>
    </message>
    <message>
        <source>Redeal (low hand)</source>
        <translation>Пересдача (слабая карта)</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>Оставить карты</translation>
    </message>
    <message>
        <source>New practice game: dealing…</source>
        <translation>Новая тренировочная партия: раздача…</translation>
    </message>
    <message>
        <source>New game: dealing…</source>
        <translation>Новая партия: раздача…</translation>
    </message>
    <message>
        <source>Deal %1 · you deal · turned card %3</source>
        <translation>Сдача %1 · сдаёте вы · вскрышка %3</translation>
    </message>
    <message>
        <source>Deal %1 · dealer: %2 · turned card %3</source>
        <translation>Сдача %1 · сдаёт: %2 · вскрышка %3</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>Ход: %1…</translation>
    </message>
    <message>
        <source>The position is on the table: a practice game.</source>
        <translation>Позиция на столе: тренировочная партия.</translation>
    </message>
    <message>
        <source>Deal %1 again, from your own hand.</source>
        <translation>Сдача %1 заново, своими картами.</translation>
    </message>
    <message>
        <source>Deal %1 again, from %2&apos;s hand.</source>
        <translation>Сдача %1 заново, картами игрока %2.</translation>
    </message>
    <message>
        <source>The game goes on where it was saved.</source>
        <translation>Партия продолжается с места сохранения.</translation>
    </message>
    <message>
        <source>Your bid — round 2: name a suit or pass</source>
        <translation>Ваше слово — второй круг: назовите масть или пас</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Ваше слово</translation>
    </message>
    <message>
        <source>Your turn: play a card, or first swap the seven or claim a redeal</source>
        <translation>Ваш ход: положите карту или сначала замените семёрку либо потребуйте пересдачу</translation>
    </message>
    <message>
        <source>Your turn: play a card, or first swap the seven</source>
        <translation>Ваш ход: положите карту или сначала замените семёрку</translation>
    </message>
    <message>
        <source>Your turn: play a card, or first claim a redeal</source>
        <translation>Ваш ход: положите карту или сначала потребуйте пересдачу</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Ваш ход: положите карту</translation>
    </message>
    <message>
        <source>You may swap the seven or claim a redeal before the first card</source>
        <translation>До первого хода можно заменить семёрку или потребовать пересдачу</translation>
    </message>
    <message>
        <source>You may swap the seven before the first card</source>
        <translation>До первого хода можно заменить семёрку</translation>
    </message>
    <message>
        <source>You may claim a redeal before the first card</source>
        <translation>До первого хода можно потребовать пересдачу</translation>
    </message>
    <message>
        <source>You cannot play %1. %2</source>
        <translation>Нельзя ходить %1. %2</translation>
    </message>
    <message>
        <source>Hint: play %1</source>
        <translation>Подсказка: ходите %1</translation>
    </message>
    <message>
        <source>Hint: swap the seven</source>
        <translation>Подсказка: замените семёрку</translation>
    </message>
    <message>
        <source>Hint: claim a redeal (low hand)</source>
        <translation>Подсказка: потребуйте пересдачу (слабая карта)</translation>
    </message>
    <message>
        <source>Hint: keep your cards</source>
        <translation>Подсказка: оставьте карты</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <source>The hint could not be worked out; press F1 to ask again.</source>
        <translation>Подсказку не удалось получить; нажмите F1, чтобы спросить ещё раз.</translation>
    </message>
    <message>
        <source>Last trick — you took it</source>
        <translation>Последняя взятка · ваша</translation>
    </message>
    <message>
        <source>Last trick — %1 took it</source>
        <translation>Последняя взятка · забирает: %1</translation>
    </message>
    <message>
        <source>The game is over. Game → New game (Ctrl+N) starts the next one.</source>
        <translation>Партия окончена. Следующую начинает Партия → Новая партия (Ctrl+N).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The deal played again is over. Game → History…: back to the game or this deal again; Ctrl+N: a new game.</source>
        <translation>Сдача сыграна заново. Партия → История…: назад к партии или эта сдача ещё раз; Ctrl+N: новая партия.</translation>
    </message>
    <message>
        <source>The deal played again is over. Game → History…: this deal again; Ctrl+N: a new game.</source>
        <translation>Сдача сыграна заново. Партия → История…: эта сдача ещё раз; Ctrl+N: новая партия.</translation>
    </message>
    <message>
        <source>You play; trump is %1</source>
        <translation>Играете вы; козырь — %1</translation>
    </message>
    <message>
        <source>%2 plays; trump is %1</source>
        <translation>Играет %2; козырь — %1</translation>
    </message>
    <message>
        <source>Swaps %1 for %2</source>
        <translation>Меняет %1 на %2</translation>
    </message>
    <message>
        <source>You swap the seven %1 for %2</source>
        <translation>Вы меняете семёрку %1 на %2</translation>
    </message>
    <message>
        <source>%3 swaps the seven %1 for %2</source>
        <translation>%3 меняет семёрку %1 на %2</translation>
    </message>
    <message>
        <source>Bella!</source>
        <translation>Белла!</translation>
    </message>
    <message>
        <source>DEBERTZ! %1: seven trumps in a row — the game is won</source>
        <translation>ДЕБЕРЦ! %1: семь козырей подряд — партия выиграна</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Вы ходите: %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You take the last trick: %1 + %2</source>
        <translation>Последняя взятка ваша: %1 + %2</translation>
    </message>
    <message>
        <source>%3 takes the last trick: %1 + %2</source>
        <translation>Последняя взятка: %3, %1 + %2</translation>
    </message>
    <message>
        <source>You take the trick (%1)</source>
        <translation>Вы берёте взятку (%1)</translation>
    </message>
    <message>
        <source>%3 takes the trick (%1)</source>
        <translation>Взятка: %3 (%1)</translation>
    </message>
    <message>
        <source>Sequences: nobody scores them</source>
        <translation>Комбинации не записывает никто</translation>
    </message>
    <message>
        <source>Sequences count for you and your partner: %2 — %3</source>
        <translation>Комбинации записываете вы с партнёром: %2 — %3</translation>
    </message>
    <message>
        <source>Sequences count for you: %2 — %3</source>
        <translation>Комбинации записываете вы: %2 — %3</translation>
    </message>
    <message>
        <source>Sequences count for %1: %2 — %3</source>
        <translation>Комбинации записывает %1: %2 — %3</translation>
    </message>
    <message>
        <source>You and your partner won the sequences but took no trick: they do not count</source>
        <translation>Вы с партнёром: комбинации старше, но взяток нет — они не считаются</translation>
    </message>
    <message>
        <source>You won the sequences but took no trick: they do not count</source>
        <translation>Вы: комбинации старше, но взяток нет — они не считаются</translation>
    </message>
    <message>
        <source>%1 won the sequences but took no trick: they do not count</source>
        <translation>%1: комбинации старше, но взяток нет — они не считаются</translation>
    </message>
    <message>
        <source>Everyone passed: the deal is thrown in</source>
        <translation>Все спасовали: сдача бросается</translation>
    </message>
    <message>
        <source>to swap the seven</source>
        <comment>inside a sentence</comment>
        <translation>заменить семёрку</translation>
    </message>
    <message>
        <source>to claim a redeal (low hand)</source>
        <comment>inside a sentence</comment>
        <translation>заявить пересдачу (слабая карта)</translation>
    </message>
    <message>
        <source>to keep my cards</source>
        <comment>inside a sentence</comment>
        <translation>оставить карты</translation>
    </message>
    <message>
        <source>You claim a low-hand redeal: the deal is thrown in</source>
        <translation>Вы требуете пересдачу при слабой карте: сдача бросается</translation>
    </message>
    <message>
        <source>%1 claims a low-hand redeal: the deal is thrown in</source>
        <translation>%1 требует пересдачу при слабой карте: сдача бросается</translation>
    </message>
    <message>
        <source>%1: bella (%2)</source>
        <translation>%1: белла (%2)</translation>
    </message>
    <message>
        <source>Round 2 — %1</source>
        <translation>Второй круг — %1</translation>
    </message>
    <message>
        <source>Trick %1: %2 → %3 (%4)</source>
        <translation>Взятка %1: %2 → %3 (%4)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <source>Hint [F1]</source>
        <translation>Подсказка [F1]</translation>
    </message>
    <message>
        <source>Last trick [L]</source>
        <translation>Последняя взятка [L]</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>The best card or bid by what you can see. Key F1</source>
        <translation>Лучшая карта или заявка по тому, что вам видно. Клавиша F1</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Shows the last trick taken. Key L</source>
        <translation>Показывает последнюю взятку. Клавиша L</translation>
    </message>
    <message>
        <source>What happens at the table. Key A reads the whole table</source>
        <translation>Что происходит за столом. Клавиша A зачитывает весь стол</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Итог партии</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Следующая сдача</translation>
    </message>
    <message>
        <source>Play this deal again…</source>
        <translation>Сыграть эту сдачу снова…</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>Разбор сдачи</translation>
    </message>
    <message>
        <source>Show me how</source>
        <translation>Как сыграл бы Мастер</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Сыграть ещё раз</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Вернуться к партии</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this deal</source>
        <translation>В этой сдаче ещё не было взяток</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>Клавиша %1</translation>
    </message>
</context>
<context>
    <name>PackBox</name>
    <message>
        <source>Pack</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Drag a card to a seat or to the turned card, or click it to put it in the chosen seat (click a seat to choose it).</source>
        <translation>Перетащите карту к игроку или на вскрышку либо щёлкните по ней, чтобы отдать её выбранному игроку (игрока выбирают щелчком).</translation>
    </message>
    <message>
        <source>&amp;Turned card:</source>
        <translation>&amp;Вскрышка:</translation>
    </message>
    <message>
        <source>e.g. QD</source>
        <translation>напр. QD</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Deal %1: you made it</source>
        <translation>Сдача %1: вы сыграли</translation>
    </message>
    <message>
        <source>Deal %1: %2 made it</source>
        <translation>Сдача %1: %2 — сыграно</translation>
    </message>
    <message>
        <source>Deal %1: bait! You go down</source>
        <translation>Сдача %1: байт! Вы сели</translation>
    </message>
    <message>
        <source>Deal %1: bait! %2 goes down</source>
        <translation>Сдача %1: байт! %2 — на байте</translation>
    </message>
    <message>
        <source>Deal %1: hanging bait</source>
        <translation>Сдача %1: висячий байт</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Очки карт</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Послед</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Bella</source>
        <translation>Белла</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <source>Own / transferred</source>
        <translation>Своё / перенос</translation>
    </message>
    <message>
        <source>Pot released</source>
        <translation>Забраны висячие</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Записывает</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>%1 beats %2: every side writes its own total.</source>
        <translation>%1 больше %2: каждая сторона записывает свою сумму.</translation>
    </message>
    <message>
        <source>%1 ties %2: the declarer writes 0 and %1 points hang in the pot.</source>
        <translation>%1 поровну с %2: играющему 0, а его %1 становятся висячими очками.</translation>
    </message>
    <message>
        <source>Sequences: %1 — %2.</source>
        <translation>Комбинации: %1 — %2.</translation>
    </message>
    <message>
        <source>Sequences: %1 — %2 (no trick: they do not count).</source>
        <translation>Комбинации: %1 — %2 (без взятки не считаются).</translation>
    </message>
    <message>
        <source>Baits so far — %1.</source>
        <translation>Байтов пока — %1.</translation>
    </message>
    <message>
        <source>%1 points wait in the pot for the next winner.</source>
        <translation>Висячие очки (%1) ждут следующего победителя.</translation>
    </message>
    <message>
        <source>Deal %1: thrown in</source>
        <translation>Сдача %1: брошена</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>Declarer: %1 · trump %2 · dealer: %3</source>
        <translation>Играющий: %1 · козырь %2 · сдаёт: %3</translation>
    </message>
    <message>
        <source>Bait penalty</source>
        <translation>Штраф за байт</translation>
    </message>
    <message>
        <source>Ski penalty</source>
        <translation>Штраф за лыжу</translation>
    </message>
    <message>
        <source>%1 beats %2: winner takes all — the declarer&apos;s side writes the deal&apos;s %3 points and the others write 0.</source>
        <translation>%1 больше %2: победитель забирает всё — сторона играющего записывает все очки сдачи (%3), остальные записывают 0.</translation>
    </message>
    <message>
        <source>%1 is less than %2: the declarer writes 0 and you and your partner take the declarer&apos;s %1.</source>
        <translation>%1 меньше %2: играющему 0, его %1 забираете вы с партнёром.</translation>
    </message>
    <message>
        <source>%1 is less than %2: the declarer writes 0 and you take the declarer&apos;s %1.</source>
        <translation>%1 меньше %2: играющему 0, его %1 забираете вы.</translation>
    </message>
    <message>
        <source>%1 is less than %2: the declarer writes 0 and %3 takes the declarer&apos;s %1.</source>
        <translation>%1 меньше %2: играющему 0, его %1 забирает лидер — %3.</translation>
    </message>
    <message>
        <source>%1 is less than %2: the declarer writes 0 and the leaders share the declarer&apos;s %1 — %3.</source>
        <translation>%1 меньше %2: играющему 0, его %1 делят лидеры — %3.</translation>
    </message>
    <message>
        <source>%1 is less than %2: the declarer writes 0 and %3 take the declarer&apos;s %1.</source>
        <translation>%1 меньше %2: играющему 0, его %1 забирают %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a side: its number</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Bella: %1 (%2).</source>
        <translation>Белла: %1 (%2).</translation>
    </message>
    <message>
        <source>%1: ski penalty %2 (no trick taken).</source>
        <translation>%1: штраф за лыжу %2 (ни одной взятки).</translation>
    </message>
    <message>
        <source>%1: bait penalty %2 (bait number %3).</source>
        <translation>%1: штраф за байт %2 (байт № %3).</translation>
    </message>
    <message>
        <source>The game is over: the %1 points waiting in the pot are lost.</source>
        <translation>Партия окончена: висячие очки (%1) сгорели.</translation>
    </message>
    <message>
        <source>%1 points wait in %2 pots: the next winner takes the oldest, %3.</source>
        <translation>Висячие очки ждут: %1 в %2 частях; следующий победитель забирает самую раннюю часть — %3.</translation>
    </message>
    <message>
        <source>%1 points wait in %2 pots for the next winner.</source>
        <translation>Висячие очки ждут следующего победителя: %1 в %2 частях.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Играющий</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>score</source>
        <translation>счёт</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>You and your partner win!</source>
        <translation>Вы с партнёром выиграли!</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>%1 win the game</source>
        <translation>Партию выиграли %1</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>Победитель партии — %1</translation>
    </message>
    <message>
        <source> — debertz</source>
        <translation> — деберц</translation>
    </message>
    <message>
        <source>Final scores (target %1) — %2.</source>
        <translation>Итоговый счёт (игра до %1) — %2.</translation>
    </message>
    <message>
        <source>The Master in your seat:</source>
        <translation>Мастер на вашем месте:</translation>
    </message>
    <message>
        <source>%1 being worked out…</source>
        <translation>%1 считается…</translation>
    </message>
    <message>
        <source>%1 this deal could not be compared.</source>
        <translation>%1 эту сдачу не удалось сравнить.</translation>
    </message>
    <message>
        <source>%1 a debertz deal, reported, not rated.</source>
        <translation>%1 сдача с деберцем: показана, но в рейтинг не идёт.</translation>
    </message>
    <message>
        <source>%1 &lt;b&gt;%2&lt;/b&gt; · you: &lt;b&gt;%3&lt;/b&gt; · difference &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>%1 &lt;b&gt;%2&lt;/b&gt; · вы: &lt;b&gt;%3&lt;/b&gt; · разница &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Margins: what your side writes for the deal before pots and penalties, minus the other sides&apos; average.</source>
        <translation>Перевес: что ваша сторона записывает за сдачу без висячих очков и штрафов, минус среднее остальных сторон.</translation>
    </message>
    <message>
        <source>Deal %1, thrown in — the Master in your seat:</source>
        <translation>Сдача %1 брошена — Мастер на вашем месте:</translation>
    </message>
    <message>
        <source>This game against the Master in your seat: no deal rated yet.</source>
        <translation>Эта партия против Мастера на вашем месте: пока ни одной оценённой сдачи.</translation>
    </message>
    <message>
        <source>This game: &lt;b&gt;%1&lt;/b&gt; per deal against the Master in your seat (%2 deals)</source>
        <translation>Эта партия: &lt;b&gt;%1&lt;/b&gt; за сдачу против Мастера на вашем месте (сдач: %2)</translation>
    </message>
    <message>
        <source>95% interval %1 … %2</source>
        <translation>95% интервал %1 … %2</translation>
    </message>
    <message>
        <source>%1 more being worked out…</source>
        <translation>ещё считается: %1…</translation>
    </message>
</context>
<context>
    <name>PlayAgainDialog</name>
    <message>
        <source>Play a deal again</source>
        <translation>Сыграть сдачу снова</translation>
    </message>
    <message>
        <source>The same cards, from the score the deal was played at. Take another seat to see how the computer plays your hand and how you play its hand.</source>
        <translation>Те же карты и тот же счёт, при котором играли сдачу. Сядьте на другое место — увидите, как компьютер сыграет ваши карты, а вы — его.</translation>
    </message>
    <message>
        <source>&amp;Deal:</source>
        <translation>&amp;Сдача:</translation>
    </message>
    <message>
        <source>%1 (your seat)</source>
        <translation>%1 (ваше место)</translation>
    </message>
    <message>
        <source>Play the hand of:</source>
        <translation>Играть картами:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Играть</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>The deal is scored: nothing can be taken back.</source>
        <translation>Сдача уже подсчитана: ход вернуть нельзя.</translation>
    </message>
    <message>
        <source>You have not played in this deal yet: there is nothing to take back.</source>
        <translation>Вы ещё не ходили в этой сдаче: возвращать нечего.</translation>
    </message>
    <message>
        <source>Nothing to take back: this deal is played from here, the position it was started from.</source>
        <translation>Возвращать нечего: сдача играется с этого места — с позиции, с которой её начали.</translation>
    </message>
    <message>
        <source>There is no such deal in this game.</source>
        <translation>В этой партии нет такой сдачи.</translation>
    </message>
    <message>
        <source>This deal cannot be played again.</source>
        <translation>Эту сдачу нельзя сыграть заново.</translation>
    </message>
</context>
<context>
    <name>PracticeDialogs</name>
    <message>
        <source>As played</source>
        <translation>Как сыграли</translation>
    </message>
    <message>
        <source>Played again</source>
        <translation>Сыграно снова</translation>
    </message>
    <message>
        <source>as played: %1</source>
        <translation>в сыгранной сдаче: %1</translation>
    </message>
    <message>
        <source>total</source>
        <translation>итог</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>пишет</translation>
    </message>
    <message>
        <source>A column is a hand: as played, %1 held the hand you hold now.</source>
        <translation>Столбец — это рука: в сыгранной сдаче ваша нынешняя рука была у игрока %1.</translation>
    </message>
    <message>
        <source>The deal as played and played again</source>
        <translation>Сдача: как сыграли и как сыграно снова</translation>
    </message>
</context>
<context>
    <name>PresetBar</name>
    <message>
        <source>Rule preset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <source>Pre&amp;set:</source>
        <translation>&amp;Набор правил:</translation>
    </message>
    <message>
        <source>Sa&amp;ve as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Keep these rules as a preset of your own</source>
        <translation>Сохранить эти правила как ваш набор</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete this preset of your own</source>
        <translation>Удалить этот ваш набор правил</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Save your own presets to a file to share with friends</source>
        <translation>Сохранить ваши наборы правил в файл, чтобы поделиться с друзьями</translation>
    </message>
    <message>
        <source>I&amp;mport…</source>
        <translation>И&amp;мпорт…</translation>
    </message>
    <message>
        <source>Add the presets of a file a friend gave you</source>
        <translation>Добавить наборы правил из файла, который дал вам друг</translation>
    </message>
    <message>
        <source>The preset was not saved. %1</source>
        <translation>Набор правил не сохранён. %1</translation>
    </message>
    <message>
        <source>“%1” is a name in the program&apos;s list of presets: choose another name.</source>
        <translation>«%1» — это имя из списка наборов правил программы: выберите другое имя.</translation>
    </message>
    <message>
        <source>The presets were not exported: %1</source>
        <translation>Наборы правил не сохранены: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n preset(s) exported.</source>
        <translation>
            <numerusform>Сохранено наборов правил: %n.</numerusform>
            <numerusform>Сохранено наборов правил: %n.</numerusform>
            <numerusform>Сохранено наборов правил: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The presets were not imported: %1</source>
        <translation>Наборы правил не добавлены: %1</translation>
    </message>
    <message>
        <source>“%1” is a name in the program&apos;s list of presets: rename it in the file.</source>
        <translation>«%1» — это имя из списка наборов правил программы: переименуйте набор в файле.</translation>
    </message>
    <message numerus="yes">
        <source>%n preset(s) imported.</source>
        <translation>
            <numerusform>Добавлено наборов правил: %n.</numerusform>
            <numerusform>Добавлено наборов правил: %n.</numerusform>
            <numerusform>Добавлено наборов правил: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” replaced your preset of that name.</source>
        <translation>«%1» заменил ваш набор правил с тем же именем.</translation>
    </message>
    <message>
        <source>the preset “%1” cannot be used: %2</source>
        <translation>набор «%1» нельзя использовать: %2</translation>
    </message>
    <message>
        <source>Save as a preset</source>
        <translation>Сохранить как набор правил</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Название набора:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>Удалить набор правил</translation>
    </message>
    <message>
        <source>Delete your preset “%1”? The rules shown stay as they are.</source>
        <translation>Удалить ваш набор правил «%1»? Правила, что показаны сейчас, останутся как есть.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Export presets</source>
        <translation>Экспорт наборов правил</translation>
    </message>
    <message>
        <source>Rule presets (*.json)</source>
        <translation>Наборы правил (*.json)</translation>
    </message>
    <message>
        <source>Import presets</source>
        <translation>Импорт наборов правил</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Свои правила</translation>
    </message>
    <message>
        <source>%1 (own preset)</source>
        <comment>an own rule preset kept under a name of the program&apos;s list by an older version</comment>
        <translation>%1 (свой набор правил)</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>Find the best bid. Round 2: name a suit or pass (the turned card was %1).</source>
        <translation>Найдите лучшую заявку. Второй круг: назовите масть или пас (вскрышка была %1).</translation>
    </message>
    <message>
        <source>Find the best bid: take %1 (the turned card) or pass?</source>
        <translation>Найдите лучшую заявку: беру %1 (вскрышка) или пас?</translation>
    </message>
    <message>
        <source>Find the best card. Your partner %1 is the declarer; trump: %2.</source>
        <translation>Найдите лучшую карту. Играющий — ваш партнёр %1; козырь: %2.</translation>
    </message>
    <message>
        <source>Find the best card. You are the declarer; trump: %1.</source>
        <translation>Найдите лучшую карту. Вы играющий; козырь: %1.</translation>
    </message>
    <message>
        <source>Find the best card. You defend; the declarer is %1, trump: %2.</source>
        <translation>Найдите лучшую карту. Вы вистуете; играющий — %1, козырь: %2.</translation>
    </message>
    <message>
        <source>Values: %1.</source>
        <translation>Значения: %1.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Все уровни</translation>
    </message>
    <message>
        <source>Level 1</source>
        <translation>Уровень 1</translation>
    </message>
    <message>
        <source>Level 2</source>
        <translation>Уровень 2</translation>
    </message>
    <message>
        <source>Level 3</source>
        <translation>Уровень 3</translation>
    </message>
    <message>
        <source>Previous problem (Page Up)</source>
        <translation>Предыдущая задача (Page Up)</translation>
    </message>
    <message>
        <source>Previous problem</source>
        <translation>Предыдущая задача</translation>
    </message>
    <message>
        <source>Next problem (Page Down)</source>
        <translation>Следующая задача (Page Down)</translation>
    </message>
    <message>
        <source>Next problem</source>
        <translation>Следующая задача</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <source>Show the &amp;answer</source>
        <translation>Показать &amp;ответ</translation>
    </message>
    <message>
        <source>Close the problems</source>
        <translation>Закрыть задачи</translation>
    </message>
    <message>
        <source>No problems could be read (the log says why).</source>
        <translation>Не удалось прочитать ни одной задачи (причина — в журнале).</translation>
    </message>
    <message>
        <source>Your progress on the problems is not kept: the game history cannot be written. The problems work as usual.</source>
        <translation>Ваши успехи в задачах не сохраняются: в историю партий нельзя записывать. Задачи работают как обычно.</translation>
    </message>
    <message>
        <source>%1 is not the best choice here. Try another, or show the answer.</source>
        <translation>%1 — здесь не лучший выбор. Попробуйте другой или посмотрите ответ.</translation>
    </message>
    <message>
        <source>Solved. Next problem: Page Down.</source>
        <translation>Решено. Следующая задача: Page Down.</translation>
    </message>
    <message>
        <source>The answer is played. Next problem: Page Down.</source>
        <translation>Ответ сыгран. Следующая задача: Page Down.</translation>
    </message>
    <message>
        <source>Problem %1 of %2 · level %3 · %4</source>
        <translation>Задача %1 из %2 · уровень %3 · %4</translation>
    </message>
    <message>
        <source>solved before</source>
        <translation>уже решена</translation>
    </message>
    <message>
        <source>Right: %1 is the best choice.</source>
        <translation>Верно: %1 — лучший выбор.</translation>
    </message>
    <message>
        <source>%1 is the best choice.</source>
        <translation>%1 — лучший выбор.</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>Ответ: %1.</translation>
    </message>
    <message>
        <source>Not the best: %1. Try another, or show the answer.</source>
        <translation>Не лучший выбор: %1. Попробуйте другой или посмотрите ответ.</translation>
    </message>
    <message>
        <source>solved %1 of %2</source>
        <translation>решено %1 из %2</translation>
    </message>
    <message>
        <source>answer shown %1</source>
        <translation>ответ показан: %1</translation>
    </message>
    <message>
        <source>(not kept)</source>
        <translation>(не сохраняются)</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Deal %1 (playing to %2); the score:</source>
        <translation>Сдача %1 (игра до %2); счёт:</translation>
    </message>
    <message>
        <source>Deberts Desktop</source>
        <translation>Деберц</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено %1</translation>
    </message>
    <message>
        <source>This game is no longer in History: it was deleted there while it was played. New game discards it.</source>
        <translation>Этой партии больше нет в истории: её удалили оттуда, пока она шла. «Новая партия» её не сохранит.</translation>
    </message>
    <message>
        <source>Continue the unfinished practice game?</source>
        <translation>Продолжить неоконченную тренировочную партию?</translation>
    </message>
    <message>
        <source>Continue the unfinished game?</source>
        <translation>Продолжить незаконченную партию?</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая партия</translation>
    </message>
    <message>
        <source>A game is in progress. Start a new one?</source>
        <translation>Партия ещё идёт. Начать новую?</translation>
    </message>
    <message>
        <source>A game is in progress. Start the lesson?</source>
        <translation>Партия ещё идёт. Начать урок?</translation>
    </message>
    <message>
        <source>&amp;Keep it and start the lesson</source>
        <translation>&amp;Отложить её и начать урок</translation>
    </message>
    <message>
        <source>A game is in progress. Open the problem?</source>
        <translation>Партия ещё идёт. Открыть задачу?</translation>
    </message>
    <message>
        <source>&amp;Keep it and open the problem</source>
        <translation>&amp;Отложить её и открыть задачу</translation>
    </message>
    <message>
        <source>Keep: the game waits in History (Game → History…) and can be continued there at any time. Abandon: it is deleted.</source>
        <translation>Отложить: партия подождёт в истории (Партия → История…), её можно продолжить оттуда в любое время. Бросить: она будет удалена.</translation>
    </message>
    <message>
        <source>%1 If you quit now, the moves made since the game was last saved are lost.</source>
        <translation>%1 Если выйти сейчас, ходы, сделанные после последнего сохранения партии, пропадут.</translation>
    </message>
    <message>
        <source>Try again to wait for the save once more: once it is written, the app quits.</source>
        <translation>Нажмите «Попробовать снова», чтобы ещё раз подождать сохранения: как только партия будет записана, программа закроется.</translation>
    </message>
    <message>
        <source>Make room on the disk or let the app write to its data folder, then try again: the game is saved and the app quits.</source>
        <translation>Освободите место на диске или разрешите программе запись в её папку данных и попробуйте снова: партия сохранится, и программа закроется.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Попробовать снова</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Всё равно выйти</translation>
    </message>
    <message>
        <source>&amp;Keep it and start a new game</source>
        <translation>&amp;Отложить её и начать новую</translation>
    </message>
    <message>
        <source>A game is in progress. Play this deal?</source>
        <translation>Партия ещё идёт. Сыграть эту сдачу?</translation>
    </message>
    <message>
        <source>&amp;Keep it and play this deal</source>
        <translation>&amp;Отложить её и сыграть эту сдачу</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Бросить её</translation>
    </message>
    <message>
        <source>Go &amp;on playing</source>
        <translation>&amp;Играть дальше</translation>
    </message>
</context>
<context>
    <name>RatingPage</name>
    <message>
        <source>After each deal of an ordinary game the Master plays your cards again, from the same cards, score sheet and opponents. Your rating is your margin minus the Master&apos;s, per deal, over your last %1 deals of each kind of game, with its 95% interval: 0 plays as well as the Master, +4 gains 4 points a deal on it. The cards&apos; luck cancels out. Practice games are left out.</source>
        <translation>После каждой сдачи обычной партии Мастер заново играет вашими картами — с той же записью и теми же соперниками. Ваш рейтинг — ваш перевес минус перевес Мастера за сдачу, по вашим последним %1 сдачам каждого вида игры, с 95% интервалом: 0 — игра на уровне Мастера, +4 — на 4 очка за сдачу лучше него. Везение в картах при этом сокращается. Тренировочные партии не учитываются.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <source>Rating
per deal</source>
        <translation>Рейтинг
за сдачу</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% интервал</translation>
    </message>
    <message>
        <source>Deals compared</source>
        <translation>Сравнённые сдачи</translation>
    </message>
    <message>
        <source>Rating: points per deal against the Master</source>
        <translation>Рейтинг: очков за сдачу против Мастера</translation>
    </message>
    <message>
        <source>The rating appears once a deal of an ordinary game has been compared with the Master.</source>
        <translation>Рейтинг появится, когда сдача обычной партии будет сравнена с Мастером.</translation>
    </message>
    <message>
        <source>Rating against the Master over the deals</source>
        <translation>Рейтинг против Мастера по сдачам</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>Deals compared with another version of the Master: %1 (kept apart, not in this rating).</source>
        <translation>Сдачи, сравнённые с другой версией Мастера: %1 (хранятся отдельно, в этот рейтинг не входят).</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>В руке нет карт.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Ваши карты: %1.</translation>
    </message>
    <message>
        <source>No card on the table.</source>
        <translation>На столе нет карт.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>На столе: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No trump yet; the turned card is the %1.</source>
        <translation>Козыря ещё нет; открыта карта: %1.</translation>
    </message>
    <message>
        <source>No trump yet.</source>
        <translation>Козыря ещё нет.</translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Козырь: %1.</translation>
    </message>
    <message>
        <source>Trump: %1, declared by you.</source>
        <translation>Козырь: %1, играете вы.</translation>
    </message>
    <message>
        <source>Trump: %1, declared by %2.</source>
        <translation>Козырь: %1, играет %2.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <source>Turn: %1.</source>
        <translation>Ходит %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a side: its score</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Score, to %1 — %2.</source>
        <translation>Счёт, игра до %1 — %2.</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>На столе нет игры.</translation>
    </message>
    <message>
        <source>You can: %1.</source>
        <translation>Можно: %1.</translation>
    </message>
    <message>
        <source>%1, %2 of %3 you can play</source>
        <translation>%1, %2 из %3, которыми можно сходить</translation>
    </message>
</context>
<context>
    <name>RecordFile</name>
    <message>
        <source>The record %1 cannot be opened: %2.</source>
        <translation>Запись %1 не открывается: %2.</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Открыть запись</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>the hand of seat %1</source>
        <translation>рука места %1</translation>
    </message>
    <message>
        <source>the completion of seat %1</source>
        <translation>добор места %1</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>колода</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>остаток колоды</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>вскрышка</translation>
    </message>
    <message>
        <source>seat %1 must follow suit (%2)</source>
        <translation>место %1 должно ходить в масть (%2)</translation>
    </message>
    <message>
        <source>seat %1 cannot follow suit and must play a trump (%2)</source>
        <translation>у места %1 нет масти, и оно должно бить козырем (%2)</translation>
    </message>
    <message>
        <source>seat %1 must beat the %2</source>
        <translation>место %1 должно перебить %2</translation>
    </message>
    <message>
        <source>seat %1 must beat the highest trump in the trick</source>
        <translation>место %1 должно перебить старший козырь во взятке</translation>
    </message>
    <message>
        <source>it is seat %2&apos;s turn, not seat %1&apos;s</source>
        <translation>сейчас очередь места %2, а не места %1</translation>
    </message>
    <message>
        <source>seat %1 does not hold %2</source>
        <translation>у места %1 нет карты %2</translation>
    </message>
    <message>
        <source>bidding is not over yet</source>
        <translation>торговля ещё не закончена</translation>
    </message>
    <message>
        <source>bidding is over</source>
        <translation>торговля уже закончена</translation>
    </message>
    <message>
        <source>in round 1 a player may only take or pass</source>
        <translation>в первом круге можно только брать или пасовать</translation>
    </message>
    <message>
        <source>in round 2 a player names a suit or passes</source>
        <translation>во втором круге называют масть или пасуют</translation>
    </message>
    <message>
        <source>the turned card&apos;s suit (%2) cannot be named in round 2</source>
        <translation>масть вскрышки (%2) во втором круге называть нельзя</translation>
    </message>
    <message>
        <source>the dealer cannot pass in round 2 (he must name a trump)</source>
        <translation>сдающий во втором круге не может пасовать (он должен назвать козырь)</translation>
    </message>
    <message>
        <source>the recorded completion does not fit this declarer</source>
        <translation>записанный добор не подходит к этому играющему</translation>
    </message>
    <message>
        <source>the deal is over</source>
        <translation>сдача окончена</translation>
    </message>
    <message>
        <source>the seven swap is off in these rules</source>
        <translation>замена семёрки в этих правилах отключена</translation>
    </message>
    <message>
        <source>trump was named in round 2, so the seven cannot be swapped</source>
        <translation>козырь назван во втором круге, поэтому семёрку менять нельзя</translation>
    </message>
    <message>
        <source>the turned card is the seven itself</source>
        <translation>вскрышка — сама семёрка</translation>
    </message>
    <message>
        <source>only the declarer may swap the seven</source>
        <translation>менять семёрку может только играющий</translation>
    </message>
    <message>
        <source>seat %1 holds the turned card itself</source>
        <translation>вскрышка и так у места %1</translation>
    </message>
    <message>
        <source>the seven has been swapped already</source>
        <translation>семёрку уже поменяли</translation>
    </message>
    <message>
        <source>this is possible only after the completion and before the first card</source>
        <translation>это можно только после добора и до первого хода</translation>
    </message>
    <message>
        <source>the low-hand redeal exists only with 4 players each for himself, when it is on</source>
        <translation>пересдача по слабой руке бывает только вчетвером каждый за себя, если она включена</translation>
    </message>
    <message>
        <source>the hand of seat %1 is worth %2 points, more than %3</source>
        <translation>очков в руке места %1: %2 — больше предела (%3)</translation>
    </message>
    <message>
        <source>a folder, not a record file</source>
        <translation>это папка, а не файл записи</translation>
    </message>
    <message>
        <source>not a regular file (a device, a pipe or a socket), so not a record</source>
        <translation>это не обычный файл (устройство, канал или сокет), а значит, не запись партии</translation>
    </message>
    <message>
        <source>%1 MB is too large for a game record (at most %2 MB)</source>
        <translation>%1 МБ — слишком много для записи партии (не больше %2 МБ)</translation>
    </message>
    <message>
        <source>too large for a game record (more than %1 MB)</source>
        <translation>файл слишком велик для записи партии (больше %1 МБ)</translation>
    </message>
    <message>
        <source>not a UTF-8 text file</source>
        <translation>это не текстовый файл в кодировке UTF-8</translation>
    </message>
    <message>
        <source>not valid Unicode text</source>
        <translation>это не текст в Юникоде</translation>
    </message>
    <message>
        <source>%1: not valid Unicode text</source>
        <translation>%1: это не текст в Юникоде</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <source>not valid JSON (line %1, column %2)</source>
        <translation>ошибка в JSON (строка %1, столбец %2)</translation>
    </message>
    <message>
        <source>not a usable JSON file: a number is too long or the nesting too deep</source>
        <translation>непригодный JSON: слишком длинное число или слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>not a usable record: the nesting is too deep</source>
        <translation>непригодная запись: слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>a record must be a JSON object</source>
        <translation>запись партии должна быть объектом JSON</translation>
    </message>
    <message>
        <source>not a game record (&quot;format&quot; must be &quot;deberts-record&quot;)</source>
        <translation>это не запись партии («format» должен быть «deberts-record»)</translation>
    </message>
    <message>
        <source>the record has no &quot;version&quot; (this program reads version 1)</source>
        <translation>в записи нет «version» (программа читает версию 1)</translation>
    </message>
    <message>
        <source>unsupported record version %1: this program reads version %2</source>
        <translation>версия записи %1 не поддерживается: программа читает версию %2</translation>
    </message>
    <message>
        <source>unknown rule option &quot;%1&quot;</source>
        <translation>неизвестное правило «%1»</translation>
    </message>
    <message>
        <source>the rule option &quot;%1&quot; cannot be %2</source>
        <translation>у правила «%1» не может быть значения %2</translation>
    </message>
    <message>
        <source>the rules must be an object of option names and values</source>
        <translation>правила должны быть объектом: названия правил и их значения</translation>
    </message>
    <message>
        <source>&quot;names&quot; must be a list of %1 names</source>
        <translation>«names» должен быть списком из %1 имён</translation>
    </message>
    <message>
        <source>&quot;deals&quot; must be a list</source>
        <translation>«deals» должен быть списком</translation>
    </message>
    <message>
        <source>the first deal must give its dealer</source>
        <translation>в первой сдаче должен быть указан сдающий</translation>
    </message>
    <message>
        <source>a deal must be a JSON object</source>
        <translation>сдача должна быть объектом JSON</translation>
    </message>
    <message>
        <source>the dealer must be a seat from 0 to %1, not %2</source>
        <translation>сдающий должен быть местом от 0 до %1, а не %2</translation>
    </message>
    <message>
        <source>a deal gives either &quot;deck&quot; or &quot;hands&quot; (with &quot;turned&quot;, &quot;completion&quot;, &quot;stock&quot;)</source>
        <translation>в сдаче указывается либо «deck», либо «hands» (с «turned», «completion», «stock»)</translation>
    </message>
    <message>
        <source>&quot;hands&quot; must be a list of hands</source>
        <translation>«hands» должен быть списком рук</translation>
    </message>
    <message>
        <source>a deal with &quot;hands&quot; needs &quot;turned&quot;</source>
        <translation>в сдаче с «hands» нужна вскрышка («turned»)</translation>
    </message>
    <message>
        <source>a deal with &quot;hands&quot; needs &quot;completion&quot;</source>
        <translation>в сдаче с «hands» нужен добор («completion»)</translation>
    </message>
    <message>
        <source>%1: a list of cards is needed</source>
        <translation>%1: нужен список карт</translation>
    </message>
    <message>
        <source>%1: %2 is not a card</source>
        <translation>%1: %2 — не карта</translation>
    </message>
    <message>
        <source>&quot;actions&quot; must be a list of texts such as &quot;0 play AH&quot;</source>
        <translation>«actions» должен быть списком строк вида «0 play AH»</translation>
    </message>
    <message>
        <source>a deal of %1 players needs %1 hands</source>
        <translation>в сдаче на %1 игроков нужно рук: %1</translation>
    </message>
    <message>
        <source>seat %1 holds %2 cards before bidding; it must hold %3</source>
        <translation>у места %1 до торговли карт: %2, а должно быть %3</translation>
    </message>
    <message>
        <source>seat %1 gets %2 cards after bidding; it must get %3</source>
        <translation>место %1 получает после торговли карт: %2, а должно получить %3</translation>
    </message>
    <message>
        <source>exactly one seat (the turned card&apos;s receiver) gets %1 cards after bidding</source>
        <translation>ровно одно место (то, что получает вскрышку) получает после торговли карт: %1</translation>
    </message>
    <message>
        <source>a deal of 2 or 3 players needs its stock</source>
        <translation>в сдаче на 2 или 3 игроков нужен остаток колоды («stock»)</translation>
    </message>
    <message>
        <source>a deal of 4 players has no stock</source>
        <translation>в сдаче на 4 игроков остатка колоды нет</translation>
    </message>
    <message>
        <source>%1 is dealt twice</source>
        <translation>%1 сдана дважды</translation>
    </message>
    <message>
        <source>%1 is in the deck twice</source>
        <translation>%1 дважды в колоде</translation>
    </message>
    <message>
        <source>the deal must use all 32 cards; missing: %1</source>
        <translation>в сдаче должны быть все 32 карты; не хватает: %1</translation>
    </message>
    <message>
        <source>a deck must hold 32 cards, not %1</source>
        <translation>в колоде должно быть 32 карты, а не %1</translation>
    </message>
    <message>
        <source>the cards must be given as lists of cards</source>
        <translation>карты должны быть заданы списками карт</translation>
    </message>
    <message>
        <source>the game is already over; no further deal</source>
        <translation>партия уже окончена; больше сдач быть не может</translation>
    </message>
    <message>
        <source>deal %1 is not finished, yet another deal follows</source>
        <translation>сдача %1 не доиграна, а за ней идёт следующая</translation>
    </message>
    <message>
        <source>the dealer must be seat %1 (the rules decide), not seat %2</source>
        <translation>по правилам сдаёт место %1, а не место %2</translation>
    </message>
    <message>
        <source>the deal is already over</source>
        <translation>сдача уже окончена</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move (write, for example, &quot;0 play AH&quot;)</source>
        <translation>«%1» — это не ход (пишется, например, «0 play AH»)</translation>
    </message>
    <message>
        <source>there is no seat %1 with %2 players</source>
        <translation>при %2 игроках нет места %1</translation>
    </message>
    <message>
        <source>this move is not allowed there</source>
        <translation>такой ход здесь невозможен</translation>
    </message>
    <message>
        <source>it is not a game record this program can read</source>
        <translation>программа не понимает эту запись ходов</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <source>reading it is not permitted</source>
        <translation>читать его не разрешено</translation>
    </message>
    <message>
        <source>cannot read the file (%1)</source>
        <translation>файл не читается (%1)</translation>
    </message>
    <message>
        <source>deal %1, move %2</source>
        <translation>сдача %1, ход %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>where: why</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>сдача %1</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>« Previous deal</source>
        <translation>« Прошлая сдача</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <source>Next deal »</source>
        <translation>Следующая сдача »</translation>
    </message>
    <message>
        <source>Back to game</source>
        <translation>К игре</translation>
    </message>
    <message>
        <source>&amp;Play from here…</source>
        <translation>Играть &amp;отсюда…</translation>
    </message>
    <message>
        <source>Play this deal on from this position, in any seat (practice)</source>
        <translation>Доиграть эту сдачу с этого места за любое место (тренировка)</translation>
    </message>
    <message>
        <source>&amp;Review this deal…</source>
        <translation>&amp;Разбор сдачи…</translation>
    </message>
    <message>
        <source>What each card cost: the review of this deal</source>
        <translation>Чего стоила каждая карта: разбор этой сдачи</translation>
    </message>
    <message>
        <source>One action back (Left arrow)</source>
        <translation>Один ход назад (стрелка влево)</translation>
    </message>
    <message>
        <source>One action on (Right arrow)</source>
        <translation>Один ход вперёд (стрелка вправо)</translation>
    </message>
    <message>
        <source>The start of the previous deal (Page Up)</source>
        <translation>Начало прошлой сдачи (Page Up)</translation>
    </message>
    <message>
        <source>The start of the next deal (Page Down)</source>
        <translation>Начало следующей сдачи (Page Down)</translation>
    </message>
    <message>
        <source>Back to the game in progress (Escape)</source>
        <translation>Назад к начатой партии (Escape)</translation>
    </message>
    <message>
        <source>This position cannot be shown: %1</source>
        <translation>Эту позицию нельзя показать: %1</translation>
    </message>
    <message>
        <source>This record has no deals.</source>
        <translation>В этой записи нет ни одной сдачи.</translation>
    </message>
    <message>
        <source>The deal is over here: step back to play it on from an earlier position</source>
        <translation>Здесь сдача уже окончена: вернитесь на ход назад, чтобы доиграть её с более раннего места</translation>
    </message>
    <message>
        <source>Deal %1 played again · action %2 of %3</source>
        <translation>Сдача %1 заново · ход %2 из %3</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · action %3 of %4</source>
        <translation>Сдача %1 из %2 · ход %3 из %4</translation>
    </message>
    <message>
        <source>the cards are dealt</source>
        <translation>карты сданы</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>swap of the seven</source>
        <translation>замена семёрки</translation>
    </message>
    <message>
        <source>low-hand redeal</source>
        <translation>пересдача при слабой карте</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>who: what they did</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of a deal</source>
        <translation>Разбор сдачи</translation>
    </message>
    <message>
        <source>&amp;Deal:</source>
        <translation>&amp;Сдача:</translation>
    </message>
    <message>
        <source>Previous mistake</source>
        <translation>Предыдущая ошибка</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Следующая ошибка</translation>
    </message>
    <message>
        <source>#</source>
        <comment>trick number</comment>
        <translation>№</translation>
    </message>
    <message>
        <source>Bid or card</source>
        <translation>Заявка
или карта</translation>
    </message>
    <message>
        <source>Double
dummy</source>
        <translation>В
открытую</translation>
    </message>
    <message>
        <source>Fair</source>
        <translation>Честно</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>The trick the card was played in</source>
        <translation>Взятка, в которой сыграна карта</translation>
    </message>
    <message>
        <source>Every bid and card of the deal, in order</source>
        <translation>Все заявки и карты сдачи по порядку</translation>
    </message>
    <message>
        <source>Deal points of the best card and of the card played, with every hand known</source>
        <translation>Очки за сдачу с лучшей картой и с сыгранной, когда известны все руки</translation>
    </message>
    <message>
        <source>Deal points of the best card and of the card played, from what the player could see</source>
        <translation>Очки за сдачу с лучшей картой и с сыгранной — по тому, что игрок мог видеть</translation>
    </message>
    <message>
        <source>What the card cost by the fair values; ⚠ marks a mistake</source>
        <translation>Во что обошлась карта по честной оценке; ⚠ — ошибка</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Ход сдачи</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>Журнал сдачи</translation>
    </message>
    <message>
        <source>Key</source>
        <comment>what the review&apos;s values are</comment>
        <translation>Пояснения</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Разобрать</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Сдача %1</translation>
    </message>
    <message>
        <source>%1 — deal %2</source>
        <translation>%1 — сдача %2</translation>
    </message>
    <message>
        <source>The end of the deal</source>
        <translation>Конец сдачи</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>This deal cannot be reviewed: %1</source>
        <translation>Эту сдачу нельзя разобрать: %1</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Разбор…</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>Разобрать сдачу не удалось.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>Review of %1</source>
        <translation>Разбор игры от %1</translation>
    </message>
    <message>
        <source>This game has no stored deal to review yet.</source>
        <translation>В этой игре ещё нет сохранённых сдач для разбора.</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>not solved</source>
        <translation>не решено</translation>
    </message>
    <message>
        <source>%1&#x2009;/&#x2009;%2</source>
        <translation>%1&#x2009;/&#x2009;%2</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>единственная</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>Best by the fair values: %1</source>
        <translation>Лучшие по честной оценке: %1</translation>
    </message>
    <message>
        <source>Best double dummy: %1</source>
        <translation>Лучшие в открытую: %1</translation>
    </message>
    <message>
        <source>not valued</source>
        <translation>без оценки</translation>
    </message>
    <message>
        <source>%1: %2. The bidding simulation values no bid here.</source>
        <translation>%1: %2. Моделирование торговли не оценивает здесь ни одной заявки.</translation>
    </message>
    <message>
        <source>%1: %2; better was %3.</source>
        <translation>%1: %2; лучше было: %3.</translation>
    </message>
    <message>
        <source>%1: %2, the best bid.</source>
        <translation>%1: %2 — лучшая заявка.</translation>
    </message>
    <message>
        <source>Bidding simulation (the side&apos;s deal points minus the others&apos; average): %1.</source>
        <translation>Моделирование торговли (очки стороны за сдачу минус средние очки остальных): %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cards</source>
        <translation>
            <numerusform>%1 из %n карты</numerusform>
            <numerusform>%1 из %n карт</numerusform>
            <numerusform>%1 из %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Values are the &lt;b&gt;deal points&lt;/b&gt; the card&apos;s side writes for this deal, before pots and penalties: the best card&apos;s and the card played. &lt;b&gt;Double dummy&lt;/b&gt;: every hand known. &lt;b&gt;Fair&lt;/b&gt;: from what the player could see (%1).</source>
        <translation>Значения — &lt;b&gt;очки за сдачу&lt;/b&gt;, которые записывает сторона карты (без висячих очков и штрафов): с лучшей картой и с сыгранной. &lt;b&gt;В открытую&lt;/b&gt;: все руки известны. &lt;b&gt;Честно&lt;/b&gt;: по тому, что игрок мог видеть (%1).</translation>
    </message>
    <message>
        <source>one possible deal</source>
        <translation>один возможный расклад</translation>
    </message>
    <message numerus="yes">
        <source>%Ln possible deals</source>
        <comment>the fair values&apos; worlds</comment>
        <translation>
            <numerusform>%Ln возможный расклад</numerusform>
            <numerusform>%Ln возможных расклада</numerusform>
            <numerusform>%Ln возможных раскладов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 a mistake: a card that cost at least %2 deal points by the fair values (the coach&apos;s threshold, Settings → Game).</source>
        <translation>%1 — ошибка: карта, которая по честной оценке обошлась не меньше чем в %2 очк. за сдачу (порог тренера, Настройки → Игра).</translation>
    </message>
    <message>
        <source>A mistake: it cost %1 deal points.</source>
        <translation>Ошибка: она стоила %1 очк. за сдачу.</translation>
    </message>
    <message>
        <source>Bids: the Master&apos;s bidding simulation (the side&apos;s deal points minus the others&apos; average); never a mistake.</source>
        <translation>Заявки: моделирование торговли Мастера (очки стороны за сдачу минус средние очки остальных); ошибкой не считаются.</translation>
    </message>
    <message>
        <source>With more than two sides, the double-dummy search plays the other seats as one side against the card&apos;s side: its values are an estimate.</source>
        <translation>Когда сторон больше двух, поиск в открытую играет за остальных игроков как за одну сторону против стороны карты: его значения — оценка.</translation>
    </message>
    <message>
        <source>%1 had only %2 to play.</source>
        <translation>%1: единственная возможная карта — %2.</translation>
    </message>
    <message>
        <source>%1 played %2; better was %3.</source>
        <translation>%1: сыграно %2; лучше было %3.</translation>
    </message>
    <message>
        <source>%1 played %2, a best card; as good was %3.</source>
        <translation>%1: сыграно %2 — одна из лучших карт; не хуже было %3.</translation>
    </message>
    <message>
        <source>%1 played %2, the best card.</source>
        <translation>%1: сыграно %2 — лучшая карта.</translation>
    </message>
    <message>
        <source>Fair: %1.</source>
        <translation>Честно: %1.</translation>
    </message>
    <message>
        <source>Double dummy: %1.</source>
        <translation>В открытую: %1.</translation>
    </message>
    <message>
        <source>Double dummy: not solved (the search gave up).</source>
        <translation>В открытую: не решено (поиск остановлен).</translation>
    </message>
    <message>
        <source>No card was played in this deal: there is nothing to review.</source>
        <translation>В этой сдаче не сыграно ни одной карты — разбирать нечего.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карт</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Ошибок</translation>
    </message>
    <message>
        <source>Mistakes&apos; cost</source>
        <translation>Цена ошибок</translation>
    </message>
    <message>
        <source>Cost of all cards</source>
        <translation>Цена всех карт</translation>
    </message>
    <message>
        <source>Mistakes: the cards that cost at least %1 deal points by the fair values; mistakes&apos; cost: what they cost together. Cost of all cards: what every card cost, mistakes or not, added up.</source>
        <translation>Ошибки — карты, которые по честной оценке обошлись не меньше чем в %1 очк. за сдачу; цена ошибок — сколько они стоили вместе. Цена всех карт — сумма цен всех карт, ошибки это или нет.</translation>
    </message>
    <message>
        <source>Double-dummy loss</source>
        <translation>Потери в открытую</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>2 players</source>
        <translation>2 игрока</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 игрока</translation>
    </message>
    <message>
        <source>4 players in pairs</source>
        <translation>4 игрока, пара на пару</translation>
    </message>
    <message>
        <source>4 players, each for himself</source>
        <translation>4 игрока, каждый за себя</translation>
    </message>
    <message>
        <source>Players and target</source>
        <translation>Игроки и партия</translation>
    </message>
    <message>
        <source>Dealing and bidding</source>
        <translation>Раздача и торговля</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Scoring and penalties</source>
        <translation>Запись и штрафы</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроков</translation>
    </message>
    <message>
        <source>Four players play</source>
        <translation>Вчетвером играют</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Играть до</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Следующий сдающий</translation>
    </message>
    <message>
        <source>Four-player deal</source>
        <translation>Раздача вчетвером</translation>
    </message>
    <message>
        <source>Turned card goes to</source>
        <translation>Вскрышка идёт</translation>
    </message>
    <message>
        <source>Show the stock&apos;s bottom card</source>
        <translation>Показывать нижнюю карту остатка</translation>
    </message>
    <message>
        <source>When everybody passes twice</source>
        <translation>Если все спасовали дважды</translation>
    </message>
    <message>
        <source>Seven swap</source>
        <translation>Замена семёрки</translation>
    </message>
    <message>
        <source>Redeal a weak hand</source>
        <translation>Пересдача при слабой карте</translation>
    </message>
    <message>
        <source>Weak hand: at most</source>
        <translation>Слабая карта: не больше</translation>
    </message>
    <message>
        <source>Hundred</source>
        <translation>Сотня</translation>
    </message>
    <message>
        <source>Best sequence</source>
        <translation>Старшая комбинация</translation>
    </message>
    <message>
        <source>Equal sequences</source>
        <translation>Равные комбинации</translation>
    </message>
    <message>
        <source>Sequences need a trick</source>
        <translation>Комбинации только со взяткой</translation>
    </message>
    <message>
        <source>Debertz needs the ace</source>
        <translation>Деберц только до туза</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>Overtrump</source>
        <translation>Перебивать козырь</translation>
    </message>
    <message>
        <source>Trump when you cannot beat</source>
        <translation>Козырять, когда нечем перебить</translation>
    </message>
    <message>
        <source>Partner exemption</source>
        <translation>Поблажка, когда берёт партнёр</translation>
    </message>
    <message>
        <source>Hanging bait again</source>
        <translation>Снова висячий байт</translation>
    </message>
    <message>
        <source>Waiting pots go</source>
        <translation>Накопленные висячие очки</translation>
    </message>
    <message>
        <source>Winner takes all</source>
        <translation>Победитель забирает всё</translation>
    </message>
    <message>
        <source>Bait penalty</source>
        <translation>Штраф за байты</translation>
    </message>
    <message>
        <source>Bait penalty points</source>
        <translation>Штраф за байт, очков</translation>
    </message>
    <message>
        <source>Ski penalty points</source>
        <translation>Штраф за лыжу, очков</translation>
    </message>
    <message>
        <source>How many play: 2, 3 or 4.</source>
        <translation>Сколько играют: двое, трое или четверо.</translation>
    </message>
    <message>
        <source>With four players: partners sitting opposite score together, or everyone scores for himself.</source>
        <translation>Вчетвером: партнёры, сидящие друг напротив друга, считают очки вместе, или каждый играет за себя.</translation>
    </message>
    <message>
        <source>The game ends when a side reaches this score: 301, 501 or 1001.</source>
        <translation>Партия кончается, когда сторона наберёт столько очков: 301, 501 или 1001.</translation>
    </message>
    <message>
        <source>Who deals next: the player to the dealer&apos;s left, or the side that wrote the most in the last deal.</source>
        <translation>Кто сдаёт следующим: игрок слева от сдающего или сторона, записавшая больше всех в прошлой сдаче.</translation>
    </message>
    <message>
        <source>With four players: 4 cards each before bidding and 4 after, or 5 before and 3 after.</source>
        <translation>Вчетвером: по 4 карты до торговли и по 4 после или 5 до и 3 после.</translation>
    </message>
    <message>
        <source>With four players, who gets the turned card after bidding: the declarer or the dealer.</source>
        <translation>Вчетвером: кому после торговли идёт вскрышка — играющему или сдающему.</translation>
    </message>
    <message>
        <source>With 2 or 3 players, the bottom card of the unused stock is shown to everyone.</source>
        <translation>Вдвоём и втроём нижняя карта остатка открыта всем.</translation>
    </message>
    <message>
        <source>If everybody passes in both rounds: the cards are thrown in and redealt, or the dealer must name a trump.</source>
        <translation>Если все спасовали в обоих кругах: сдача бросается и пересдаётся или сдающий обязан назначить козырь.</translation>
    </message>
    <message>
        <source>Who may swap the trump 7 for the turned card: any player, only the declarer, or nobody.</source>
        <translation>Кто может заменить козырную семёрку на вскрышку: любой игрок, только играющий или никто.</translation>
    </message>
    <message>
        <source>Four players each for himself: a player whose cards are worth little may demand a new deal.</source>
        <translation>Вчетвером каждый за себя: игрок со слабой картой может потребовать пересдачу.</translation>
    </message>
    <message>
        <source>A hand worth this many card points or fewer may be redealt.</source>
        <translation>Руку, в которой очков не больше этого числа, можно пересдать.</translation>
    </message>
    <message>
        <source>A sequence worth 100: six or more cards in a row, five or more, or none (4+ is always fifty).</source>
        <translation>Сотня (100 очков): шесть и больше карт подряд, пять и больше или сотни нет (тогда четыре и больше — полтинник).</translation>
    </message>
    <message>
        <source>Which best sequence wins: the longer one, or the one worth more points.</source>
        <translation>Какая старшая комбинация побеждает: более длинная или более дорогая.</translation>
    </message>
    <message>
        <source>Equal best sequences: the player first in bidding order wins, a trump sequence wins, or the side that takes the last trick.</source>
        <translation>Равные старшие комбинации: выигрывает тот, кто раньше в торговле, козырная комбинация или сторона, взявшая послед.</translation>
    </message>
    <message>
        <source>A side that takes no trick scores no sequences, and then nobody does.</source>
        <translation>Сторона без взяток не записывает комбинаций, и тогда их не записывает никто.</translation>
    </message>
    <message>
        <source>Debertz is seven trumps in a row up to the ace; when off, any seven trumps in a row.</source>
        <translation>Деберц — семь козырей подряд до туза; если выключено — любые семь козырей подряд.</translation>
    </message>
    <message>
        <source>Who plays the first card: the declarer, or the player to the dealer&apos;s left.</source>
        <translation>Кто делает первый ход: играющий или игрок слева от сдающего.</translation>
    </message>
    <message>
        <source>When you must play a higher trump than one already in the trick: never, when trumps are led, or always.</source>
        <translation>Когда надо перебивать козырь, уже лежащий во взятке: не обязательно, когда ходят козырем, или всегда.</translation>
    </message>
    <message>
        <source>Without the suit led, you must trump even when you cannot beat a higher trump, or you may throw any card.</source>
        <translation>Без масти надо козырять, даже если нечем перебить козырь во взятке, или можно положить любую карту.</translation>
    </message>
    <message>
        <source>Pairs: a player without the suit led need not trump while his partner is winning the trick.</source>
        <translation>В парах: у кого нет масти, тот может не козырять, пока взятку берёт партнёр.</translation>
    </message>
    <message>
        <source>A hanging bait after a hanging bait: the old pot goes to the declarer, or the pots pile up.</source>
        <translation>Висячий байт после висячего байта: старые висячие очки получает играющий или висячие очки копятся.</translation>
    </message>
    <message>
        <source>When pots pile up, the next winner takes all of them, or only the oldest.</source>
        <translation>Когда висячие очки копятся, следующий победитель забирает их все или только самые старые.</translation>
    </message>
    <message>
        <source>A declarer who makes writes every side&apos;s points and the others write nothing.</source>
        <translation>Сыгравший играющий записывает очки всех сторон, остальные — ничего.</translation>
    </message>
    <message>
        <source>Penalty for baits: on the 3rd and every later bait, or on every third (3rd, 6th, 9th...).</source>
        <translation>Штраф за байты: за третий и каждый следующий или за каждый третий (3-й, 6-й, 9-й…).</translation>
    </message>
    <message>
        <source>How many points a bait penalty costs.</source>
        <translation>Сколько очков стоит штраф за байт.</translation>
    </message>
    <message>
        <source>Points lost by a side that takes no trick at all.</source>
        <translation>Сколько очков теряет сторона, не взявшая ни одной взятки (лыжа).</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>In pairs</source>
        <translation>Пара на пару</translation>
    </message>
    <message>
        <source>Each for himself</source>
        <translation>Каждый за себя</translation>
    </message>
    <message>
        <source>301</source>
        <translation>301</translation>
    </message>
    <message>
        <source>501</source>
        <translation>501</translation>
    </message>
    <message>
        <source>1001</source>
        <translation>1001</translation>
    </message>
    <message>
        <source>Player to the left</source>
        <translation>Игрок слева</translation>
    </message>
    <message>
        <source>Who wrote the most</source>
        <translation>Кто записал больше всех</translation>
    </message>
    <message>
        <source>4 + 4</source>
        <translation>4 + 4</translation>
    </message>
    <message>
        <source>5 + 3</source>
        <translation>5 + 3</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Играющий</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>Dealer must name trump</source>
        <translation>Сдающий назначает козырь</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>Любой игрок</translation>
    </message>
    <message>
        <source>Declarer only</source>
        <translation>Только играющий</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>Слева от сдающего</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Не обязательно</translation>
    </message>
    <message>
        <source>When trumps are led</source>
        <translation>Когда ходят козырем</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Всегда</translation>
    </message>
    <message>
        <source>Must trump</source>
        <translation>Надо козырять</translation>
    </message>
    <message>
        <source>May throw any card</source>
        <translation>Можно любую карту</translation>
    </message>
    <message>
        <source>6 or more in a row</source>
        <translation>6 и больше подряд</translation>
    </message>
    <message>
        <source>5 or more in a row</source>
        <translation>5 и больше подряд</translation>
    </message>
    <message>
        <source>No hundred</source>
        <translation>Сотни нет</translation>
    </message>
    <message>
        <source>Longer wins</source>
        <translation>Длиннее — старше</translation>
    </message>
    <message>
        <source>More points wins</source>
        <translation>Дороже — старше</translation>
    </message>
    <message>
        <source>First in bidding order</source>
        <translation>Раньше в торговле</translation>
    </message>
    <message>
        <source>Trump sequence</source>
        <translation>Козырная</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>У кого послед</translation>
    </message>
    <message>
        <source>Old pot to the declarer</source>
        <translation>Старые висячие — играющему</translation>
    </message>
    <message>
        <source>Pots pile up</source>
        <translation>Висячие копятся</translation>
    </message>
    <message>
        <source>All pots</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Oldest pot only</source>
        <translation>Только самые старые</translation>
    </message>
    <message>
        <source>3rd and every later bait</source>
        <translation>За 3-й и каждый следующий</translation>
    </message>
    <message>
        <source>Every third bait</source>
        <translation>За каждый третий</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Moscow rules</source>
        <translation>Московские правила</translation>
    </message>
    <message>
        <source>IgraFan</source>
        <translation>IgraFan</translation>
    </message>
    <message>
        <source>Deberc Online</source>
        <translation>Deberc Online</translation>
    </message>
    <message>
        <source>Belote play duties</source>
        <translation>Обязанности хода как в белоте</translation>
    </message>
    <message>
        <source>The default rules of this program.</source>
        <translation>Правила этой программы по умолчанию.</translation>
    </message>
    <message>
        <source>The Moscow rules: the winner of a deal deals the next one.</source>
        <translation>Московские правила: следующую сдачу сдаёт выигравший сдачу.</translation>
    </message>
    <message>
        <source>IgraFan&apos;s rules: when everyone passes, the dealer must name a trump.</source>
        <translation>Правила IgraFan: если все спасовали, сдающий обязан назвать козырь.</translation>
    </message>
    <message>
        <source>Deberc Online&apos;s rules: to 501, no hundred (four to six in a row is a fifty), debertz without the ace.</source>
        <translation>Правила Deberc Online: игра до 501, без сотни (от четырёх до шести подряд — полтинник), деберц без туза.</translation>
    </message>
    <message>
        <source>Belote&apos;s play duties: always overtrump, undertrumping optional, no trumping over your partner.</source>
        <translation>Обязанности хода как в белоте: перебивать козырем всегда, подрезать не обязательно, партнёра не перебивать.</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Restore &amp;default rules</source>
        <translation>&amp;Вернуть обычные правила</translation>
    </message>
    <message>
        <source>The default rules for the same number of players and mode</source>
        <translation>Обычные правила для того же числа игроков и вида игры</translation>
    </message>
    <message>
        <source> points</source>
        <translation> очк.</translation>
    </message>
    <message>
        <source>Not used in this game: %1.</source>
        <translation>В этой партии не применяется: %1.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Debertz</source>
        <translation>Правила деберца</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Найти…</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Найти:</translation>
    </message>
    <message>
        <source>Word to find</source>
        <translation>Что искать</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Дальше</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Не найдено</translation>
    </message>
</context>
<context>
    <name>ScoreKeeperStartDialog</name>
    <message>
        <source>New score sheet</source>
        <translation>Новая запись</translation>
    </message>
    <message>
        <source>Keep the score of a game played with real cards. Enter each deal&apos;s points; the sheet applies the rules.</source>
        <translation>Запись партии, сыгранной живыми картами. Вводите очки каждой сдачи — запись сама применит правила.</translation>
    </message>
    <message>
        <source>Four players pl&amp;ay:</source>
        <translation>Вчетвером &amp;играют:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>И&amp;гроков:</translation>
    </message>
    <message>
        <source>Play t&amp;o:</source>
        <translation>Играть &amp;до:</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Игрок &amp;%1:</translation>
    </message>
    <message>
        <source>Seats go clockwise; in pairs players 1 and 3 are partners, so are 2 and 4.</source>
        <translation>Места идут по часовой стрелке; в парах партнёры — игроки 1 и 3, а также 2 и 4.</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>Первый &amp;сдающий:</translation>
    </message>
    <message>
        <source>Sa&amp;me as settings</source>
        <translation>&amp;Как в настройках</translation>
    </message>
    <message>
        <source>The rules of the settings (players, mode and target as chosen here)</source>
        <translation>Правила из настроек (игроки, вид игры и цель — как выбрано здесь)</translation>
    </message>
    <message>
        <source>Rules of this sheet:</source>
        <translation>Правила этой записи:</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>П&amp;артия</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
</context>
<context>
    <name>ScoreKeeperWindow</name>
    <message>
        <source>“%1” is not a whole number.</source>
        <translation>«%1» — не целое число.</translation>
    </message>
    <message>
        <source>Score sheet — %1</source>
        <translation>Запись — %1</translation>
    </message>
    <message>
        <source>The number typed is too long (%1 digits).</source>
        <translation>Введено слишком длинное число (цифр: %1).</translation>
    </message>
    <message>
        <source>&amp;Declarer:</source>
        <translation>&amp;Играющий:</translation>
    </message>
    <message>
        <source>&amp;Totals</source>
        <translation>&amp;Суммы</translation>
    </message>
    <message>
        <source>Card &amp;points, sequences…</source>
        <translation>&amp;Очки карт, комбинации…</translation>
    </message>
    <message>
        <source>Enter:</source>
        <translation>Ввод:</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Очки карт</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Bella</source>
        <translation>Белла</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Послед</translation>
    </message>
    <message>
        <source>%1: the sum of the side&apos;s sequences</source>
        <translation>%1: сумма комбинаций стороны</translation>
    </message>
    <message>
        <source>%1 took the last trick</source>
        <translation>%1: послед</translation>
    </message>
    <message>
        <source>Took no trick:</source>
        <translation>Без взяток (лыжа):</translation>
    </message>
    <message>
        <source>&amp;Add deal</source>
        <translation>&amp;Записать сдачу</translation>
    </message>
    <message>
        <source>Thro&amp;wn in</source>
        <translation>&amp;Брошена</translation>
    </message>
    <message>
        <source>All passed, or a weak hand was redealt: nothing is written</source>
        <translation>Все спасовали или была пересдача при слабой карте: ничего не записывается</translation>
    </message>
    <message>
        <source>De&amp;bertz…</source>
        <translation>&amp;Деберц…</translation>
    </message>
    <message>
        <source>A player showed debertz: his side wins the game</source>
        <translation>Игрок показал деберц: его сторона выигрывает партию</translation>
    </message>
    <message>
        <source>Cancel correction</source>
        <translation>Отменить исправление</translation>
    </message>
    <message>
        <source>&amp;Undo last deal</source>
        <translation>Отменит&amp;ь последнюю сдачу</translation>
    </message>
    <message>
        <source>&amp;Correct last deal</source>
        <translation>Исп&amp;равить последнюю сдачу</translation>
    </message>
    <message>
        <source>&amp;Rules of this sheet…</source>
        <translation>&amp;Правила этой записи…</translation>
    </message>
    <message>
        <source>The rules of Debertz with the options this sheet applies marked</source>
        <translation>Правила деберца с отмеченными вариантами, по которым ведётся эта запись</translation>
    </message>
    <message>
        <source>Pr&amp;int…</source>
        <translation>П&amp;ечать…</translation>
    </message>
    <message>
        <source>The sheet as it will be printed, then the print dialog</source>
        <translation>Запись, как она будет напечатана, затем окно печати</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Correct deal %1</source>
        <translation>Исправить сдачу %1</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Сдача %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Сдаёт: %1</translation>
    </message>
    <message>
        <source>Save &amp;correction</source>
        <translation>Сохра&amp;нить исправление</translation>
    </message>
    <message>
        <source> (debertz)</source>
        <translation> (деберц)</translation>
    </message>
    <message>
        <source>%1 won the game%2.</source>
        <translation>Победитель партии — %1%2.</translation>
    </message>
    <message>
        <source>The top score is shared at the target: one more deal.</source>
        <translation>Больше всех набрали поровну: играется ещё одна сдача.</translation>
    </message>
    <message>
        <source>There is no game history to store it in.</source>
        <translation>Истории партий нет, сохранить запись негде.</translation>
    </message>
    <message>
        <source>The game history is busy for a moment (the game is being stored in it): the sheet stays in this window and is stored as soon as the history is free.</source>
        <translation>История партий ненадолго занята (в неё записывается партия): запись остаётся в этом окне и сохранится, как только история освободится.</translation>
    </message>
    <message>
        <source>The game history is busy for a moment (another program is writing to it): the sheet stays in this window and is stored as soon as the history is free.</source>
        <translation>История партий ненадолго занята (в неё записывает другая программа): запись остаётся в этом окне и сохранится, как только история освободится.</translation>
    </message>
    <message>
        <source>%1 The sheet stays in this window; the next change tries again to store it.</source>
        <translation>%1 Запись остаётся в этом окне; при следующем изменении программа снова попробует её сохранить.</translation>
    </message>
    <message>
        <source>The game is over with this correction: the deal you typed after it is not added.</source>
        <translation>С этой поправкой партия окончена: сдача, которую вы ввели после неё, не добавлена.</translation>
    </message>
    <message>
        <source>The deal you typed before is back in the form; it is not on the sheet yet.</source>
        <translation>Сдача, которую вы ввели раньше, снова в форме; в запись она ещё не внесена.</translation>
    </message>
    <message>
        <source>&amp;Add debertz</source>
        <translation>&amp;Записать деберц</translation>
    </message>
    <message>
        <source>Save the correction of deal %1 before closing?</source>
        <translation>Сохранить исправление сдачи %1 перед закрытием?</translation>
    </message>
    <message>
        <source>Add the deal you typed to the sheet before closing?</source>
        <translation>Записать введённую сдачу перед закрытием?</translation>
    </message>
    <message>
        <source>A deal discarded is not written on the sheet.</source>
        <translation>Если не записывать, сдача в запись не попадёт.</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Не записывать</translation>
    </message>
    <message>
        <source>This score sheet is not stored in the game history: it is lost when its window closes.</source>
        <translation>Эта запись не сохранена в истории партий: она пропадёт, когда окно закроется.</translation>
    </message>
    <message>
        <source>%1 Save it as a PDF to keep what is written on it.</source>
        <translation>%1 Сохраните её в PDF, чтобы записанное не пропало.</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Сохранить в &amp;PDF…</translation>
    </message>
    <message>
        <source>Close &amp;without saving</source>
        <translation>Закрыть &amp;без сохранения</translation>
    </message>
    <message>
        <source>Debertz score sheet: %1</source>
        <translation>Запись партии в деберц: %1</translation>
    </message>
    <message>
        <source>Save score sheet as PDF</source>
        <translation>Сохранить запись в PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The deal typed before this sheet was closed is back in the form; it is not on the sheet yet.</source>
        <translation>Сдача, введённая перед закрытием записи, снова в форме; в запись она ещё не внесена.</translation>
    </message>
    <message>
        <source>Enter %1&apos;s total.</source>
        <translation>Введите сумму: %1.</translation>
    </message>
    <message>
        <source>The game is over. Undo or correct the last deal to change it.</source>
        <translation>Партия окончена. Чтобы её изменить, отмените или исправьте последнюю сдачу.</translation>
    </message>
    <message>
        <source>Debertz</source>
        <translation>Деберц</translation>
    </message>
    <message>
        <source>Who showed debertz?</source>
        <translation>Кто показал деберц?</translation>
    </message>
    <message>
        <source>There is no deal to correct.</source>
        <translation>Нет сдачи для исправления.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>made</source>
        <translation>сыграна</translation>
    </message>
    <message>
        <source>bait</source>
        <translation>байт</translation>
    </message>
    <message>
        <source>hanging bait</source>
        <translation>висячий байт</translation>
    </message>
    <message>
        <source>debertz</source>
        <translation>деберц</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>брошена</translation>
    </message>
    <message>
        <source> &amp; </source>
        <translation> и </translation>
    </message>
    <message>
        <source>pot</source>
        <translation>висячие</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>штраф</translation>
    </message>
    <message>
        <source>bait penalty</source>
        <translation>штраф за байт</translation>
    </message>
    <message>
        <source>ski</source>
        <comment>a side took no trick: its penalty</comment>
        <translation>лыжа</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Игра до %1</translation>
    </message>
    <message>
        <source>pot lost %1</source>
        <translation>сгорели висячие %1</translation>
    </message>
    <message>
        <source>pot waiting %1</source>
        <translation>висят %1</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>победа: %1</translation>
    </message>
    <message>
        <source>top score shared: one more deal</source>
        <translation>поровну: ещё одна сдача</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Играющий</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Висят</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>total</source>
        <translation>итого</translation>
    </message>
    <message>
        <source>Baits</source>
        <translation>Байты</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Print preview: score sheet</source>
        <translation>Предварительный просмотр: печать записи</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWidget</name>
    <message>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>No score sheet</source>
        <translation>Записи нет</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Играющий</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>total</source>
        <translation>итого</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Висят</translation>
    </message>
    <message>
        <source>What %1 wrote in each deal</source>
        <translation>Что записывает %1 в каждой сдаче</translation>
    </message>
    <message>
        <source>%1&apos;s running total</source>
        <translation>%1: счёт нарастающим итогом</translation>
    </message>
    <message>
        <source>Bait %1</source>
        <translation>Байт %1</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Нарастающий итог</translation>
    </message>
    <message>
        <source>What %1 wrote in each deal, the running total under it</source>
        <translation>Что %1 записывает в каждой сдаче, под этим нарастающий итог</translation>
    </message>
    <message>
        <source>Baits</source>
        <translation>Байты</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Baits as declarer: %1</source>
        <translation>Байтов у играющего: %1</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <source>Pac&amp;e and sound</source>
        <translation>&amp;Темп и звук</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Rule changes apply from the next game; a game in progress keeps its rules.</source>
        <translation>Изменения правил действуют со следующей партии; начатая партия идёт по своим правилам.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>И&amp;гроков:</translation>
    </message>
    <message>
        <source>Four players pl&amp;ay:</source>
        <translation>Вчетве&amp;ром играют:</translation>
    </message>
    <message>
        <source>Play t&amp;o:</source>
        <translation>Играть &amp;до:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Уровень компьютера</translation>
    </message>
    <message>
        <source>&amp;You:</source>
        <translation>&amp;Вы:</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Игрок &amp;%1:</translation>
    </message>
    <message>
        <source>With four players in pairs, player 3 is your partner.</source>
        <translation>Вчетвером в парах ваш партнёр — игрок 3.</translation>
    </message>
    <message>
        <source>Hints and the coach</source>
        <translation>Подсказки и тренер</translation>
    </message>
    <message>
        <source>The hint (F1) highlights the best card or bid by what you can see, and shows this level&apos;s choice beside it when it differs.</source>
        <translation>Подсказка (F1) выделяет лучшую карту или заявку по тому, что вам видно, и показывает рядом выбор этого уровня, если он другой.</translation>
    </message>
    <message>
        <source>H&amp;int level:</source>
        <translation>&amp;Уровень подсказки:</translation>
    </message>
    <message>
        <source>&amp;Warn me before a costly card</source>
        <translation>Предупре&amp;ждать о дорогой карте</translation>
    </message>
    <message>
        <source>Before your card is played, the coach says if it costs at least the threshold in deal points, by what you can see, and which card is better.</source>
        <translation>Перед тем как ваша карта будет сыграна, тренер скажет, если по тому, что вам видно, она стоит не меньше порога в очках за сдачу, и какая карта лучше.</translation>
    </message>
    <message>
        <source>The review of a deal marks the cards that cost this much as mistakes.</source>
        <translation>Разбор сдачи отмечает карты, которые обошлись во столько или больше, как ошибки.</translation>
    </message>
    <message>
        <source>T&amp;hreshold (deal points):</source>
        <translation>П&amp;орог (очков за сдачу):</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленная</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Скорость &amp;анимации:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Computer &amp;delay:</source>
        <translation>Пау&amp;за компьютера:</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синяя</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красная</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёная</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Фиолетовая</translation>
    </message>
    <message>
        <source>Charcoal</source>
        <translation>Графитовая</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Рубашка карт:</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (diamonds blue, clubs green)</source>
        <translation>&amp;Четырёхцветная колода (бубны синие, трефы зелёные)</translation>
    </message>
    <message>
        <source>Large card &amp;indices (easier to read)</source>
        <translation>&amp;Крупные индексы карт (легче читать)</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>&amp;Цвет сукна:</translation>
    </message>
    <message>
        <source>Pause after a tric&amp;k:</source>
        <translation>Пауза после &amp;взятки:</translation>
    </message>
    <message>
        <source>How long a completed trick stays on the table before it is taken in.</source>
        <translation>Сколько полная взятка лежит на столе, прежде чем её забирают.</translation>
    </message>
    <message>
        <source>A computer&apos;s card stays &amp;in view at least:</source>
        <translation>Карта компьютера видна не &amp;меньше:</translation>
    </message>
    <message>
        <source>However fast the animation, a computer&apos;s card stays this long before the next card comes.</source>
        <translation>При любой скорости анимации карта компьютера остаётся на виду не меньше этого, прежде чем выйдет следующая.</translation>
    </message>
    <message>
        <source>Play my &amp;only legal card by itself</source>
        <translation>Ходить &amp;единственной возможной картой автоматически</translation>
    </message>
    <message>
        <source>Play out the rest by itself once my cards are &amp;forced</source>
        <translation>&amp;Доигрывать автоматически, когда мои карты вынуждены</translation>
    </message>
    <message>
        <source>The last trick: your last card is played by itself.</source>
        <translation>Последняя взятка: ваша последняя карта ходит сама.</translation>
    </message>
    <message>
        <source>Trumps first</source>
        <translation>Козыри первыми</translation>
    </message>
    <message>
        <source>Trumps last</source>
        <translation>Козыри последними</translation>
    </message>
    <message>
        <source>Your hand: the suits in alternating colours, the trumps in trump rank (J 9 A 10 K Q 8 7) first or last.</source>
        <translation>Ваша рука: масти чередуются по цвету, козыри по старшинству (В 9 Т 10 К Д 8 7) — первыми или последними.</translation>
    </message>
    <message>
        <source>&amp;Hand sorted:</source>
        <translation>Порядок в &amp;руке:</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Звуки</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Громкость:</translation>
    </message>
    <message>
        <source>A card played, a trick taken, the deal, your turn, a bait, the game won or lost.</source>
        <translation>Ход картой, взятая взятка, сдача, ваш ход, байт, партия выиграна или проиграна.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>Я&amp;зык:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of the game.</source>
        <translation>Новый язык включится при следующем запуске игры.</translation>
    </message>
    <message>
        <source>%1  Choose…</source>
        <translation>%1  Выбрать…</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Цвет сукна</translation>
    </message>
    <message>
        <source>Player %1 (not in play with these rules): %2</source>
        <translation>Игрок %1 (не играет при этих правилах): %2</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>seat %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>вскрышка</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card: write the rank (7 8 9 10 J Q K A), then the suit (S H D C), such as JS or 10H.</source>
        <translation>«%1» — не карта: напишите достоинство (7 8 9 10 J Q K A), потом масть (S H D C), например JS или 10H.</translation>
    </message>
    <message>
        <source>Choose the dealer among the players.</source>
        <translation>Сдающим должен быть один из игроков.</translation>
    </message>
    <message>
        <source>Choose the declarer among the players.</source>
        <translation>Играющим должен быть один из игроков.</translation>
    </message>
    <message>
        <source>Choose the first leader among the players.</source>
        <translation>Первым должен ходить один из игроков.</translation>
    </message>
    <message>
        <source>%1: %2 cards, but a hand here holds %3.</source>
        <translation>%1: карт %2, а в руке здесь должно быть %3.</translation>
    </message>
    <message>
        <source>%1 is given to you twice.</source>
        <translation>%1 дважды в вашей руке.</translation>
    </message>
    <message>
        <source>%1 is given to %2 twice.</source>
        <translation>%1 дважды в одной руке: %2.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>%1 is given twice: %2.</source>
        <translation>%1 дана дважды: %2.</translation>
    </message>
    <message>
        <source>With 2 or 3 players the turned card (%1) stays on the table, so it cannot be in a hand (%2).</source>
        <translation>Вдвоём и втроём вскрышка (%1) остаётся на столе, поэтому её не может быть в руке (%2).</translation>
    </message>
    <message>
        <source>After bidding the turned card (%1) goes to you, so it must be in your hand.</source>
        <translation>После торговли вскрышку (%1) получаете вы, поэтому она должна быть в вашей руке.</translation>
    </message>
    <message>
        <source>After bidding the turned card (%1) goes to %2, so it must be in that hand.</source>
        <translation>После торговли вскрышку (%1) получает %2, поэтому она должна быть в этой руке.</translation>
    </message>
    <message>
        <source>No card left on the table can have been the turned card when %1 were fixed as trump in round %2.</source>
        <translation>Ни одна карта, оставшаяся на столе, не могла быть вскрышкой, если козырем назначены %1 в круге %2.</translation>
    </message>
    <message>
        <source>You hold no card that can have been the turned card when %1 were fixed as trump in round %2.</source>
        <translation>У вас в руке нет карты, которая могла быть вскрышкой, если козырем назначены %1 в круге %2.</translation>
    </message>
    <message>
        <source>%3 holds no card that can have been the turned card when %1 were fixed as trump in round %2.</source>
        <translation>%3: в руке нет карты, которая могла быть вскрышкой, если козырем назначены %1 в круге %2.</translation>
    </message>
    <message>
        <source>Choose the trump.</source>
        <translation>Выберите козырь.</translation>
    </message>
    <message>
        <source>Choose the declarer.</source>
        <translation>Выберите играющего.</translation>
    </message>
    <message>
        <source>In round 1 the declarer takes the turned card&apos;s suit (%1), not %2.</source>
        <translation>В первом круге играющий берёт масть вскрышки (%1), а не %2.</translation>
    </message>
    <message>
        <source>In round 2 nobody can name the turned card&apos;s suit (%1).</source>
        <translation>Во втором круге масть вскрышки (%1) назвать нельзя.</translation>
    </message>
    <message>
        <source>Each hand holds from 1 to %1 cards.</source>
        <translation>В каждой руке может быть от 1 до %1 карт.</translation>
    </message>
    <message>
        <source>Hands shorter than a whole hand (%1 of %2 cards) cannot be saved as a game record: this position can be played, not saved.</source>
        <translation>Неполные руки (по %1 из %2 карт) нельзя сохранить как запись партии: эту позицию можно сыграть, но не сохранить.</translation>
    </message>
    <message>
        <source>By the rules you lead first, not %2: this position can be played, not saved.</source>
        <translation>По правилам первым ходите вы, а не %2: эту позицию можно сыграть, но не сохранить.</translation>
    </message>
    <message>
        <source>By the rules %1 leads first, not you: this position can be played, not saved.</source>
        <translation>По правилам первым ходит %1, а не вы: эту позицию можно сыграть, но не сохранить.</translation>
    </message>
    <message>
        <source>By the rules %1 leads first, not %2: this position can be played, not saved.</source>
        <translation>По правилам первым ходит %1, а не %2: эту позицию можно сыграть, но не сохранить.</translation>
    </message>
    <message>
        <source>This position cannot be dealt.</source>
        <translation>Такую позицию сдать нельзя.</translation>
    </message>
</context>
<context>
    <name>SheetCsv</name>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Играющий</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>baits</source>
        <translation>байты</translation>
    </message>
    <message>
        <source>score</source>
        <translation>счёт</translation>
    </message>
    <message>
        <source>Pot waiting</source>
        <translation>Висят</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Игра до</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Deberts Desktop is already running with the data folder %1, but it does not answer. Nothing was opened, so that the two copies do not write over each other&apos;s games. Close the other copy (or end it) and start again.</source>
        <translation>Deberts Desktop уже запущена с папкой данных %1, но не отвечает. Ничего не открыто, чтобы две копии не записывали партии одна поверх другой. Закройте другую копию (или завершите её) и запустите программу снова.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Opponents</source>
        <translation>Соперники</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партий</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Win rate
(finished games)</source>
        <translation>Доля побед
(оконченные партии)</translation>
    </message>
    <message>
        <source>Baits per
declaration</source>
        <translation>Байтов на сдачу
(вы — играющий)</translation>
    </message>
    <message>
        <source>Points
per deal</source>
        <translation>Очков
за сдачу</translation>
    </message>
    <message>
        <source>Your results (your side) in games played on the table, by the level of the computer opponents. A game against several levels counts for each; practice games are left out.</source>
        <translation>Ваши результаты (вашей стороны) в партиях на столе, по уровню компьютерных соперников. Партия против нескольких уровней считается для каждого из них; тренировочные партии не учитываются.</translation>
    </message>
    <message>
        <source>Reading the statistics…</source>
        <translation>Загрузка статистики…</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Против компьютера</translation>
    </message>
    <message>
        <source>Against the Master in your seat</source>
        <translation>Против Мастера на вашем месте</translation>
    </message>
</context>
<context>
    <name>StatusNotices</name>
    <message>
        <source>⚠ Saving delayed</source>
        <translation>⚠ Сохранение отложено</translation>
    </message>
    <message>
        <source>⚠ Not saved</source>
        <translation>⚠ Не сохранено</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The saved game could not be continued: {reason}. It was kept as {path}.</source>
        <translation>Сохранённую партию не удалось продолжить: {reason}. Файл сохранён как {path}.</translation>
    </message>
    <message>
        <source>The saved game could not be continued: {reason}.</source>
        <translation>Сохранённую партию не удалось продолжить: {reason}.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved in {folder}: {reason}.</source>
        <translation>Текущую партию не удалось сохранить в папке {folder}: {reason}.</translation>
    </message>
    <message>
        <source>The saved game could not be read ({reason}).</source>
        <translation>Сохранённую партию не удалось прочитать ({reason}).</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>файл повреждён</translation>
    </message>
    <message>
        <source>it could not be replayed</source>
        <translation>её не удалось воспроизвести</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the folder or file may not be written (permission denied)</source>
        <translation>в папку или файл нельзя записывать (нет доступа)</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск только для чтения</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>папка не существует</translation>
    </message>
    <message>
        <source>a file stands where the folder should be</source>
        <translation>на месте папки находится файл</translation>
    </message>
    <message>
        <source>the database may not be written (read-only)</source>
        <translation>в базу данных нельзя записывать (только чтение)</translation>
    </message>
    <message>
        <source>the file is damaged or is not a game history</source>
        <translation>файл повреждён или не является историей партий</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>её использует другая программа</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {path} and a new history was started; games recovered from it: {games}.</source>
        <translation>История партий была повреждена. Старый файл сохранён как {path}, начата новая история; восстановлено партий: {games}.</translation>
    </message>
    <message>
        <source>The game history was damaged and no games could be recovered from it. It was kept as {path} and a new, empty history was started.</source>
        <translation>История партий была повреждена, и ни одной партии из неё восстановить не удалось. Старый файл сохранён как {path}, начата новая, пустая история.</translation>
    </message>
    <message>
        <source>The game history {path} was written by a newer version of the game (database version {version}); this version reads up to {supported}. It was left untouched.</source>
        <translation>История партий {path} записана более новой версией игры (версия базы {version}); эта версия читает только до {supported}. Файл оставлен без изменений.</translation>
    </message>
    <message>
        <source>Game {game} is not a played game.</source>
        <translation>Партия {game} не была сыграна за столом.</translation>
    </message>
    <message>
        <source>Game {game} is not a score keeper&apos;s sheet.</source>
        <translation>Партия {game} — не запись живой игры.</translation>
    </message>
    <message>
        <source>Game {game} was kept on a score sheet: there are no cards to replay.</source>
        <translation>Партия {game} велась только в записи: карт для повтора нет.</translation>
    </message>
    <message>
        <source>The record of game {game} cannot be read: {error}.</source>
        <translation>Запись ходов партии {game} нельзя прочитать: {error}.</translation>
    </message>
    <message>
        <source>The game history {path} is damaged and could not be kept aside: {reason}. It was left as it is.</source>
        <translation>История партий {path} повреждена, и её не удалось сохранить отдельно: {reason}. Файл оставлен как есть.</translation>
    </message>
    <message>
        <source>There is no deal {deal} of game {game} in the history.</source>
        <translation>В истории нет сдачи {deal} партии {game}.</translation>
    </message>
    <message>
        <source>The game history in {folder} may not be written (a read-only disk or folder): the games stored so far can be viewed, but new games will not be kept.</source>
        <translation>В историю партий в папке {folder} нельзя записывать (диск или папка только для чтения): сохранённые партии можно смотреть, но новые партии сохраняться не будут.</translation>
    </message>
    <message>
        <source>The game history {path} may not be written.</source>
        <translation>В историю партий {path} нельзя записывать.</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, a device or a socket)</source>
        <translation>это не обычный файл (канал, устройство или сокет)</translation>
    </message>
    <message>
        <source>it is larger than {limit} MB, the most a game record can be</source>
        <translation>он больше {limit} МБ — больше, чем может быть запись партии</translation>
    </message>
    <message>
        <source>it is larger than {limit} MB</source>
        <translation>он больше {limit} МБ</translation>
    </message>
    <message>
        <source>the disk could not be read or written (disk I/O error)</source>
        <translation>диск не удалось прочитать или записать (ошибка ввода-вывода)</translation>
    </message>
    <message>
        <source>The disk of the game history in {folder} is full: the games stored so far can be viewed, but new games will not be kept. Make room on the disk and start the game again.</source>
        <translation>Диск с историей партий в {folder} заполнен: сохранённые партии можно посмотреть, но новые партии сохраняться не будут. Освободите место на диске и запустите игру снова.</translation>
    </message>
    <message>
        <source>The game history {path} is not a regular file (a pipe, a device or a socket); it was left as it is.</source>
        <translation>История партий {path} — не обычный файл (канал, устройство или сокет); она оставлена как есть.</translation>
    </message>
    <message>
        <source>The game history in {folder} cannot be written: {reason}. The games stored so far can be viewed, but new games will not be kept.</source>
        <translation>В историю партий в {folder} нельзя записать: {reason}. Сохранённые партии можно посмотреть, но новые партии сохраняться не будут.</translation>
    </message>
    <message>
        <source>The game history {path} can only be read: nothing new is kept.</source>
        <translation>Историю партий {path} можно только читать: ничего нового не сохраняется.</translation>
    </message>
    <message>
        <source>The entry of game {game} in the history is damaged: it cannot be shown, only deleted.</source>
        <translation>Запись партии {game} в истории повреждена: её нельзя показать, только удалить.</translation>
    </message>
    <message>
        <source>The game history could not be opened in {folder}: {reason}.</source>
        <translation>Историю партий не удалось открыть в папке {folder}: {reason}.</translation>
    </message>
    <message>
        <source>The game history {path} could not be opened: {reason}.</source>
        <translation>Историю партий {path} не удалось открыть: {reason}.</translation>
    </message>
    <message>
        <source>The game history {path} cannot be read: {reason}.</source>
        <translation>Историю партий {path} нельзя прочитать: {reason}.</translation>
    </message>
    <message>
        <source>{error} The damaged game history was kept as {path}.</source>
        <translation>{error} Повреждённая история партий сохранена как {path}.</translation>
    </message>
    <message>
        <source>The game history could not be written: {reason}.</source>
        <translation>В историю партий не удалось записать: {reason}.</translation>
    </message>
    <message>
        <source>A position set up by hand that no game record can hold is not kept in the history.</source>
        <translation>Позиция, заданная вручную, в истории не сохраняется: записать её как партию нельзя.</translation>
    </message>
    <message>
        <source>The game history cannot be read: {reason}.</source>
        <translation>Историю партий нельзя прочитать: {reason}.</translation>
    </message>
    <message>
        <source>The game history could not be written: {reason}. Nothing stored before was lost.</source>
        <translation>В историю партий не удалось записать: {reason}. Всё, что было сохранено раньше, цело.</translation>
    </message>
    <message>
        <source>Deal {deal} of game {game} in the history is damaged: its score sheet cannot be shown.</source>
        <translation>Раздача {deal} партии {game} в истории повреждена: лист записи этой партии нельзя показать.</translation>
    </message>
    <message>
        <source>The score sheet could not be written to {path}: {reason}.</source>
        <translation>Запись не удалось сохранить в {path}: {reason}.</translation>
    </message>
    <message>
        <source>the folder may not be written</source>
        <translation>в папку нельзя записывать</translation>
    </message>
    <message>
        <source>the folder or file may not be written</source>
        <translation>в папку или файл нельзя записывать</translation>
    </message>
    <message>
        <source>it is not a game record this program can read</source>
        <translation>программа не понимает эту запись ходов</translation>
    </message>
    <message>
        <source>the moves stop making sense at deal {deal}, move {action}</source>
        <translation>ходы перестают сходиться в сдаче {deal} на ходе {action}</translation>
    </message>
    <message>
        <source>deal {deal} is not recorded correctly</source>
        <translation>сдача {deal} записана неправильно</translation>
    </message>
    <message>
        <source>A game waiting to be stored in the history could not be read. It was kept as {path}.</source>
        <translation>Партию, ожидавшую записи в историю, не удалось прочитать. Она сохранена как {path}.</translation>
    </message>
    <message>
        <source>Saving is delayed: the game history is locked by another program. Your game is kept and will be stored in the history as soon as it is free.</source>
        <translation>Сохранение откладывается: историю партий заняла другая программа. Ваша партия не потеряна и будет записана в историю, как только та освободится.</translation>
    </message>
    <message>
        <source>Saving works again: the game history is free and your game is stored in it.</source>
        <translation>Сохранение снова работает: история партий свободна, ваша партия записана в неё.</translation>
    </message>
    <message>
        <source>No game history is kept.</source>
        <translation>История партий не ведётся.</translation>
    </message>
    <message>
        <source>A game could not be stored in the history: {reason}.</source>
        <translation>Партию не удалось записать в историю: {reason}.</translation>
    </message>
    <message>
        <source>Games that could not be stored in the history before are stored now: {games}.</source>
        <translation>Партии, которые раньше не удалось записать в историю, теперь записаны: {games}.</translation>
    </message>
    <message>
        <source>{error} The score sheet was not stored, and it could not be kept in {folder} either: {reason}.</source>
        <translation>{error} Запись не сохранена, и сохранить её в папке {folder} тоже не удалось: {reason}.</translation>
    </message>
    <message>
        <source>{error} The game is kept in {path} and will be stored in the history as soon as it can be.</source>
        <translation>{error} Партия сохранена в {path} и будет записана в историю, как только это станет возможно.</translation>
    </message>
    <message>
        <source>{error} The score sheet was not stored.</source>
        <translation>{error} Запись не сохранена.</translation>
    </message>
    <message>
        <source>A total is needed for each of the {sides} sides.</source>
        <translation>Нужна сумма для каждой из сторон ({sides}).</translation>
    </message>
    <message>
        <source>{side}: the total must be a whole number, not {value}.</source>
        <translation>{side}: сумма должна быть целым числом, а не {value}.</translation>
    </message>
    <message>
        <source>{side}: the total cannot be negative ({value}).</source>
        <translation>{side}: сумма не может быть отрицательной ({value}).</translation>
    </message>
    <message>
        <source>Card points are needed for each of the {sides} sides.</source>
        <translation>Нужны очки карт для каждой из сторон ({sides}).</translation>
    </message>
    <message>
        <source>{side}: card points must be a whole number, not {value}.</source>
        <translation>{side}: очки карт должны быть целым числом, а не {value}.</translation>
    </message>
    <message>
        <source>{side}: card points cannot be negative ({value}).</source>
        <translation>{side}: очки карт не могут быть отрицательными ({value}).</translation>
    </message>
    <message>
        <source>Sequences are needed for each of the {sides} sides.</source>
        <translation>Нужны комбинации для каждой из сторон ({sides}).</translation>
    </message>
    <message>
        <source>{side}: sequences must be a whole number, not {value}.</source>
        <translation>{side}: комбинации должны быть целым числом, а не {value}.</translation>
    </message>
    <message>
        <source>{side}: sequences cannot be negative ({value}).</source>
        <translation>{side}: комбинации не могут быть отрицательными ({value}).</translation>
    </message>
    <message>
        <source>Bella is needed for each of the {sides} sides.</source>
        <translation>Нужна белла для каждой из сторон ({sides}).</translation>
    </message>
    <message>
        <source>{side}: bella must be a whole number, not {value}.</source>
        <translation>{side}: белла должна быть целым числом, а не {value}.</translation>
    </message>
    <message>
        <source>{side}: bella cannot be negative ({value}).</source>
        <translation>{side}: белла не может быть отрицательной ({value}).</translation>
    </message>
    <message>
        <source>The declarer must be one of the {players} players.</source>
        <translation>Играющим должен быть один из игроков (их {players}).</translation>
    </message>
    <message>
        <source>Somebody took the tricks: not every side can be without a trick.</source>
        <translation>Кто-то ведь брал взятки: все стороны не могут остаться без взяток.</translation>
    </message>
    <message>
        <source>Enter either each side&apos;s total or each side&apos;s card points.</source>
        <translation>Введите либо сумму каждой стороны, либо очки карт каждой стороны.</translation>
    </message>
    <message>
        <source>Say which side took the last trick.</source>
        <translation>Укажите, чей послед (кто взял последнюю взятку).</translation>
    </message>
    <message>
        <source>With 4 players every card is played: the card points add up to {card_points}, not {whole}.</source>
        <translation>Вчетвером разыгрываются все карты: очков карт всего {card_points}, а не {whole}.</translation>
    </message>
    <message>
        <source>The card points add up to {whole}: the cards in play hold at most {most} with {players} players.</source>
        <translation>Очков карт всего {whole}, а у карт в игре их не больше {most} при {players} игроках.</translation>
    </message>
    <message>
        <source>The card points add up to {whole}: the cards in play hold at least {least} with {players} players.</source>
        <translation>Очков карт всего {whole}, а у карт в игре их не меньше {least} при {players} игроках.</translation>
    </message>
    <message>
        <source>Only one side scores sequences in a deal.</source>
        <translation>В сдаче комбинации записывает только одна сторона.</translation>
    </message>
    <message>
        <source>There is only one bella in a deal.</source>
        <translation>В сдаче только одна белла.</translation>
    </message>
    <message>
        <source>The game is over: {side} won. Undo the last deal to change it.</source>
        <translation>Партия окончена, выигрыш: {side}. Чтобы это изменить, отмените последнюю сдачу.</translation>
    </message>
    <message>
        <source>Debertz must be shown by one of the {players} players.</source>
        <translation>Деберц должен показать один из игроков (их {players}).</translation>
    </message>
    <message>
        <source>There is no deal to undo.</source>
        <translation>Нет сдачи для отмены.</translation>
    </message>
    <message>
        <source>There is no deal {deal} to correct.</source>
        <translation>Нет сдачи {deal} для исправления.</translation>
    </message>
    <message>
        <source>There is no deal to correct.</source>
        <translation>Нет сдачи для исправления.</translation>
    </message>
    <message>
        <source>This is not a score sheet.</source>
        <translation>Это не запись партии.</translation>
    </message>
    <message>
        <source>Game {game} was played on the table, not kept on a score sheet.</source>
        <translation>Партия {game} сыграна за столом, а не велась в записи.</translation>
    </message>
    <message>
        <source>The game was already over after deal {deal}: delete or correct the deals after it first.</source>
        <translation>Партия уже окончилась после сдачи {deal}: сначала удалите или исправьте сдачи после неё.</translation>
    </message>
    <message>
        <source>There is no side {value}.</source>
        <translation>Стороны {value} нет.</translation>
    </message>
    <message>
        <source>Enter either totals or card points, sequences, bella and last trick, not both.</source>
        <translation>Введите либо суммы, либо очки карт, комбинации, беллу и послед — не то и другое сразу.</translation>
    </message>
    <message>
        <source>{side}: bella is worth {bella}, not {value}.</source>
        <translation>{side}: белла стоит {bella}, а не {value}.</translation>
    </message>
    <message>
        <source>{side}: no trick taken, so no card points (not {value}).</source>
        <translation>{side}: нет взяток, значит, нет и очков карт (а не {value}).</translation>
    </message>
    <message>
        <source>{side}: no trick taken, so not the last trick either.</source>
        <translation>{side}: нет взяток, значит, нет и последней взятки.</translation>
    </message>
    <message>
        <source>{side}: no trick taken, so no sequences are written.</source>
        <translation>{side}: нет взяток, значит, комбинации не записываются.</translation>
    </message>
    <message>
        <source>{side}: no trick taken, so the total can only be sequences and a bella, not {value}.</source>
        <translation>{side}: нет взяток, поэтому в сумме могут быть только комбинации и белла, а не {value}.</translation>
    </message>
    <message>
        <source>{side}: no trick taken, so the total can only be a bella (0 or {bella}), not {value}.</source>
        <translation>{side}: нет взяток, поэтому в сумме может быть только белла (0 или {bella}), а не {value}.</translation>
    </message>
    <message>
        <source>must be 4 values, each true or false</source>
        <translation>нужно 4 значения, каждое true или false</translation>
    </message>
    <message>
        <source>Your rule preset whose name reads as nothing (spaces or direction controls only) was dropped.</source>
        <translation>Ваш набор правил, в названии которого нечего прочитать (только пробелы или управляющие символы направления), удалён.</translation>
    </message>
    <message>
        <source>Its deals up to the last one finished are kept in the game history, where it can be continued.</source>
        <translation>Её раздачи до последней законченной сохранены в истории партий, где её можно продолжить.</translation>
    </message>
    <message>
        <source>The score sheet cannot be read: {error}.</source>
        <translation>Запись партии нельзя прочитать: {error}.</translation>
    </message>
    <message>
        <source>The stored score sheet is damaged.</source>
        <translation>Сохранённая запись партии повреждена.</translation>
    </message>
    <message>
        <source>{side}: {value} is more than a deal can give one side (at most {most} with {players} players).</source>
        <translation>{side}: {value} — больше, чем сдача может дать одной стороне (не больше {most} при {players} игроках).</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>нет доступа</translation>
    </message>
    <message>
        <source>a folder stands where the file should be</source>
        <translation>на месте файла находится папка</translation>
    </message>
    <message>
        <source>This game is no longer in the history: it was deleted.</source>
        <translation>Этой партии больше нет в истории: она удалена.</translation>
    </message>
    <message>
        <source>The game history is busy for a moment: this program is storing a game in it.</source>
        <translation>История партий ненадолго занята: программа записывает в неё партию.</translation>
    </message>
    <message>
        <source>“presets” must be a list of presets.</source>
        <translation>«presets» должен быть списком наборов правил.</translation>
    </message>
    <message>
        <source>It is not a rule presets file (“format” must be “{format}”).</source>
        <translation>Это не файл наборов правил («format» должен быть «{format}»).</translation>
    </message>
    <message>
        <source>Rule presets version {version} cannot be read: this program reads version {supported}.</source>
        <translation>Наборы правил версии {version} прочитать нельзя: эта программа читает версию {supported}.</translation>
    </message>
    <message>
        <source>These presets would take more than {limit} KB; export fewer of them.</source>
        <translation>Эти наборы правил заняли бы больше {limit} КБ; экспортируйте меньше.</translation>
    </message>
    <message>
        <source>Each preset must have a name of 1 to {most} characters.</source>
        <translation>У каждого набора правил должно быть название длиной от 1 до {most} символов.</translation>
    </message>
    <message>
        <source>Two presets are named “{name}”.</source>
        <translation>Два набора правил называются «{name}».</translation>
    </message>
    <message>
        <source>The file is larger than {limit} KB, which no presets file is.</source>
        <translation>Файл больше {limit} КБ, а файл наборов правил таким не бывает.</translation>
    </message>
    <message>
        <source>It is not a regular file (a pipe, a device or a socket).</source>
        <translation>Это не обычный файл (канал, устройство или сокет).</translation>
    </message>
    <message>
        <source>The file could not be read ({reason}).</source>
        <translation>Файл не удалось прочитать ({reason}).</translation>
    </message>
    <message>
        <source>It is not a rule presets file (not valid JSON text).</source>
        <translation>Это не файл наборов правил (не текст JSON).</translation>
    </message>
    <message>
        <source>The presets could not be saved: {reason}.</source>
        <translation>Наборы правил не удалось сохранить: {reason}.</translation>
    </message>
    <message>
        <source>The preset “{name}” cannot be used: {reason}</source>
        <translation>Набор «{name}» нельзя использовать: {reason}</translation>
    </message>
    <message>
        <source>With 4 players every card is played: the totals add up to at least {least} (card points {card_points} and {last_trick} for the last trick), not {whole}.</source>
        <translation>Вчетвером разыгрываются все карты: суммы вместе дают не меньше {least} (очки карт {card_points} и {last_trick} за послед), а не {whole}.</translation>
    </message>
    <message>
        <source>With 4 players the totals add up to {base} plus sequences and bella; {whole} is not possible (check for a typing mistake).</source>
        <translation>Вчетвером суммы вместе дают {base} плюс комбинации и беллу; {whole} быть не может (проверьте, нет ли опечатки).</translation>
    </message>
    <message>
        <source>The totals add up to {whole}, less than the cards in play hold with {players} players (at least {least} with the last trick).</source>
        <translation>Суммы вместе дают {whole} — меньше, чем у карт в игре при {players} игроках (не меньше {least} с последом).</translation>
    </message>
    <message>
        <source>The totals add up to {whole}: more than a deal can hold with {players} players (at most {most}).</source>
        <translation>Суммы вместе дают {whole} — больше, чем бывает в сдаче при {players} игроках (не больше {most}).</translation>
    </message>
    <message>
        <source>{side}: no hand makes {value} in sequences ({values}; at most {most}).</source>
        <translation>{side}: ни одна рука не даёт {value} за комбинации ({values}; не больше {most}).</translation>
    </message>
    <message>
        <source>terz {terz}, fifty {fifty}</source>
        <translation>терц {terz}, полтинник {fifty}</translation>
    </message>
    <message>
        <source>terz {terz}, fifty {fifty}, hundred {hundred}</source>
        <translation>терц {terz}, полтинник {fifty}, сотня {hundred}</translation>
    </message>
    <message>
        <source>This score sheet was written by a newer version of the game (sheet version {version}); this version reads version {supported}. It was left untouched.</source>
        <translation>Этот лист записи сохранён более новой версией игры (версия листа {version}); эта версия читает версию {supported}. Лист оставлен без изменений.</translation>
    </message>
    <message>
        <source>is not a setting</source>
        <translation>такой настройки нет</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>не хватает значения</translation>
    </message>
    <message>
        <source>a comma is missing</source>
        <translation>не хватает запятой</translation>
    </message>
    <message>
        <source>a colon is missing</source>
        <translation>не хватает двоеточия</translation>
    </message>
    <message>
        <source>a name in double quotes is missing</source>
        <translation>не хватает имени в двойных кавычках</translation>
    </message>
    <message>
        <source>a text is not closed</source>
        <translation>не закрыта строка</translation>
    </message>
    <message>
        <source>there is more after the end</source>
        <translation>после конца есть лишнее</translation>
    </message>
    <message>
        <source>a text holds a control character</source>
        <translation>в строке управляющий символ</translation>
    </message>
    <message>
        <source>a text holds an invalid escape</source>
        <translation>в строке неверный символ после обратной косой черты</translation>
    </message>
    <message>
        <source>The sound settings could not be read; the defaults are used.</source>
        <translation>Настройки звука не удалось прочитать; используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The unknown sound setting “{key}” was ignored.</source>
        <translation>Неизвестная настройка звука «{key}» пропущена.</translation>
    </message>
    <message>
        <source>The pacing settings could not be read; the defaults are used.</source>
        <translation>Настройки темпа не удалось прочитать; используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The unknown pacing setting “{key}” was ignored.</source>
        <translation>Неизвестная настройка темпа «{key}» пропущена.</translation>
    </message>
    <message>
        <source>The hand settings could not be read; the defaults are used.</source>
        <translation>Настройки руки не удалось прочитать; используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The unknown hand setting “{key}” was ignored.</source>
        <translation>Неизвестная настройка руки «{key}» пропущена.</translation>
    </message>
    <message>
        <source>The tutorial setting could not be read; the default is used.</source>
        <translation>Настройку обучения не удалось прочитать; взято значение по умолчанию.</translation>
    </message>
    <message>
        <source>The unknown tutorial setting “{key}” was ignored.</source>
        <translation>Неизвестная настройка обучения «{key}» пропущена.</translation>
    </message>
    <message>
        <source>The chosen rule preset could not be read; none is used.</source>
        <translation>Выбранный набор правил не удалось прочитать; никакой не выбран.</translation>
    </message>
    <message>
        <source>The unknown rule preset setting “{key}” was ignored.</source>
        <translation>Неизвестная настройка набора правил «{key}» пропущена.</translation>
    </message>
    <message>
        <source>must be rules</source>
        <translation>должны быть правила</translation>
    </message>
    <message>
        <source>must be 4 names of 1 to {most} characters</source>
        <translation>нужны 4 имени длиной от 1 до {most} символов</translation>
    </message>
    <message>
        <source>must be 4 levels, each one of {values}</source>
        <translation>нужны 4 уровня, каждый из: {values}</translation>
    </message>
    <message>
        <source>must be one of {values}</source>
        <translation>допустимо одно из: {values}</translation>
    </message>
    <message>
        <source>must be a whole number of milliseconds from 0 to {most}</source>
        <translation>нужно целое число миллисекунд от 0 до {most}</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>нужно true или false</translation>
    </message>
    <message>
        <source>must be a colour such as {example}</source>
        <translation>нужен цвет вида {example}</translation>
    </message>
    <message>
        <source>must be a whole number of points from {least} to {most}</source>
        <translation>нужно целое число очков от {least} до {most}</translation>
    </message>
    <message>
        <source>must be a whole number of per cent from {least} to {most}</source>
        <translation>должно быть целым числом процентов от {least} до {most}</translation>
    </message>
    <message>
        <source>must be the name of a rule preset</source>
        <translation>должно быть названием набора правил</translation>
    </message>
    <message>
        <source>must be a list of rule presets</source>
        <translation>должно быть списком наборов правил</translation>
    </message>
    <message>
        <source>The rules in the settings file could not be read; the default rules are used.</source>
        <translation>Правила в файле настроек не удалось прочитать; используются правила по умолчанию.</translation>
    </message>
    <message>
        <source>The rule option “{name}” had the value {value}, which is not allowed; {default} is used instead.</source>
        <translation>У правила «{name}» было недопустимое значение {value}; вместо него используется {default}.</translation>
    </message>
    <message>
        <source>The settings file does not say it holds Deberts Desktop settings; it was read anyway.</source>
        <translation>В файле настроек не указано, что это настройки Deberts Desktop; он всё равно прочитан.</translation>
    </message>
    <message>
        <source>The settings file has no version number; it was read as version 1.</source>
        <translation>В файле настроек нет номера версии; он прочитан как версия 1.</translation>
    </message>
    <message>
        <source>The table settings could not be read; the defaults are used.</source>
        <translation>Настройки стола не удалось прочитать; используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The coach settings could not be read; the defaults are used.</source>
        <translation>Настройки тренера не удалось прочитать; используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The hint settings could not be read; the defaults are used.</source>
        <translation>Настройки подсказки не удалось прочитать; используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The folder was kept as {path}.</source>
        <translation>Папка сохранена как {path}.</translation>
    </message>
    <message>
        <source>The unknown rule option “{name}” in the settings file was ignored.</source>
        <translation>Неизвестное правило «{name}» в файле настроек пропущено.</translation>
    </message>
    <message>
        <source>The settings file is not a settings object; the default settings are used.</source>
        <translation>Файл настроек не содержит настроек; используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file&apos;s version {version} is not valid; it was read as version 1.</source>
        <translation>Версия файла настроек {version} недопустима; он прочитан как версия 1.</translation>
    </message>
    <message>
        <source>The setting “{name}” had the value {value}, which is not allowed (it {why}); the default is used.</source>
        <translation>У настройки «{name}» было недопустимое значение {value} ({why}); используется значение по умолчанию.</translation>
    </message>
    <message>
        <source>The unknown table setting “{key}” was ignored.</source>
        <translation>Неизвестная настройка стола «{key}» пропущена.</translation>
    </message>
    <message>
        <source>The unknown coach setting “{key}” was ignored.</source>
        <translation>Неизвестная настройка тренера «{key}» пропущена.</translation>
    </message>
    <message>
        <source>The unknown hint setting “{key}” was ignored.</source>
        <translation>Неизвестная настройка подсказки «{key}» пропущена.</translation>
    </message>
    <message>
        <source>Your rule preset “{name}” had the name of one of the program&apos;s presets; it is now called “{new}”.</source>
        <translation>Ваш набор правил «{name}» назывался так же, как набор из списка программы; теперь он называется «{new}».</translation>
    </message>
    <message>
        <source>The unknown setting “{key}” was ignored.</source>
        <translation>Неизвестная настройка «{key}» пропущена.</translation>
    </message>
    <message>
        <source>The original file was kept as {path}.</source>
        <translation>Исходный файл сохранён как {path}.</translation>
    </message>
    <message>
        <source>The original file could not be kept aside.</source>
        <translation>Исходный файл не удалось сохранить отдельно.</translation>
    </message>
    <message>
        <source>The name of player {seat} showed nothing (invisible characters only); the default name is used.</source>
        <translation>Имя игрока {seat} ничего не показывало (в нём только невидимые символы); взято имя по умолчанию.</translation>
    </message>
    <message>
        <source>The settings could not be saved in {folder}: {reason}. The previous settings file is unchanged.</source>
        <translation>Настройки не удалось сохранить в папке {folder}: {reason}. Прежний файл настроек не изменён.</translation>
    </message>
    <message>
        <source>The settings were saved by a newer version of the game (settings version {version}); what this version understands was kept.</source>
        <translation>Настройки сохранены более новой версией игры (версия настроек {version}); оставлено то, что понимает эта версия.</translation>
    </message>
    <message>
        <source>Your rule presets could not be read ({reason}); none are used.</source>
        <translation>Ваши наборы правил не удалось прочитать ({reason}); они не используются.</translation>
    </message>
    <message>
        <source>Your rule preset “{name}” read as “{kept}”, which comes before it in the list; it was dropped.</source>
        <translation>Ваш набор правил «{name}» читается как «{kept}», который стоит в списке раньше; он удалён.</translation>
    </message>
    <message>
        <source>The settings file {path} is not a regular file (a pipe, a device or a socket); the default settings are used.</source>
        <translation>Файл настроек {path} — не обычный файл (канал, устройство или сокет); используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file {path} is larger than {limit} MB, which no settings file is; the default settings are used.</source>
        <translation>Файл настроек {path} больше {limit} МБ — таких файлов настроек не бывает; используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file {path} could not be read ({reason}); the default settings are used.</source>
        <translation>Файл настроек {path} не удалось прочитать ({reason}); используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file {path} leads to {target}, which is not there; the default settings are used.</source>
        <translation>Файл настроек {path} ссылается на {target}, а его нет; используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file {path} is a folder, not a file; the default settings are used.</source>
        <translation>Файл настроек {path} — это папка, а не файл; используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file is not a text file; the default settings are used.</source>
        <translation>Файл настроек не текстовый; используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file is damaged (line {line}, column {column}: {error}); the default settings are used.</source>
        <translation>Файл настроек повреждён (строка {line}, столбец {column}: {error}); используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file is damaged; the default settings are used.</source>
        <translation>Файл настроек повреждён; используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The PDF could not be written to {path}: {reason}.</source>
        <translation>Не удалось записать PDF в {path}: {reason}.</translation>
    </message>
    <message>
        <source>{error} The game can be played, but its score sheets are not kept.</source>
        <translation>{error} Играть можно, но записи партий не сохраняются.</translation>
    </message>
    <message>
        <source>The game history could not be opened ({error}). The game can be played, but its score sheets are not kept.</source>
        <translation>Историю партий не удалось открыть ({error}). Играть можно, но записи партий не сохраняются.</translation>
    </message>
    <message>
        <source>The saved game could not be continued ({error}).</source>
        <translation>Сохранённую партию не удалось продолжить ({error}).</translation>
    </message>
</context>
<context>
    <name>TableInfo</name>
    <message>
        <source>dealer</source>
        <translation>сдающий</translation>
    </message>
    <message>
        <source>declarer %1</source>
        <translation>играющий %1</translation>
    </message>
    <message>
        <source>%1 (partner)</source>
        <translation>%1 (партнёр)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Висят</translation>
    </message>
    <message>
        <source>Pot lost</source>
        <translation>Сгорели висячие</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Козырь %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Сдача %1</translation>
    </message>
    <message>
        <source>Practice — not in the statistics</source>
        <translation>Тренировка — не в статистике</translation>
    </message>
    <message numerus="yes">
        <source>%n trick</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tricks</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Dealing: 6 cards each; the card face up is the turned card. Take makes its suit trump and you the declarer, who must score more than the opponent; Pass leaves the choice to the next player. With ♥K ♥Q ♥9 your hearts are strong: press Take, hearts are trump.</source>
        <translation>Сдача: по 6 карт каждому, открытая карта — вскрышка. «Беру» делает её масть козырем, а вас — играющим, который должен набрать больше соперника; «Пас» оставляет выбор следующему. С ♥К ♥Д ♥9 ваши черви сильны: нажмите «Беру», козыри — черви.</translation>
    </message>
    <message>
        <source>You took: 3 more cards each, the rest is the stock. ♣7 ♣8 ♣9 is a terz (three in a row, %1 points), announced with your first card. The declarer leads: play ♠K.</source>
        <translation>Вы взяли: ещё по 3 карты, остальное — прикуп. ♣7 ♣8 ♣9 — терц (три подряд, %1 очков), он объявляется с первой картой. Ходит играющий: сыграйте ♠К.</translation>
    </message>
    <message>
        <source>The highest card of the suit led wins the trick: your ♠K beat ♠J, and the trick&apos;s winner leads next. Your terz is the best sequence: %1 points. Now lead ♣A.</source>
        <translation>Взятку берёт старшая карта масти хода: ваш ♠К побил ♠В, и взявший ходит следующим. Ваш терц — лучшая комбинация: %1 очков. Теперь ходите ♣Т.</translation>
    </message>
    <message>
        <source>Your opponent had to follow suit with ♣K. Now lead ♣7.</source>
        <translation>Сопернику пришлось ответить в масть: ♣К. Теперь ходите ♣7.</translation>
    </message>
    <message>
        <source>Your opponent had no clubs, so had to play a trump: ♥8 won the trick. Now he leads ♠A: you must follow suit with your spade, ♠10.</source>
        <translation>У соперника не было треф, и ему пришлось бить козырем: ♥8 взяла взятку. Теперь он ходит ♠Т: нужно ходить в масть вашей пикой, ♠10.</translation>
    </message>
    <message>
        <source>The trumps rank J, 9, A, 10, K, Q, 8, 7: ♥J is the highest. A trump was led, so you must play one: ♥Q. With ♥K in your hand that is bella (king and queen of trumps, %1 points), announced with the first of them.</source>
        <translation>Козыри по старшинству: В, 9, Т, 10, К, Д, 8, 7 — ♥В старший. Ход козырем, значит, нужно положить козырь: ♥Д. Вместе с ♥К на руке это белла (король и дама козырей, %1 очков), она объявляется с первой из них.</translation>
    </message>
    <message>
        <source>Your opponent leads ♠Q. You have no spades, so you must play a trump: ♥K takes the trick.</source>
        <translation>Соперник ходит ♠Д. Пик у вас нет, значит, нужно бить козырем: ♥К берёт взятку.</translation>
    </message>
    <message>
        <source>A trump beats every card of another suit. Lead your last trump, ♥9: with ♥J gone, no trump can beat it.</source>
        <translation>Козырь бьёт любую карту другой масти. Ходите последним козырем, ♥9: ♥В уже вышел, и побить её нечем.</translation>
    </message>
    <message>
        <source>Your opponent has no clubs (he trumped your ♣7) and no trumps (none on your ♥9): lead ♣8, it wins.</source>
        <translation>У соперника нет ни треф (вашу ♣7 он побил козырем), ни козырей (на вашу ♥9 козыря не дал): ходите ♣8, она возьмёт.</translation>
    </message>
    <message>
        <source>The last trick: its winner scores %1 more. Play ♣9: your opponent has no clubs and no trumps left.</source>
        <translation>Последняя взятка: взявший её получает ещё %1 очков (послед). Сыграйте ♣9: у соперника нет ни треф, ни козырей.</translation>
    </message>
    <message>
        <source>Cards %1 + last trick %2 + terz %3 + bella %4 = %5 beat your opponent&apos;s %6: each side writes its own total (less would be a bait: you 0). The first to %7 wins.</source>
        <translation>Карты %1 + послед %2 + терц %3 + белла %4 = %5 больше, чем %6 у соперника: каждый записывает свои очки (меньше — это байт: у вас 0). Побеждает первый, кто наберёт %7.</translation>
    </message>
    <message>
        <source>New to Debertz? A guided first deal teaches the game step by step.</source>
        <translation>Впервые играете в деберц? Первая сдача с подсказками научит игре шаг за шагом.</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>Start the tutorial</source>
        <translation>Начать обучение</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Нет, спасибо</translation>
    </message>
    <message>
        <source>That is allowed, but this lesson goes another way.</source>
        <translation>Так можно, но в этом уроке сыграем по-другому.</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Запись</translation>
    </message>
    <message>
        <source>Deal &amp;log</source>
        <translation>&amp;Журнал сдачи</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленная</translation>
    </message>
    <message>
        <source>Animation s&amp;peed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Короткая</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Длинная</translation>
    </message>
    <message>
        <source>Computer &amp;delay</source>
        <translation>&amp;Пауза компьютера</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синяя</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красная</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёная</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Фиолетовая</translation>
    </message>
    <message>
        <source>Charcoal</source>
        <translation>Графитовая</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Рубашка карт</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <source>Large card &amp;indices</source>
        <translation>&amp;Крупные индексы карт</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>New game &amp;with…</source>
        <translation>Новая партия &amp;с…</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2 игрока</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 игрока</translation>
    </message>
    <message>
        <source>4 players, each for himself</source>
        <translation>4 игрока, каждый за себя</translation>
    </message>
    <message>
        <source>4 players in pairs</source>
        <translation>4 игрока, пара на пару</translation>
    </message>
    <message>
        <source>Deberts Desktop</source>
        <translation>Деберц</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>История партий</translation>
    </message>
    <message>
        <source>The game you deleted from History is gone now: it was only set aside for the deal played again.</source>
        <translation>Партии, которую вы удалили из истории, больше нет: она была лишь отложена, пока сдача игралась снова.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Вернуться к партии</translation>
    </message>
    <message>
        <source>The game you were playing is not in History yet, so it cannot be continued now. Try again in a moment (Game → History…).</source>
        <translation>Партия, которую вы играли, ещё не записана в историю, поэтому продолжить её сейчас нельзя. Попробуйте чуть позже (Партия → История…).</translation>
    </message>
    <message>
        <source>Taking back is for practice games (Game → New practice game).</source>
        <translation>Брать ход назад можно в тренировочной партии (Партия → Новая тренировочная партия).</translation>
    </message>
    <message>
        <source>Nothing to take back: the problem starts here.</source>
        <translation>Возвращать нечего: задача начинается здесь.</translation>
    </message>
    <message>
        <source>Play a deal again</source>
        <translation>Сыграть сдачу снова</translation>
    </message>
    <message>
        <source>Opening the record %1…</source>
        <translation>Открывается запись %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Открыть запись</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Записи партий (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>The new rules, names and levels apply from the next game (Game → New game).</source>
        <translation>Новые правила, имена и уровни действуют со следующей партии (Игра → Новая партия).</translation>
    </message>
    <message>
        <source>No history is kept in this window.</source>
        <translation>В этом окне история не ведётся.</translation>
    </message>
    <message>
        <source>This game waits to be stored in the history (saving is delayed): it can be continued once it is stored.</source>
        <translation>Эта партия ещё ждёт записи в историю (сохранение откладывается): продолжить её можно, когда она будет записана.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>This game has no stored deal to replay yet.</source>
        <translation>В этой партии ещё нет сохранённых сдач для повтора.</translation>
    </message>
    <message>
        <source>Replay of %1</source>
        <translation>Повтор партии от %1</translation>
    </message>
    <message>
        <source>Deberts — %1</source>
        <translation>Деберц — %1</translation>
    </message>
    <message>
        <source>Replay: the game in progress waits (Back to game).</source>
        <translation>Повтор: начатая партия ждёт («К игре»).</translation>
    </message>
    <message>
        <source>%1 more messages: all of them are under Show Details.</source>
        <translation>Ещё сообщений: %1. Все они&#xa0;— под кнопкой «Показать подробности».</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>spades</source>
        <translation>пики</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>черви</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубны</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>трефы</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Пики</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Черви</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Бубны</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Трефы</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>of (genitive)</comment>
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>of (genitive)</comment>
        <translation>червей</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>of (genitive)</comment>
        <translation>бубен</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>of (genitive)</comment>
        <translation>треф</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>a card&apos;s rank</comment>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>a card&apos;s rank</comment>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>a card&apos;s rank</comment>
        <translation>девятка</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>a card&apos;s rank</comment>
        <translation>десятка</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>a card&apos;s rank</comment>
        <translation>валет</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>a card&apos;s rank</comment>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <comment>a card&apos;s rank</comment>
        <translation>король</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>a card&apos;s rank</comment>
        <translation>туз</translation>
    </message>
    <message>
        <source>J</source>
        <comment>a card&apos;s rank letter: jack</comment>
        <translation>В</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>a card&apos;s rank letter: queen</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>K</source>
        <comment>a card&apos;s rank letter: king</comment>
        <translation>К</translation>
    </message>
    <message>
        <source>A</source>
        <comment>a card&apos;s rank letter: ace</comment>
        <translation>Т</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>card: rank of suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>to the (genitive)</comment>
        <translation>семёрки</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>to the (genitive)</comment>
        <translation>восьмёрки</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>to the (genitive)</comment>
        <translation>девятки</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>to the (genitive)</comment>
        <translation>десятки</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>to the (genitive)</comment>
        <translation>валета</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>to the (genitive)</comment>
        <translation>дамы</translation>
    </message>
    <message>
        <source>king</source>
        <comment>to the (genitive)</comment>
        <translation>короля</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>to the (genitive)</comment>
        <translation>туза</translation>
    </message>
    <message>
        <source>terz</source>
        <comment>a sequence, inside a sentence</comment>
        <translation>терц</translation>
    </message>
    <message>
        <source>fifty</source>
        <comment>a sequence, inside a sentence</comment>
        <translation>полтинник</translation>
    </message>
    <message>
        <source>hundred</source>
        <comment>a sequence, inside a sentence</comment>
        <translation>сотня</translation>
    </message>
    <message>
        <source>Terz</source>
        <translation>Терц</translation>
    </message>
    <message>
        <source>Fifty</source>
        <translation>Полтинник</translation>
    </message>
    <message>
        <source>Hundred</source>
        <translation>Сотня</translation>
    </message>
    <message>
        <source>%1 (%2 cards)</source>
        <translation>%1 (%2 карт)</translation>
    </message>
    <message>
        <source>%1 to the %2 of %3</source>
        <comment>sequence</comment>
        <translation>%1 до %2 %3</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Anna</source>
        <translation>Анна</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Борис</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Вера</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Компьютер %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>This name shows nothing: it is made only of invisible characters. Type a name with letters that can be seen.</source>
        <translation>Это имя ничего не показывает: в нём только невидимые символы. Введите имя из букв, которые видно.</translation>
    </message>
    <message>
        <source>“%1” is a name this program gives its own players: please type another name.</source>
        <translation>«%1» — имя, которое программа даёт своим игрокам: введите другое имя.</translation>
    </message>
    <message>
        <source>%1 (player %2)</source>
        <translation>%1 (игрок %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a player&apos;s name and his computer level</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (player %2, %3)</source>
        <comment>a name two players share, told apart by the seat, and the computer level</comment>
        <translation>%1 (игрок %2, %3)</translation>
    </message>
    <message>
        <source>You must follow suit: %1.</source>
        <translation>Надо ходить в масть: %1.</translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must play a trump (%1).</source>
        <translation>Масти нет — надо козырять (%1).</translation>
    </message>
    <message>
        <source>You must beat the %1 (overtrump).</source>
        <translation>Надо перебить %1.</translation>
    </message>
    <message>
        <source>You must beat the highest trump in the trick (overtrump).</source>
        <translation>Надо перебить старший козырь во взятке.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>You do not hold this card.</source>
        <translation>У вас нет этой карты.</translation>
    </message>
    <message>
        <source>Bidding is not over yet.</source>
        <translation>Торговля ещё не закончена.</translation>
    </message>
    <message>
        <source>Bidding is over.</source>
        <translation>Торговля закончена.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Сдача закончена.</translation>
    </message>
    <message>
        <source>The dealer cannot pass in round 2: he must name a trump.</source>
        <translation>Сдающий не может пасовать во втором круге: он обязан назначить козырь.</translation>
    </message>
    <message>
        <source>The turned card&apos;s suit (%1) cannot be named in round 2.</source>
        <translation>Во втором круге нельзя назвать масть вскрышки (%1).</translation>
    </message>
    <message>
        <source>In round 1 you may only take or pass.</source>
        <translation>В первом круге можно только «беру» или «пас».</translation>
    </message>
    <message>
        <source>In round 2 you name a suit or pass.</source>
        <translation>Во втором круге называют масть или пасуют.</translation>
    </message>
    <message>
        <source>You cannot swap the seven now.</source>
        <translation>Сейчас нельзя заменить семёрку.</translation>
    </message>
    <message numerus="yes">
        <source>No redeal: your hand is worth %n points, more than %1.</source>
        <translation>
            <numerusform>Пересдачи не будет: на руке %n очко, больше %1.</numerusform>
            <numerusform>Пересдачи не будет: на руке %n очка, больше %1.</numerusform>
            <numerusform>Пересдачи не будет: на руке %n очков, больше %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>You cannot claim a redeal now.</source>
        <translation>Сейчас нельзя потребовать пересдачу.</translation>
    </message>
    <message>
        <source>This is not allowed now.</source>
        <translation>Сейчас так нельзя.</translation>
    </message>
</context>
</TS>
