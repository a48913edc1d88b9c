package org.qakit.split;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.qakit.dataset.Dataset;
import org.qakit.format.jsonl.QakitJsonlFormat;
import org.qakit.io.AtomicFile;
import org.qakit.model.Item;

/**
 * Writes a {@link Split}'s files into a folder, all or none.
 *
 * <ol>
 *   <li>Checks first: the output is not a file, no target is a folder or the same file as an
 *       input (a link to it included), no folder on a target's path is a file, and (ids) no item
 *       id holds a line break.
 *   <li>Every file is written into a temporary folder, {@code .OUT.split-PID-TIME.tmp}: beside
 *       the output folder when that does not exist yet, inside it otherwise (so every later move
 *       is a rename within one file system).
 *   <li>A new output folder is made by renaming the temporary folder: one step. In an existing
 *       one, the files are moved into place by {@link StagedMove}: a file of the same name is
 *       first moved aside, and if any step fails, every earlier step is undone (new files
 *       removed, replaced files renamed back, created folders removed).
 * </ol>
 *
 * <p>Guarantee: when this method throws, the output folder holds exactly what it held before
 * (same files, the replaced ones renamed back rather than rewritten), no folder it created is
 * left (the output's parents included) and the temporary folder is deleted. Two exceptions: if
 * undoing fails as well, the error names the temporary folder, which is kept because it holds
 * the replaced files; and a process killed, or a machine stopped, during the moves (renames
 * only) can leave some files new and others old, with the temporary folder behind. Files in the
 * folder that this split does not write (another name, an earlier run's {@code dev.ids}) are
 * neither removed nor changed; {@link #othersIn} lists split files among them.
 */
public final class SplitWriter {
  private SplitWriter() {}

  /**
   * Writes {@code split} under {@code outDir} and returns the paths written, in order.
   *
   * @param source the dataset split (its passages and triples go into every qakit-jsonl file)
   * @param inputs the files read, which are never overwritten
   */
  public static List<Path> write(Split split, Dataset source, Path outDir, SplitFileFormat format, List<Path> inputs) throws IOException {
    return write(split, source, outDir, format, inputs, StagedMove.RENAME);
  }

  /** {@link #write(Split, Dataset, Path, SplitFileFormat, List)} with the moves done by {@code mover}. */
  static List<Path> write(Split split, Dataset source, Path outDir, SplitFileFormat format, List<Path> inputs, StagedMove.Mover mover)
      throws IOException {
    Path out = outDir.toAbsolutePath().normalize();
    if (Files.exists(out) && !Files.isDirectory(out)) {
      throw new IllegalArgumentException("output " + outDir + " is a file; expected a folder");
    }
    var rels = new ArrayList<String>();
    var targets = new ArrayList<Path>();
    for (Split.Output o : split.outputs()) {
      String rel = o.path() + format.extension();
      Path target = out.resolve(rel);
      check(target, out, inputs);
      if (format == SplitFileFormat.IDS) {
        o.items().forEach(SplitWriter::checkId);
      }
      rels.add(rel);
      targets.add(target);
    }
    Path parent = out.getParent();
    Path firstCreated = firstMissing(parent);
    Files.createDirectories(parent);
    boolean fresh = !Files.exists(out);
    Path tmp = (fresh ? parent : out).resolve("." + out.getFileName() + ".split-" + ProcessHandle.current().pid() + "-" + System.nanoTime() + ".tmp");
    try {
      Files.createDirectory(tmp);
      Path staged = fresh ? tmp : Files.createDirectory(tmp.resolve("new"));
      for (int i = 0; i < rels.size(); i++) {
        Path file = staged.resolve(rels.get(i));
        Files.createDirectories(file.getParent());
        writeOne(file, split.outputs().get(i).items(), source, format);
      }
      if (fresh) {
        mover.move(tmp, out);
      } else {
        StagedMove.run(staged, out, Files.createDirectory(tmp.resolve("old")), rels, mover);
      }
    } catch (StagedMove.UndoFailedException e) {
      throw e; // the temporary folder holds replaced files: keep it
    } catch (IOException | RuntimeException e) {
      try {
        deleteTree(tmp);
        if (firstCreated != null) {
          deleteEmptyFolders(parent, firstCreated);
        }
      } catch (IOException | RuntimeException cleanup) {
        e.addSuppressed(cleanup);
      }
      throw e;
    }
    deleteTree(tmp); // the replaced files, or nothing when the folder was new
    return List.copyOf(targets);
  }

