package org.qakit.serve.exchange;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qakit.format.FormatException;
import org.qakit.format.TextLines;
import org.qakit.model.Diagram;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Accounts;
import org.qakit.serve.exchange.ProjectArchive.Entry;
import org.qakit.serve.exchange.ProjectArchive.Header;
import org.qakit.serve.exchange.ProjectArchive.Image;
import org.qakit.serve.exchange.ProjectArchive.Save;
import org.qakit.serve.image.DiagramImages;
import org.qakit.serve.image.ImageType;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.QuotaFull;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * Adds the records of a {@link ProjectArchive} file to a project, as they were: body, version,
 * history, times, creator and savers, audits, diagram images. The file is read twice: first
 * checked whole (a bad line adds nothing and is named as {@code file:line:}; the header's kind must
 * be the project's and its counts those of the lines, so a file cut short is refused), then
 * restored, each record with its history and audits in one transaction.
 *
 * <p>Records are matched by item id ({@link ItemUpsert}): a record whose item id the project
 * holds already is left as it is when its body is the file's, else saved as a new version; so
 * the same file imported twice changes nothing. An image is stored anew only when the project
 * has no image of the same name, upload time and bytes (the one an earlier import stored), and
 * the diagrams refer to the ids here. People are matched by user name ({@link People}). A record
 * beyond its creator's own quota of its question type is skipped and counted; the error count is
 * that of this project's checks.
 */
final class ArchiveImport {
  private final Database db;
  private final ItemUpsert upsert;

  ArchiveImport(Database db, ItemUpsert upsert) {
    this.db = db;
    this.upsert = upsert;
  }

  /** What the first reading found: the layout version and the images the records refer to. */
  private record Checked(int version, Set<Long> referencedImages) {}

  Importer.Result read(Project project, Path file, Account by) throws IOException {
    Checked checked = check(project, file);
    var restore = new Restore(project, by, new People(db.read(Accounts::all), by));
    TextLines.forEach(file, (line, text) -> {
      if (line == 1 || text.isBlank()) {
        return;
      }
      switch (ProjectArchive.parse(text, checked.version())) {
        case Image i when checked.referencedImages().contains(i.id()) -> restore.image(i);
        case Entry e -> restore.record(e);
        default -> { }
      }
    });
    var notes = new ArrayList<>(restore.people.notes());
    if (restore.missingImages > 0) {
      notes.add(restore.missingImages + " diagrams refer to an image the file does not hold (their id now ends in -missing)");
    }
    return restore.tally.result(db, project, notes);
  }

  /** The first reading: every line parsed and checked, nothing stored. */
  private Checked check(Project project, Path file) throws IOException {
    var images = new HashSet<Long>();
    var referenced = new HashSet<Long>();
    int[] records = new int[1];
    Header[] header = new Header[1];
    TextLines.forEach(file, (line, text) -> {
      if (text.isBlank()) {
        return;
      }
      try {
        Object value = ProjectArchive.parse(text, header[0] == null ? ProjectArchive.VERSION : header[0].version());
        if (line == 1) {
          header[0] = header(project, value);
          return;
        }
        switch (value) {
          case Image i -> {
            ProjectArchive.require(records[0] == 0, "image lines come before the records");
            checkImage(i);
            ProjectArchive.require(images.add(i.id()), "image " + i.id() + " is given twice");
          }
          case Entry e -> {
            e.check();
            records[0]++;
            for (Save s : e.history()) {
              s.body().diagrams().forEach(d -> DiagramImages.imageId(d.id()).ifPresent(referenced::add));
            }
          }
          default -> throw new IllegalArgumentException("the project line comes once, first");
        }
      } catch (IllegalArgumentException e) {
        throw new FormatException(file, line, e.getMessage());
      }
    });
    if (header[0] == null) {
      throw new FormatException(file, 0, "expected a qakit-serve file, found an empty one");
    }
    if (header[0].records() != records[0] || header[0].images() != images.size()) {
      throw new FormatException(file, 0, "the file announces " + header[0].records() + " records and " + header[0].images() + " images but holds "
          + records[0] + " and " + images.size() + ": is it cut short?");
    }
    return new Checked(header[0].version(), referenced);
  }

  private static Header header(Project project, Object value) {
    if (!(value instanceof Header h) || !ProjectArchive.FORMAT.equals(h.format())) {
      throw new IllegalArgumentException("expected the qakit-serve project line first");
    }
    ProjectArchive.require(h.version() == 1 || h.version() == ProjectArchive.VERSION, "this server reads qakit-serve versions 1 to "
        + ProjectArchive.VERSION + ", found version " + h.version());
    ProjectArchive.require(project.kind().id().equals(h.projectKind()), "the file holds a project of kind " + h.projectKind()
        + "; this one is " + project.kind().id());
    return h;
  }

  private static void checkImage(Image i) {
    byte[] bytes = i.decoded();
    ProjectArchive.require(bytes.length > 0 && bytes.length <= DiagramImages.MAX_BYTES, "image " + i.id() + ": " + bytes.length
        + " bytes; an image has 1 to " + DiagramImages.MAX_BYTES);
    ProjectArchive.require(ImageType.of(bytes).map(ImageType::contentType).filter(t -> t.equals(i.contentType())).isPresent(),
        "image " + i.id() + ": its bytes are not a " + i.contentType() + " image");
    ProjectArchive.require(i.fileName() != null, "image " + i.id() + ": expected a file name");
    ProjectArchive.instant(i.uploadedAt(), "image " + i.id() + ": uploadedAt");
  }

  /** The second reading's state: the people, new image ids by old, and the counts. */
  private final class Restore {
    private final Project project;
    private final Account by;
    private final People people;
    private final Map<Long, Long> images = new HashMap<>();
    private final ImportTally tally = new ImportTally();
    int missingImages;

    Restore(Project project, Account by, People people) {
      this.project = project;
      this.by = by;
      this.people = people;
    }

    void image(Image i) {
      byte[] bytes = i.decoded();
      Instant at = ProjectArchive.instant(i.uploadedAt(), "uploadedAt");
      long id = db.transaction(c -> {
        for (var same : Sql.list(c, "SELECT id, bytes FROM diagram_images WHERE project_id = ? AND file_name = ? AND uploaded_at = ?",
            rs -> Map.entry(rs.getLong(1), rs.getBytes(2)), project.id(), DiagramImages.storedName(i.fileName()), at)) {
          if (Arrays.equals(same.getValue(), bytes)) {
            return same.getKey();
          }
        }
        return DiagramImages.restore(c, project.id(), i.fileName(), bytes, people.id(i.uploadedBy()), at);
      });
      images.put(i.id(), id);
    }

    void record(Entry e) {
      var bodies = new ArrayList<RecordBody>();
      for (Save s : e.history()) {
        bodies.add(remap(s.body(), s == e.history().get(e.history().size() - 1)));
      }
      RecordBody body = bodies.get(bodies.size() - 1);
      int errors = upsert.errors(project, body);
      try {
        ItemUpsert.Put put = upsert.restore(project, e.item(), () -> people.restored(e, bodies, errors), body, by,
            (c, id) -> people.restoreAudits(c, id, e.audits()));
        tally.count(put.outcome(), body.questionType(), put.errors());
      } catch (QuotaFull full) {
        tally.overOwnQuota(body.questionType());
      }
    }

    /** {@code body} with its diagrams referring to the images' new ids; {@code count}: count those with no image in the file. */
    private RecordBody remap(RecordBody body, boolean count) {
      if (body.diagrams().stream().noneMatch(d -> DiagramImages.imageId(d.id()).isPresent())) {
        return body;
      }
      var diagrams = new ArrayList<Diagram>();
      for (Diagram d : body.diagrams()) {
        String id = DiagramImages.imageId(d.id()).map(old -> {
          Long now = images.get(old);
          if (now == null && count) {
            missingImages++;
          }
          return now == null ? d.id() + "-missing" : DiagramImages.diagramId(now);
        }).orElse(d.id());
        diagrams.add(new Diagram(id, d.category(), d.description()));
      }
      return new RecordBody(body.question(), body.questionType(), body.answerType(), body.answer(), body.answerSentences(), body.source(),
          body.title(), body.url(), body.scenario(), diagrams, body.options(), body.correct());
    }
  }
}
