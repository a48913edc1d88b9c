package org.qakit.format.sqad;

import java.nio.file.Path;

/** A SQAD record that does not follow the layout: the file and line at fault and what was expected. */
final class BadRecordException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient Path file;
  private final long line;

  BadRecordException(Path file, long line, String message) {
    super(message, null, false, false);
    this.file = file;
    this.line = line;
  }

  Path file() {
    return file;
  }

  long line() {
    return line;
  }
}
