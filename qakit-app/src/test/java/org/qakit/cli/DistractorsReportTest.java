package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code distractors --evaluate}: text and JSON give the same candidate count; missing gold distractors are warned about. */
class DistractorsReportTest {
  @TempDir Path dir;

  @Test
  void textAndJsonAgreeAndMissingGoldDistractorsAreWarnedAbout() throws IOException {
    Path train = Files.writeString(dir.resolve("train.json"), """
        [{"sentence": "The powerhouse of the cell is the", "answer": "mitochondrion", "distractors": ["nucleus", "ribosome", "vacuole"]},
         {"sentence": "Plants make food in the", "answer": "chloroplast", "distractors": ["nucleus", "cell wall", "vacuole"]},
         {"sentence": "Proteins are made by the", "answer": "ribosome", "distractors": ["lysosome", "nucleus", "cell wall"]}]
        """);
    Path held = Files.writeString(dir.resolve("valid.json"), """
        [{"sentence": "Genetic material is kept in the", "answer": "nucleus", "distractors": ["Ribosome", "golgi body", "vacuole"]}]
        """);
    Path vocab = Files.writeString(dir.resolve("vocab.txt"),
        "mitochondrion\nnucleus\nribosome\nvacuole\nchloroplast\ncell wall\nlysosome\ncytoplasm\nmembrane\n");
    String[] args = {"distractors", "--train", train.toString(), "--vocab", vocab.toString(), "--evaluate", held.toString(),
        "--negatives", "3"};
    var text = CliRun.of(args);
    assertThat(text.exit()).as(text.err()).isZero();
    var json = CliRun.of(append(args, "--json"));
    var o = new ObjectMapper().readTree(json.out());
    Matcher m = Pattern.compile("against (\\d+) candidate\\(s\\)").matcher(text.out());
    assertThat(m.find()).as(text.out()).isTrue();
    assertThat(Integer.parseInt(m.group(1))).isEqualTo(o.get("candidates").asInt()).isEqualTo(9);
    // Ribosome differs from a candidate by case, golgi body is no candidate, vacuole is one
    assertThat(o.get("goldDistractors").asInt()).isEqualTo(3);
    assertThat(o.get("goldNotInVocabulary").asInt()).isEqualTo(2);
    assertThat(o.get("goldNotInVocabularyByCase").asInt()).isEqualTo(1);
    assertThat(text.err()).contains("warning: 2 of 3 gold distractor(s) (66.7%) are not in the candidate vocabulary")
        .contains("training the distractor ranker: done in ");
    assertThat(text.out()).contains("2 of 3 gold distractor(s) not in the vocabulary");
  }

  private static String[] append(String[] args, String more) {
    String[] all = java.util.Arrays.copyOf(args, args.length + 1);
    all[args.length] = more;
    return all;
  }
}
