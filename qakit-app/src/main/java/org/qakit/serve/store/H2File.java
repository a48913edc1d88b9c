package org.qakit.serve.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.FileStore;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;
import org.h2.mvstore.RandomAccessStore;

/**
 * The file of an embedded H2 database ({@code NAME.mv.db}): the repair of its header after a
 * crash, its sync and its compaction.
 *
 * <p><b>Why the repair.</b> H2's MVStore appends each commit to the file as a <i>chunk</i>, into
 * free space between older chunks once there is some, and recovers from a crash by following the
 * file header to a chunk and from there the chain of chunks each predicts the place of the next.
 * When a chunk lands elsewhere than predicted, H2 rewrites the header, but from the chunk written
 * before it ({@code FileStore.storeBuffer} sets {@code lastChunk} only after {@code writeChunk} has
 * written the header; H2 2.5.252 and its main branch). A server killed then, idle or not, comes
 * back at the older state: the acknowledged commit is in the file and nobody reads it, and the
 * next insert takes its identity value again (issue 17: a copy of {@code qakit.mv.db} taken 3 s
 * after the answer showed the chunk there and the header pointing before it). H2's own recovery
 * mode scans the whole file for the newest chunk whose chunks are all intact; {@link
 * #recoverAfterCrash} runs that scan when the file was not closed cleanly and, when it finds a newer
 * state than the header leads to, writes a header that points to it before H2 opens the file.
 */
public final class H2File {
  /** How many bytes of chunks one round of housekeeping moves into holes nearer the file's start. */
  static final int MOVE_BYTES = 16 << 20;
  private final Path path;
  private final String url;

  private H2File(Path path, String url) {
    this.path = path;
    this.url = url;
  }

  /** The file of {@code url} when it names an embedded H2 database in a file ({@code jdbc:h2:file:}, a path), else empty. */
  public static Optional<H2File> of(String url) {
    if (!url.startsWith("jdbc:h2:")) {
      return Optional.empty();
    }
    String name = url.substring("jdbc:h2:".length());
    int settings = name.indexOf(';');
    if (settings >= 0) {
      name = name.substring(0, settings);
    }
    if (name.startsWith("file:")) {
      name = name.substring("file:".length());
    } else if (name.matches("[A-Za-z]{2,}:.*")) { // mem:, tcp:, ssl:, nio:, zip: ...
      return Optional.empty();
    }
    if (name.startsWith("~")) {
      name = System.getProperty("user.home") + name.substring(1);
    }
    return Optional.of(new H2File(Path.of(name + ".mv.db").toAbsolutePath(), url));
  }

  /** The {@code .mv.db} file. */
  public Path path() {
    return path;
  }

  /** The {@link IdGuard}'s file beside it: {@code NAME.ids} for {@code NAME.mv.db}. */
  public Path idsPath() {
    String name = path.getFileName().toString();
    return path.resolveSibling(name.substring(0, name.length() - ".mv.db".length()) + ".ids");
  }

  /** Its size in bytes (0 before it exists). */
  public long size() {
    try {
      return Files.exists(path) ? Files.size(path) : 0;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * After a crash (the header has no clean-close mark), makes the newest intact state of the file
   * the one H2 opens. Returns how many versions the header's path would have lost (0: none, or a
   * clean file, or a file this process cannot read, which H2 will then report itself).
   */
  public long recoverAfterCrash() {
    if (!Files.exists(path)) {
      return 0;
    }
    String file = path.toString();
    try {
      long reached;
      try (MVStore store = new MVStore.Builder().fileName(file).readOnly().open()) {
        if (store.getStoreHeader().containsKey("clean")) {
          return 0;
        }
        reached = store.getCurrentVersion();
      }
      long newest;
      try (MVStore store = new MVStore.Builder().fileName(file).readOnly().recoveryMode().open()) {
        newest = store.getCurrentVersion();
      }
      if (newest <= reached) {
        return 0;
      }
      MVStore store = new MVStore.Builder().fileName(file).recoveryMode().open();
      store.close(0); // a clean close: the header now names the newest chunk
      return newest - reached;
    } catch (MVStoreException e) {
      return 0; // locked by another process, or damaged: H2's open says which
    }
  }

  /**
   * H2's housekeeping, which {@code WRITE_DELAY=0} turns off with H2's background thread: when less
   * than 70% of a file over {@code minBytes} holds live data, rewrites the chunks that hold little
   * for up to about {@code maxMillis} (H2's {@code MVStore.compactFile}) and moves up to {@value
   * #MOVE_BYTES} bytes of chunks into the holes ({@code compactMoveChunks}, which {@code
   * compactFile} does only while it still finds chunks to rewrite); commits wait meanwhile. Big rows
   * make such files: each one-row commit writes the B-tree leaf of the row before it again, and the
   * chunk with the older copy stays half live, so H2 never frees it. Reaches H2's store through its
   * engine classes (public, not an API).
   *
   * @return whether it compacted
   */
  static boolean compactIfSparse(Connection c, long minBytes, int maxMillis) throws SQLException {
    if (!(c.unwrap(JdbcConnection.class).getSession() instanceof SessionLocal session)) {
      return false;
    }
    MVStore store = session.getDatabase().getStore().getMvStore();
    FileStore<?> file = store.getFileStore();
    if (file == null || file.size() < minBytes) {
      return false;
    }
    long live = file.size() * store.getFillRate() / 100 * file.getChunksFillRate() / 100;
    if (live * 10 > file.size() * 7) {
      return false;
    }
    int retention = store.getRetentionTime();
    try {
      store.compactFile(maxMillis); // rewrites the chunks that are mostly dead (and moves some when it did); retention 0
      if (file instanceof RandomAccessStore chunks) {
        chunks.compactMoveChunks(101, MOVE_BYTES, store); // fills the holes left, so the file shrinks
      }
    } finally {
      store.setRetentionTime(retention); // H2 keeps dead chunks 45 s against a disk that reorders writes
    }
    return true;
  }

  /** Whether the transaction open on {@code c} changed anything (H2's session knows; true when it cannot be asked). */
  static boolean hasChanges(Connection c) throws SQLException {
    return !(c.unwrap(JdbcConnection.class).getSession() instanceof SessionLocal session) || session.hasPendingTransaction();
  }

  /** Forces the file's written pages to the disk ({@code CHECKPOINT SYNC}): a commit then survives a power cut too. */
  static void sync(Connection c) throws SQLException {
    try (Statement s = c.createStatement()) {
      s.execute("CHECKPOINT SYNC");
    }
  }

  /**
   * Rewrites the closed database into a file that holds only its live pages, compressed ({@code
   * SHUTDOWN COMPACT}: H2 copies them into a new file and renames it over the old one, so a kill
   * meanwhile leaves the old file as it was). Call only when no connection is open.
   */
  public void compact() {
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      s.execute("SHUTDOWN COMPACT");
    } catch (SQLException e) {
      throw new StoreException(e);
    }
  }
}
