package org.qakit.serve.exchange;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qakit.dataset.Dataset;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Item;
import org.qakit.model.Passage;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.QuotaFull;
import org.qakit.serve.record.Finding;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.RecordItems;
import org.qakit.serve.record.RecordLimits;
import org.qakit.serve.record.RecordValidator;
import org.qakit.serve.record.Records;
import org.qakit.serve.store.Database;

/**
 * Reads files in one of a project's import formats (strictly: a malformed file adds nothing and
 * the error names its line) and adds each item of the project's kind as a new record, checked as a
 * save is. Items of another kind are counted and skipped, and so are items beyond the importing
 * account's own quota of their question type ({@link QuotaFull}). An item with a field longer than
 * a record may hold ({@link RecordLimits}) stops the import before anything is added, naming the item.
 * A {@link ProjectArchive} file ({@code qakit-serve}) is restored as it was instead ({@link
 * ArchiveImport}); since it names who saved and audited each record, only an admin may import one.
 */
public final class Importer {
  private final Records records;
  private final RecordValidator validator;
  private final ArchiveImport archive;

  public Importer(Database db, Records records, RecordValidator validator) {
    this.records = records;
    this.validator = validator;
    this.archive = new ArchiveImport(db, validator);
  }

  /** What an import did, and what it could not carry over ({@code notes}, archive imports). */
  public record Result(int added, int withErrors, int otherKind, int overQuota, List<String> notes) {
    public Result(int added, int withErrors, int otherKind, int overQuota) {
      this(added, withErrors, otherKind, overQuota, List.of());
    }

    public Result {
      notes = List.copyOf(notes);
    }

    public String text() {
      return added + " records added (" + withErrors + " with errors to fix)" + (otherKind > 0 ? ", " + otherKind + " items of another kind skipped" : "")
          + (overQuota > 0 ? ", " + overQuota + " items beyond your quota of their question type not added" : "")
          + notes.stream().map(n -> "; " + n).collect(java.util.stream.Collectors.joining());
    }
  }

  public Result read(Project project, String formatId, List<Path> paths, Account by) throws IOException {
    if (!project.kind().importFormats().contains(formatId) && !formatId.equals(ProjectArchive.FORMAT)) {
      throw new IllegalArgumentException("a " + project.kind().id() + " project imports " + String.join(", ", project.kind().importFormats())
          + " or " + ProjectArchive.FORMAT + ", not " + formatId);
    }
    if (formatId.equals(ProjectArchive.FORMAT)) {
      if (!by.is(Role.ADMIN)) {
        throw new IllegalArgumentException("only an admin imports " + ProjectArchive.FORMAT + " files: they say who saved and audited each record");
      }
      if (paths.size() != 1) {
        throw new IllegalArgumentException("a " + ProjectArchive.FORMAT + " import reads one file, found " + paths.size());
      }
      return archive.read(project, paths.get(0), by);
    }
    Dataset d = Formats.get(formatId).read(paths, ReadOptions.STRICT);
    Map<String, Passage> passages = new HashMap<>();
    d.passages().forEach(p -> passages.putIfAbsent(p.id(), p));
    var bodies = new java.util.ArrayList<RecordBody>();
    for (Item item : d.items()) {
      if (item.kind() == project.kind().itemKind()) {
        RecordBody body = RecordItems.toBody(item, passages);
        List<Finding> tooLong = RecordLimits.check(body);
        if (!tooLong.isEmpty()) {
          throw new IllegalArgumentException("nothing imported: item '" + item.id() + "': " + tooLong.get(0).message());
        }
        bodies.add(body);
      }
    }
    int added = 0;
    int errors = 0;
    int other = d.items().size() - bodies.size();
    int overQuota = 0;
    for (RecordBody body : bodies) {
      int e = (int) validator.validate(project, body).stream().filter(Finding::isError).count();
      try {
        records.create(project.id(), body, e, by);
      } catch (QuotaFull full) {
        overQuota++;
        continue;
      }
      added++;
      errors += e > 0 ? 1 : 0;
    }
    return new Result(added, errors, other, overQuota);
  }
}
