// qakit serve: the one script of the pages, served by the server (no CDN; allowed by the
// Content-Security-Policy's default-src 'self'; no inline script or handler). It makes the
// suggestion buttons of a multiple-choice record work: "Use as an option" puts the distractor
// into the first empty option field, "Add to the scenario" adds the passage at the scenario's
// end. Nothing is saved until Save. Without JavaScript the buttons stay hidden and the
// suggestions are text to copy.
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  var form = document.querySelector("form.record");
  if (!form) {
    return;
  }
  var buttons = document.querySelectorAll("button.use[data-fill]");
  buttons.forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      use(form, button);
    });
  });
  if (buttons.length > 0) {
    document.querySelectorAll(".use-hint").forEach(function (e) { e.hidden = false; });
    document.querySelectorAll(".copy-hint").forEach(function (e) { e.hidden = true; });
  }
});

function use(form, button) {
  var text = button.getAttribute("data-text");
  var field = null;
  if (button.getAttribute("data-fill") === "option") {
    var options = form.querySelectorAll("input[name^='option']");
    for (var i = 0; i < options.length && field === null; i++) {
      if (options[i].value.trim() === "") {
        field = options[i];
      }
    }
    if (field === null) {
      say(button, "every option is filled: empty one first");
      return;
    }
    field.value = text;
    say(button, "put into " + field.getAttribute("data-label"));
  } else {
    field = form.querySelector("textarea[name='scenario']");
    if (field === null) {
      return;
    }
    field.value = field.value.trim() === "" ? text : field.value.replace(/\s+$/, "") + "\n" + text;
    say(button, "added to the scenario");
  }
  field.classList.add("filled");
  field.focus();
}

/** Shows what a click did beside its button (a live region, read out by screen readers). */
function say(button, message) {
  var note = button.nextElementSibling;
  if (note === null || !note.classList.contains("use-note")) {
    note = document.createElement("span");
    note.className = "use-note";
    note.setAttribute("role", "status");
    button.after(note);
  }
  note.textContent = message;
}

// The record form's article (issue 20): a click on a sentence makes it an answer sentence (a
// second click unmarks it); words selected inside one become the exact answer, with their offsets
// into the article in answerStart and answerEnd, which the server checks against the article.
// Typing in the answer field drops the offsets (the server then finds the typed answer itself).
// The keyboard shortcuts come from the form's list (#shortcut-list, written from Shortcuts.java);
// a key without Ctrl does nothing while the cursor is in a text field. Without JavaScript the
// article is text to read and the fields work as before.
document.addEventListener("DOMContentLoaded", function () {
  var form = document.querySelector("form.record");
  if (!form) {
    return;
  }
  var article = form.querySelector("#article");
  var state = { current: -1, sentences: [], toggle: null };
  if (article) {
    setUpArticle(form, article, state);
  }
  setUpShortcuts(form, state);
});

