"""Liquid tags on lines of their own (`{% hint style="info" %}`, `{% endhint %}`): markup.

A book published with GitBook, or a Jekyll site, wraps parts of a page in Liquid block tags:
a question and its folded answer inside `{% hint style="question" %}` ... `{% endhint %}`,
answers in `{% tabs %}` / `{% tab title="Python" %}`, code in `{% code title="x.py" %}` or,
in Jekyll, in `{% highlight python %}` ... `{% endhighlight %}` instead of a fence. The page
shows none of the tags. Read as text, `{% endhint %}` ended every answer, and the tag line
above a question was glued to it: the question read `{% hint style="question" %}` over its
stem.

So a line that is one Liquid tag and nothing else, outside code, becomes blank (line numbers
hold), except Jekyll's `highlight` pair, which becomes the fence it stands for
(```` ```python ```` / ```` ``` ````), so that its code stays literal. A tab's title
(`{% tab title="Python" %}`) is kept as a bold line: it names what the code under it is in.
Tags inside a line (`{% raw %}{{ x }}{% endraw %}` in prose) are left as they are.
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["liquid_tags"]

_TAG_RE = lazy(r"^[ \t]*\{%-?[ \t]*(?P<name>[\w-]+)(?P<args>[^\n]*?)-?%\}[ \t]*$")
"""A line that is one Liquid tag: `{% name args %}` (`{%-`/`-%}` trim whitespace too)."""
_HIGHLIGHT_RE = lazy(r"^[ \t]*(?P<lang>[\w+#.-]*)")
_TITLE_RE = lazy(r"""title[ \t]*=[ \t]*(?:"(?P<dq>[^"]*)"|'(?P<sq>[^']*)')""")


def liquid_tags(text: str) -> str:
    """The text with each line that is one Liquid tag blank, a `highlight` pair a fence and a
    tab's title bold (see the module docstring); a text without `{%` is returned as it is."""
    if not holds(text, "{%"):
        return text
    lines = text.split("\n")
    in_highlight = False
    changed = False
    for k, line in outside_code(lines):
        if "{%" not in line:
            continue
        m = _TAG_RE.match(line)
        if m is None:
            continue
        name = m.group("name")
        indent = line[: len(line) - len(line.lstrip())]
        if name == "highlight" and not in_highlight:
            lang = _HIGHLIGHT_RE.match(m.group("args"))
            lines[k] = f"{indent}```{lang.group('lang') if lang else ''}"
            in_highlight = True
        elif name == "endhighlight" and in_highlight:
            lines[k] = f"{indent}```"
            in_highlight = False
        elif in_highlight:
            continue  # a tag shown in highlighted code: code
        elif name == "tab" and (title := _TITLE_RE.search(m.group("args"))) is not None:
            lines[k] = f"{indent}**{title.group('dq') or title.group('sq')}**"
        else:
            lines[k] = ""
        changed = True
    return "\n".join(lines) if changed else text
