"""A chat page's chrome, pasted with the text of an answer.

Answers copied out of a chat assistant's page as plain text carry each code block's header:
the language's name on a line of its own, then the `Copy code` button's label, then the code
(`php` / `Copy code` / `function connectDB(...) {`). The two lines are the page's buttons, not
the answer: they go, the code stays.

A page assembled from a chat's replies can keep the assistant's preamble to the next reply
after an answer (`Here's your optimized and polished Markdown for **Questions 22–35**,
complete with:` over a list of what it changed, then the page's rule), or its offer to go on
at the page's end (`Would you like me to continue with questions 11-15?`): words to the one
who asked; they go from the answer (or explanation) they close (`without_chat_words`). So does
a reply's sign-off closing an answer, in any of the languages of `SIGN_OFFS` (`Let me know if
you need anything else!`, `Se precisar de mais alguma coisa, é só perguntar!`, `¿Quieres que
te explique más sobre ...?`, `Espero que isso ajude!`): a paragraph of its own, after the
answer's text, that opens so.

A page pasted from several replies keeps the assistant's segue from one part to the next
after the part's last answer (`Perfect 💪! Let's now level up to the **INTERMEDIATE
QUESTIONS** 🔥`, before `## Intermediate Questions`): `chat_segue` tells it, and the segmenter
cuts it from that answer and reports it as text in no card (srs.importers.closing).

A page pasted from a chat keeps the assistant's words about the page it is making, after
the last answer of a section as much as after the last one (`These questions cover the
essentials of Docker and Kubernetes. Good luck! 🚀`, `Alright, let's create a Markdown
document with these questions.`, `This Markdown should help you prepare for your interview.`):
`chat_closing` tells them, and the segmenter cuts them from that answer and reports them as
text in no card (srs.importers.closing). Only a short paragraph of its own that opens so:
`These notes are kept in etcd.` or `Let's write a test for it.` closing an answer is the
answer's.

A chat copied from its page keeps the page's turn headers (`**You said:**` over the user's
next prompt, then `**ChatGPT said:**` over the reply, which is the next part's questions):
`chat_turn` tells such a header; the segmenter cuts the turn, with the offer that ended the
reply above it (`Let me know if you want a PDF version ...`), from the answer it closes and
reports it (srs.importers.closing).
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

_COPY_BUTTON = "Copy code"
_LANGUAGE_RE = lazy(r"^[a-z][a-z0-9+#.-]{0,19}$")
"""A language's name as the header shows it (`php`, `c++`, `javascript`, `bash`)."""


def without_copy_buttons(text: str) -> str:
    """The answer without its `Copy code` lines and the language name over each, nor a
    chat assistant's words closing it (`without_chat_words`)."""
    text = without_chat_words(text)
    if _COPY_BUTTON not in text:
        return text  # a cheap test first: most answers have none
    kept: list[str] = []
    for line in text.split("\n"):
        if line.strip() != _COPY_BUTTON:
            kept.append(line)
            continue
        if kept and _LANGUAGE_RE.match(kept[-1].strip()):
            kept.pop()
    return "\n".join(kept).strip("\n")


_PREAMBLE_RE = lazy(
    r"^(?:(?:sure|certainly|of[ \t]+course|absolutely)[!,.][ \t]+here(?:'s|’s|[ \t]+is|[ \t]+are)\b.*"
    r"|(?:sure[!,.]?[ \t]+)?here(?:'s|’s|[ \t]+is|[ \t]+are)[ \t]+(?:your|the[ \t]+(?:updated"
    r"|optimized|optimised|polished|revised|improved|rewritten|cleaned[ \t]+up|formatted))\b.*:[*_ \t]*)$",
    re.I,
)
"""A chat assistant's words over what it wrote next: ending with a colon, or opening with its
assent (`Certainly! Here are more questions ...`), which no answer does."""
_TAIL_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+\S.*|(?:-{3,}|\*{3,}|_{3,})[ \t]*)?$")
"""A line a preamble's tail may hold: a bullet, a rule, or nothing."""


