package org.qakit.dedup;

/**
 * One hand-labelled suspect pair: two items named {@code dataset:id} (a task id and the item id its
 * format gives), the label a person gave after reading both sides, and why.
 *
 * @param a the first item, {@code task:id}
 * @param b the second item, {@code task:id}, not {@code a}
 * @param duplicate whether the two are near-duplicates by the criteria of docs/curation.md
 * @param reason one line saying why
 */
public record RealPair(String a, String b, boolean duplicate, String reason) {
  public RealPair {
    for (String id : new String[] {a, b}) {
      if (id == null || !id.matches("[a-z][a-z0-9-]*:\\S+")) {
        throw new IllegalArgumentException("expected an item as dataset:id (e.g. gkmc:16385), found '" + id + "'");
      }
    }
    if (a.equals(b)) {
      throw new IllegalArgumentException("expected two different items, found " + a + " twice");
    }
    if (reason == null || reason.isBlank() || reason.contains("\t") || reason.contains("\n")) {
      throw new IllegalArgumentException("pair " + a + " " + b + ": expected a one-line reason, found '" + reason + "'");
    }
  }

  /** 1 for a duplicate, 0 for not. */
  public int label() {
    return duplicate ? 1 : 0;
  }

  /** The dataset (task id) part of {@code dataset:id}. */
  public static String dataset(String qualified) {
    return qualified.substring(0, qualified.indexOf(':'));
  }

  /** The item id part of {@code dataset:id}. */
  public static String itemId(String qualified) {
    return qualified.substring(qualified.indexOf(':') + 1);
  }
}
