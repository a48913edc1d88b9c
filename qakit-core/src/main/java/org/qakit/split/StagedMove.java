package org.qakit.split;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Moves files that were written into a staging folder over their targets in an existing folder,
 * all or none: each step is recorded, and if one fails every earlier step is undone in reverse
 * order before the error is rethrown.
 *
 * <p>Steps, for each relative path in order: create the target's missing folders (recorded), move
 * an existing target aside into the backup folder (recorded), move the staged file into place
 * (recorded). Undoing deletes the files moved into place, moves the backed-up files back (a
 * rename, so the old file comes back as it was, not a copy) and deletes the folders created. The
 * staging and backup folders must be on the target folder's file system, so every move is a
 * rename.
 *
 * <p>What this cannot cover: a process killed, or a machine stopped, in the middle of the moves
 * leaves some targets new and the others old; the replaced files are then still in the backup
 * folder. If an undo step itself fails, the error says so and names the backup folder, which
 * the caller must then keep.
 */
final class StagedMove {
  /** One file system move; a seam for tests that make a move fail. */
  @FunctionalInterface
  interface Mover {
    void move(Path from, Path to) throws IOException;
  }

  /** Renames {@code from} to {@code to}, replacing it; atomically where the file system can. */
  static final Mover RENAME = (from, to) -> {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException | FileAlreadyExistsException e) {
      // not atomic here, or (the JDK allows it) an atomic move that will not replace
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  };

  /** An undo step. */
  @FunctionalInterface
  private interface Undo {
    void run() throws IOException;
  }

  /** Thrown when undoing failed: the backup folder still holds replaced files. */
  static final class UndoFailedException extends IOException {
    UndoFailedException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  private StagedMove() {}

  /**
   * Moves {@code staged/rel} to {@code target/rel} for every {@code rel} in order, all or none.
   *
   * @param backup an empty folder for the replaced files (on the target's file system)
   * @throws UndoFailedException if a move failed and so did undoing it; the backup folder then
   *     holds files that were replaced and must be kept
   */
  static void run(Path staged, Path target, Path backup, List<String> rels, Mover mover) throws IOException {
    Deque<Undo> done = new ArrayDeque<>();
    try {
      for (String rel : rels) {
        Path to = target.resolve(rel);
        createFolders(to.getParent(), target, done);
        if (Files.exists(to, LinkOption.NOFOLLOW_LINKS)) {
          Path aside = backup.resolve(rel);
          Files.createDirectories(aside.getParent());
          mover.move(to, aside);
          done.push(() -> mover.move(aside, to));
        }
        mover.move(staged.resolve(rel), to);
        done.push(() -> Files.deleteIfExists(to));
      }
    } catch (IOException | RuntimeException e) {
      while (!done.isEmpty()) {
        try {
          done.pop().run();
        } catch (IOException | RuntimeException undo) {
          var failed = new UndoFailedException("could not write all the split files (" + e.getMessage()
              + ") nor put the earlier files back (" + undo.getMessage() + "); the replaced files are in " + backup, e);
          failed.addSuppressed(undo);
          throw failed;
        }
      }
      throw e;
    }
  }

  /** Creates {@code dir} and its missing parents below {@code root}, recording each to undo. */
  private static void createFolders(Path dir, Path root, Deque<Undo> done) throws IOException {
    if (dir.equals(root) || Files.isDirectory(dir)) {
      return;
    }
    createFolders(dir.getParent(), root, done);
    Files.createDirectory(dir);
    done.push(() -> Files.deleteIfExists(dir));
  }
}
