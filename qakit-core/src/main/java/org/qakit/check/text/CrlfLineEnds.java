package org.qakit.check.text;

import org.qakit.check.FileCheck;
import org.qakit.check.Findings;
import org.qakit.check.RawFile;
import org.qakit.check.Severity;

/**
 * A file whose lines all end in CR LF. Not wrong (the NLPCC 2016 KBQA files are distributed so,
 * and qakit's readers drop the CR), but a tool that splits on LF keeps the CR at the end of the
 * last field: an answer {@code "杨可桢\r"} never matches. Mixed line ends are {@code
 * text-mixed-line-ends}'.
 */
public final class CrlfLineEnds implements FileCheck {
  @Override
  public String id() {
    return "text-crlf";
  }

  @Override
  public String description() {
    return "reports a file whose lines all end in CR LF (readers drop the CR; tools splitting on LF keep it in the last field)";
  }

  @Override
  public Severity severity() {
    return Severity.INFO;
  }

  @Override
  public void check(RawFile file, Findings out) {
    if (file.crlfLines() > 0 && file.lfLines() == 0) {
      out.at(null, file.file(), 0, "all " + file.crlfLines() + " line ends are CR LF");
    }
  }
}
