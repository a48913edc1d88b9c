package org.qakit.solve.qualitative;

/** A statement or question the readers cannot read; the message is the reason the solver abstains with. */
public final class Unreadable extends RuntimeException {
  public Unreadable(String reason) {
    super(reason, null, false, false);
  }
}
