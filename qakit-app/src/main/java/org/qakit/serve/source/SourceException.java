package org.qakit.serve.source;

/** A source that could not be read: the message says why, for the form (no stack trace). */
public final class SourceException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public SourceException(String message) {
    super(message, null, false, false);
  }
}
