package org.qakit.serve.exchange;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import org.qakit.io.AtomicFile;
import org.qakit.serve.exchange.ProjectArchive.Entry;
import org.qakit.serve.exchange.ProjectArchive.Header;
import org.qakit.serve.exchange.ProjectArchive.Image;
import org.qakit.serve.exchange.ProjectArchive.Rating;
import org.qakit.serve.exchange.ProjectArchive.Save;
import org.qakit.serve.project.Project;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * Writes a project as a {@link ProjectArchive} file: every record (those with errors or excluded
 * by an audit too, since the file is the project, not a dataset), every diagram image of the
 * project, read {@value #BATCH} records at a time so that a large project is never held in memory
 * at once. The record and image ids are taken first and the header counts them, so a file cut
 * short is refused by the import.
 */
final class ArchiveExport {
  private static final int BATCH = 100;
  private final Database db;

  ArchiveExport(Database db) {
    this.db = db;
  }

  /** Writes {@code project} to {@code target} (atomically); returns how many records it holds. */
  int write(Project project, Path target) throws IOException {
    List<Long> records = ids(project.id(), "SELECT id FROM records WHERE project_id = ? ORDER BY id");
    List<Long> images = ids(project.id(), "SELECT id FROM diagram_images WHERE project_id = ? ORDER BY id");
    AtomicFile.write(target, out -> {
      ProjectArchive.write(out, "project", new Header(ProjectArchive.FORMAT, ProjectArchive.VERSION, project.name(), project.kind().id(),
          project.language().code(), records.size(), images.size()));
      for (long id : images) {
        ProjectArchive.write(out, "image", db.read(c -> image(c, id)));
      }
      for (int from = 0; from < records.size(); from += BATCH) {
        List<Long> batch = records.subList(from, Math.min(records.size(), from + BATCH));
        for (Entry e : db.read(c -> entries(c, batch))) {
          ProjectArchive.write(out, "record", e);
        }
      }
    });
    return records.size();
  }

  private List<Long> ids(long projectId, String sql) {
    return db.read(c -> Sql.list(c, sql, rs -> rs.getLong(1), projectId));
  }

  private static Image image(Connection c, long id) throws SQLException {
    return Sql.one(c, "SELECT i.id, i.content_type, i.file_name, i.bytes, a.username, i.uploaded_at FROM diagram_images i"
        + " LEFT JOIN accounts a ON a.id = i.uploaded_by WHERE i.id = ?", rs -> new Image(rs.getLong(1), rs.getString(2), rs.getString(3),
            Base64.getEncoder().encodeToString(rs.getBytes(4)), rs.getString(5), text(rs.getTimestamp(6))), id).orElseThrow();
  }

  /** The entries of records {@code ids}, in id order (at most a few hundred ids: one {@code IN} list). */
  static List<Entry> entries(Connection c, List<Long> ids) throws SQLException {
    String in = " IN (" + String.join(", ", Collections.nCopies(ids.size(), "?")) + ")";
    Object[] params = ids.toArray();
    var history = new HashMap<Long, List<Save>>();
    Sql.list(c, "SELECT h.record_id, h.version, a.username, h.changed_at, h.body FROM record_history h LEFT JOIN accounts a ON a.id = h.changed_by"
        + " WHERE h.record_id" + in + " ORDER BY h.record_id, h.version", rs -> history.computeIfAbsent(rs.getLong(1), k -> new ArrayList<>())
            .add(new Save(rs.getInt(2), rs.getString(3), text(rs.getTimestamp(4)), RecordBody.fromJson(rs.getString(5)))), params);
    var audits = new HashMap<Long, List<Rating>>();
    Sql.list(c, "SELECT a.record_id, u.username, a.sufficiency, a.fairness, a.objectiveness, a.comment, a.rated_at FROM audits a"
        + " JOIN accounts u ON u.id = a.auditor_id WHERE a.record_id" + in + " ORDER BY a.record_id, u.username",
        rs -> audits.computeIfAbsent(rs.getLong(1), k -> new ArrayList<>()).add(new Rating(rs.getString(2), rs.getInt(3), rs.getInt(4),
            rs.getInt(5), rs.getString(6), text(rs.getTimestamp(7)))), params);
    return Sql.list(c, "SELECT r.id, k.item_id, r.version, r.errors, cr.username, up.username, r.updated_at, r.body FROM records r"
        + " JOIN record_keys k ON k.record_id = r.id LEFT JOIN accounts cr ON cr.id = r.created_by LEFT JOIN accounts up ON up.id = r.updated_by"
        + " WHERE r.id" + in + " ORDER BY r.id",
        rs -> new Entry(rs.getLong(1), rs.getString(2), rs.getInt(3), rs.getInt(4), rs.getString(5), rs.getString(6), text(rs.getTimestamp(7)),
            RecordBody.fromJson(rs.getString(8)), history.getOrDefault(rs.getLong(1), List.of()), audits.getOrDefault(rs.getLong(1), List.of())),
        params);
  }

  private static String text(Timestamp t) {
    return t.toInstant().toString();
  }
}
