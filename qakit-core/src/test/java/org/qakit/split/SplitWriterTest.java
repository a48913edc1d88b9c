package org.qakit.split;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qakit.split.TestItems.ofType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
