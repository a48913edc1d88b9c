package org.qakit.serve.exchange;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.qakit.format.FormatException;
import org.qakit.format.TextLines;
import org.qakit.model.Diagram;
import org.qakit.serve.audit.Audit;
import org.qakit.serve.audit.Audits;
import org.qakit.serve.auth.Account;
import org.qakit.serve.auth.Accounts;
import org.qakit.serve.exchange.ProjectArchive.Entry;
import org.qakit.serve.exchange.ProjectArchive.Header;
import org.qakit.serve.exchange.ProjectArchive.Image;
import org.qakit.serve.exchange.ProjectArchive.Rating;
import org.qakit.serve.exchange.ProjectArchive.Save;
import org.qakit.serve.image.DiagramImages;
import org.qakit.serve.image.ImageType;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.QuotaFull;
import org.qakit.serve.record.Finding;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.RecordValidator;
import org.qakit.serve.record.Records;
import org.qakit.serve.store.Database;

/**
 * Adds the records of a {@link ProjectArchive} file to a project, as they were: body, version,
 * history, times, creator and savers, audits, diagram images. The file is read twice: first
 * checked whole (a bad line adds nothing and is named as {@code file:line:}; the header's kind must
 * be the project's and its counts those of the lines, so a file cut short is refused), then
 * restored, each record with its history and audits in one transaction.
 *
 * <p>People are matched by user name. A creator or saver with no account of that name on this
 * server is replaced by the importing account, an audit by a missing auditor is not restored, and
 * the result names them. Images are stored anew (only those a record refers to) and the diagrams
 * refer to their new ids. A record beyond its creator's own quota of its question type is skipped
 * and counted; the error count is that of this project's checks ({@link RecordValidator}).
 */
final class ArchiveImport {
  private final Database db;
  private final RecordValidator validator;

  ArchiveImport(Database db, RecordValidator validator) {
    this.db = db;
    this.validator = validator;
  }

  /** What the first reading found: the images the records refer to, and the names they use. */
  private record Checked(Set<Long> referencedImages, Set<String> names) {}

  Importer.Result read(Project project, Path file, Account by) throws IOException {
    Checked checked = check(project, file);
    Map<String, Account> accounts = new HashMap<>();
    for (Account a : db.read(Accounts::all)) {
      accounts.put(a.username(), a);
    }
    var restore = new Restore(project, by, accounts);
    TextLines.forEach(file, (line, text) -> {
      if (line == 1 || text.isBlank()) {
        return;
      }
      switch (ProjectArchive.parse(text)) {
        case Image i when checked.referencedImages().contains(i.id()) -> restore.image(i);
        case Entry e -> restore.record(e);
        default -> { }
      }
    });
    var notes = new ArrayList<String>();
    var missing = new TreeSet<>(checked.names());
    missing.removeAll(accounts.keySet());
    if (!missing.isEmpty()) {
      notes.add("no account here for " + String.join(", ", missing) + ": " + restore.reattributed + " of their places as creator, saver or"
          + " uploader given to " + by.username() + ", " + restore.auditsLeftOut + " of their audits not restored");
    }
    if (restore.missingImages > 0) {
      notes.add(restore.missingImages + " diagrams refer to an image the file does not hold (their id now ends in -missing)");
    }
    return new Importer.Result(restore.added, restore.withErrors, 0, restore.overQuota, notes);
  }

  /** The first reading: every line parsed and checked, nothing stored. */
  private Checked check(Project project, Path file) throws IOException {
    var images = new HashSet<Long>();
    var referenced = new HashSet<Long>();
    var names = new HashSet<String>();
    int[] records = new int[1];
    Header[] header = new Header[1];
    TextLines.forEach(file, (line, text) -> {
      if (text.isBlank()) {
        return;
      }
      try {
        Object value = ProjectArchive.parse(text);
        if (line == 1) {
          header[0] = header(project, value);
          return;
        }
        switch (value) {
          case Image i -> {
            ProjectArchive.require(records[0] == 0, "image lines come before the records");
            checkImage(i);
            ProjectArchive.require(images.add(i.id()), "image " + i.id() + " is given twice");
            addName(names, i.uploadedBy());
          }
          case Entry e -> {
            e.check();
            records[0]++;
            addName(names, e.createdBy());
            addName(names, e.updatedBy());
            for (Save s : e.history()) {
              addName(names, s.changedBy());
              s.body().diagrams().forEach(d -> DiagramImages.imageId(d.id()).ifPresent(referenced::add));
            }
            e.audits().forEach(a -> names.add(a.auditor()));
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
    return new Checked(referenced, names);
  }

  private static Header header(Project project, Object value) {
    if (!(value instanceof Header h) || !ProjectArchive.FORMAT.equals(h.format())) {
      throw new IllegalArgumentException("expected the qakit-serve project line first");
    }
    ProjectArchive.require(h.version() == ProjectArchive.VERSION, "this server reads qakit-serve version " + ProjectArchive.VERSION
        + ", found version " + h.version());
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

  private static void addName(Set<String> names, String name) {
    if (name != null) {
      names.add(name);
    }
  }

  /** The second reading's state: accounts by name, new image ids by old, and the counts. */
  private final class Restore {
    private final Project project;
    private final Account by;
    private final Map<String, Account> accounts;
    private final Map<Long, Long> images = new HashMap<>();
    int added;
    int withErrors;
    int overQuota;
    int reattributed;
    int auditsLeftOut;
    int missingImages;

    Restore(Project project, Account by, Map<String, Account> accounts) {
      this.project = project;
      this.by = by;
      this.accounts = accounts;
    }

    void image(Image i) {
      long id = db.transaction(c -> DiagramImages.restore(c, project.id(), i.fileName(), i.decoded(), account(i.uploadedBy()),
          ProjectArchive.instant(i.uploadedAt(), "uploadedAt")));
      images.put(i.id(), id);
    }

    void record(Entry e) {
      var history = new ArrayList<Records.Restored.Save>();
      for (Save s : e.history()) {
        history.add(new Records.Restored.Save(remap(s.body(), s == e.history().get(e.history().size() - 1)), account(s.changedBy()),
            ProjectArchive.instant(s.changedAt(), "changedAt")));
      }
      RecordBody body = history.get(history.size() - 1).body();
      int errors = (int) validator.validate(project, body).stream().filter(Finding::isError).count();
      var restored = new Records.Restored(errors, account(e.createdBy()), account(e.updatedBy()),
          ProjectArchive.instant(e.updatedAt(), "updatedAt"), history);
      int[] left = new int[1];
      try {
        db.transaction(c -> {
          long id = Records.restore(c, project.id(), restored);
          left[0] = 0;
          for (Rating r : e.audits()) {
            Account auditor = accounts.get(r.auditor());
            if (auditor == null) {
              left[0]++;
              continue;
            }
            Audits.restore(c, id, auditor.id(), new Audit(id, r.auditor(), r.sufficiency(), r.fairness(), r.objectiveness(), r.comment(),
                ProjectArchive.instant(r.ratedAt(), "ratedAt")));
          }
          return id;
        });
      } catch (QuotaFull full) {
        overQuota++;
        return;
      }
      auditsLeftOut += left[0];
      added++;
      withErrors += errors > 0 ? 1 : 0;
    }

    /** This server's id of the account named {@code name}; the importer's (counted) when there is none. */
    private long account(String name) {
      Account a = name == null ? null : accounts.get(name);
      if (a == null) {
        reattributed++;
        return by.id();
      }
      return a.id();
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
