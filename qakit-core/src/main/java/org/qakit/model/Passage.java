package org.qakit.model;

/**
 * A unit of background text that comes with a dataset: a QuaRTz knowledge sentence, a GKMC
 * evidence paragraph, a SQAD article, a candidate of a distractor vocabulary.
 *
 * @param id identifier, unique within the dataset's passages
 * @param text the text
 * @param title a title (document name), or null
 */
public record Passage(String id, String text, String title) {
  public Passage {
    Checks.requireId(id, "passage");
    if (text == null) {
      throw new IllegalArgumentException("passage '" + id + "': text must not be null");
    }
    title = Checks.optional(title);
  }

  public static Passage of(String id, String text) {
    return new Passage(id, text, null);
  }
}
