package org.qakit.check;

/**
 * One thing a check found.
 *
 * @param check the id of the check
 * @param severity how much it matters (a check's own severity, or lower for a dataset-level
 *     figure that stays within chance)
 * @param item the item id, or null for a file- or dataset-level finding
 * @param file the file (or SQAD folder) where it is, as given by the user, or null when unknown
 * @param line the 1-based line, or 0 when unknown
 * @param message what was expected and what was found
 */
public record Finding(String check, Severity severity, String item, String file, long line, String message) {
  public Finding {
    if (check == null || severity == null || message == null) {
      throw new IllegalArgumentException("finding: check, severity and message must be given");
    }
  }

  /** {@code file:line}, {@code file}, or "" when the location is unknown. */
  public String where() {
    if (file == null) {
      return "";
    }
    return line > 0 ? file + ":" + line : file;
  }
}
