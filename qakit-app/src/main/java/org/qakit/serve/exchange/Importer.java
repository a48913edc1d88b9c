package org.qakit.serve.exchange;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.ArrayDeque;
import java.util.Set;
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

import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;
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
  /**
   * Formats whose files carry no item ids (qakit names their items {@code <file>-<n>}, and an
   * upload's file is always {@code upload}): their items are matched to records by question
   * instead, each to the oldest record of that question not matched yet.
   */
  static final Set<String> QUESTION_MATCHED = Set.of("nlpcc-dbqa", "sciq");
  private final Database db;
  private final ItemUpsert upsert;
  private final ArchiveImport archive;

  public Importer(Database db, Records records, RecordValidator validator) {
    this.db = db;
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

    /** The result in one line: {@link #summary()}, then each of {@link #warnings()} after a semicolon. */
    public String text() {
      return summary() + warnings().stream().map(w -> "; " + w).collect(Collectors.joining());
    }

    /** What was added, updated, left unchanged and skipped for its kind or the importer's own quota. */
    public String summary() {
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
      return sb.toString();
    }

    /** What a person should look at: the project quotas now exceeded, then the notes. */
    public List<String> warnings() {
      var out = new java.util.ArrayList<String>();
      if (!overTarget.isEmpty()) {
        out.add("over the project's quota, all imported: " + overTarget.stream().map(q -> q.type() + " " + q.made() + " of " + q.target())
            .collect(Collectors.joining(", ")));
      }
      out.addAll(notes);
      return out;
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
    var planned = new ArrayList<Planned>();
    var byQuestion = QUESTION_MATCHED.contains(formatId) ? recordsByQuestion(project) : null;
    for (Item item : d.items()) {
      if (item.kind() == project.kind().itemKind()) {
        try {
          RecordKeys.checkItemId(item.id());
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("nothing imported: " + e.getMessage(), e);
        }
        RecordBody body = RecordItems.toBody(item, passages);
        List<Finding> tooLong = RecordLimits.check(body);
        if (!tooLong.isEmpty()) {
          throw new IllegalArgumentException("nothing imported: item '" + item.id() + "': " + tooLong.get(0).message());
        }
        planned.add(new Planned(byQuestion == null ? item.id() : matched(byQuestion, item.question()), item.id(), body));
      } else {
        tally.otherKind++;
      }
    }
    boolean restoreDetails = by.is(Role.ADMIN);
    var people = new People(db.read(Accounts::all), by);
    for (Planned item : planned) {
      RecordBody body = item.body();
      ProjectArchive.Entry entry = restoreDetails ? details.get(item.fileId()) : null;
      try {
        ItemUpsert.Put put;
        if (entry != null) {
          var history = entry.history().stream().map(ProjectArchive.Save::body).toList();
          RecordBody last = history.get(history.size() - 1);
          put = upsert.restore(project, item.key(), () -> people.restored(entry, history, upsert.errors(project, last)),
              ItemUpsert.target(project, item.key(), last, body), by,
              (c, id) -> people.restoreAudits(c, id, entry.audits()));
        } else {
          put = upsert.put(project, item.key(), body, by);
        }
        tally.count(put.outcome(), body.questionType(), put.errors());
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

  /**
   * An item to import: {@code key}, the item id its record is matched by (null: none matched, a new
   * record made here), its id in the file ({@code fileId}, which its details are filed under) and
   * its body.
   */
  private record Planned(String key, String fileId, RecordBody body) {}

  /** The project's record ids by question, oldest first (for formats matched by question). */
  private Map<String, ArrayDeque<String>> recordsByQuestion(Project project) {
    Map<String, ArrayDeque<String>> out = new HashMap<>();
    db.read(c -> Sql.list(c, "SELECT s.question, k.item_id FROM record_summaries s JOIN record_keys k ON k.record_id = s.record_id"
        + " WHERE s.project_id = ? ORDER BY s.record_id", rs -> out.computeIfAbsent(rs.getString(1), q -> new ArrayDeque<>())
            .add(rs.getString(2)), project.id()));
    return out;
  }

  /** The item id of the oldest record not matched yet whose question is {@code question}, or null. */
  private static String matched(Map<String, ArrayDeque<String>> byQuestion, String question) {
    ArrayDeque<String> ids = byQuestion.get(question);
    return ids == null ? null : ids.poll();
  }
}
