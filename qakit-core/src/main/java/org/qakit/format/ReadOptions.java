package org.qakit.format;

/**
 * How to read a dataset.
 *
 * @param lenient skip bad records and count them instead of stopping at the first one
 * @param view the task view to read (see {@link Format#views()}), or null for the format's default
 */
public record ReadOptions(boolean lenient, String view) {
  public static final ReadOptions STRICT = new ReadOptions(false, null);
  public static final ReadOptions LENIENT = new ReadOptions(true, null);

  public ReadOptions withView(String newView) {
    return new ReadOptions(lenient, newView);
  }
}
