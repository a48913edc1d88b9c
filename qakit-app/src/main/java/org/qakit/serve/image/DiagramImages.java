package org.qakit.serve.image;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;
import org.qakit.serve.auth.Account;
import org.qakit.serve.source.SourceException;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * Diagram images of a project, stored in the database ({@code diagram_images}). An upload must be
 * a PNG, JPEG, GIF or WebP by its bytes ({@link ImageType}) and at most {@link #MAX_BYTES}; a
 * record's diagram refers to one as {@code image-ID} ({@link #diagramId}). An image is read only
 * through its project, so an id from another project is not found.
 */
public final class DiagramImages {
  /** The largest image accepted: 2 MiB (GeoSQA's diagrams are scanned exam figures of some 100 KB). */
  public static final int MAX_BYTES = 2 * 1024 * 1024;
  private final Database db;

  public DiagramImages(Database db) {
    this.db = db;
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
    String stored = name.length() <= 200 ? name : name.substring(0, 200);
    return db.transaction(c -> Sql.insert(c, "INSERT INTO diagram_images(project_id, content_type, file_name, bytes, uploaded_by, uploaded_at)"
        + " VALUES (?, ?, ?, ?, ?, ?)", projectId, type.contentType(), stored, bytes, by.id(), Instant.now()));
  }

  /**
   * Stores an image as another project had it (an archive import: checked as an upload is, its
   * uploader and time kept) in the caller's transaction, and returns its new id.
   */
  public static long restore(Connection c, long projectId, String fileName, byte[] bytes, long uploadedBy, Instant uploadedAt) throws SQLException {
    if (bytes.length == 0 || bytes.length > MAX_BYTES) {
      throw new SourceException(fileName + ": " + bytes.length + " bytes; an image has 1 to " + MAX_BYTES);
    }
    ImageType type = ImageType.of(bytes).orElseThrow(() -> new SourceException(fileName + ": not a PNG, JPEG, GIF or WebP image (by its first bytes)"));
    String stored = fileName.length() <= 200 ? fileName : fileName.substring(0, 200);
    return Sql.insert(c, "INSERT INTO diagram_images(project_id, content_type, file_name, bytes, uploaded_by, uploaded_at)"
        + " VALUES (?, ?, ?, ?, ?, ?)", projectId, type.contentType(), stored, bytes, uploadedBy, uploadedAt);
  }

  /** Image {@code id} of project {@code projectId}, or empty (also when it belongs to another project). */
  public Optional<Image> find(long projectId, long id) {
    return db.transaction(c -> Sql.one(c, "SELECT id, content_type, bytes FROM diagram_images WHERE id = ? AND project_id = ?",
        rs -> new Image(rs.getLong(1), ImageType.ofContentType(rs.getString(2)), rs.getBytes(3)), id, projectId));
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
}
