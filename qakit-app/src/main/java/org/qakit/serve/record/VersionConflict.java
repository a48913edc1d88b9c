package org.qakit.serve.record;

/**
 * A save refused because someone else saved the record since the form was opened (optimistic
 * locking on {@code records.version}); carries the record as it now is, so the page can show the
 * other change beside the refused one and nothing is lost.
 */
public final class VersionConflict extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient StoredRecord current;
  private final int expected;

  public VersionConflict(StoredRecord current, int expected) {
    super("record " + current.id() + " was saved by " + current.updatedBy() + " as version " + current.version()
        + " after you opened version " + expected);
    this.current = current;
    this.expected = expected;
  }

  public StoredRecord current() {
    return current;
  }

  public int expected() {
    return expected;
  }
}
