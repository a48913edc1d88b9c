package org.qakit.check;

import java.util.ArrayList;
import java.util.List;
import org.qakit.dataset.Dataset;
import org.qakit.format.Problem;
import org.qakit.model.Item;
import org.qakit.model.Passage;

/**
 * Applies the fixers of the checks that ran to a copy of the dataset, logging every change: first
 * each {@link TextFixer} to every text field of every item and passage (one log line per field
 * changed, before and after), then each {@link ItemFixer} to every item. Records the reader
 * rejected are left out of the copy, one log line each ({@code record-readable}). The input is
 * never touched; the caller writes the copy and the log.
 */
public final class DatasetFixer {
  private DatasetFixer() {}

  /**
   * @param dataset the copy, without the records the reader rejected; passages and triples kept
   * @param log every change made
   */
  public record Result(Dataset dataset, ChangeLog log) {}

  public static Result fix(DatasetChecker.Report report) {
    var log = new ChangeLog(report.locations());
    Dataset d = report.dataset();
    for (Problem p : d.skipped()) {
      log.by("record-readable").record(null, p.line() > 0 ? p.file() + ":" + p.line() : p.file(), "left out: " + p.message());
    }
    List<Check> textFixers = report.ran().stream().filter(TextFixer.class::isInstance).toList();
    List<Check> itemFixers = report.ran().stream().filter(ItemFixer.class::isInstance).toList();
    List<Item> items = new ArrayList<>(d.items().size());
    for (Item item : d.items()) {
      Item fixed = item;
      for (Check c : textFixers) {
        TextFixer fixer = (TextFixer) c;
        ChangeLog by = log.by(c.id());
        String id = fixed.id();
        fixed = TextFields.map(fixed, (field, text) -> rewrite(fixer, by, id, id, field, text));
      }
      for (Check c : itemFixers) {
        fixed = ((ItemFixer) c).fix(fixed, log.by(c.id()));
      }
      items.add(fixed);
    }
    List<Passage> passages = new ArrayList<>(d.passages().size());
    for (Passage p : d.passages()) {
      Passage fixed = p;
      for (Check c : textFixers) {
        TextFixer fixer = (TextFixer) c;
        ChangeLog by = log.by(c.id());
        fixed = TextFields.map(fixed, (field, text) -> rewrite(fixer, by, "passage:" + p.id(), null, field, text));
      }
      passages.add(fixed);
    }
    return new Result(new Dataset(items, passages, d.triples(), List.of(), List.of()), log);
  }

  private static String rewrite(TextFixer fixer, ChangeLog log, String record, String itemId, String field, String text) {
    String fixed = fixer.fix(text);
    if (!fixed.equals(text)) {
      log.field(record, itemId, field, text, fixed, "text repaired");
    }
    return fixed;
  }
}
