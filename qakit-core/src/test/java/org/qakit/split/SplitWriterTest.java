package org.qakit.split;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qakit.split.TestItems.ofType;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Dataset;
import org.qakit.format.ReadOptions;
import org.qakit.format.jsonl.QakitJsonlFormat;
import org.qakit.model.Item;
import org.qakit.model.Passage;

class SplitWriterTest {
  @TempDir Path temp;

  private final List<Item> items = List.copyOf(ofType("q", "X", 10));
  private final Split split = Splitter.split(items, SplitSpec.ratios(Ratios.parse("60:10:30"), null, null, null, 42));

  @Test
  void writesOneIdPerLineInDatasetOrderIntoANewFolder() throws IOException {
    Path out = temp.resolve("splits");
    var written = SplitWriter.write(split, Dataset.of(items), out, SplitFileFormat.IDS, List.of());
    assertThat(written).containsExactly(out.resolve("train.ids"), out.resolve("dev.ids"), out.resolve("test.ids"));
    for (int j = 0; j < 3; j++) {
      var expected = split.outputs().get(j).items().stream().map(i -> i.id() + "\n").reduce("", String::concat);
      assertThat(Files.readString(written.get(j))).isEqualTo(expected);
    }
    assertThat(Files.readAllLines(out.resolve("train.ids"))).hasSize(6).isSorted();
    assertThat(leftovers()).isEmpty();
  }

  @Test
  void qakitJsonlCarriesThePartsItemsAndEveryPassage() throws IOException {
    var passage = new Passage("k1", "The farther from a light source, the dimmer.", null);
    var dataset = new Dataset(items, List.of(passage), List.of(), List.of(), List.of());
    Path out = temp.resolve("jsonl");
    SplitWriter.write(split, dataset, out, SplitFileFormat.QAKIT_JSONL, List.of());
    var dev = new QakitJsonlFormat().read(out.resolve("dev.qakit.jsonl"), ReadOptions.STRICT);
    assertThat(dev.items()).isEqualTo(split.outputs().get(1).items());
    assertThat(dev.passages()).containsExactly(passage);
  }

  @Test
  void kFoldWritesAFolderPerFold() throws IOException {
    Split folds = Splitter.split(items, SplitSpec.folds(2, null, null, 42));
    Path out = temp.resolve("cv");
    SplitWriter.write(folds, Dataset.of(items), out, SplitFileFormat.IDS, List.of());
    try (Stream<Path> files = Files.walk(out)) {
      assertThat(files.filter(Files::isRegularFile).map(p -> out.relativize(p).toString()).sorted())
          .containsExactly("fold-1/test.ids", "fold-1/train.ids", "fold-2/test.ids", "fold-2/train.ids");
    }
    assertThat(Files.readAllLines(out.resolve("fold-1/test.ids"))).hasSize(5)
        .doesNotContainAnyElementsOf(Files.readAllLines(out.resolve("fold-2/test.ids")));
  }

  @Test
  void anExistingFolderKeepsItsOtherFilesAndGetsTheSplitFilesReplaced() throws IOException {
    Path out = Files.createDirectory(temp.resolve("existing"));
    Files.writeString(out.resolve("README"), "mine");
    Files.writeString(out.resolve("train.ids"), "stale\n");
    SplitWriter.write(split, Dataset.of(items), out, SplitFileFormat.IDS, List.of());
    assertThat(Files.readString(out.resolve("README"))).isEqualTo("mine");
    assertThat(Files.readAllLines(out.resolve("train.ids"))).hasSize(6).doesNotContain("stale");
    assertThat(leftovers()).isEmpty();
  }

