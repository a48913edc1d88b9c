package org.qakit.distract;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Dataset;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;
import org.qakit.testing.SharedData;

/** Gold distractors the candidate vocabulary lacks, and those it lacks only by letter case. */
class VocabularyCoverageTest {
  @TempDir Path dir;

  private static Dataset read(Path... files) throws IOException {
    return Formats.get("mcql").read(List.of(files), new ReadOptions(false, null));
  }

  private static List<MultipleChoiceItem> questions(Dataset d) {
    return d.items().stream().map(MultipleChoiceItem.class::cast).toList();
  }

  @Test
  void countsTheMissingAndThoseMissingOnlyByCase() throws IOException {
    Path q = Files.writeString(dir.resolve("q.json"), """
        [{"sentence": "The powerhouse of the cell is the", "answer": "mitochondrion",
          "distractors": ["Nucleus", "ribosome", "golgi body"]}]
        """);
    Path vocab = Files.writeString(dir.resolve("vocab.txt"), "mitochondrion\nnucleus\nribosome\n");
    Dataset d = read(q, vocab);
    var c = VocabularyCoverage.of(d.passages().stream().map(Passage::text).toList(), questions(d));
    // Nucleus: only by case; golgi body: not at all; ribosome: present
    assertThat(c).isEqualTo(new VocabularyCoverage(3, 2, 1));
    assertThat(c.warning()).isEqualTo("warning: 2 of 3 gold distractor(s) (66.7%) are not in the candidate vocabulary,"
        + " so no ranking can find them; 1 of those differ from a candidate only by letter case");
    assertThat(new VocabularyCoverage(3, 0, 0).warning()).isNull();
  }

  @Test
  void aFifthOfMcqlsGoldDistractorsAreNotCandidatesMostlyByLetterCase() throws IOException {
    Path vocab = SharedData.path("mcql/vocab.txt");
    for (String split : List.of("valid.json", "train.json")) {
      Dataset d = read(SharedData.path("mcql/" + split), vocab);
      var c = VocabularyCoverage.of(d.passages().stream().map(Passage::text).toList(), questions(d));
      assertThat(c.missingShare()).as(split + ": " + c).isBetween(0.15, 0.25);
      assertThat((double) c.missingByCase() / c.missing()).as(split + ": " + c).isGreaterThan(0.8);
    }
  }
}
