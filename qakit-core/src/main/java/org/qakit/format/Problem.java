package org.qakit.format;

/**
 * A record that could not be read: where it is and what was wrong with it.
 *
 * @param file the file, as given by the user
 * @param line the 1-based line the record starts on, or 0 for the whole file
 * @param message what was expected and what was found
 */
public record Problem(String file, long line, String message) {
  @Override
  public String toString() {
    return line > 0 ? file + ":" + line + ": " + message : file + ": " + message;
  }
}