SIGN_OFFS = (
    r"(?:would|do)\s+you\s+(?:like|want)\s+me\s+to|want\s+me\s+to|let\s+me\s+know\s+if\s+you"
    r"|feel\s+free\s+to\s+(?:ask|reach\s+out)|if\s+you(?:'d)?\s+(?:want|like),\s+I\s+can",  # English
    r"(?:voc[êe]\s+)?(?:quer|gostaria)\s+que\s+eu|se\s+(?:voc[êe]\s+)?precisar\s+de\s+mais\s+(?:alguma\s+coisa|algo|ajuda|detalhes|exemplos)"
    r"|[ée]\s+s[óo]\s+(?:perguntar|pedir|chamar|falar)|se\s+quiser(?:es)?,\s+(?:eu\s+)?posso",  # Portuguese
    r"(?:quieres|quiere|deseas|desea)\s+que\s+(?:te\s+|le\s+)?\w+|te\s+gustar[íi]a\s+que"
    r"|si\s+necesitas\s+(?:algo\s+m[áa]s|m[áa]s\s+ayuda)|no\s+dudes\s+en\s+(?:preguntar|consultar)"
    r"|si\s+(?:quieres|lo\s+deseas),\s+(?:te\s+)?puedo",  # Spanish
    r"(?:voulez|souhaitez|aimeriez)-vous\s+que\s+je|(?:veux|aimerais)-tu\s+que\s+je"
    r"|n['’]h[ée]site[zr]?\s+pas\s+[àa]\s+(?:me\s+)?(?:demander|poser|contacter)"
    r"|si\s+(?:vous\s+(?:le\s+)?voulez|tu\s+(?:le\s+)?veux),\s+je\s+peux",  # French
    r"(?:m[öo]chtest\s+du|m[öo]chten\s+sie|willst\s+du),?\s+dass\s+ich|soll\s+ich\s+(?:dir|ihnen|euch)\b"
    r"|(?:lass|lasst|lassen\s+sie)\s+mich\s+wissen|sag\s+(?:einfach\s+)?bescheid"
    r"|wenn\s+(?:du|sie)\s+(?:möchtest|möchten|willst|magst),\s+kann\s+ich",  # German
)
"""How a chat assistant's reply signs off, offering more (`Would you like me to ...`, `Quer
que eu ...`, `¿Te gustaría que ...`, `Voulez-vous que je ...`, `Möchtest du, dass ich ...`):
data, a language to a line. With `HOPES`, the one list of a reply's sign-offs."""
HOPES = (
    r"(?:i\s+)?hope\s+(?:this|these|it)\s+helps?",  # English
    r"espero\s+que\s+(?:isso\s+|isto\s+)?(?:te\s+|lhe\s+)?(?:ajude|sirva)",  # Portuguese
    r"espero\s+que\s+(?:esto\s+)?(?:te\s+|le\s+)?(?:ayude|sirva)",  # Spanish
    r"j['’]esp[èe]re\s+que\s+(?:cela|ça|ceci)\s+(?:vous\s+|t['’])?(?:aide|aidera|sera\s+utile)",  # French
    r"ich\s+hoffe,?\s+(?:das|dies|es)\s+hilft",  # German
)
"""A reply's hope that it helped (`Hope this helps!`, `Espero que isso ajude!`): about the
reply, never an answer's words; after the last answer, the page's closing words
(srs.importers.closing)."""
HOPE_WORDS = "|".join(HOPES)

_SIGN_OFF_RE = lazy(rf"^[\W_]*(?:{'|'.join(SIGN_OFFS)}|{HOPE_WORDS})\b", re.I)
"""A paragraph that opens with a sign-off (past leading marks: `¿`, `¡`, `👉`)."""
_SIGN_OFF_MAX = 300
"""How long a sign-off runs at most: a line or two, never a paragraph of an answer."""


