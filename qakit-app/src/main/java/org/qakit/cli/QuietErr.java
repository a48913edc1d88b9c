package org.qakit.cli;

import java.io.PrintWriter;
import java.io.Writer;

/**
 * The stderr of a command run with {@code --quiet}: passes the lines that start with
 * {@code warning} or {@code qakit: error} and drops the rest (progress, notes, summaries), so a
 * quiet run still says what went wrong and what it skipped, and nothing else.
 */
final class QuietErr extends Writer {
  private final PrintWriter target;
  private final StringBuilder line = new StringBuilder();

  QuietErr(PrintWriter target) {
    this.target = target;
  }

  /** A writer over {@code target} that keeps only warnings and errors. */
  static PrintWriter over(PrintWriter target) {
    return new PrintWriter(new QuietErr(target), true);
  }

  @Override
  public synchronized void write(char[] buf, int off, int len) {
    for (int i = off; i < off + len; i++) {
      char c = buf[i];
      if (c == '\n') {
        emit();
      } else if (c == '\r') {
        line.setLength(0); // a progress bar redraws its line
      } else {
        line.append(c);
      }
    }
  }

  private void emit() {
    String s = line.toString();
    line.setLength(0);
    if (s.startsWith("warning") || s.startsWith("qakit: error") || s.startsWith("error")) {
      target.println(s);
    }
  }

  @Override
  public synchronized void flush() {
    target.flush();
  }

  @Override
  public synchronized void close() {
    flush();
  }
}
