package org.qakit.serve.exchange;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.dataset.Dataset;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Item;
import org.qakit.model.Passage;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Accounts;
import org.qakit.serve.auth.Role;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.QuotaFull;
import org.qakit.serve.project.QuotaLeft;
import org.qakit.serve.record.Finding;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.RecordItems;
import org.qakit.serve.record.RecordKeys;
import org.qakit.serve.record.RecordLimits;
import org.qakit.serve.record.RecordValidator;
import org.qakit.serve.record.Records;
import org.qakit.serve.record.StoredRecord;
import org.qakit.serve.store.Database;
import java.util.stream.Collectors;

/**
 * Reads files in one of a project's import formats (strictly: a malformed file adds nothing and
 * the error names its line) and adds each item of the project's kind as a record, checked as a
 * save is, or, when the project has a record of that item id, updates it ({@link ItemUpsert}: the
 * same file imported twice changes nothing; a changed item is a new version). Items of another
 * kind are counted and skipped, and so are items beyond the importing account's own quota of
 * their question type ({@link QuotaFull}); project quotas are reported, not enforced ({@link
 * ImportTally}). A {@code qakit-jsonl} export's lines of record details ({@link JsonlDetails})
 * are restored as {@code qakit-serve}'s are when an admin imports it. An item with a field longer than
 * a record may hold ({@link RecordLimits}) stops the import before anything is added, naming the item.
 * A {@link ProjectArchive} file ({@code qakit-serve}) is restored as it was instead ({@link
 * ArchiveImport}); since it names who saved and audited each record, only an admin may import one.
 */
public final class Importer {
  private final Database db;
  private final Records records;
  private final ItemUpsert upsert;
  private final ArchiveImport archive;

  public Importer(Database db, Records records, RecordValidator validator) {
    this.db = db;
    this.records = records;
    this.upsert = new ItemUpsert(db, records, validator);
    this.archive = new ArchiveImport(db, upsert);
  }

  /**
   * What an import did: records added, updated (a new version of a record whose item id the file
   * holds), unchanged, with errors to fix; items of another kind; items beyond the importer's own
   * quota, per question type (not added); the project quotas now exceeded ({@link ImportTally});
   * and what could not be carried over ({@code notes}).
   */
  public record Result(int added, int updated, int unchanged, int withErrors, int otherKind, Map<String, Integer> overQuota,
      List<QuotaLeft> overTarget, List<String> notes) {
    public Result {
      overQuota = Map.copyOf(overQuota);
      overTarget = List.copyOf(overTarget);
      notes = List.copyOf(notes);
    }

    /** Items not added for their creator's own quota, all types together. */
    public int overQuotaTotal() {
      return overQuota.values().stream().mapToInt(Integer::intValue).sum();
    }

    public String text() {
      var sb = new StringBuilder(added + " records added (" + withErrors + " with errors to fix)");
      if (updated > 0) {
        sb.append(", ").append(updated).append(" updated (a new version each)");
      }
      if (unchanged > 0) {
        sb.append(", ").append(unchanged).append(" unchanged");
      }
      if (otherKind > 0) {
        sb.append(", ").append(otherKind).append(" items of another kind skipped");
      }
      if (!overQuota.isEmpty()) {
        sb.append(", ").append(overQuotaTotal()).append(" items beyond your quota of their question type not added (")
            .append(new java.util.TreeMap<>(overQuota).entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", "))).append(")");
      }
      if (!overTarget.isEmpty()) {
        sb.append("; over the project's quota, all imported: ").append(overTarget.stream()
            .map(q -> q.type() + " " + q.made() + " of " + q.target()).collect(Collectors.joining(", ")));
      }
      notes.forEach(n -> sb.append("; ").append(n));
      return sb.toString();
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
    Map<String, ProjectArchive.Entry> details = formatId.equals(JsonlDetails.FORMAT) ? JsonlDetails.read(paths, d) : Map.of();
    Map<String, Passage> passages = new HashMap<>();
    d.passages().forEach(p -> passages.putIfAbsent(p.id(), p));
    var tally = new ImportTally();
    var bodies = new LinkedHashMap<String, RecordBody>();
    for (Item item : d.items()) {
      if (item.kind() == project.kind().itemKind()) {
        RecordKeys.checkItemId(item.id());
        RecordBody body = RecordItems.toBody(item, passages);
        List<Finding> tooLong = RecordLimits.check(body);
        if (!tooLong.isEmpty()) {
          throw new IllegalArgumentException("nothing imported: item '" + item.id() + "': " + tooLong.get(0).message());
        }
        bodies.put(item.id(), body);
      } else {
        tally.otherKind++;
      }
    }
    boolean restoreDetails = by.is(Role.ADMIN);
    var people = new People(db.read(Accounts::all), by);
    for (var e : bodies.entrySet()) {
      RecordBody body = e.getValue();
      ProjectArchive.Entry entry = restoreDetails ? details.get(e.getKey()) : null;
      try {
        ItemUpsert.Outcome first = null;
        if (entry != null) {
          var history = entry.history().stream().map(ProjectArchive.Save::body).toList();
          var restored = people.restored(entry, history, upsert.errors(project, entry.body()));
          first = upsert.restore(project, e.getKey(), restored, by, (c, id) -> people.restoreAudits(c, id, entry.audits()));
        }
        ItemUpsert.Outcome second = upsert.put(project, e.getKey(), body, by);
        ItemUpsert.Outcome outcome = first == ItemUpsert.Outcome.ADDED ? first
            : first == ItemUpsert.Outcome.UPDATED || second == ItemUpsert.Outcome.UPDATED ? ItemUpsert.Outcome.UPDATED : second;
        tally.count(outcome, body.questionType(), outcome == ItemUpsert.Outcome.UNCHANGED ? 0 : currentErrors(project, e.getKey()));
      } catch (QuotaFull full) {
        tally.overOwnQuota(body.questionType());
      }
    }
    var notes = new ArrayList<>(people.notes());
    if (!details.isEmpty() && !restoreDetails) {
      notes.add("the file's record details (creators, history, audits) are restored only when an admin imports it; you got its items");
    }
    return tally.result(db, project, notes);
  }

  private int currentErrors(Project project, String itemId) {
    return db.read(c -> RecordKeys.find(c, project.id(), itemId)).flatMap(k -> records.find(project.id(), k.recordId()))
        .map(StoredRecord::errors).orElse(0);
  }
}