  /**
   * The files under {@code outDir} (to depth 2, as k-fold writes them) with the format's extension
   * that are not among {@code written}: most likely left from an earlier split into the same
   * folder, and easily taken for part of this one. Hidden files are skipped; sorted.
   */
  public static List<Path> othersIn(Path outDir, SplitFileFormat format, List<Path> written) throws IOException {
    Path out = outDir.toAbsolutePath().normalize();
    var mine = new java.util.HashSet<Path>();
    written.forEach(p -> mine.add(p.toAbsolutePath().normalize()));
    try (Stream<Path> all = Files.walk(out, 2)) {
      return all.filter(Files::isRegularFile)
          .filter(p -> p.getFileName().toString().endsWith(format.extension()))
          .filter(p -> !mine.contains(p))
          .filter(p -> !hidden(out.relativize(p)))
          .sorted()
          .toList();
    }
  }

  private static boolean hidden(Path rel) {
    for (Path part : rel) {
      if (part.toString().startsWith(".")) {
        return true;
      }
    }
    return false;
  }

  /** The outermost folder of {@code dir}'s path that does not exist yet, or null. */
  private static Path firstMissing(Path dir) {
    Path first = null;
    for (Path d = dir; d != null && !Files.exists(d); d = d.getParent()) {
      first = d;
    }
    return first;
  }

  /** Deletes {@code dir} and its parents up to {@code top}, stopping at the first that is not empty. */
  private static void deleteEmptyFolders(Path dir, Path top) {
    for (Path d = dir; d != null; d = d.getParent()) {
      try {
        Files.deleteIfExists(d);
      } catch (IOException e) {
        return;
      }
      if (d.equals(top)) {
        return;
      }
    }
  }

  private static void check(Path target, Path out, List<Path> inputs) throws IOException {
    if (Files.isDirectory(target)) {
      throw new IllegalArgumentException("cannot write " + target + ": it is a folder");
    }
    for (Path dir = target.getParent(); !dir.equals(out); dir = dir.getParent()) {
      if (Files.exists(dir) && !Files.isDirectory(dir)) {
        throw new IllegalArgumentException("cannot write " + target + ": " + dir + " is a file");
      }
    }
    for (Path input : inputs) {
      if (Files.exists(target) && Files.exists(input) && Files.isSameFile(input, target)) {
        throw new IllegalArgumentException("output " + target + " is also an input; write to another folder");
      }
    }
  }

  private static void checkId(Item item) {
    if (item.id().indexOf('\n') >= 0 || item.id().indexOf('\r') >= 0) {
      throw new IllegalArgumentException("item id '" + item.id().replace("\n", "\\n").replace("\r", "\\r")
          + "' contains a line break and cannot go into an ids file; write qakit-jsonl instead");
    }
  }

  private static void writeOne(Path file, List<Item> items, Dataset source, SplitFileFormat format) throws IOException {
    switch (format) {
      case IDS -> AtomicFile.write(file, w -> {
        for (Item item : items) {
          w.write(item.id());
          w.write('\n');
        }
      });
      case QAKIT_JSONL -> new QakitJsonlFormat().write(
          new Dataset(items, source.passages(), source.triples(), List.of(), List.of()), file);
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> all = Files.walk(dir)) {
      all.sorted(Comparator.reverseOrder()).forEach(p -> {
        try {
          Files.delete(p);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    }
  }
}
