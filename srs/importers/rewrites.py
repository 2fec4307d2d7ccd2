"""The rewrites every document goes through, in order, before a reader reads it.

Each pass rewrites the text line for line into a layout a reader knows (`<?quiz?>` blocks as
`Q:` lines, a key table as labels, ...); each reads what the ones before it wrote, so their
order is the one rule kept here. The list is long and grows with every layout: it lives apart
from srs.importers.choose, which runs the passes and picks the reader that reads the result best.
"""

from __future__ import annotations

from collections.abc import Callable

from srs.importers.alabels import a_answer_labels
from srs.importers.ankiblocks import anki_blocks
from srs.importers.answeredparagraphs import answered_paragraphs
from srs.importers.answernumbers import answer_numbers
from srs.importers.arrowmarks import arrow_marks
from srs.importers.arrownotes import arrow_notes
from srs.importers.askedtitles import asked_titles
from srs.importers.barefolds import bare_folds
from srs.importers.barenumberheadings import bare_number_headings
from srs.importers.bareoptions import bare_options
from srs.importers.boldlabels import bold_label_headings
from srs.importers.boldnumberlabels import bold_number_labels
from srs.importers.boldnumbers import bold_numbers
from srs.importers.boldoptions import bold_options
from srs.importers.boxedlabels import boxed_labels
from srs.importers.boxedletters import boxed_letters
from srs.importers.boxedstems import boxed_stems
from srs.importers.bracketletters import bracket_letters
from srs.importers.bulletnumbers import bullet_numbers
from srs.importers.callouts import callout_answers
from srs.importers.capstitles import caps_titles
from srs.importers.cardnotes import card_headings
from srs.importers.challenges import learn_challenges
from srs.importers.closingquotes import closing_quotes
from srs.importers.clozeitems import cloze_items
from srs.importers.codedlists import coded_lists
from srs.importers.colonnumbers import colon_numbers
from srs.importers.controls import drop_controls
from srs.importers.dashedchapters import dashed_chapter_numbers
from srs.importers.dashkeys import dash_keys
from srs.importers.deepfences import deep_fences
from srs.importers.dotlessheadings import dotless_headings
from srs.importers.doubledhashes import doubled_hashes
from srs.importers.driftedlevels import carried_levels
from srs.importers.emojiboxes import emoji_boxes
from srs.importers.escapes import escaped_list_marks
from srs.importers.examtopics import exam_topics
from srs.importers.exportedquiz import exported_quiz
from srs.importers.fencedasks import fenced_questions
from srs.importers.fencedbank import fenced_bank
from srs.importers.fencedbullets import fenced_bullets
from srs.importers.fieldnumbers import numbered_fields
from srs.importers.filebanners import file_banners
from srs.importers.foldedkeys import folded_keys
from srs.importers.foldedlevels import folded_levels
from srs.importers.foldsapart import folds_apart
from srs.importers.followupanswers import answered_follow_ups
from srs.importers.followupnumbers import numbered_follow_ups
from srs.importers.formlines import form_options
from srs.importers.furnitureimages import furniture_images
from srs.importers.gift import gift_to_markdown
from srs.importers.gluedbullets import bulletless_questions, glued_bullets
from srs.importers.gluedhashes import glued_hashes
from srs.importers.gluedlabels import glued_q_labels
from srs.importers.gluedoptions import glued_options
from srs.importers.glyphlines import glyph_lines
from srs.importers.gradedheaders import graded_headers
from srs.importers.gradedsummary import graded_summary
from srs.importers.hardbreaks import lone_breaks
from srs.importers.hashmarkers import hash_markers
from srs.importers.headeditems import headed_item_answers
from srs.importers.headingimages import heading_images
from srs.importers.headingunder import headings_under_headings
from srs.importers.htmllabels import (
    answer_elements,
    bold_after_blocks,
    html_question_blocks,
    leading_breaks,
)
from srs.importers.iconboxes import icon_boxes
from srs.importers.ideographicnumbers import ideographic_numbers
from srs.importers.indentedkeys import indented_keys
from srs.importers.indentedlists import margin_items_apart
from srs.importers.indentedparts import dedented_parts
from srs.importers.innerasks import inner_questions
from srs.importers.itemfences import item_fences
from srs.importers.itemfolds import item_folds
from srs.importers.itemheadings import item_headings
from srs.importers.itemnotes import item_notes
from srs.importers.itemtitles import item_titles
from srs.importers.jsonanswers import json_answers
from srs.importers.jsonkeys import json_keys
from srs.importers.keyedbullets import keyed_bullets
from srs.importers.keysheets import key_sheets
from srs.importers.keytitles import key_titles
from srs.importers.kindlines import kind_lines
from srs.importers.kramdown import drop_attribute_lists
from srs.importers.labelfences import fenced_label_values
from srs.importers.labelledboxes import lettered_boxes
from srs.importers.labelledleadins import labelled_lead_ins
from srs.importers.labelquotes import label_quotes
from srs.importers.languagelabels import language_labels
from srs.importers.lastfold import closed_last_fold
from srs.importers.lazynumbers import lazy_numbers
from srs.importers.letteredfences import lettered_fences
from srs.importers.letterpairs import letter_pairs
from srs.importers.levelsections import level_sections
from srs.importers.linkednumbers import linked_numbers
from srs.importers.linkrefs import link_references
from srs.importers.liquidtags import liquid_tags
from srs.importers.listedfollowups import listed_follow_ups
from srs.importers.lonenumbers import lone_numbers
from srs.importers.loosebold import loose_bold_questions
from srs.importers.looseboxes import loose_boxes
from srs.importers.markers import MARKER_PASSES
from srs.importers.mkdocsquiz import mkdocs_quizzes
from srs.importers.morequestions import more_questions
from srs.importers.numberanswers import number_answers
from srs.importers.openingheadings import opening_sub_headings
from srs.importers.optionwords import option_words
from srs.importers.ordinalheadings import ordinal_headings
from srs.importers.orheadings import alternative_wordings
from srs.importers.pagebreaks import page_breaks
from srs.importers.parenanswers import paren_answers
from srs.importers.pauselines import pause_cards
from srs.importers.pickverdicts import pick_verdicts
from srs.importers.pictasks import pictograph_questions
from srs.importers.pictnumbers import pictograph_numbers
from srs.importers.plabels import p_labels
from srs.importers.plainasks import plain_asks
from srs.importers.plainnumbers import plain_numbers
from srs.importers.plurallabels import plural_labels
from srs.importers.plusmarks import plus_marks
from srs.importers.pointedquestions import pointed_questions
from srs.importers.problemitems import problem_items
from srs.importers.problempages import problem_pages
from srs.importers.promptbullets import prompt_bullets
from srs.importers.qalabels import colon_spaced_labels, spaced_answer_labels
from srs.importers.qtimeta import question_metadata
from srs.importers.questionitems import question_label_items
from srs.importers.questionparts import question_parts
from srs.importers.quizcomponents import quiz_components
from srs.importers.quizdivs import quiz_divs
from srs.importers.quizdown import quizdown_blocks
from srs.importers.quizfurniture import quiz_furniture
from srs.importers.quotedfollowups import quoted_follow_ups
from srs.importers.quotednumbers import quoted_numbers
from srs.importers.raisedheadings import lowered_part_headings
from srs.importers.repeatedlabels import repeated_q_labels
from srs.importers.responselabel import response_headings
from srs.importers.restatedheadings import restated_headings
from srs.importers.rlabels import r_labels
from srs.importers.ruledpairs import ruled_pairs
from srs.importers.scripts import drop_scripts
from srs.importers.separatorheadings import separator_headings
from srs.importers.seriesfences import series_fences
from srs.importers.setupquestions import setup_questions
from srs.importers.shallowsublists import nested_sub_lists
from srs.importers.sharedanswers import shared_answers
from srs.importers.shortcodenumbers import shortcode_numbers
from srs.importers.slashlabels import slash_labels
from srs.importers.sourcetags import numbered_source_tags
from srs.importers.spacedlabels import spaced_q_labels
from srs.importers.spacedrules import spaced_table_rules
from srs.importers.spankeys import span_keys
from srs.importers.spannumbers import span_numbered_questions
from srs.importers.spanoptions import span_options
from srs.importers.stepfolds import step_folds
from srs.importers.strayfences import nested_fences, stray_fences
from srs.importers.subquestionsets import sub_question_sets
from srs.importers.summarylinks import summary_links
from srs.importers.summarysections import summary_sections
from srs.importers.tabfences import tab_fences
from srs.importers.tableoptions import table_options
from srs.importers.taggeditems import tagged_items
from srs.importers.tagoptions import tag_options
from srs.importers.tagprompts import tagged_prompts
from srs.importers.taskquestions import task_questions
from srs.importers.tickets import ticket_titles
from srs.importers.titledlabels import titled_labels
from srs.importers.titledquestions import titled_questions
from srs.importers.topictitles import topic_titles
from srs.importers.transcripts import speaker_turns
from srs.importers.typedlabels import typed_label_headings
from srs.importers.typetags import type_tags
from srs.importers.unheadedstems import headed_stems
from srs.importers.unlabelledstems import labelled_stems
from srs.importers.unletteredoptions import unlettered_options
from srs.importers.verdictanswers import verdict_answers
from srs.importers.yamlkeys import yaml_keys

