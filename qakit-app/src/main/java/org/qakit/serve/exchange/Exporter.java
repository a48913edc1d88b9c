package org.qakit.serve.exchange;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import org.qakit.dataset.Dataset;
import org.qakit.format.Format;
import org.qakit.format.Formats;
import org.qakit.format.WritableFormat;
import org.qakit.model.Item;
import org.qakit.model.Passage;
import org.qakit.serve.audit.Audits;
import org.qakit.serve.project.Project;
import org.qakit.serve.record.RecordItems;
import org.qakit.serve.record.Records;
import org.qakit.serve.record.StoredRecord;

/**
 * Writes a project's records in one of its export formats through the format's own writer, so the
 * file is what {@code qakit data stats -f FORMAT} reads. Left out: records whose last save had an
 * error finding, and records an audit rated under 3 on any scale. Extractive projects' source
 * articles go along as passages where the format keeps passages ({@code qakit-jsonl}).
 */
public final class Exporter {
  private final Records records;
  private final Audits audits;

  public Exporter(Records records, Audits audits) {
    this.records = records;
    this.audits = audits;
  }

  /** What an export holds and what it left out. */
  public record Export(Dataset dataset, int withErrors, int excludedByAudit) {}

  /** The dataset an export of {@code project} holds. */
  public Export dataset(Project project) {
    Set<Long> excluded = audits.excluded(project.id());
    var items = new ArrayList<Item>();
    var passages = new LinkedHashMap<String, Passage>();
    int errors = 0;
    int audited = 0;
    for (StoredRecord r : records.list(project.id())) {
      if (r.errors() > 0) {
        errors++;
      } else if (excluded.contains(r.id())) {
        audited++;
      } else {
        items.add(RecordItems.toItem(project.kind(), r.id(), r.body()));
        RecordItems.sourcePassage(r.body()).ifPresent(p -> passages.putIfAbsent(p.id(), p));
      }
    }
    var dataset = new Dataset(items, List.copyOf(passages.values()), List.of(), List.of(), List.of());
    return new Export(dataset, errors, audited);
  }

  /** Writes the export of {@code project} in {@code formatId} to {@code target} (atomically, by the format's writer). */
  public Export write(Project project, String formatId, Path target) throws IOException {
    if (!project.kind().exportFormats().contains(formatId)) {
      throw new IllegalArgumentException("a " + project.kind().id() + " project exports as " + String.join(" or ", project.kind().exportFormats())
          + ", not " + formatId);
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
    return export;
  }

  /** The export as bytes (through a temporary file, which is removed). */
  public byte[] bytes(Project project, String formatId) throws IOException {
    Path tmp = Files.createTempFile("qakit-export", ".tmp");
    try {
      Files.delete(tmp);
      write(project, formatId, tmp);
      return Files.readAllBytes(tmp);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }
}
