"""Importer layouts met in the 2026-11-29 seventh session's rounds (Z73, Z74): each test is
the shape of one real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


# -- setext `---` questions whose answers hold `###` sub-headings, some asking -----------------

_SETEXT = """\
# Gadget notes

---

1.What is a gizmo?
---
### **What is a gizmo?**
A gizmo is a small tool.

### ✅ Why use it?
- It is cheap.

---

2.What is a sprocket?
---
A sprocket is a toothed wheel.

### **How does it turn?**
It turns on an axle.

---

3.What is a lever?
---
A lever moves loads.

### Example
Lift a rock.

### Key points
- Short arm, long arm.

---

4.Difference between bolts and screws.
---
### **Difference between `bolts` and `screws`**
Bolts take nuts.

### **Difference between `bolts` and `screws`**
| Part | Nut |
|---|---|
| bolt | yes |

---

5.🚦Kinds of springs
---
Coil and leaf.

### Example
A pen spring.

---

6.🔹✅ **What is a cam?**
---
A cam turns rotation into motion.

### **Key Points:**
✔ It has a lobe.
✔ It drives a follower:
   ```text
   lobe -> follower
   ```
✔ It sets timing.

🚀 **"Cams keep engines in time!"**

---

7.What is a pulley?
---
A pulley lifts loads.

### **Why is it useful?**
It halves the effort.
"""


def test_sub_headings_of_setext_questions_stay_in_their_answers() -> None:
    imported = result(_SETEXT)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        (
            "What is a gizmo?",
            "### **What is a gizmo?**\nA gizmo is a small tool.\n\n### ✅ Why use it?\n- It is cheap.",
            {},
        ),
        (
            "What is a sprocket?",
            "A sprocket is a toothed wheel.\n\n### **How does it turn?**\nIt turns on an axle.",
            {},
        ),
        (
            "What is a lever?",
            "A lever moves loads.\n\n### Example\nLift a rock.\n\n### Key points\n"
            "- Short arm, long arm.",
            {},
        ),
        (
            "Difference between `bolts` and `screws`",
            "Bolts take nuts.\n\n### **Difference between `bolts` and `screws`**\n"
            "| Part | Nut |\n|---|---|\n| bolt | yes |",
            {},
        ),
        ("Kinds of springs", "Coil and leaf.\n\n### Example\nA pen spring.", {}),
        (
            "What is a cam?",
            "A cam turns rotation into motion.\n\n### **Key Points:**\n✔ It has a lobe.\n"
            "✔ It drives a follower:\n   ```text\n   lobe -> follower\n   ```\n✔ It sets timing."
            '\n\n🚀 **"Cams keep engines in time!"**',
            {},
        ),
        (
            "What is a pulley?",
            "A pulley lifts loads.\n\n### **Why is it useful?**\nIt halves the effort.",
            {},
        ),
    ]
    assert not imported.warnings and not imported.skipped


_NUMBERED_CHAPTER = """\
# Cloud notes

## 1. What is a region?
A geographic area.

## 2. What is a zone?
A data centre in a region.

## 3. What is a VPC?
A private network.

## 4. Networking

### 4.1. What is a subnet?
A range of addresses.

### 4.2. What is a route table?
Rules for traffic.
"""


def test_a_numbered_chapter_over_sub_numbered_questions_stays_their_section() -> None:
    """Guard: among numbered questions that ask, a numbered heading that does not over
    sub-numbered ones that do (`### 4.1. What is a subnet?`) is still their section."""
    assert _cards(_NUMBERED_CHAPTER) == [
        ("What is a region?", "A geographic area.", {}),
        ("What is a zone?", "A data centre in a region.", {}),
        ("What is a VPC?", "A private network.", {}),
        ("What is a subnet?", "A range of addresses.", {}),
        ("What is a route table?", "Rules for traffic.", {}),
    ]


# -- HTML in fences nested in list items: code, never converted ---------------------------------

_NESTED_FENCES = """\
# Widget notes

1.  ### How do I show a banner?
     Register a component with a <strong>template</strong>:
     ```javascript
     Vue.component('banner', {
       template: `
         <div class="banner">
           <strong>Hello!</strong>
         </div>
       `
     })
     ```

2.  ### How do I style a box?
     1. **Write the style:** add a rule
         ```css
         .box { color: red; }
         ```
     2. **Use it:** bind the class
         ```html
         <template>
           <div :class="$style.box">
             Red text
           </p>
           <!-- a note -->
         </template>
         ```
"""


def test_tags_in_fences_nested_in_list_items_stay_as_written() -> None:
    """The fences sit five and nine blanks deep under numbered items: `<strong>`, a comment
    and an unmatched `</p>` inside them are code; the `<strong>` in the prose beside them
    (guard) is still read as bold."""
    assert _cards(_NESTED_FENCES) == [
        (
            "How do I show a banner?",
            "Register a component with a **template**:\n```javascript\n"
            "Vue.component('banner', {\n  template: `\n    <div class=\"banner\">\n"
            "      <strong>Hello!</strong>\n    </div>\n  `\n})\n```",
            {},
        ),
        (
            "How do I style a box?",
            "1. **Write the style:** add a rule\n    ```css\n    .box { color: red; }\n    ```\n"
            "2. **Use it:** bind the class\n    ```html\n    <template>\n"
            '      <div :class="$style.box">\n        Red text\n      </p>\n'
            "      <!-- a note -->\n    </template>\n    ```",
            {},
        ),
    ]
