"""Label words: the word over a question, an answer, an explanation and a list of options,
in the languages quizzes are written in.

Data, so that a language is a line, not a rule; kept apart so that srs.importers.common
stays small.
"""

from __future__ import annotations

QUESTION_MARKS = ("?", "？", "؟")
"""The marks a question ends with: the ASCII one, the full-width one of CJK text, the Arabic
one (`ما هو الـ Cache؟`, Persian and Urdu too)."""
QUESTION_LABELS = (
    "question",  # English, French
    "quesiton|questoin|qustion|quetion",  # English typed in haste (letters swapped or dropped)
    "frage",  # German
    "pregunta",  # Spanish
    "pergunta|questão|questao",  # Portuguese
    "domanda",  # Italian
    "vraag",  # Dutch
    "pytanie",  # Polish
    "вопрос|प्रश्न|প্রশ্ন",  # Russian, Hindi, Bengali
    "問題|質問|問",  # Japanese
    "问题|題目|题目|问",  # Chinese (`问：` over `答：`, the simplified `問：`)
    "질문|문제",  # Korean
    "câu hỏi|cau hoi|câu",  # Vietnamese (`Câu 3`: "item 3", a quiz's question number)
    "soru|pertanyaan|soal",  # Turkish, Indonesian (`Soal 3`: a practice sheet's item)
    "السؤال|سؤال|سوال|پرسش",  # Arabic, Persian
)
"""The word that labels a question (`Question 3`, `Frage 3:`, `問題1`), in the languages quiz
documents are most often written in: data, so that a language is a line, not a rule."""
NUMBERING_LABELS = "problem|exercise|item"
"""Words that number a question on a heading of their own and nothing more (`## Problem 3`,
`### Exercise 12`, a generated exam's `### Item 4`), the question written below it
(srs.importers.labelstart). Not question labels anywhere else: `Item 1: a book` in an
answer is a line of its list, `Problem: ...` a paragraph."""
EXERCISE_LABELS = (
    "exercise",  # English
    "exercice",  # French
    "esercizio",  # Italian
    "ejercicio",  # Spanish
    "exercício|exercicio",  # Portuguese
    "übung|uebung|aufgabe",  # German
    "упражнение",  # Russian
)
"""Words that number an exercise on a plain line with its stem after them (`Esercizio 3. Un
semaforo binario serve a`, `Exercise 4: Which ...`): a question label like `Question 3`,
whatever the stem ends with (srs.importers.exerciselabels)."""
FOLLOW_UP_LABELS = (
    "follow-up question|follow up question|followup question|follow-up|follow up|followup",
    "꼬리 질문|꼬리질문|추가 질문|추가질문",  # Korean ("tail question", "further question")
    "追加質問|深掘り質問|フォローアップ質問",  # Japanese
    "追问|追問|延伸问题|延伸問題|扩展问题|擴展問題",  # Chinese ("extension question" too)
    "pregunta de seguimiento|repregunta",  # Spanish
    "question de suivi|question de relance",  # French
    "folgefrage|nachfrage|anschlussfrage",  # German
    "pergunta de acompanhamento|pergunta complementar",  # Portuguese
    "уточняющий вопрос|дополнительный вопрос",  # Russian
)
"""The label of a follow-up question (`## 꼬리 질문 1`, `## Follow-up question 2`): on a
heading of its own over the question and its own answer heading, a question of its own
(srs.importers.followupnumbers)."""
QUESTION_STATEMENT_LABELS = (
    "question|statement|problem statement|prompt",  # English
    "énoncé|enonce|consigne",  # French
    "enunciado|planteamiento",  # Spanish, Portuguese
    "aufgabe|aufgabenstellung|fragestellung|frage",  # German
    "domanda|traccia",  # Italian
    "pergunta|questão|questao",  # Portuguese
    "вопрос|условие|формулировка",  # Russian
    "問題文|設問|题干|題幹|题目|題目",  # Japanese, Chinese
    "문제|질문",  # Korean
)
"""The bold label that opens a question's words on their line (`**Énoncé** : Listez ...`,
`**Enunciado**: ...`, `**Question** : ...`), under the heading that numbers the question: the
label says what follows, as `**Réponse modèle** :` does for the answer, no word of it
(srs.importers.questionlines)."""
KEYWORD_LABELS = (
    "key[ \\t]*words?|key[ \\t]+(?:terms|concepts)",  # English
    "schlüsselwörter|schlagwörter|stichwörter",  # German
    "palabras[ \\t]+clave|palavras[ \\t]*-?[ \\t]*chave",  # Spanish, Portuguese
    "mots[ \\t]*-?[ \\t]*clés?|parole[ \\t]+chiave",  # French, Italian
    "ключевые[ \\t]+слова",  # Russian
    "キーワード|关键词|關鍵詞|키워드",  # Japanese, Chinese, Korean
)
"""The bold label of a question's keywords field (`**Keywords:** hashing, base62`) between
its words and its answer label: the terms the answer should use, so no word of what is
asked; short comma-separated terms become the card's tags (srs.importers.questionlines)."""
QUESTION_TEXT_LABELS = "question[ \\t]+(?:text|stem|statement|prompt)|stem"
"""The field label over a question's words on a line of its own (`**Question Text:**` after
an exam dump's `**Question Type:**`, a generated exam item's `**Stem:**` under its objective):
no word of the question (srs.importers.questionlines)."""
QUESTION_DETAILS_LABELS = "questions?[ \\t]+details?"
"""The label over the rest of a question told under its heading (`**Questions Details:**`
under `### Q1: ...`, a FullStack.Cafe page's layout): the question's text goes on below it,
the label is no word of it (srs.importers.questiondetails)."""
SETUP_LABELS = (
    "context|scenario|background|situation|setup|set[ \\t-]?up|given|problem|task|prompt"
    "|code|snippet|example|input|output|data|diagram|figure|image|table|requirements?"
    "|constraints?|assumptions?|details?|hints?"
)
"""Labels over a part of the question itself (`**Context:**` over the case it asks about,
`**Diagram:**` over the picture it asks of): a labelled note under a question with one of
these stays the question's; other labelled notes there (`**AI Feedback:**` over a
screenshot) are about the answer (srs.importers.explained.note_to_answer)."""
QUESTION_PART_LABELS = (
    "situation|scenario|context|background|setup|given|task|problem|question|prompt"
    "|requirements?|constraints?|code",  # English
    "aufgabe|ausgangslage|kontext|szenario|frage|hintergrund",  # German
    "situación|situacion|escenario|contexto|tarea|problema|pregunta|enunciado",  # Spanish
    "situação|situacao|cenário|cenario|tarefa|pergunta|questão|questao",  # Portuguese
    "contexte|scénario|tâche|tache|problème|probleme|énoncé|enonce|consigne",  # French
    "contesto|compito|domanda",  # Italian
    "ситуация|сценарий|контекст|задача|задание|вопрос|условие",  # Russian
    "状況|場面|シナリオ|背景|前提|課題|問題|質問|設問|お題|要件|コード",  # Japanese
    "情境|场景|場景|任务|任務|问题|題目|题目|要求|代码|代碼",  # Chinese
    "상황|시나리오|배경|과제|문제|질문|요구사항|코드",  # Korean
)
"""The title of a part of a question told under its heading (`## Situation`, `## Task`,
Japanese `## 状況` / `## 問題`), a sub-heading of the question's own
(srs.importers.questionparts)."""
PROBLEM_SETTING_LABELS = (
    "problem(?:[ \\t]+(?:statement|description|definition))?|description|task|statement"
    "|prompt",  # English
    "题目描述|題目描述|问题描述|問題描述|题目|題目|题意|題意|描述",  # Chinese
    "問題文|問題|課題",  # Japanese
    "문제[ \\t]*설명|문제",  # Korean
    "условие(?:[ \\t]+задачи)?|постановка[ \\t]+задачи|задача|описание",  # Russian
    "enunciado|descripción|descripcion|descrição|descricao|problema",  # Spanish, Portuguese
    "énoncé|enonce|problème|probleme",  # French
    "aufgabenstellung|aufgabe|problemstellung|beschreibung",  # German
)
"""The name of the section that sets a coding problem, the first under its title
(`## Problem Statement`, Chinese `## 1. 🎨题目描述`), on a page that writes each problem up as
sections (srs.importers.problempages)."""
PROBLEM_SOLVING_LABELS = (
    "(?:(?:my|the|optimal|brute[ \\t]+force|efficient)[ \\t]+)?(?:approach(?:es)?"
    "|solutions?|intuition|algorithm|code|implementation|explanation"
    "|(?:time[ \\t]+(?:and|&)[ \\t]+space[ \\t]+)?complexity(?:[ \\t]+analysis)?)",  # English
    "解题思路|解題思路|思路|解法|题解|題解|解答|代码|代碼|复杂度|複雜度|算法|演算法|实现|實現",  # Chinese
    "解説|コード|アプローチ|計算量|実装|考え方",  # Japanese
    "풀이|해설|해결|접근|코드|복잡도|구현",  # Korean
    "решение|подход|код|сложность|алгоритм|разбор|реализация",  # Russian
    "solución|solucion|solução|solucao|enfoque|abordagem|código|codigo|complejidad"
    "|complexidade|algoritmo|implementación|implementacion|implementação",  # Spanish, Portuguese
    "approche|complexité|complexite|algorithme|implémentation",  # French
    "lösung|loesung|ansatz|komplexität|komplexitaet|algorithmus|implementierung",  # German
)
"""The name of a section that solves it (`## Approach`, `## 2. 🧠解题思路`): the answer
starts at the first (srs.importers.problempages)."""
TASK_LABELS = (
    "task|exercise|assignment",  # English
    "aufgabe|übung|uebung",  # German
    "tarea|ejercicio|consigna",  # Spanish
    "tarefa|exercício|exercicio",  # Portuguese
    "tâche|tache|exercice|consigne",  # French
    "compito|esercizio",  # Italian
    "opdracht|oefening",  # Dutch
    "zadanie|ćwiczenie|cwiczenie",  # Polish
    "задача|задание|упражнение",  # Russian
    "課題|タスク|演習",  # Japanese
    "任务|任務|练习|練習|习题|習題",  # Chinese
    "과제|실습",  # Korean
)
"""The label over a practice task's statement (`**Task:** Write a tokenizer ...`, `**Задача:**
...`, `**任务：**...`), a task set to do rather than a question asked
(srs.importers.practicetasks). Not `Problem:` nor `Challenge:`, which also head a troubleshooting
case's or a story's part."""
ANSWER_LABELS = (
    "answer|ans",
    "anwser|answser|asnwer|ansewr|awnser|answre",  # misspelt, as typed in a hurry: `Anwser: C`
    "réponse|reponse",
    "antwort|rechnung/lösung|lösung|losung",  # `Rechnung/Lösung:`, "working/answer"
    "respuesta|solución|solucion",
    "resposta|solução|solucao",
    "risposta|soluzione",
    "antwoord",
    "poprawna odpowiedź|prawidłowa odpowiedź|poprawne odpowiedzi|prawidłowe odpowiedzi"
    "|odpowiedzi|odpowiedź|odpowiedz"
    "|poprawne|poprawna|poprawny|prawidłowe|prawidłowa|prawidłowy",  # Polish ("correct:")
    "ответ|उत्तर|উত্তর",  # Russian, Hindi, Bengali
    "模範解答|模範回答|解答例|回答例|解答|答え|回答|正解",  # 模範解答: "model answer"
    "正确答案|正確答案|参考答案|參考答案|解题思路|解題思路|答案|答",  # 解题思路: "solution"
    "모범 답안|모범답안|모범 답변|답안|답변|정답|답",  # 모범 답안: "model answer"
    "câu trả lời đúng|câu trả lời|cau tra loi|trả lời|tra loi|đáp án đúng|đáp án chính xác"
    "|đáp án|dap an dung|dap an",  # Vietnamese (`Đáp án đúng`: "correct answer")
    "cevap|yanıt|jawaban",  # Turkish, Indonesian
    "الإجابة الصحيحة|الإجابة|الاجابة|الجواب|إجابة|اجابة|جواب|پاسخ",  # Arabic, Persian
)
"""The word that labels an answer (`Answer:`, `Réponse :`, `**Antwort:**`, `解答`)."""
OWN_ATTEMPT_LABELS = (
    "your[ \\t]+answer|selected[ \\t]+answer",  # English
    "tu[ \\t]+respuesta|su[ \\t]+respuesta|respuesta[ \\t]+(?:seleccionada|elegida|marcada)",  # Spanish
    "ihre[ \\t]+antwort|deine[ \\t]+antwort|(?:ausgewählte|gewählte|gegebene)[ \\t]+antwort",  # German
    "votre[ \\t]+r[ée]ponse|ta[ \\t]+r[ée]ponse|r[ée]ponse[ \\t]+(?:choisie|s[ée]lectionn[ée]e|donn[ée]e)",  # French
    "sua[ \\t]+resposta|tua[ \\t]+resposta|resposta[ \\t]+(?:selecionada|escolhida|marcada)",  # Portuguese
    "(?:la[ \\t]+)?tua[ \\t]+risposta|risposta[ \\t]+(?:selezionata|scelta|data)",  # Italian
    "jouw[ \\t]+antwoord|uw[ \\t]+antwoord|je[ \\t]+antwoord|gekozen[ \\t]+antwoord",  # Dutch
    "twoja[ \\t]+odpowiedź|wybrana[ \\t]+odpowiedź",  # Polish
    "ваш[ \\t]+ответ|твой[ \\t]+ответ|выбранный[ \\t]+ответ",  # Russian
    "你的答案|您的答案|你的回答|您的回答|你的选择|所选答案",  # Chinese
    "あなたの回答|あなたの解答|あなたの答え",  # Japanese
    "내[ \\t]*답안|내[ \\t]*답변|내[ \\t]*답|선택한[ \\t]*답",  # Korean
    "câu trả lời của bạn|đáp án của bạn",  # Vietnamese
    "cevabınız|yanıtınız",  # Turkish
)
"""The label of a graded quiz's record of what the taker picked (`Your Answer: A`, `Tu
respuesta: A`, `Ihre Antwort: A`), which may be wrong: never the key where the question has a
key of its own (`Correct Answer: C`), in the languages quizzes are written in, a language a
line (srs.importers.ownattempts)."""
ANSWER_PHRASES = (
    "respostas?[ \\t]+(?:possíve(?:l|is)|possive(?:l|is)|corretas?|certas?|sugeridas?|esperadas?|modelo"
    "|(?:de[ \\t]+)?refer[eê]ncia)",
    "respuestas?[ \\t]+(?:posibles?|correctas?|sugeridas?|esperadas?|modelo|(?:de[ \\t]+)?referencia)"
    "|posibles[ \\t]+respuestas",
    "r[ée]ponses?[ \\t]+(?:possibles?|correctes?|attendues?|type|modèles?|de[ \\t]+r[ée]f[ée]rence)"
    "|bonnes?[ \\t]+réponses?",
    "rispost[ae][ \\t]+(?:possibil[ei]|corrett[ae]|esatt[ae]|suggerit[ae])",
    "(?:mögliche|moegliche|richtige|korrekte|erwartete)[ \\t]+antwort(?:en)?|musterlösung(?:en)?"
    "|musterantwort(?:en)?|beispielantwort(?:en)?",  # German
    "(?:правильный|верный)[ \\t]+ответ",  # Russian ("correct answer")
    "doğru[ \\t]+(?:cevap|yanıt)",  # Turkish
    "jawaban[ \\t]+(?:yang[ \\t]+)?benar",  # Indonesian
    "(?<=[*_])(?:expected|ожидается)(?=[ \\t]*[*_]*[ \\t]*[:：])",  # `**Expected:**`, "expected" alone
    "ожидаемый[ \\t]+ответ",  # Russian ("expected answer")
)
"""An answer label of two words, the adjective after the noun as Romance languages put it
(`**Respostas possíveis:**`, "possible answers") or a German compound (`Musterlösung:`): one
label, none of it the answer. English puts its adjectives first (srs.importers.common). An
interview kit heads the answer it expects with the adjective alone in bold (`**Expected:**`,
`**Ожидается:**`), its colon right after it: `Expected output:`, `expected to` and a plain
`Expected: 5` (a test's expected value, a report's expected result) stay text."""
ANSWER_PHRASE_WORDS = "|".join(ANSWER_PHRASES)
ANSWER_PHRASE_HEADS = (
    *("resp", "répo", "repo", "risp", "posi", "bonn"),
    *("mögl", "moeg", "rich", "korr", "erwa", "must", "beis"),  # German
    *("прав", "верн", "ожид", "doğr", "jawa"),  # Russian, Turkish, Indonesian
    "expe",  # `Expected:`
)
"""Each phrase's first letters, by which srs.importers.labelpattern lets a line try the label."""
EXPLANATION_LABELS = (
    "explanation|overall\\s+explanation|rationale|reasoning|justification|feedback",
    "explication",  # French
    "erklärung|erklaerung|begründung",  # German
    "explicación|explicacion",  # Spanish
    "explicação|explicacao",  # Portuguese
    "解析|解释|解釋|解説",  # Chinese, Japanese
    "해설",  # Korean
    "giải[ \\t]+thích|giai[ \\t]+thich",  # Vietnamese
)
"""The word that labels an explanation beside the answer (`Explanation:`, `### 📖 解析`): data,
as the question and answer labels are, so that a quiz in another language keeps its
explanation with its question instead of reading it as questions of its own."""
SOLE_EXPLANATION_LABELS = ("pembahasan|penjelasan",)  # Indonesian ("discussion", "explanation")
"""Explanation words read as a label only where nothing else labels the answer (`**Pembahasan:**`
under a question asked over its code), which it then labels (srs.importers.soleexplanation).
Not in `EXPLANATION_LABELS`: an Indonesian quiz writes `Penjelasan:` under its `Jawaban:` as
more of that answer, kept whole there."""
SOLE_EXPLANATION_WORDS = "|".join(SOLE_EXPLANATION_LABELS)
EXAMPLE_LABELS = (
    "examples?(?:[ \\t]+#?\\d{1,3})?|for\\s+example|code\\s+examples?|sample\\s+code|output|usage|syntax",
    "ejemplos?(?:[ \\t]+#?\\d{1,3})?|por\\s+ejemplo|ejemplos?\\s+de\\s+c[oó]digo",  # Spanish
    "exemplos?(?:[ \\t]+#?\\d{1,3})?|por\\s+exemplo|exemplos?\\s+de\\s+c[oó]digo",  # Portuguese
    "exemples?(?:[ \\t]+#?\\d{1,3})?|par\\s+exemple|exemples?\\s+de\\s+code",  # French
    "beispiele?(?:[ \\t]+#?\\d{1,3})?|zum\\s+beispiel|code-?beispiele?",  # German
    "esempio?(?:[ \\t]+#?\\d{1,3})?|per\\s+esempio",  # Italian
)
"""The title of an answer's example (`## Example`, `### Example 2: ...`, `### Output:`, `###
Ejemplo`, `### Beispiel`) under a question, at any level: a part of the answer, never a
section or a question of its own (srs.importers.headings' `EXAMPLE_HEADING_RE`)."""
EXAMPLE_WORDS = "|".join(EXAMPLE_LABELS)
OPTION_WORDS = (
    "option|alternative",  # English (and German, French: `Option C`, `option D`)
    "opción|opcion|alternativa",  # Spanish
    "opção|opcao|alternativa",  # Portuguese
    "opzione|alternativa",  # Italian
    "вариант",  # Russian
)
"""The word a quiz names one option with before its letter (`Opción A:`, a key's `Respuesta:
Opción A`), in its language: data, a language a line (srs.importers.optionwords)."""
KEY_LETTER_WORDS = (
    "letter",  # English (`Answer: Letter C`)
    "letra",  # Portuguese, Spanish (`Resposta: Letra C`)
    "lettre",  # French
    "lettera",  # Italian
    "buchstabe",  # German
)
"""The word a key names its option's letter with (`R : Letra C. II e IV`): alone, with no
letter after it, it is a key still to be filled in (srs.importers.placeholders)."""
OPTIONS_LABELS = (
    "options|choices|alternatives",
    "opciones|alternativas",  # Spanish
    "opções|opcoes",  # Portuguese
    "optionen|antwortmöglichkeiten",  # German
    "варианты(?:\\s+ответов)?|ответы",  # Russian
    "选项|選項|選択肢|선택지|보기",  # Chinese, Japanese, Korean
)
"""The word that labels the list of options under a question (`Options:`, `**选项：**`)."""
EXPLANATION_WORDS = "|".join(EXPLANATION_LABELS)
OPTION_NOTE_LABELS = (
    "feedback|comments?|commentary",
    "commentaires?|rétroaction|retroaction",  # French
    "retroalimentaci[oó]n|comentarios?",  # Spanish
    "comentários?|comentarios?",  # Portuguese
    "kommentar|rückmeldung|rueckmeldung",  # German
    "commento|riscontro",  # Italian
    "反馈|回馈|フィードバック|コメント|피드백",  # Chinese, Japanese, Korean
)
"""The word that labels a note under one option of a quiz (`- [ ] b) DNS` over `  -
**Feedback :** Correct. ...`, `Retroalimentación:`, `Commentaire :`): besides the
explanation's own labels, only there (srs.importers.optionnotes), where a comment under every
option of a run can be nothing but what the quiz says of that option."""
OPTION_NOTE_WORDS = "|".join(OPTION_NOTE_LABELS)
EXPLANATION_COLUMN_LABELS = (
    EXPLANATION_WORDS,
    "why|reasons?|notes?|comments?|remarks?",
    "pourquoi|remarques?",  # French
    "por[ \\t]+qu[eé]|porqu[eé]|notas?",  # Spanish, Portuguese
    "warum|anmerkungen?|hinweise?",  # German
    "原因|理由|备注|備註|備考|비고",  # Chinese, Japanese, Korean
)
"""The header of an answer-key table's column that explains each entry (`| # | Answer | Why
|`, `| Q | Answer | Notes |`): the explanation words and the few more a column is headed
with. A column headed otherwise (`Section`, `Topic`, `Difficulty`) files the question
somewhere and explains nothing (srs.importers.keyrows)."""
OPTION_PROMPTS = (
    "select\\s+one(?:\\s+or\\s+more)?|choose\\s+(?:one|at\\s+least\\s+one)(?:\\s+answer)?",
    "scegli\\s+un['’]\\s*alternativa|scegli\\s+una\\s+o\\s+più\\s+alternative",  # Italian
    "selecciona\\s+una|seleccione\\s+una(?:\\s+o\\s+más(?:\\s+de\\s+una)?)?",  # Spanish
    "(?:choisissez|veuillez\\s+choisir)\\s+(?:une|au\\s+moins\\s+une)\\s+réponse",  # French
    "wählen\\s+sie\\s+(?:eine|eine\\s+oder\\s+mehrere)\\s+antworten?",  # German
    "(?:escolha|selecione)\\s+uma(?:\\s+opção|\\s+ou\\s+mais)?",  # Portuguese
)
"""What a quiz page (Moodle's review) prints between the question and its options
(`Select one:`, `Scegli un'alternativa:`): furniture over the options, as `Options:` is."""
OPTIONS_WORDS = "|".join((*OPTIONS_LABELS, *OPTION_PROMPTS))
KEY_TITLES = (
    "respuestas|soluciones|solucionario|respuestas\\s+correctas|correcci[oó]n(?:es)?",  # Spanish
    "(?:clave|hoja)\\s+de\\s+respuestas",  # Spanish: the key, the answer sheet
    "respostas|soluções|solucoes|gabarito|respostas\\s+corretas|corre[çc](?:[ãa]o|[õo]es)",  # Portuguese
    "(?:chave|folha)\\s+de\\s+respostas",  # Portuguese: the key, the answer sheet
    "réponses|reponses|corrigés?|corriges?|corrections?|bonnes\\s+réponses",  # French
    "cl[ée]s?\\s+des\\s+r[ée]ponses",  # French: the key
    "risposte|soluzioni|risposte\\s+corrette|correzioni",  # Italian
    "chiave\\s+(?:delle\\s+)?risposte",  # Italian: the key
    "antworten|lösungen|loesungen|auflösung(?:en)?|lösungsschlüssel",  # German
    "antwoorden|oplossingen",  # Dutch
    "odpowiedzi|rozwiązania|rozwiazania|klucz\\s+odpowiedzi",  # Polish
    "odpovědi|odpovede",  # Czech, Slovak
    "ответы|правильные\\s+ответы|ключ(?:\\s+к\\s+тесту)?|відповіді",  # Russian, Ukrainian
    "facit",  # Swedish, Danish, Norwegian
    "vastaukset|ratkaisut",  # Finnish
    "megoldások|válaszok",  # Hungarian
    "răspunsuri|raspunsuri|soluții|solutii",  # Romanian
    "απαντήσεις|λύσεις",  # Greek
    "cevaplar|cevap\\s+anahtarı|yanıtlar",  # Turkish
    "kunci\\s+jawaban",  # Indonesian
    "解答|答案|正解一覧|解答一覧",  # Chinese, Japanese
)
"""The title of an answer key at the end of a quiz, in languages other than English (`##
Soluzioni`, `## Lösungen`, `## Ответы`): data, a language a line. Only words that title the
key of all the questions: a language's singular answer label (`Jawaban`, `Đáp án`, `정답`)
also heads each question's own answer, so it is no key title (srs.importers.common's
`END_MATTER_RE`)."""
KEY_TITLE_WORDS = "|".join(KEY_TITLES)
SCORE_BAND = (
    r"(?:(?:very|sehr|très|muy|molto)\s+)?(?:excellent|outstanding|exceptional|exemplary|expert"
    r"|good|strong|solid|proficient|competent|acceptable|adequate|average|fair|satisfactory"
    r"|developing|basic|weak|poor|unsatisfactory|insufficient|inadequate|failing|novice|level"
    r"|band|grade|tier|gut\w*|ausgezeichnet\w*|schwach\w*|mangelhaft\w*|excellente?s?|bonne?s?"
    r"|moyenne?s?|faibles?|insuffisante?s?|excelentes?|buen[oa]s?|regular(?:es)?|mal[oa]s?"
    r"|deficientes?|[óo]tim[oa]s?|bo[am]|ottim[oa]|buon[oa]|sufficiente|scars[oa]|отличн\w*"
    r"|хорош\w*|удовлетворительн\w*|плох\w*|слаб\w*)\b[^?()\d]{0,30}?[(\[]?[ \t]*\d{1,3}[ \t]*"
    r"[-–—][ \t]*\d{1,3}[ \t]*(?:points?|pts|marks|punkte|puntos|pontos|punti|баллов|балла|分|점)"
)
"""A score band's title (`### Excellent Answer (9-10 points)`, `### Poor (0-2 pts)`, `## Sehr
gute Antwort (9-10 Punkte)`): a grade's word, then a range of points; a task worth points
(`### Design a cache (10-15 points)`) names no grade, and stays a question."""
SCORING_WORDS = r"scoring|(?:your\s+)?score|tally|how\s+did\s+you\s+do|grading|(?:(?:evaluation|grading|scoring|assessment)\s+)?rubrics?|evaluation\s+criteria|assessment\s+criteria"
"""The words a quiz's scoring guide is titled with (`## Scoring Guide`, `### Score 18-20`,
`## Evaluation Rubric` over what each level of candidate can do):
end matter (srs.importers.common) that is never reported (srs.importers.droppedtext)."""
SCORING_WORDS_ABROAD = (
    r"bewertung(?:s(?:kriterien|schema|schlüssel|raster|maßstab))?(?=\s*(?:[-–—:(].*)?$)"
    r"|punkteverteilung|bar[èe]me|(?:grille|critères)\s+d['’][ée]valuation|puntuaci[óo]n"
    r"|criterios\s+de\s+evaluaci[óo]n|pontua[çc][ãa]o|crit[ée]rios\s+de\s+avalia[çc][ãa]o"
    r"|punteggio|criteri\s+di\s+valutazione|критерии\s+оцен\w+|система\s+оцен\w+|оценивание"
    r"|评分(?:标准)?|評分(?:標準)?|採点(?:基準)?|채점(?:\s*기준)?|평가\s*기준"
)
"""`SCORING_WORDS` in the languages quizzes are written in (`## Bewertung`, `## Barème`,
`## Punteggio`, `## 评分标准`); `Bewertung` alone or over a colon or bracket only:
`Bewertung von Aktien` is a topic."""
SCORING_FIRST = frozenset("bpgcкос评評採채평")
"""The first letters (lower case) of `SCORING_WORDS_ABROAD`: a title opening otherwise is
not tested against them (the cheap test first: every heading is asked)."""
QUESTION_FIELD_LABELS = ("title|prompt|stem|text|statement",)
"""The key of the one field that holds the question among a question bank's metadata fields
(`**ID**: css-007` / `**Title**: Why do margins collapse?` / `**Difficulty**: Easy` under a
`## Question 7` heading that says nothing): a field's key, not a label that starts a question,
since `Title:` opens many a line that asks nothing (srs.importers.fieldquestion)."""
LETTER_PAIRS = (
    ("S", "C", "Soru", "Cevap"),  # Turkish
    ("P", "R", "Pergunta", "Resposta"),  # Portuguese, Spanish
)
"""One-letter question and answer labels a language abbreviates its label words to (`**S:
...**` over `C: ...`, as English writes `Q:` over `A:`), each with the words it stands for: a
pair of letters, read as labels only where a document uses both, paired, throughout
(srs.importers.letterpairs)."""
JOINING_WORDS = (
    "and|or",  # English
    "e|ou",  # Portuguese (`c e d`), French `ou`
    "et",  # French
    "y|o|u",  # Spanish (`u` before an o-)
    "e|o",  # Italian
    "und|oder",  # German
    "en|of",  # Dutch
    "i|lub",  # Polish
    "и|или",  # Russian
    "ve|veya",  # Turkish
    "dan|atau",  # Indonesian
)
"""The words a key joins the letters of several right options with (`B and D`, `c e d`, `A
oder C`), in the languages quizzes are written in (srs.importers.options): data, a language a
line. Lower case only: a capital `E` between letters (`C E D`) is option E."""
KEY_SENTENCES = (
    "(?:the[ \\t]+)?(?:(?:correct|right)[ \\t]+)?answer[ \\t]+is",  # English
    "(?:la[ \\t]+)?respuesta(?:[ \\t]+correcta)?[ \\t]+es",  # Spanish
    "(?:a[ \\t]+)?resposta(?:[ \\t]+correta)?[ \\t]+é",  # Portuguese
    "(?:la[ \\t]+)?(?:bonne[ \\t]+)?r[ée]ponse(?:[ \\t]+correcte)?[ \\t]+est",  # French
    "(?:la[ \\t]+)?risposta(?:[ \\t]+corretta)?[ \\t]+è",  # Italian
    "(?:die[ \\t]+)?(?:richtige[ \\t]+)?antwort[ \\t]+ist",  # German
    "(?:правильный[ \\t]+)?ответ[ \\t]*[-–—]",  # Russian (`Ответ — B`)
    "答えは|正解は|解答は",  # Japanese
    "(?:正确|正確)?答案(?:是|为|為)|正确的答案是|正確的答案是",  # Chinese
    "정답은|답은",  # Korean
)
"""The words a sentence that names a question's key opens with (`The answer is B.`, `答えは
「B」。`, `正确答案是 B`, `정답은 B입니다`), in the languages quizzes are written in: data, a
language a line. A label and its colon (`Answer: B`) is `common.ANSWER_RE`'s
(srs.importers.keysheets)."""
KEY_SENTENCE_WORDS = "|".join(KEY_SENTENCES)
VERDICT_PAIRS = (
    ("true", "false"),  # English
    ("vrai", "faux"),  # French
    ("verdadero", "falso"),  # Spanish
    ("verdadeiro", "falso"),  # Portuguese
    ("vero", "falso"),  # Italian
    ("wahr", "falsch"),  # German
    ("richtig", "falsch"),  # German
    ("waar", "onwaar"),  # Dutch
    ("đúng", "sai"),  # Vietnamese
    ("benar", "salah"),  # Indonesian, Malay
    ("правда", "ложь"),  # Russian
    ("верно", "неверно"),  # Russian
    ("对", "错"),  # Chinese
    ("正确", "错误"),  # Chinese
)
"""A statement's two verdicts, true and false, in the languages quizzes are written in: data,
a pair a line (a blank offering both, srs.importers.placeholders; a verdict answering a
statement, srs.importers.verdictanswers)."""
VERDICT_LETTERS = {"T": "True", "F": "False"}
"""A key's verdict by its letter alone (`3. F`), the word it stands for: a statement's answer
(srs.importers.keyedstatements, srs.importers.keymatch)."""
GRADER_VERDICTS = (
    "correct|incorrect|right|wrong|not[ \t]+correct",  # English
    "richtig|falsch",  # German
    "correcte?|incorrecte?|juste|faux",  # French
    "correct[oa]|incorrect[oa]",  # Spanish
    "corret[oa]|incorret[oa]|cert[oa]|errad[oa]",  # Portuguese
    "corrett[oa]|sbagliat[oa]|giust[oa]",  # Italian
    "верно|неверно|правильно|неправильно",  # Russian
    "正确|错误|正確|錯誤",  # Chinese
    "正解|不正解",  # Japanese
    "정답|오답",  # Korean
    "đúng|sai|benar|salah|doğru|yanlış|poprawnie|błędnie|juist|onjuist",  # more
)
"""The word an online quiz's grader shows under the option a taker picked (`Correct`,
`Incorrect`, `Richtig`, `不正解`): its verdict on that pick, no word of the option nor an
answer's label (srs.importers.verdicts); a language a line."""
SELF_MARKS = (
    "wrong|right|correct|incorrect|missed|solved|unsolved|failed|passed",  # English
    "틀림|틀렸음|맞음|맞았음|오답|정답|모름",  # Korean ("wrong", "right", "didn't know")
    "不正解|正解|誤答|間違い",  # Japanese
    "错误|錯誤|正确|正確|做错|做錯|做对|做對|答错|答錯|答对|答對",  # Chinese
    "falsch|richtig",  # German
    "faux|juste|correcte|incorrecte|ratée?|réussie?",  # French
    "correcta|incorrecta|fallada|acertada|bien|mal",  # Spanish
    "certa|errada|certo|errado",  # Portuguese
    "giusta|sbagliata|corretta",  # Italian
    "верно|неверно|правильно|неправильно",  # Russian
    "✅|❌|⭕|✔️?|✗|✘|✖️?",  # the marks themselves
)
"""The mark someone reviewing a quiz writes after a question's number on its heading (`# 문제
77 - 틀림`, `## Problem 12 - wrong`): whether they got it right, no word of the question,
which is the text below (srs.importers.labelstart.self_marked); a language a line."""
SHOW_WORDS = (
    "show|view|see|reveal|click|toggle|expand|check|display",  # English
    "보기|확인하기|확인|펼치기|클릭",  # Korean (`정답 보기`: "show the answer")
    "点击查看|點擊查看|点击显示|點擊顯示|查看|显示|顯示|展开|展開|点击|點擊",  # Chinese
    "を見る|を表示|を確認|表示|見る|クリック",  # Japanese (`答えを見る`)
    "показать|посмотреть|смотреть|открыть",  # Russian
    "ver|mostrar|voir|afficher|anzeigen|zeigen|mostra|vedi|visualizza",  # Romance, German
    "xem|göster|lihat|tampilkan|pokaż|toon|bekijk",  # Vietnamese, Turkish, Indonesian, Polish, Dutch
)
"""The words of a fold's button that asks to show what it hides (`정답 보기`, `查看答案`,
`Показать ответ`, `Voir la réponse`), before or after the answer's label: with that label
the summary hides the answer, it asks no question (srs.importers.details)."""
