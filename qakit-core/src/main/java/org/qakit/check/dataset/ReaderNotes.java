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
 * What the reader noted while reading: values it normalised (GeoTSQA's full-width answer letters
 * read through NFKC), oddities it kept (an MCQL answer that is also a distractor, a SciQ answer
 * missing from its support), fields it did not read. Each note is an INFO finding at its file and
 * line: checks on items cannot see what the reader already changed.
 */
public final class ReaderNotes implements DatasetCheck {
  @Override
  public String id() {
    return "reader-notes";
  }

  @Override
  public String description() {
    return "what the reader normalised or kept while reading (e.g. a full-width answer letter read as ASCII), "
        + "one finding per note at its file:line; item checks see only the normalised values";
  }

  @Override
  public Severity severity() {
    return Severity.INFO;
  }

  @Override
  public Set<ItemKind> kinds() {
    return EnumSet.allOf(ItemKind.class);
  }

  @Override
  public void check(Dataset dataset, Findings out) {
    for (Problem p : dataset.notes()) {
      out.at(itemId(p.message()), p.file(), p.line(), p.message());
    }
  }

  /** The item a note names ("item 'guid-243-1': ..."), or null. */
  static String itemId(String message) {
    if (!message.startsWith("item '")) {
      return null;
    }
    int end = message.indexOf('\'', 6);
    return end < 0 ? null : message.substring(6, end);
  }
}
