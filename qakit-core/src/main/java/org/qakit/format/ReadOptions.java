package org.qakit.format;

/**
 * How to read a dataset.
 *
 * @param lenient skip bad records and count them instead of stopping at the first one
 * @param view the task view to read (see {@link Format#views()}), or null for the format's default
 * @param locations where to record the file and line each item starts at (for {@code qakit
 *     check}'s findings), or null to record nothing
 */
public record ReadOptions(boolean lenient, String view, ItemLocations locations) {
  public static final ReadOptions STRICT = new ReadOptions(false, null);
  public static final ReadOptions LENIENT = new ReadOptions(true, null);

  public ReadOptions(boolean lenient, String view) {
    this(lenient, view, null);
  }

  public ReadOptions withView(String newView) {
    return new ReadOptions(lenient, newView, locations);
  }

  /** These options, recording item locations into {@code sink}. */
  public ReadOptions withLocations(ItemLocations sink) {
    return new ReadOptions(lenient, view, sink);
  }
}
