package org.qakit.check.text;

import org.qakit.check.FileCheck;
import org.qakit.check.Findings;
import org.qakit.check.RawFile;
import org.qakit.check.Severity;

/**
 * A file does not start with the UTF-8 byte-order mark (EF BB BF). qakit's readers drop it, but
 * other tools read it as part of the first field (a first question id or JSON key with U+FEFF in
 * front). A copy written by {@code --fix} has none.
 */
public final class ByteOrderMark implements FileCheck {
  @Override
  public String id() {
    return "text-bom";
  }

  @Override
  public String description() {
    return "no input file starts with a UTF-8 byte-order mark (EF BB BF); the readers drop it, other tools may not";
  }

  @Override
  public Severity severity() {
    return Severity.WARNING;
  }

  @Override
  public void check(RawFile file, Findings out) {
    if (file.bom()) {
      out.at(null, file.file(), 1, "the file starts with a UTF-8 byte-order mark (EF BB BF)");
    }
  }
}
