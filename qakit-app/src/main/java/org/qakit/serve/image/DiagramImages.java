package org.qakit.serve.image;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.qakit.model.Diagram;
import org.qakit.serve.auth.Account;
import org.qakit.serve.source.SourceException;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.InputLimits;
import org.qakit.serve.store.Sql;

/**
 * Diagram images of a project, stored in the database ({@code diagram_images}). An upload must be
 * a PNG, JPEG, GIF or WebP by its bytes ({@link ImageType}) and at most {@link #MAX_BYTES}; a
 * record's diagram refers to one as {@code image-ID} ({@link #diagramId}). An image is read only
 * through its project, so an id from another project is not found.
 *
 * <p>An upload is unattached until a saved record refers to it ({@link #attach}, called in the
 * save's transaction); an image that stays unattached (its form was never saved) is deleted by
 * {@link #purgeUnattached} once it is older than the grace period ({@link ImagePurge}). Once
 * attached an image is kept, also when a later version of the record drops it (the history still
 * refers to it).
 */
public final class DiagramImages {
  /** The largest image accepted: 2 MiB (GeoSQA's diagrams are scanned exam figures of some 100 KB). */
  public static final int MAX_BYTES = 2 * 1024 * 1024;
  private final Database db;
  private final Clock clock;

  public DiagramImages(Database db) {
    this(db, Clock.systemUTC());
  }

  /** Images whose upload times and purge age come from {@code clock} (tests move it). */
  public DiagramImages(Database db, Clock clock) {
    this.db = db;
    this.clock = clock;
  }

  /** A stored image. */
  public record Image(long id, ImageType type, byte[] bytes) {}

  /** Stores an upload and returns its id; {@link SourceException} when it is empty, too large or not an image. */
  public long add(long projectId, String fileName, byte[] bytes, Account by) {
    String name = fileName == null || fileName.isBlank() ? "the file" : fileName;
    if (bytes.length == 0) {
      throw new SourceException(name + ": the file is empty");
    }
    if (bytes.length > MAX_BYTES) {
      throw new SourceException(name + ": " + bytes.length + " bytes, more than the " + MAX_BYTES + " an image may have");
    }
    ImageType type = ImageType.of(bytes).orElseThrow(() -> new SourceException(name
        + ": not a PNG, JPEG, GIF or WebP image (by its first bytes)"));
    String stored = storedName(name);
    return db.transaction(c -> Sql.insert(c, "INSERT INTO diagram_images(project_id, content_type, file_name, bytes, uploaded_by, uploaded_at)"
        + " VALUES (?, ?, ?, ?, ?, ?)", projectId, type.contentType(), stored, bytes, by.id(), clock.instant()));
  }

  /**
   * Stores an image as another project had it (an archive import: checked as an upload is, its
   * uploader and time kept) in the caller's transaction, and returns its new id. It is attached
   * when the record that refers to it is restored ({@link #attach}), in that record's transaction.
   */
  public static long restore(Connection c, long projectId, String fileName, byte[] bytes, long uploadedBy, Instant uploadedAt) throws SQLException {
    if (bytes.length == 0 || bytes.length > MAX_BYTES) {
      throw new SourceException(fileName + ": " + bytes.length + " bytes; an image has 1 to " + MAX_BYTES);
    }
    ImageType type = ImageType.of(bytes).orElseThrow(() -> new SourceException(fileName + ": not a PNG, JPEG, GIF or WebP image (by its first bytes)"));
    return Sql.insert(c, "INSERT INTO diagram_images(project_id, content_type, file_name, bytes, uploaded_by, uploaded_at)"
        + " VALUES (?, ?, ?, ?, ?, ?)", projectId, type.contentType(), storedName(fileName), bytes, uploadedBy, uploadedAt);
  }

  /** Image {@code id} of project {@code projectId}, or empty (also when it belongs to another project). */
  public Optional<Image> find(long projectId, long id) {
    return db.transaction(c -> Sql.one(c, "SELECT id, content_type, bytes FROM diagram_images WHERE id = ? AND project_id = ?",
        rs -> new Image(rs.getLong(1), ImageType.ofContentType(rs.getString(2)), rs.getBytes(3)), id, projectId));
  }

  /** The images {@code diagrams} refer to that project {@code projectId} does not hold (never uploaded there, or purged). */
  public List<Long> missing(long projectId, List<Diagram> diagrams) {
    List<Long> ids = diagrams.stream().flatMap(d -> imageId(d.id()).stream()).distinct().toList();
    if (ids.isEmpty()) {
      return List.of();
    }
    return db.read(c -> {
      var found = new java.util.HashSet<Long>();
      for (int from = 0; from < ids.size(); from += 500) {
        List<Long> chunk = ids.subList(from, Math.min(ids.size(), from + 500));
        var params = new java.util.ArrayList<Object>(List.of(projectId));
        params.addAll(chunk);
        found.addAll(Sql.list(c, "SELECT id FROM diagram_images WHERE project_id = ? AND id IN ("
            + String.join(", ", java.util.Collections.nCopies(chunk.size(), "?")) + ")", rs -> rs.getLong(1), params.toArray()));
      }
      return ids.stream().filter(id -> !found.contains(id)).toList();
    });
  }

  /**
   * Marks the images of project {@code projectId} that {@code diagrams} refer to as attached, on
   * the saving transaction's connection {@code c}; returns how many it marked now.
   */
  public static int attach(Connection c, long projectId, List<Diagram> diagrams) throws SQLException {
    int marked = 0;
    for (Diagram d : diagrams) {
      Optional<Long> id = imageId(d.id());
      if (id.isPresent()) {
        marked += Sql.update(c, "UPDATE diagram_images SET attached = TRUE WHERE id = ? AND project_id = ? AND attached = FALSE",
            id.get(), projectId);
      }
    }
    return marked;
  }

  /** Deletes the images no saved record refers to that were uploaded more than {@code grace} ago; returns how many. */
  public int purgeUnattached(Duration grace) {
    Instant before = clock.instant().minus(grace);
    return db.transaction(c -> Sql.update(c, "DELETE FROM diagram_images WHERE attached = FALSE AND uploaded_at < ?", before));
  }

  /** The diagram id of a record's diagram shown by image {@code id}. */
  public static String diagramId(long id) {
    return "image-" + id;
  }

  /** The image id a diagram id refers to, or empty for a diagram with no uploaded image. */
  public static Optional<Long> imageId(String diagramId) {
    if (diagramId != null && diagramId.matches("image-[0-9]{1,18}")) {
      return Optional.of(Long.parseLong(diagramId.substring(6)));
    }
    return Optional.empty();
  }

  /** An upload's name as stored: at most {@link InputLimits#FILE_NAME} characters, never cutting a surrogate pair, no NUL. */
  public static String storedName(String name) {
    String n = name.replace('\0', '_');
    if (n.length() <= InputLimits.FILE_NAME) {
      return n;
    }
    int end = InputLimits.FILE_NAME;
    if (Character.isLowSurrogate(n.charAt(end)) && Character.isHighSurrogate(n.charAt(end - 1))) {
      end--;
    }
    return n.substring(0, end);
  }
}
