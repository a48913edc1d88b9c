package org.qakit.serve.exchange;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.qakit.dataset.Dataset;
import org.qakit.format.Format;
import org.qakit.format.Formats;
import org.qakit.format.WritableFormat;
import org.qakit.model.Item;
import org.qakit.model.Passage;
import org.qakit.serve.audit.Audits;
import org.qakit.serve.project.Project;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.RecordItems;
import org.qakit.serve.record.Records;
import org.qakit.serve.record.StoredRecord;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * Writes a project's records in one of its export formats through the format's own writer, so the
 * file is what {@code qakit data stats -f FORMAT} reads. Left out: records whose last save had an
 * error finding, and records an audit rated under 3 on any scale. Source articles go along as
 * passages where the format keeps passages ({@code qakit-jsonl}): one passage per different
 * article, so records that share a title but not an article each keep their own (the second
 * article under title {@code T} gets the id {@code T #2}, which is then its item's group).
 * An item's id is its record's item id ({@link org.qakit.serve.record.RecordKeys}), which an import
 * matches records by. A {@code qakit-jsonl} export also carries each exported record's details
 * ({@link JsonlDetails}: creator, history, audits), which its reader skips.
 * {@code qakit-serve} writes the whole project instead ({@link ArchiveExport}).
 */
public final class Exporter {
  private static final int BATCH = 100;
  private final Database db;
  private final Records records;
  private final Audits audits;
  private final ArchiveExport archive;

  public Exporter(Database db, Records records, Audits audits) {
    this.db = db;
    this.records = records;
    this.audits = audits;
    this.archive = new ArchiveExport(db);
  }

  /** What an export holds and what it left out. */
  public record Export(Dataset dataset, int withErrors, int excludedByAudit, List<Long> recordIds) {}

  /** The dataset an export of {@code project} holds. */
  public Export dataset(Project project) {
    Set<Long> excluded = audits.excluded(project.id());
    Map<Long, String> itemIds = new HashMap<>();
    db.read(c -> Sql.list(c, "SELECT record_id, item_id FROM record_keys WHERE project_id = ?", rs -> itemIds.put(rs.getLong(1), rs.getString(2)),
        project.id()));
    var ids = new ArrayList<Long>();
    var items = new ArrayList<Item>();
    var articles = new Articles();
    int errors = 0;
    int audited = 0;
    for (StoredRecord r : records.list(project.id())) {
      switch (org.qakit.serve.record.RecordState.of(r.errors(), excluded.contains(r.id()))) { // only an accepted record is exported
        case NEEDS_FIX -> errors++;
        case EXCLUDED -> audited++;
        case ACCEPTED -> {
          items.add(RecordItems.toItem(project.kind(), itemIds.getOrDefault(r.id(), RecordItems.itemId(r.id())), r.body(),
              articles.group(r.body())));
          ids.add(r.id());
        }
        case DRAFT -> throw new IllegalStateException("a stored record is never a draft");
      }
    }
    var dataset = new Dataset(items, articles.passages(), List.of(), List.of(), List.of());
    return new Export(dataset, errors, audited, ids);
  }

  /**
   * The passages of an export, one per different article under a group: a record's group is its
   * title (else URL) when that names its own article or none; a record without an article claims
   * its group too, so that no article is read back into it.
   */
  private static final class Articles {
    private final Map<String, Optional<Passage>> byId = new LinkedHashMap<>();
    private final Map<String, Integer> next = new HashMap<>();

    String group(RecordBody b) {
      String group = RecordItems.group(b);
      if (group == null) {
        return null;
      }
      String id = group;
      while (true) {
        Optional<Passage> wanted = RecordItems.sourcePassage(b, id);
        Optional<Passage> taken = byId.get(id);
        if (taken == null) {
          byId.put(id, wanted);
          return id;
        }
        if (Objects.equals(taken, wanted)) {
          return id;
        }
        int n = next.merge(group, 1, Integer::sum) + 1;
        id = group + " #" + n;
      }
    }

    List<Passage> passages() {
      return byId.values().stream().flatMap(Optional::stream).toList();
    }
  }

  /** Writes the export of {@code project} in {@code formatId} to {@code target} (atomically, by the format's writer). */
  public void write(Project project, String formatId, Path target) throws IOException {
    if (formatId.equals(ProjectArchive.FORMAT)) {
      archive.write(project, target);
      return;
    }
    if (!project.kind().exportFormats().contains(formatId)) {
      throw new IllegalArgumentException("a " + project.kind().id() + " project exports as " + String.join(", ", project.kind().exportFormats())
          + " or " + ProjectArchive.FORMAT + ", not " + formatId);
    }
    Format format = Formats.get(formatId);
    if (!(format instanceof WritableFormat writable)) {
      throw new IllegalStateException("format " + formatId + " cannot write");
    }
    Export export = dataset(project);
    Dataset d = export.dataset();
    if (!writable.writesPassages()) {
      d = Dataset.of(d.items());
    }
    writable.write(d, target);
    if (formatId.equals(JsonlDetails.FORMAT)) {
      List<Long> ids = export.recordIds();
      for (int from = 0; from < ids.size(); from += BATCH) {
        List<Long> batch = ids.subList(from, Math.min(ids.size(), from + BATCH));
        JsonlDetails.append(target, db.read(c -> ArchiveExport.entries(c, batch)));
      }
    }
  }
}