PASSES: tuple[Callable[[str], str], ...] = (
    tab_fences,  # `\t```` closing a fence opened `    ```go`: blanks to the tab's column
    bare_number_headings,  # `## 2 Describe X` among `## 1 ...`, `## 3 ...`: `## 2. Describe X`
    dashed_chapter_numbers,  # `### 01-02. X` among `### 01-01. ...`: `### 2. X` (`102.` by chapters)
    asked_titles,  # front matter `title: Why X?` over a body that asks nothing: one question
    problem_pages,  # `# Title` over `## Problem Statement` ... `## Approach`: one question
    file_banners,  # `==> q1.txt <==` (`head` over many files): a counted heading
    liquid_tags,  # `{% hint %}` / `{% endhint %}` lines blank, `{% highlight py %}` a fence
    emoji_boxes,  # `⬜ hub` / `✅ router` option lines: `- [ ] hub` / `- [x] router`
    exported_quiz,  # `2` / question / `- A.` over `  text` / `正确答案是 **C**`: `2. Q`, `- A. text`, key
    mkdocs_quizzes,  # `<?quiz?>` / `question:` / `answer-correct:`: Q:, options, key
    quiz_components,  # MDX `<Quiz question=... options={[...]} />`: Q:, options
    quiz_divs,  # `<div class="quiz-option" data-correct="true">` lines: Q:, options, key
    answer_elements,  # `Define X [1 mark]` over `<answer>...</answer>`: `###### Q1. ...`, content
    gift_to_markdown,  # a Moodle GIFT export's questions as Markdown, line for line
    hash_markers,  # xanki's `#Q`/`#A`/`#END` cards as `Q:`/`Answer:` lines
    anki_blocks,  # Obsidian_to_Anki `START`/`END` notes as `Q:`/`A:` or ticked options
    lettered_fences,  # `A) ```hcl` over code: `A)` on the blank line above, the fence below it
    series_fences,  # a bare ``` that hides `16.`, `17.` ... in code, one left open: blank
    callout_answers,  # `> [!success]- Lösung a` under `**a) (5 P)** X`: `### 1. X`, `**Answer:**`
    card_headings,  # `Q?` / `?` / `A` cards among `### Q?` headings: `### Q?` over `A`
    keyed_bullets,  # `* Q` over `    1. opt` and `    * 2`, `* claim` / `    * Falsch`: Q:, A), key
    glyph_lines,  # maths pasted a glyph a line (`𝑇` / `(` / `𝑛` / `)` / `=`): one line, apart
    slash_labels,  # `Pytanie testowe / 3) 'What ...?':`: `Pytanie 3: What ...?`
    colon_numbers,  # `1):What is X?` numbered questions as `1) What is X?`
    ideographic_numbers,  # `12、What is X?` numbered questions as `12. What is X?`
    bullet_numbers,  # `- 1 . What is X? An X.` bullets: `### 1. What is X?` over `An X.`
    option_words,  # `- **Opción A:** text` options: `- A) text`, line for line
    glued_options,  # `a) Xb) Yc) ZAnswer: b` pasted on one line: a blank before each letter
    bold_number_labels,  # `**1. Pregunta:** text`: `1. **Pregunta:** text`
    quoted_numbers,  # `- 01. What is X?` over `> X is ...`: `01. What is X?`, line for line
    plain_numbers,  # `- 12. What is X?` over `X is ...` at the margin: `12. What is X?`
    answered_paragraphs,  # plain `What is X?` over `> Correct answer: X`: `Q:`, `Answer: X`
    quoted_follow_ups,  # `>\t- Why Y?` over `>> answer` in an answer's quote: `- Why Y?` / `> answer`
    listed_follow_ups,  # `1. **Q: Why?**` over `   - **A**: ...` after an answer: at the margin
    language_labels,  # `1. **中文：** X` / `**英文：** Y` over `**答案：**`: `1. X` / `Y`
    label_quotes,  # `1. Q?` / `A. x` / `> part` / `  - point`: the parts in the item, unquoted
    restated_headings,  # `1. What is X, and ...?` over `### What is X?`: `## 1. ...`
    unlettered_options,  # ` Option` lines under a stem, `Ans - option`: `Q:`, `A)`, key
    heading_images,  # `### ![badge](url) `topic``: `### `topic``, line for line
    linked_numbers,  # `### [2、What ...?](url)`: `### 2、What ...?`
    bold_numbers,  # `**1**. **What is X?**`: `**1. What is X?**`
    topic_titles,  # `**2. HTTP**` over `**What means 404?**`: `**2. What means 404?**`
    numbered_source_tags,  # `82. **[Agency - 2023]** Which ...`: the tag plain
    lone_numbers,  # `17\)` alone, its stem a blank line below: `17\) stem`
    plain_asks,  # a plain asking line alone among `1.` questions: `**Q?**`
    number_answers,  # `1991.` at the margin under `3. In what year ...?`: its answer
    answer_numbers,  # `4. Ans : x` under `3. What ...?`, `1.` items under `Ans:`: nested
    yaml_keys,  # `---` / `oplossing:` / `    antwoord: B` / `...`: `antwoord: B`
    span_numbered_questions,  # `` `1. What is X?` `` over `> answer`: unwrapped
    caps_titles,  # `PLANNING` alone over `12. How do you plan?`: a heading
    kind_lines,  # `Multiple Choice` alone over `17\) stem`: the kind, no text
    tagged_items,  # `4. **[Practical]**` over its question: one line; its margin answer in it
    type_tags,  # `【单选题】stem`, `[Multiple choice] stem`: `Q: stem`, line for line
    pointed_questions,  # `## Task 1` over `👉 What is X? <br>` lines: `Q: What is X?`
    escaped_list_marks,  # `1\)`, `A\)`: a converter's escaped numbering
    page_breaks,  # `\newpage` before the answer key: a printed page's, no text
    lone_breaks,  # `\` alone on its line (R Markdown's empty line): blank
    separator_headings,  # `##` alone over a lead-in, `Q?`, `a. x`: the lead-in a heading
    setup_questions,  # `## 問題1：title` over code, then `**質問：** X?`: `## 問題1：X?`
    typed_label_headings,  # `## 3. Topic` over `### Frage (W/F): text`: `text`, line for line
    key_sheets,  # `# 解説` over `## Q2` / `答えは「A」。`: `# Answers`, `## Answer 2: A`;
    # `#### Task 1` over `a) Q? (1P)`, `### Solutions` / `#### Task 1` / `a) x`: `**Answer 1:** x`
    folds_apart,  # `</details><details>` on one line: two; `+++ <details> +++` lines: the HTML
    summary_sections,  # `<summary>Security</summary>` over `**Q1: ...**` questions: `## Security`
    step_folds,  # a task's `<summary>Prerequisites</summary>` / `<summary>Solution</summary>` run: one answer
    item_folds,  # `- <details>` items that are only their folds: at the margin, dedented
    bare_folds,  # a `<details>` with no `<summary>` under a task: its answer, summary given
    quiz_furniture,  # one instruction line first under 3+ headings: blanked, the next text asks
    closing_quotes,  # `### Quiz Question 3` / question / code / `> OR` closing 3+: `Answer: OR`
    indented_keys,  # `<summary>Answers</summary>` over `    1. Answer: b`: at the margin
    link_references,  # `[ref]: https://...` lines blank, `[text][ref]` inline
    spaced_table_rules,  # `| --- | ---- ---- |`: a table's delimiter row all the same
    problem_items,  # `1. Title (pts)` over `    - part` over its indented answer: `## Title`, `Q:`, `A:`
    dedented_parts,  # a part indented under a list's last item: at the margin
    headings_under_headings,  # `    ### Part` right under a heading: at the margin
    margin_items_apart,  # `- Q?` after `  - point` under a margin paragraph: `* Q?`
    nested_sub_lists,  # ` 1. point` in the answer under margin item `2.`: nested
    deep_fences,  # a fence 4-6 blanks deep in a list item: 3 deep, line for line
    exam_topics,  # ExamTopics pages: boilerplate blank, `## Question N` headings
    graded_summary,  # `Your Answer` / `Correct Answer` picks, verdicts: the key's
    pick_verdicts,  # `Selected Answer: Y (correct answer)`: the verdict gone
    verdict_answers,  # `1. **Statement.**` over `**Falsch**: reason`: `Answer: Falsch: ...`
    graded_headers,  # `Question 9` / `Incorrect` / `0 / 1` over a question: gone
    quizdown_blocks,  # `:::{quizdown}` markup blank, its questions headed
    question_metadata,  # text2qti's `Title:`/`Points:` over each question: blank
    numbered_fields,  # `**1)** **Topic:** x, **Level:** y` over `**Q:**`: `**Q 1:**`
    folded_keys,  # `<summary>Answer:</summary>2</details>`, or `<strong>B — x</strong>` first in a fold: `Answer: ...`
    span_keys,  # `` `Answer: 2` ``, a key line styled as code: the label line
    lazy_numbers,  # options all written `1.` over `Answer: 2`: `1.`, `2.`, `3.`
    lettered_boxes,  # `- [x] (B)` over a blank and `$$x$$`: `- [x] $$x$$`, line for line
    boxed_letters,  # `a. [+] right` / `b. [ ] wrong`: a task list, line for line
    table_options,  # `|A|x|` rows under a question, the key's row in red: a task list
    bracket_letters,  # `【A】list` / `［B］dict` / `[C] set` options: `A. list`, line for line
    arrow_marks,  # `[b] text <-- good` under a question: `B. text (Correct)`, line for line
    plus_marks,  # `+++++text` / `    (True) text` among bare option lines: `B. text (Correct)`
    arrow_notes,  # `- x ---> a note` where `---> RESPUESTA` marks keys: `- x ---> RESPUESTA`
    boxed_stems,  # a question (its code) over `Ответ:` over `- [x]` boxes: a heading
    learn_challenges,  # `### !challenge` sections as questions, line for line
    spaced_answer_labels,  # `Q:` notes' `A:word` labels given their blank
    colon_spaced_labels,  # `A : text` under `Q :` questions: the `A:` label
    fenced_label_values,  # `答：` over a fenced `C`: `答：C`, its explanation too
    tag_options,  # `- B) <font x> W </font>` options whose tags they ask about: as code
    *MARKER_PASSES,  # comment markers and `<dl>` lists as headings, line for line
    cloze_items,  # `1. X is **y** here.` in a run, nothing else answering: `1. X is ____ here.`, `Answer: y`
    nested_fences,  # a block fenced inside another, indented: the outer's longer
    stray_fences,  # a bare ``` that pairs every later fence wrongly: blank
    json_answers,  # a ```json record's `"answer"` under a labelled question: `**Answer:** x`
    closed_last_fold,  # a `<details>` left open at the end of a cut-off page: closed there
    furniture_images,  # an image alone on 3+ lines (a banner): page furniture, blank
    item_fences,  # a margin fence between an item and its nested bullets: inside
    fenced_bullets,  # `* Q` items each over a bare fence, what they show between: `Q:`/`A:`
    item_notes,  # margin text after an item's nested bullets, up to its sibling
    item_headings,  # a margin heading in a list question's answer, or over its code: inside
    headed_item_answers,  # `### Example` under `1. ### What is X?`: its answer's, inside
    fenced_bank,  # fences each a question over `{correctAnswer='B'}`: `Q:`, options, key
    fenced_questions,  # questions one to a fence, in a row: `Q:` lines
    ordinal_headings,  # `## 第九题、title`: `## Question 9: title`
    dotless_headings,  # `### 45 title` after `### 44. title`: `### 45. title`
    numbered_follow_ups,  # `## 꼬리 질문 1` over its paragraph and `### 모범 답안`: `## Q1a: ...`
    question_parts,  # `# 🔹 Drill 3: X` over `## Situation`, `## Task`, a fold: one question
    level_sections,  # `## Answer` between `## Question 5: X` and `## Question 6`
    ticket_titles,  # `### Ticket 3` over `#### Title`: `### Question 3: Title`
    folded_levels,  # `###` and `####` questions, each over its fold: one level
    carried_levels,  # `## 1.`..`## 13.`, then `### 14.`..: the count's own level
    drop_attribute_lists,  # kramdown's `{: .btn}` after a link: markup, no text
    drop_scripts,  # a page's `<script>`/`<style>` elements, which show nothing
    drop_controls,  # `<button>`s, toggles and their scripts: a widget's, no card's text
    form_options,  # a `<form>`'s `<label><input type="radio">` lines: options
    html_question_blocks,  # `<p>` over `Question 1 – What is X?` over `</p>`
    leading_breaks,  # `<br>**Ans**:- ...`: the line's label past its break
    summary_links,  # `<summary>Answer (Learn more: <a ...>)`: link kept
    bold_after_blocks,  # `</ul>` over `<b>2. What ...?</b>`: the block ends
    icon_boxes,  # `<i class='fas fa-check-square'></i> Text`: a ticked option
    loose_boxes,  # `- [x] a.` over a blank and its text: the text on the box line
    boxed_labels,  # `- [ ] **Question:** X` / `**Code:** **Question:** X`: the label line
    task_questions,  # `- [x] What is X?` over its nested answer: a bullet question
    letter_pairs,  # `**S: ...**` over `C: ...`: Turkish `Soru:` over `Cevap:`
    r_labels,  # `R:` under each question: Portuguese notes' `Resposta:`
    a_answer_labels,  # `Q1. X?` over one `A) text` line, no `B)` anywhere: `Answer: text`
    glued_hashes,  # `##Pergunta 3`: a heading typed without its space
    coded_lists,  # `#### Java` over `    - What is X?` items: a list, not indented code
    paren_answers,  # `- What is X? (should answer: Y)`: `- What is X? Answer: Y`
    doubled_hashes,  # `## ## What is X?`: a heading's marks typed twice, once
    shared_answers,  # `- Q1?` / `- Q2?` over `**Answers:**`: one question heading
    p_labels,  # `### P3: ¿Qué ...?` headings: Spanish `Pregunta 3:`, as `Q3:`
    spaced_q_labels,  # `# Q27 Types of disks` among `# Q1 What ...?` headings
    plural_labels,  # `# Questions 3` among `# Question 1` headings: singular
    glued_q_labels,  # `11222Q25. What ...?` between `Q24` and `Q26`: that label
    repeated_q_labels,  # `**Q17.** answer` under `**Q17. What ...?**`: `**A17.** answer`
    lowered_part_headings,  # `# Part:` between `## 3.` and `## 4.`: the answer's
    opening_sub_headings,  # `## Title` right under `### Question 1`: its answer's
    more_questions,  # `#### More Questions` over `<li><b>Q</b> A</li>` items: `Q:`/`A:`
    response_headings,  # `### Response` right after `### Prompt`: its answer
    loose_bold_questions,  # `** What is X?**`, `**15 What ...?**` among `**N.**`
    glued_bullets,  # `-**What is X?**`: a bullet typed without its space
    bulletless_questions,  # `Q?` typed without its bullet among `* Q?` ones
    titled_questions,  # `Medium tasks` typed over `6) ...`: a paragraph apart
    inner_questions,  # `5. What is X?` over `Ans :` inside an answer: a heading
    pictograph_numbers,  # `🔹 1. What ...?` lines as the numbered lines they show
    shortcode_numbers,  # `:one: **What ...?**` lines as numbered headings
    pictograph_questions,  # `<br/>📌 What ...?` lines as headings, bold keys ticked
    answered_follow_ups,  # `👉 Why?` over a second `Answer:` in one: its own card
    alternative_wordings,  # `#### Q? (or)` over `#### Q'?`: one question heading
    span_options,  # `` - `A. True` `` options, each one code span: lettered
    bare_options,  # option paragraphs, `**Right**` among them, a stem above: bullets
    bold_options,  # `* **Right**` among `* wrong` bullets: a keyed task list
    question_label_items,  # `- **Question:** ...` over `- **Answer:**`: its text
    sub_question_sets,  # `### Topic` over `- Q1?`, `- Q2?`, `- **Expected:** A`: one question
    item_titles,  # `1. **X**` over an indented `*Question*:`: `**1. X**`, at the margin
    titled_labels,  # `**2. Scenario: X**` over `*Question:* ...`: its heading
    bold_label_headings,  # `__Practice Question__` over each question: a heading
    speaker_turns,  # a transcript's interviewer turns and the answers to them
    pause_cards,  # slides between rules, `. . .` between question and answer
    ruled_pairs,  # a question's stretch between rules, then its answer's
    prompt_bullets,  # plain prompts, each over its bullets, in unmarked notes
    key_titles,  # `**Results**:` over `- **Question 1**: d` ... at the end
    dash_keys,
    json_keys,
    headed_stems,  # `-b` and JSON keys; plain stems
    labelled_stems,  # a bare question among `Question:` ones: labelled
    labelled_lead_ins,  # `6.1` / code over `问：...？` / `答：`: the code under the label
    tagged_prompts,  # `* prompt` over `[tags]` and its answer: a heading
)
"""The rewrites every document goes through before a reader reads it, in order: each
reads what the ones before it wrote (see srs.importers.choose's `read`)."""
