package org.qakit.model;

/**
 * A piece of gold knowledge attached to an item: QuaRTz's {@code para}, SciQ's {@code support},
 * a GKMC evidence paragraph.
 *
 * @param id the source's identifier of the passage (e.g. {@code para_id}, {@code p_id}), or null
 * @param text the passage text
 * @param choiceLabel the option this evidence was annotated for, or null when it serves the item
 */
public record Evidence(String id, String text, String choiceLabel) {
  public Evidence {
    if (text == null) {
      throw new IllegalArgumentException("evidence '" + id + "': text must not be null");
    }
    id = Checks.optional(id);
    choiceLabel = Checks.optional(choiceLabel);
  }

  public static Evidence of(String id, String text) {
    return new Evidence(id, text, null);
  }
}
