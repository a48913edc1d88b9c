package org.qakit.split;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.qakit.dataset.Dataset;
import org.qakit.format.jsonl.QakitJsonlFormat;
import org.qakit.io.AtomicFile;
import org.qakit.model.Item;

/**
 * Writes a {@link Split}'s files into a folder, all or none: every file is first written into a
 * temporary folder; only when all were written are they moved into place (the temporary folder is
 * renamed to the output folder when that did not exist yet, else each file is moved over its
 * target). A failure before that point deletes the temporary folder and leaves the output as it
 * was. Existing files of the same names are replaced; other files in the folder are left alone.
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
    Path out = outDir.toAbsolutePath().normalize();
    if (Files.exists(out) && !Files.isDirectory(out)) {
      throw new IllegalArgumentException("output " + outDir + " is a file; expected a folder");
    }
    var targets = new ArrayList<Path>();
    for (Split.Output o : split.outputs()) {
      Path target = out.resolve(o.path() + format.extension());
      check(target, out, inputs);
      if (format == SplitFileFormat.IDS) {
        o.items().forEach(SplitWriter::checkId);
      }
      targets.add(target);
    }
    Path parent = out.getParent();
    Files.createDirectories(parent);
    boolean fresh = !Files.exists(out);
    Path tmp = (fresh ? parent : out).resolve("." + out.getFileName() + ".split-" + ProcessHandle.current().pid() + "-" + System.nanoTime() + ".tmp");
    Files.createDirectory(tmp);
    try {
      for (Split.Output o : split.outputs()) {
        Path file = tmp.resolve(o.path() + format.extension());
        Files.createDirectories(file.getParent());
        writeOne(file, o.items(), source, format);
      }
      if (fresh) {
        move(tmp, out);
      } else {
        for (Split.Output o : split.outputs()) {
          Path target = out.resolve(o.path() + format.extension());
          Files.createDirectories(target.getParent());
          move(tmp.resolve(o.path() + format.extension()), target);
        }
      }
    } finally {
      deleteTree(tmp);
    }
    return List.copyOf(targets);
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

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException | FileAlreadyExistsException e) {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
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
