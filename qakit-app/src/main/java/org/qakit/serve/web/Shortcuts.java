package org.qakit.serve.web;

import java.util.List;

/**
 * The record form's keyboard shortcuts, listed once: the help page ({@code /help/shortcuts}) prints
 * this list, and the form carries it for the page's script ({@code qakit.js}), so the keys a person
 * reads are the keys that work. A key without Ctrl does nothing while the cursor is in a text field
 * (Escape leaves the field first); one with Ctrl works everywhere, typing included.
 */
public final class Shortcuts {

  /**
   * One shortcut: {@code action} the script's name for it, {@code key} the {@code KeyboardEvent.key}
   * it answers to, {@code ctrl} and {@code shift} the modifiers it needs (Ctrl is Cmd on a Mac).
   */
  public record Shortcut(String action, String key, boolean ctrl, boolean shift, String description) {
    /** How the help page writes the keys, e.g. {@code Ctrl+Shift+Enter}. */
    public String keys() {
      return (ctrl ? "Ctrl+" : "") + (shift ? "Shift+" : "") + (key.equals(" ") ? "Space" : key);
    }

    /** Whether the key works while typing in a text field. */
    public boolean whileTyping() {
      return ctrl || key.equals("Escape");
    }
  }

  /** Every shortcut of the record form, in the help page's order. */
  public static final List<Shortcut> ALL = List.of(
      new Shortcut("save", "Enter", true, false, "save the record"),
      new Shortcut("save-next", "Enter", true, true, "save, then open the next record to fix or a new one on the same article"),
      new Shortcut("next-sentence", "j", false, false, "go to the next sentence of the article"),
      new Shortcut("previous-sentence", "k", false, false, "go to the previous sentence of the article"),
      new Shortcut("mark-sentence", "m", false, false, "mark the current sentence as an answer sentence, or unmark it"),
      new Shortcut("focus-question", "q", false, false, "put the cursor in the question"),
      new Shortcut("focus-answer", "a", false, false, "put the cursor in the exact answer"),
      new Shortcut("leave-field", "Escape", false, false, "leave the text field, so that the keys without Ctrl work"),
      new Shortcut("help", "?", false, false, "show or hide this list on the form"));

  private Shortcuts() {}
}
