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