  @Test
  void nothingIsWrittenWhenOneTargetCannotBe() throws IOException {
    Path out = Files.createDirectory(temp.resolve("blocked"));
    Files.createDirectory(out.resolve("test.ids"));
    assertThatThrownBy(() -> SplitWriter.write(split, Dataset.of(items), out, SplitFileFormat.IDS, List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("cannot write " + out.resolve("test.ids").toAbsolutePath() + ": it is a folder");
    assertThat(out.resolve("train.ids")).doesNotExist();
    assertThat(out.resolve("dev.ids")).doesNotExist();
    Split folds = Splitter.split(items, SplitSpec.folds(2, null, null, 42));
    Files.writeString(out.resolve("fold-2"), "a file where a folder goes");
    assertThatThrownBy(() -> SplitWriter.write(folds, Dataset.of(items), out, SplitFileFormat.IDS, List.of()))
        .hasMessageEndingWith(out.resolve("fold-2").toAbsolutePath() + " is a file");
    assertThat(out.resolve("fold-1")).doesNotExist();
    assertThat(leftovers()).isEmpty();
  }

  @Test
  void refusesToOverwriteAnInputOrToWriteIntoAFile() throws IOException {
    Path out = Files.createDirectory(temp.resolve("in"));
    Path input = Files.writeString(out.resolve("test.qakit.jsonl"), "");
    assertThatThrownBy(() -> SplitWriter.write(split, Dataset.of(items), out, SplitFileFormat.QAKIT_JSONL, List.of(input)))
        .hasMessage("output " + input.toAbsolutePath() + " is also an input; write to another folder");
    assertThat(out.resolve("train.qakit.jsonl")).doesNotExist();
    assertThatThrownBy(() -> SplitWriter.write(split, Dataset.of(items), input, SplitFileFormat.IDS, List.of()))
        .hasMessage("output " + input + " is a file; expected a folder");
  }

  @Test
  void aMoveThatFailsInAnExistingFolderLeavesEveryFileAsItWas() throws IOException {
    // A real failure after the checks: fold-2 is a link to nowhere, so it does not exist for the
    // checks but cannot be made a folder when fold-2/train.ids is moved into place, after
    // fold-1's two files were. Moving file by file left fold-1 new and fold-2 missing.
    Split folds = Splitter.split(items, SplitSpec.folds(2, null, null, 42));
    Path out = Files.createDirectories(temp.resolve("cv"));
    Files.createDirectory(out.resolve("fold-1"));
    Files.writeString(out.resolve("fold-1/train.ids"), "old train\n");
    Files.writeString(out.resolve("fold-1/test.ids"), "old test\n");
    Files.createSymbolicLink(out.resolve("fold-2"), temp.resolve("nowhere"));
    var before = snapshot(out);
    Object trainKey = Files.readAttributes(out.resolve("fold-1/train.ids"), BasicFileAttributes.class).fileKey();
    assertThatThrownBy(() -> SplitWriter.write(folds, Dataset.of(items), out, SplitFileFormat.IDS, List.of()))
        .isInstanceOf(FileAlreadyExistsException.class);
    assertThat(snapshot(out)).isEqualTo(before);
    // put back by a rename: the same file, not a copy
    assertThat(Files.readAttributes(out.resolve("fold-1/train.ids"), BasicFileAttributes.class).fileKey()).isEqualTo(trainKey);
    assertThat(leftovers()).isEmpty();
  }

  @Test
  void whicheverMoveFailsTheFolderIsAsItWas() throws IOException {
    // k = 3 folds, 6 files; fold-1/test.ids exists (moved aside, then replaced), fold-2 exists
    // empty, fold-3 does not (created). Moves: 1 aside + 6 into place = 7; fail each in turn.
    Split folds = Splitter.split(items, SplitSpec.folds(3, null, null, 42));
    Path out = Files.createDirectories(temp.resolve("cv3"));
    Files.createDirectories(out.resolve("fold-1"));
    Files.createDirectories(out.resolve("fold-2"));
    Files.writeString(out.resolve("fold-1/test.ids"), "old\n");
    Files.writeString(out.resolve("notes.txt"), "mine");
    var before = snapshot(out);
    for (int failAt = 1; failAt <= 7; failAt++) {
      var mover = new FailingMover(failAt, false);
      assertThatThrownBy(() -> SplitWriter.write(folds, Dataset.of(items), out, SplitFileFormat.IDS, List.of(), mover))
          .as("move %d fails", failAt).hasMessage("move " + failAt + " fails");
      assertThat(snapshot(out)).as("move %d fails", failAt).isEqualTo(before);
      assertThat(leftovers()).isEmpty();
    }
    var mover = new FailingMover(8, false);
    SplitWriter.write(folds, Dataset.of(items), out, SplitFileFormat.IDS, List.of(), mover);
    assertThat(mover.moves).isEqualTo(7);
    assertThat(Files.readAllLines(out.resolve("fold-1/test.ids"))).hasSize(4); // 10 items in 3 folds: 4, 3, 3
    assertThat(Files.readString(out.resolve("notes.txt"))).isEqualTo("mine");
    assertThat(leftovers()).isEmpty();
  }

  @Test
  void whenUndoingFailsTooTheErrorNamesTheFolderWithTheReplacedFiles() throws IOException {
    Path out = Files.createDirectory(temp.resolve("undo"));
    Files.writeString(out.resolve("train.ids"), "old\n");
    // moves: train.ids aside (1), train.ids into place (2), dev.ids into place (3) fails; undoing
    // deletes train.ids, then moving the old one back fails as well
    var e = org.assertj.core.api.Assertions.catchThrowableOfType(IOException.class,
        () -> SplitWriter.write(split, Dataset.of(items), out, SplitFileFormat.IDS, List.of(), new FailingMover(3, true)));
    assertThat(e).hasMessageStartingWith("could not write all the split files (move 3 fails) nor put the earlier files back (move 4 fails); the replaced files are in ");
    Path backup = Path.of(e.getMessage().substring(e.getMessage().lastIndexOf(" in ") + 4));
    assertThat(Files.readString(backup.resolve("train.ids"))).isEqualTo("old\n");
  }

  @Test
  void aFailedRenameOfANewFolderRemovesTheFoldersMadeForIt() throws IOException {
    Path out = temp.resolve("a/b/splits");
    assertThatThrownBy(() -> SplitWriter.write(split, Dataset.of(items), out, SplitFileFormat.IDS, List.of(), new FailingMover(1, false)))
        .hasMessage("move 1 fails");
    assertThat(temp.resolve("a")).doesNotExist();
    assertThat(leftovers()).isEmpty();
  }

  @Test
  void refusesToOverwriteAnInputThroughALinkToo() throws IOException {
    Path data = Files.createDirectory(temp.resolve("data"));
    Path input = Files.writeString(data.resolve("in.qakit.jsonl"), "original");
    Path out = Files.createDirectory(temp.resolve("links"));
    Files.createSymbolicLink(out.resolve("train.qakit.jsonl"), input);
    assertThatThrownBy(() -> SplitWriter.write(split, Dataset.of(items), out, SplitFileFormat.QAKIT_JSONL, List.of(input)))
        .hasMessage("output " + out.resolve("train.qakit.jsonl").toAbsolutePath() + " is also an input; write to another folder");
    Files.delete(out.resolve("train.qakit.jsonl"));
    Files.createLink(out.resolve("dev.qakit.jsonl"), input);
    assertThatThrownBy(() -> SplitWriter.write(split, Dataset.of(items), out, SplitFileFormat.QAKIT_JSONL, List.of(input)))
        .hasMessageContaining("dev.qakit.jsonl is also an input");
    assertThat(Files.readString(input)).isEqualTo("original");
    assertThat(out.resolve("train.qakit.jsonl")).doesNotExist();
  }

  @Test
  void splitFilesFromAnEarlierRunAreListed() throws IOException {
    Path out = temp.resolve("again");
    SplitWriter.write(split, Dataset.of(items), out, SplitFileFormat.IDS, List.of());
    Split twoParts = Splitter.split(items, SplitSpec.ratios(Ratios.parse("80:20"), null, null, null, 42));
    var written = SplitWriter.write(twoParts, Dataset.of(items), out, SplitFileFormat.IDS, List.of());
    assertThat(SplitWriter.othersIn(out, SplitFileFormat.IDS, written)).containsExactly(out.resolve("dev.ids"));
    assertThat(SplitWriter.othersIn(out, SplitFileFormat.QAKIT_JSONL, written)).isEmpty();
  }

  /** Fails the {@code failAt}-th move, and every later one when {@code andAfter}. */
  private static final class FailingMover implements StagedMove.Mover {
    private final int failAt;
    private final boolean andAfter;
    int moves;

    FailingMover(int failAt, boolean andAfter) {
      this.failAt = failAt;
      this.andAfter = andAfter;
    }

    @Override
    public void move(Path from, Path to) throws IOException {
      moves++;
      if (moves == failAt || andAfter && moves > failAt) {
        throw new IOException("move " + moves + " fails");
      }
      StagedMove.RENAME.move(from, to);
    }
  }

  /** Every path under {@code dir} with its content ("<dir>" for folders, "-> target" for links). */
  private static Map<String, String> snapshot(Path dir) throws IOException {
    var m = new TreeMap<String, String>();
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.toList()) {
        String rel = dir.relativize(p).toString();
        m.put(rel, Files.isSymbolicLink(p) ? "-> " + Files.readSymbolicLink(p) : Files.isDirectory(p) ? "<dir>" : Files.readString(p));
      }
    }
    return m;
  }

  @Test
  void unknownOutputKindListsTheKnownOnes() {
    assertThat(SplitFileFormat.of("qakit-jsonl")).isEqualTo(SplitFileFormat.QAKIT_JSONL);
    assertThatThrownBy(() -> SplitFileFormat.of("csv")).hasMessage("unknown split output 'csv' (known: ids, qakit-jsonl)");
  }

  private List<String> leftovers() throws IOException {
    try (Stream<Path> all = Files.walk(temp)) {
      return all.map(p -> p.getFileName().toString()).filter(n -> n.contains(".split-") || n.endsWith(".tmp")).toList();
    }
  }
}
