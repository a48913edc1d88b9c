package org.qakit.check.text;

import org.qakit.check.FileCheck;
import org.qakit.check.Findings;
import org.qakit.check.RawFile;
import org.qakit.check.Severity;

/**
 * A file uses one kind of line end: not some lines in CR LF and others in LF alone (a file pasted
 * together from two sources), and no bare CR (a CR not followed by LF), which the readers keep
 * inside a field's text.
 */
public final class MixedLineEnds implements FileCheck {
  @Override
  public String id() {
    return "text-mixed-line-ends";
  }

  @Override
  public String description() {
    return "a file does not mix CR LF and LF line ends, and has no bare CR (one not followed by LF, kept inside the text)";
  }

  @Override
  public Severity severity() {
    return Severity.WARNING;
  }

  @Override
  public void check(RawFile file, Findings out) {
    if (file.crlfLines() > 0 && file.lfLines() > 0) {
      long first = Math.max(file.firstCrlf(), file.firstLf());
      out.at(null, file.file(), first, file.crlfLines() + " lines end in CR LF (first: line " + file.firstCrlf() + "), "
          + file.lfLines() + " in LF alone (first: line " + file.firstLf() + ")");
    }
    if (file.bareCrs() > 0) {
      out.at(null, file.file(), file.firstBareCr(), file.bareCrs() + " bare CR byte(s) not followed by LF (first on this line)");
    }
  }
}
