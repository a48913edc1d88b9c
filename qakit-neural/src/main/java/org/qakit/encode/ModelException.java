package org.qakit.encode;

/**
 * A model cannot be used as registered or given: its jar or file is missing, or its inputs or
 * output shape differ from what its registry entry states. Raised when the model is opened, never
 * halfway through a corpus; the message names the model. It is an {@link IllegalArgumentException}
 * because the fix is the user's (add the jar, point at another file, pick another model).
 */
public final class ModelException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public ModelException(String message) {
    super(message);
  }

  public ModelException(String message, Throwable cause) {
    super(message, cause);
  }
}
