"""Whether a line written in Korean asks, though it has no question mark.

Korean interview question banks set most questions as polite requests, not as questions:
`this에 대해 설명해주세요` (please explain `this`), `var, let, const 차이를 비교해 주세요`,
`장단점에 대해 말씀해주세요` (please tell), often with a mark after (`(⭐)`), and the others
as questions whose `?` is often left off (`객체 지향 프로그래밍이란 무엇인가요`). None ends with
`?` and no English question word opens them, so a bank of such headings read as topic
headings: the few answered ones ran together, the rest went unreported. A line asks here when,
bracketed tags aside, it ends with a request made with a verb of telling (설명, 말씀, 비교,
서술, 작성, 정의, 나열, 구현, 소개, 정리, 이야기/얘기, 알려) or with a question's ending
(-나요, -가요, -까요, -니까); and it is short, no answer's sentence. `하시요` is `하시오` as it
is often mistyped (`왜 var만 되는지 설명하시요.`), among questions that all end in `하시오`.
Notes also end a request on its verb's noun after the object's particle (`네트워크의 개념과
역할을 설명`, "explain ..."; `차이를 비교`), the way Korean study notes are written: it asks too.
"""

from __future__ import annotations

from srs.importers.brackettails import asking_core
from srs.importers.lazyre import lazy

__all__ = ["asks_in_korean"]

_REQUEST_RE = lazy(
    r"(?:설명|말씀|비교|서술|작성|정의|나열|구현|소개|정리|이야기|얘기)[ \t]*"
    r"(?:해[ \t]*(?:주세요|주십시오|주시겠어요|보세요|보시[오요])|하세요|하시[오요]|하십시오)"
    r"|알려[ \t]*주(?:세요|십시오)"
    r"|(?:[나가까]요|니까)"
)


_NOTED_REQUEST_RE = lazy(r"[을를][ \t]*(?:설명|비교|서술|나열|정의)(?:[ \t]*하기)?$")
"""`...역할을 설명`: a request in note style, its verb's noun after the object's particle."""


def asks_in_korean(text: str) -> bool:
    """Whether a line ending in Korean asks (see the module doc); False at once for a line
    whose end holds no `요`, `오`, `까`, `명`, `교`, `술`, `열`, `의` or `기` (the cheap test first)."""
    noted = asking_core(text, "명교술열의기", " .!*_")
    if noted is not None and _NOTED_REQUEST_RE.search(noted) is not None:
        return True
    core = asking_core(text, "요오까", " .!*_")
    if core is None:
        return False
    return _REQUEST_RE.search(core[-12:]) is not None and core.endswith(("요", "오", "까"))
