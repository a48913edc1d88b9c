package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.testing.SharedData;

/** {@code qakit fitness} on written fixtures and on the real quartz-style statements against WordNet. */
class FitnessCommandTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @TempDir Path dir;

  @Test
  void scienceStatementsStandOutFromDictionaryGlosses() throws IOException {
    Path rankMe = Files.write(dir.resolve("candidates.txt"), List.of(
        "Add a pinch of salt and stir.",
        "The closer a planet is to the sun, the hotter its surface.",
        "a small room in a house"));
    CliRun r = CliRun.of("fitness", "--lang", "en",
        "--fit", "quartz-knowledge=" + SharedData.path("quartz-style/knowledge.jsonl"),
        "--unfit", "wordnet=/usr/share/wordnet", "--sample", "600", "--folds", "5",
        "--rank", "text=" + rankMe, "-k", "3", "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode j = MAPPER.readTree(r.out());
    assertThat(j.at("/fit/read").asInt()).isEqualTo(90);
    assertThat(j.at("/fit/used").asInt()).isEqualTo(90);
    assertThat(j.at("/unfit/read").asLong()).isGreaterThan(100_000); // WordNet 3.0 has 117,659 synsets
    assertThat(j.at("/unfit/used").asInt()).isEqualTo(600);
    // 90 qualitative science statements against 600 glosses: well above chance (0.5)
    assertThat(j.at("/cross-validation/auc").asDouble()).isGreaterThan(0.9);
    assertThat(j.at("/cross-validation/average-precision").asDouble()).isGreaterThan(0.5);
    assertThat(j.at("/ranked/0/text").asText()).isEqualTo("The closer a planet is to the sun, the hotter its surface.");
    assertThat(j.at("/ranked").size()).isEqualTo(3);
  }

  @Test
  void badCorpusSpecsAreOneLineErrors() {
    CliRun noEq = CliRun.of("fitness", "--lang", "en", "--fit", "knowledge.jsonl", "--unfit", "wordnet=/usr/share/wordnet");
    assertThat(noEq.exit()).isEqualTo(1);
    assertThat(noEq.err()).contains("expected a corpus source IMPORTER=PATH (e.g. wordnet=/usr/share/wordnet), found 'knowledge.jsonl'")
        .doesNotContain("Exception");
    CliRun missing = CliRun.of("fitness", "--lang", "en", "--fit", "text=" + dir.resolve("none.txt"), "--unfit", "text=" + dir.resolve("none.txt"));
    assertThat(missing.exit()).isEqualTo(1);
    assertThat(missing.err()).contains("none.txt").doesNotContain("Exception");
  }

  @Test
  void tooFewPassagesForTheFoldsSayWhatIsNeeded() throws IOException {
    Path fit = Files.write(dir.resolve("fit.txt"), List.of("Heat flows from warm to cold.", "Light travels in straight lines."));
    Path unfit = Files.write(dir.resolve("unfit.txt"), List.of("a kind of hat", "a red fruit", "to walk slowly"));
    CliRun r = CliRun.of("fitness", "--lang", "en", "--fit", "text=" + fit, "--unfit", "text=" + unfit);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).contains("passage fitness: 5 folds need at least 5 fit and 5 unfit passages, found 2 and 3");
  }
}
