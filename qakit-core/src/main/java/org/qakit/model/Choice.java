package org.qakit.model;

/** One option of a multiple-choice item: its label as the source writes it ("A", "1") and its text. */
public record Choice(String label, String text) {
  public Choice {
    if (label == null || label.isBlank()) {
      throw new IllegalArgumentException("choice label must not be empty (text: " + text + ")");
    }
    if (text == null) {
      throw new IllegalArgumentException("choice '" + label + "': text must not be null");
    }
  }
}
