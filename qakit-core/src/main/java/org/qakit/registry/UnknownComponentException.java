package org.qakit.registry;

import java.util.List;

/** Thrown for an id no registry entry has; the message lists close matches and all known ids. */
public final class UnknownComponentException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public UnknownComponentException(
      String kind, String id, List<String> closeMatches, List<String> known) {
    super(
        "unknown "
            + kind
            + " '"
            + id
            + "'"
            + (closeMatches.isEmpty() ? "" : "; did you mean " + String.join(" or ", closeMatches) + "?")
            + " (known: "
            + String.join(", ", known)
            + ")");
  }
}