def sign_off(text: str) -> bool:
    """Whether a line or a paragraph opens with a chat reply's sign-off (see `SIGN_OFFS`,
    `HOPES`): words to the one who asked, in any of those languages."""
    return len(text) <= _SIGN_OFF_MAX and _SIGN_OFF_RE.match(text) is not None


_OFFER_RE = lazy(
    r"(?:^|[.!]\s)(?:would\s+you\s+like\s+me\s+to|do\s+you\s+want\s+me\s+to|shall\s+i\s+continue)\b[^\n]*\?$",
    re.I,
)
"""An assistant's offer to go on (`... Would you like me to continue with questions 11-15?`)."""
_NOTE_RE = lazy(r"^[ \t]*([*_])\[[^\]\n]*\]\1[ \t]*$")
"""`_[Continuing with the remaining questions...]_`: a note between the assistant's replies."""


def without_chat_words(text: str) -> str:
    """The text without the chat assistant's words closing it: its offer to go on, then its
    preamble to the next reply."""
    return without_chat_preamble(without_chat_offer(text))


def without_chat_offer(text: str) -> str:
    """The text without a chat assistant's offer to go on closing it (a last paragraph that
    ends asking whether to continue, or opens with a sign-off: `sign_off`), nor a bracketed
    note in italics right above it: words to the one who asked, left at the end of an
    answer."""
    head, _, last = text.rstrip().rpartition("\n\n")
    if not head.strip() or not _closing_offer(last.strip()):
        return text  # (one paragraph, or a last one of the answer's own: most answers)
    paragraphs = text.rstrip().split("\n\n")
    paragraphs.pop()
    while len(paragraphs) > 1 and (_NOTE_RE.match(paragraphs[-1]) or not paragraphs[-1].strip()):
        paragraphs.pop()
    return "\n\n".join(paragraphs).rstrip()


def _closing_offer(paragraph: str) -> bool:
    """Whether an answer's last paragraph is a chat assistant's: it opens with a sign-off,
    or ends asking whether to go on (`... Would you like me to continue with 11-15?`)."""
    if sign_off(paragraph):
        return True
    if not any(word in paragraph for word in ("ould you like", "want me to", "hall I")):
        return False  # a cheap test first
    return _OFFER_RE.search(paragraph) is not None


def without_chat_preamble(text: str) -> str:
    """The text without a chat assistant's preamble closing it (see the module doc): a
    paragraph of its own so worded, with only bullets, rules and blank lines after it."""
    if "ere" not in text:
        return text  # a cheap test first: `Here's` / `here is`
    lines = text.split("\n")
    k = len(lines) - 1
    while k > 0 and _TAIL_RE.match(lines[k]):
        k -= 1
    if k < 1 or lines[k - 1].strip() or not _PREAMBLE_RE.match(lines[k].strip()):
        return text
    return "\n".join(lines[:k]).rstrip()


_SEGUE_RE = lazy(
    r"(?:^|\s)(?:now[ \t]+)?let(?:'|’|[ \t]+u)?s[ \t]+(?:now[ \t]+)?(?:move[ \t]+on|level[ \t]+up"
    r"|step[ \t]+up|kick[ \t]+it|crank[ \t]+it|gear[ \t]+up|switch[ \t]+(?:to|gears)|head[ \t]+(?:to|into|over)"
    r"|jump[ \t]+(?:to|into)|dive[ \t]+(?:in|into)|enter|go[ \t]+(?:to|deeper|further|up)|proceed|continue"
    r"|tackle|get[ \t]+into|cover)\b",
    re.IGNORECASE,
)
"""A chat assistant's segue to the next part (`Let's now level up to ...`, `Now let's move on
to the **HARDER QUESTIONS**`, `Let's dive into ...`, `Let's cover the theory`): words to the one
who asked."""


_TURN_RE = lazy(
    r"^[ \t]*(?:\*\*|__)?[ \t]*(?:you|chatgpt|gemini|claude|copilot)[ \t]+said[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*$",
    re.IGNORECASE,
)
"""`**You said:**`, `ChatGPT said:`: a chat page's header over one turn, alone on its line."""


