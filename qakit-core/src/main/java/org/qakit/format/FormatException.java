package org.qakit.format;

import java.nio.file.Path;

/**
 * A dataset file does not follow its format. The message reads {@code file:line: what was
 * expected, what was found}; the line is 0 when the problem is the file as a whole.
 */
public final class FormatException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient Problem problem;

  public FormatException(Problem problem) {
    super(problem.toString());
    this.problem = problem;
  }

  public FormatException(Path file, long line, String message) {
    this(new Problem(file.toString(), line, message));
  }

  public Problem problem() {
    return problem;
  }
}
