package org.qakit.check.dataset;

import java.util.EnumSet;
import java.util.Set;
import org.qakit.check.DatasetCheck;
import org.qakit.check.Findings;
import org.qakit.check.Severity;
import org.qakit.dataset.Dataset;
import org.qakit.format.Problem;
import org.qakit.model.ItemKind;

/**
 * Every record the format's reader rejected. {@code qakit check} reads leniently, so that one bad
 * record does not hide the others; each skipped record is an error at its file and line, with the
 * reader's message. This is where rules the item model enforces show up: a gold label that is not
 * among the choices, two choices with one label, fewer than two choices, a candidate label other
 * than 0 or 1, a KBQA record whose three ids disagree.
 */
public final class RecordReadable implements DatasetCheck {
  @Override
  public String id() {
    return "record-readable";
  }

  @Override
  public String description() {
    return "every record can be read: each record the reader rejects (gold label not among the choices, a label outside {0, 1}, "
        + "duplicate choice labels, a malformed line) is an error at its file:line, with the reader's message";
  }

  @Override
  public Severity severity() {
    return Severity.ERROR;
  }

  @Override
  public Set<ItemKind> kinds() {
    return EnumSet.allOf(ItemKind.class);
  }

  @Override
  public void check(Dataset dataset, Findings out) {
    for (Problem p : dataset.skipped()) {
      out.at(null, p.file(), p.line(), p.message());
    }
  }
}