def chat_turn(text: str) -> bool:
    """Whether a line is a chat page's turn header (see `_TURN_RE`); a cheap test first."""
    return "aid" in text and _TURN_RE.match(text) is not None


def chat_segue(text: str) -> bool:
    """Whether a paragraph is a chat assistant's segue to the next part of the page (see
    `_SEGUE_RE`); a cheap test for `let` first."""
    return ("et" in text) and _SEGUE_RE.search(text) is not None


_CHAT_CLOSING_RE = lazy(
    r"^[\W_]*(?:(?:alright|all[ \t]+right|okay|ok|great|perfect|sure|so|now)[ \t]*[,!.]?[ \t]+)?"
    r"(?:(?:these|the[ \t]+above|all[ \t]+these)[ \t]+(?:\w+[ \t]+){0,2}?(?:questions|answers|flashcards)"
    r"[ \t]+(?:are|were|should|will|cover|covers|help|can)\b"
    r"|(?:this|the[ \t]+above)[ \t]+(?:\w+[ \t]+){0,3}?(?:guide|document|markdown|cheat[ \t]*-?sheet"
    r"|collection|page)[ \t]+(?:covers?|contains?|includes?|provides?|gives?|helps?"
    r"|(?:should|will|can|may)[ \t]+(?:help|give|serve|prepare|get|cover))\b"
    r"|let(?:'|’|[ \t]+u)?s[ \t]+(?:now[ \t]+)?(?:create|write|make|put[ \t]+together|build|compile"
    r"|prepare|format|turn)\b[^.!?\n]{0,60}?\b(?:documents?|markdown|file|list|guide|sheet|questions"
    r"|flashcards)\b"
    rf"|{HOPE_WORDS}|good[ \t]+luck\b|happy[ \t]+(?:learning|coding|studying|preparing)\b)",
    re.IGNORECASE,
)
"""A chat assistant's words about the page it makes (see the module doc): `These questions
cover ...`, `This Markdown should help ...`, `Alright, let's create a Markdown document with
these questions.`, `Hope this helps`, `Good luck!`."""