function setUpArticle(form, article, state) {
  var lines = form.querySelector("textarea[name='answerSentences']");
  var answer = form.querySelector("input[name='answer']");
  var start = form.querySelector("input[name='answerStart']") || { value: "" }; // only an extractive form has an exact answer
  var end = form.querySelector("input[name='answerEnd']") || { value: "" };
  var source = form.querySelector("textarea[name='source']");
  state.sentences = Array.prototype.slice.call(article.querySelectorAll("span.sentence"));
  if (state.sentences.length === 0 || lines === null) {
    return;
  }
  form.querySelectorAll(".span-hint, .span-field-hint").forEach(function (e) { e.hidden = false; });
  article.classList.add("clickable");
  if (answer !== null && article.dataset.answerStart !== undefined) {
    start.value = article.dataset.answerStart;
    end.value = article.dataset.answerEnd;
  }
  // a sentence's text as an answer sentence holds it: data-text when whitespace runs were collapsed, else as shown
  function sentenceText(el) {
    return el.dataset.text !== undefined ? el.dataset.text : el.textContent;
  }
  function chosen() {
    return lines.value.split(/\r?\n/).map(function (l) { return l.trim(); }).filter(function (l) { return l !== ""; });
  }
  function refresh() {
    var set = chosen();
    var s = parseInt(start.value, 10);
    var e = parseInt(end.value, 10);
    state.sentences.forEach(function (el) {
      el.classList.toggle("chosen", set.indexOf(sentenceText(el)) >= 0);
      if (el.querySelector("mark") !== null) {
        el.textContent = el.textContent;
      }
      var from = parseInt(el.dataset.start, 10);
      if (answer !== null && s >= from && e <= parseInt(el.dataset.end, 10) && s < e) {
        var range = document.createRange();
        range.setStart(el.firstChild, s - from);
        range.setEnd(el.firstChild, e - from);
        range.surroundContents(document.createElement("mark"));
      }
    });
  }
  function mark(el, on) {
    var set = chosen();
    var at = set.indexOf(sentenceText(el));
    if (at >= 0 && !on) {
      set.splice(at, 1);
    } else if (at < 0 && on !== false) {
      set.push(sentenceText(el));
    }
    lines.value = set.join("\n");
  }
  state.toggle = function (el) {
    mark(el, !el.classList.contains("chosen"));
    refresh();
  };
  article.addEventListener("mouseup", function (event) {
    var el = event.target.closest ? event.target.closest("span.sentence") : null;
    var selection = window.getSelection();
    if (el === null) {
      return;
    }
    if (selection.isCollapsed || answer === null) {
      setCurrent(state, state.sentences.indexOf(el));
      state.toggle(el);
      return;
    }
    var range = selection.getRangeAt(0);
    if (!el.contains(range.startContainer) || !el.contains(range.endContainer)) {
      return; // a selection across sentences is not an exact answer
    }
    var raw = el.textContent;
    var a = offsetIn(el, range.startContainer, range.startOffset);
    var b = offsetIn(el, range.endContainer, range.endOffset);
    while (a < b && /\s/.test(raw.charAt(a))) { a++; }
    while (b > a && /\s/.test(raw.charAt(b - 1))) { b--; }
    if (a === b) {
      return;
    }
    var from = parseInt(el.dataset.start, 10);
    answer.value = raw.slice(a, b).replace(/\s+/g, " ");
    start.value = String(from + a);
    end.value = String(from + b);
    setCurrent(state, state.sentences.indexOf(el));
    mark(el, true);
    selection.removeAllRanges();
    refresh();
  });
  lines.addEventListener("input", refresh);
  if (answer !== null) {
    answer.addEventListener("input", function () {
      start.value = "";
      end.value = "";
      refresh();
    });
  }
  if (source !== null) {
    source.addEventListener("input", function () {
      start.value = "";
      end.value = "";
      article.classList.add("stale");
      article.querySelectorAll(".span-stale").forEach(function (e) { e.hidden = false; });
    });
  }
  refresh();
}

/** Makes sentence i the current one (j, k and m act on it). */
function setCurrent(state, i) {
  state.current = i;
  state.sentences.forEach(function (el, j) { el.classList.toggle("current", j === i); });
}

/** Characters of el's text before (node, offset). */
function offsetIn(el, node, offset) {
  var range = document.createRange();
  range.setStart(el, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

function setUpShortcuts(form, state) {
  var list = document.getElementById("shortcut-list");
  if (list === null) {
    return;
  }
  var keys = Array.prototype.map.call(list.querySelectorAll("li"), function (li) {
    return { action: li.dataset.action, key: li.dataset.key, ctrl: li.dataset.ctrl === "true", shift: li.dataset.shift === "true" };
  });
  document.addEventListener("keydown", function (event) {
    var typing = isTextField(event.target);
    var ctrl = event.ctrlKey || event.metaKey;
    for (var i = 0; i < keys.length; i++) {
      var k = keys[i];
      var matches = event.key === k.key && (k.ctrl ? ctrl && event.shiftKey === k.shift : !ctrl && !event.altKey);
      if (matches && (k.ctrl || k.key === "Escape" || !typing)) {
        if (run(form, state, list, k.action)) {
          event.preventDefault();
        }
        return;
      }
    }
  });
}

function isTextField(el) {
  if (el === null || el === undefined) {
    return false;
  }
  var tag = el.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT" || el.isContentEditable) {
    return true;
  }
  return tag === "INPUT" && ["button", "submit", "checkbox", "radio", "file", "hidden", "reset"].indexOf(el.type) < 0;
}

/** Does the shortcut's action; false when there was nothing to do (the key then does what it always does). */
function run(form, state, list, action) {
  var n = state.sentences.length;
  switch (action) {
    case "save":
    case "save-next":
      form.requestSubmit(form.querySelector("button[name='action'][value='" + action + "']"));
      return true;
    case "next-sentence":
    case "previous-sentence":
      if (n === 0) {
        return false;
      }
      setCurrent(state, action === "next-sentence" ? Math.min(n - 1, state.current + 1) : Math.max(0, state.current - 1));
      state.sentences[state.current].scrollIntoView({ block: "nearest" });
      return true;
    case "mark-sentence":
      if (state.current < 0 || state.toggle === null) {
        return false;
      }
      state.toggle(state.sentences[state.current]);
      return true;
    case "focus-question":
    case "focus-answer":
      var field = form.querySelector(action === "focus-question" ? "[name='question']" : "[name='answer']");
      if (field === null) {
        return false;
      }
      field.focus();
      return true;
    case "leave-field":
      if (!isTextField(document.activeElement)) {
        return false;
      }
      document.activeElement.blur();
      return true;
    case "help":
      list.hidden = !list.hidden;
      return true;
    default:
      return false;
  }
}
