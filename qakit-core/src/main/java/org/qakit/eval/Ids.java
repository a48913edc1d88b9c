package org.qakit.eval;

import java.util.List;

/** How messages name many item ids: the first ten, then an ellipsis. */
public final class Ids {
  /** How many ids a message names. */
  public static final int NAMED = 10;

  private Ids() {}

  /** The first {@value #NAMED} ids joined by ", ", followed by ", …" when there are more. */
  public static String abbreviate(List<String> ids) {
    return String.join(", ", ids.subList(0, Math.min(NAMED, ids.size()))) + (ids.size() > NAMED ? ", …" : "");
  }
}