ASSENTS = (
    r"sure|got[ \t]+it|ok(?:ay)?|alright|all[ \t]+right|certainly|of[ \t]+course|absolutely"
    r"|understood|no[ \t]+problem|noted|great|perfect",  # English
    r"claro|com[ \t]+certeza|entendido|certo|perfeito|beleza",  # Portuguese
    r"por[ \t]+supuesto|perfecto|de[ \t]+acuerdo|vale",  # Spanish
    r"bien[ \t]+s[ûu]r|d['’]accord|compris|entendu|parfait|tr[èe]s[ \t]+bien",  # French
    r"klar|alles[ \t]+klar|verstanden|gerne|natürlich|in[ \t]+ordnung",  # German
)
"""How a chat assistant opens its reply to `go on`: its assent (`Sure!`, `Got it!`, `Claro!`,
`¡Entendido!`, `Bien sûr !`, `Alles klar!`): data, a language to a line."""
GOING_ON = (
    r"i(?:['’]ll|[ \t]+will|['’]m[ \t]+going[ \t]+to|[ \t]+am[ \t]+going[ \t]+to)[ \t]+(?:now[ \t]+)?"
    r"(?:continue|keep|carry[ \t]+on|go[ \t]+on|generate|write|create|add|prepare|provide)"
    r"|let[ \t]+me[ \t]+(?:continue|keep|add|write|generate)",  # English
    r"vou[ \t]+(?:continuar|seguir|gerar|escrever|criar|adicionar)|continuarei|seguirei",  # Portuguese
    r"(?:voy[ \t]+a[ \t]+)?(?:continuar|seguir)[ée]?|voy[ \t]+a[ \t]+(?:generar|escribir|crear|a[ñn]adir)",  # Spanish
    r"je[ \t]+(?:continue|poursuis|vais[ \t]+(?:continuer|poursuivre|g[ée]n[ée]rer|[ée]crire|cr[ée]er|ajouter))",  # French
    r"ich[ \t]+(?:mache|schreibe|fahre|erstelle)[ \t]+(?:\w+[ \t]+){0,4}?(?:weiter|fort)\b"
    r"|ich[ \t]+werde[ \t]+(?:\w+[ \t]+){0,4}?(?:fortfahren|weiterschreiben|erstellen)",  # German
)
"""A chat assistant's promise to write more, after its assent (`I'll keep writing ...`,
`Vou continuar ...`, `Continuaré ...`, `Je continue ...`, `Ich mache ... weiter`)."""
MORE_HERE = (
    r"here[ \t]+(?:are|come)[ \t]+(?:some[ \t]+)?more",  # English
    r"aqui[ \t]+est[ãa]o[ \t]+mais|seguem[ \t]+mais",  # Portuguese
    r"aqu[íi][ \t]+(?:tienes|est[áa]n|van)[ \t]+m[áa]s",  # Spanish
    r"voici[ \t]+(?:d['’]autres|encore|la[ \t]+suite)",  # French
    r"hier[ \t]+(?:sind|kommen)[ \t]+(?:weitere|noch[ \t]+mehr)",  # German
)
"""A chat assistant's words over the next batch (`Here are more ...`, `Aqui estão mais ...`),
its assent before them or not."""
_PROMISE_RE = lazy(
    rf"^[\W_]*(?:(?:{'|'.join(ASSENTS)})[ \t]*[!,.][\W_]*(?:{'|'.join(GOING_ON)})"
    rf"|(?:(?:{'|'.join(ASSENTS)})[ \t]*[!,.][\W_]*)?(?:{'|'.join(MORE_HERE)}))\b",
    re.IGNORECASE,
)
_QUESTIONS_RE = lazy(r"question|quiz|mcq|pergunta|quest[õo]|pregunta|frage", re.IGNORECASE)
"""What the promised batch is (`Docker-related questions`, `mais perguntas`, `Fragen`)."""


def chat_promise(text: str) -> bool:
    """Whether a line is a chat assistant's promise of more questions, left between two of
    its replies (`Sure! I'll keep writing Git questions.`, `Got it! I'll continue generating
    Docker-related questions ...`, `Here are more MCQs on joins:`, `¡Claro! Continuaré con
    más preguntas.`): words to the one who asked, wherever they fall, never an answer's
    (or explanation's) words: an assent, then a first-person promise to go on, and the
    questions named. `I'll keep asking questions until the scope is clear.` closing an
    answer, no assent before it, is the answer's."""
    if not may_promise(text) or len(text) > _SIGN_OFF_MAX:
        return False
    return _PROMISE_RE.match(text) is not None and _QUESTIONS_RE.search(text) is not None


def may_promise(text: str) -> bool:
    """The cheap test of `chat_promise`, made of any card's last line: whether its head may
    hold an assent's mark (`Sure!`, `Got it,`, `Okay.`) or words over more (`Here are`,
    `Aquí`, `Seguem`, `Voici`, `Hier`); a few tests of its first characters only."""
    head = text[:24]
    return (
        "!" in head
        or "," in head
        or "." in head
        or "ere" in head
        or "qu" in head
        or "egu" in head
        or "oici" in head
        or "ier" in head
    )


_ABOUT_RE = lazy(r"question|interview|prepar|stud(?:y|ying)|learn|revis|luck|help|happy", re.I)
"""What the assistant's words about its page speak of: the questions, the reader's
preparing, luck. `This document contains the user's name.` closing an answer on MongoDB is
the answer's."""


def chat_closing(text: str) -> bool:
    """Whether a paragraph opens with a chat assistant's words about the page it makes (see
    `_CHAT_CLOSING_RE`), at most a few lines long, and speaks of the questions or of the
    reader's preparing (`_ABOUT_RE`)."""
    if len(text) > _SIGN_OFF_MAX or _CHAT_CLOSING_RE.match(text) is None:
        return False
    return _ABOUT_RE.search(text) is not None
