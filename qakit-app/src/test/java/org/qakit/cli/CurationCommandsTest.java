package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.testing.SharedData;

/** {@code qakit dedup} and {@code qakit distractors} on written fixtures and on the real data. */
class CurationCommandsTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @TempDir Path dir;

  private static String arc(String id, String stem, String... options) {
    var sb = new StringBuilder("{\"id\":\"" + id + "\",\"question\":{\"stem\":\"" + stem + "\",\"choices\":[");
    for (int i = 0; i < options.length; i++) {
      sb.append(i == 0 ? "" : ",").append("{\"text\":\"").append(options[i]).append("\",\"label\":\"").append((char) ('A' + i)).append("\"}");
    }
    return sb.append("]},\"answerKey\":\"A\"}").toString();
  }

  /** train.jsonl: 12 distinct questions; test.jsonl: a shuffled copy of the first and a light edit of the second, plus a new one. */
  private Path[] fixtures() throws IOException {
    List<String> train = new ArrayList<>(List.of(
        arc("q1", "Which gas do plants take in for photosynthesis?", "carbon dioxide", "oxygen", "nitrogen", "helium"),
        arc("q2", "What force pulls objects toward the center of the Earth?", "gravity", "friction", "magnetism", "tension"),
        arc("q3", "Which planet is closest to the Sun?", "Mercury", "Venus", "Earth", "Mars"),
        arc("q4", "What is the boiling point of water at sea level?", "100 degrees", "50 degrees", "0 degrees", "212 degrees"),
        arc("q5", "Which organ pumps blood through the body?", "heart", "lung", "liver", "kidney"),
        arc("q6", "What kind of rock forms from cooled lava?", "igneous", "sedimentary", "metamorphic", "limestone"),
        arc("q7", "Which instrument measures air pressure?", "barometer", "thermometer", "anemometer", "hygrometer"),
        arc("q8", "What part of the cell holds the genetic material?", "nucleus", "membrane", "cytoplasm", "wall"),
        arc("q9", "Which layer of the atmosphere holds the ozone?", "stratosphere", "troposphere", "mesosphere", "exosphere"),
        arc("q10", "What do we call animals that eat only plants?", "herbivores", "carnivores", "omnivores", "decomposers"),
        arc("q11", "Which simple machine is a ramp?", "inclined plane", "lever", "pulley", "wedge"),
        arc("q12", "What is the main source of energy for the Earth?", "the Sun", "the Moon", "the wind", "the tides")));
    List<String> test = List.of(
        arc("t1", "Which gas do plants take in for photosynthesis?", "oxygen", "helium", "carbon dioxide", "nitrogen"),
        arc("t2", "What force pulls objects toward the center of Earth?", "gravity", "friction", "magnetism", "tension"),
        arc("t3", "How many legs does a spider have?", "eight", "six", "ten", "four"));
    Path a = Files.write(dir.resolve("train.jsonl"), train);
    Path b = Files.write(dir.resolve("test.jsonl"), test);
    return new Path[] {a, b};
  }

  @Test
  void leakageFindsTheCopiedTestQuestions() throws IOException {
    Path[] f = fixtures();
    CliRun r = CliRun.of("dedup", "-f", "arc", "--lang", "en", "--anchors", "12", "--seed", "3", f[0].toString(),
        "--against", f[1].toString(), "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode j = MAPPER.readTree(r.out());
    assertThat(j.path("testItems").asInt()).isEqualTo(3);
    assertThat(j.path("leaked").asInt()).isEqualTo(2);
    assertThat(j.path("leaks").get(0).path("test").asText()).isEqualTo("t1");
    assertThat(j.path("leaks").get(0).path("train").asText()).isEqualTo("q1");
    assertThat(j.path("leaks").get(1).path("train").asText()).isEqualTo("q2");
    assertThat(r.err()).contains("matcher: trained on");
    assertThat(j.path("leaks").get(1).path("testSide").path("questions").get(0).asText())
        .isEqualTo("What force pulls objects toward the center of Earth?");
    assertThat(j.path("leaks").get(1).path("trainSide").path("options").get(3).asText()).isEqualTo("tension");
    CliRun text = CliRun.of("dedup", "-f", "arc", "--lang", "en", "--anchors", "12", "--seed", "3", f[0].toString(),
        "--against", f[1].toString());
    assertThat(text.exit()).as(text.err()).isZero();
    // both sides of each leak: the test item's question and the train item's
    assertThat(text.out()).contains("t2  ~  q2  P=").contains("t2  Q: What force pulls objects toward the center of Earth?")
        .contains("q2  Q: What force pulls objects toward the center of the Earth?")
        .contains("O: A) gravity | B) friction | C) magnetism | D) tension");
  }

  @Test
  void writePairsKeepsIdsAndRecipesOnlyAndTheTableNamesClusters() throws IOException {
    Path[] f = fixtures();
    Path both = Files.write(dir.resolve("both.jsonl"), java.util.stream.Stream.concat(
        Files.readAllLines(f[0]).stream(), Files.readAllLines(f[1]).stream()).toList());
    Path pairs = dir.resolve("pairs.jsonl");
    CliRun w = CliRun.of("dedup", "-f", "arc", "--lang", "en", "--anchors", "10", "--seed", "3", both.toString(),
        "--write-pairs", pairs.toString());
    assertThat(w.exit()).as(w.err()).isZero();
    assertThat(w.out()).contains("wrote ").contains("held-back accuracy");
    assertThat(Files.readString(pairs)).doesNotContain("photosynthesis").contains("\"rewrite\":");
    CliRun t = CliRun.of("dedup", "-f", "arc", "--lang", "en", "--pairs", pairs.toString(), both.toString());
    assertThat(t.exit()).as(t.err()).isZero();
    assertThat(t.out()).contains("q1").contains("t1").contains("cluster(s) of near-duplicates");
    CliRun bad = CliRun.of("dedup", "-f", "arc", "--lang", "en", "--pairs", pairs.toString(), "--write-pairs",
        dir.resolve("x").toString(), both.toString());
    assertThat(bad.exit()).isEqualTo(1);
    assertThat(bad.err()).contains("qakit: error: --write-pairs writes generated pairs");
  }

  @Test
  void mineWritesASampleOfRealSuspectPairsWithBothSides() throws IOException {
    Path out = dir.resolve("suspects.tsv");
    CliRun r = CliRun.of("dedup-pairs", "mine", "--task", "gkmc", "--sample", "12", "--seed", "7", "--threads", "2",
        "-o", out.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.err()).contains("read gkmc/train: 1280 item(s)").doesNotContain("test");
    assertThat(r.out()).containsPattern("wrote 12 of \\d+ suspect pair\\(s\\) among 1280 item\\(s\\)");
    List<String> lines = Files.readAllLines(out);
    assertThat(lines).hasSize(13);
    assertThat(lines.getFirst().split("\t")).containsExactly("a", "b", "similarity", "scenario", "question", "option1",
        "option2", "option3", "option4", "a.scenario", "a.question", "a.options", "b.scenario", "b.question", "b.options");
    assertThat(lines.subList(1, 13)).allSatisfy(l -> {
      String[] f = l.split("\t", -1);
      assertThat(f).hasSize(15);
      assertThat(f[0]).startsWith("gkmc:");
      assertThat(f[1]).startsWith("gkmc:").isNotEqualTo(f[0]);
      assertThat(f[10]).isNotBlank();
      assertThat(f[13]).isNotBlank();
      assertThat(f[11]).startsWith("A) ");
      assertThat(f[14]).startsWith("A) ");
    });
  }

  @Test
  void evaluateReproducesTheDocumentedFiguresOnTheHandLabelledPairs() throws IOException {
    // docs/curation.md, "Measured on real pairs"
    CliRun r = CliRun.of("dedup-pairs", "evaluate", "--input", "../benchmarks/dedup/pairs.tsv", "--generated",
        "gkmc=../benchmarks/dedup/gkmc-train.pairs.jsonl", "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode j = MAPPER.readTree(r.out());
    assertThat(j.path("pairs").asInt()).isEqualTo(712);
    assertThat(j.path("duplicates").asInt()).isEqualTo(103);
    assertThat(j.path("threshold").asDouble()).isEqualTo(0.5);
    JsonNode test = j.path("test");
    assertThat(test.path("pairs").asInt()).isEqualTo(138);
    assertThat(test.path("accuracy").asDouble()).isCloseTo(0.9493, org.assertj.core.data.Offset.offset(0.005));
    assertThat(test.path("precision").asDouble()).isCloseTo(0.8148, org.assertj.core.data.Offset.offset(0.005));
    assertThat(test.path("recall").asDouble()).isCloseTo(0.9167, org.assertj.core.data.Offset.offset(0.005));
    JsonNode generated = j.path("generated").path("gkmc=../benchmarks/dedup/gkmc-train.pairs.jsonl");
    assertThat(generated.path("accuracy").asDouble()).isCloseTo(0.3841, org.assertj.core.data.Offset.offset(0.005));
    assertThat(generated.path("recall").asDouble()).isEqualTo(1.0);
  }

  @Test
  void realPairsTrainTheMatcherThatDedupUses() throws IOException {
    Path[] f = fixtures();
    CliRun r = CliRun.of("dedup", "-f", "arc", "--lang", "en", f[0].toString(), "--against", f[1].toString(),
        "--real-pairs", "../benchmarks/dedup/pairs.tsv", "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.err()).contains("matcher: trained on 422 hand-labelled pair(s); held-back accuracy 0.9493 on 138 pair(s)");
    JsonNode j = MAPPER.readTree(r.out());
    assertThat(j.path("matcher").path("accuracyByKind").path("real").asDouble()).isCloseTo(0.9493, org.assertj.core.data.Offset.offset(0.0001));
    // the shuffled copy t1 of q1 is a near-duplicate; the new question t3 is not
    assertThat(j.path("leaks").findValuesAsText("test")).contains("t1").doesNotContain("t3");
    CliRun both = CliRun.of("dedup", "-f", "arc", "--lang", "en", f[0].toString(), "--real-pairs", "x.tsv", "--pairs", "y.jsonl");
    assertThat(both.exit()).isEqualTo(1);
    assertThat(both.err()).contains("qakit: error: --real-pairs trains on hand-labelled pairs; it cannot be combined with --pairs");
  }

  @Test
  void aMalformedPairsFileIsOneLineNamingFileAndLine() throws IOException {
    Path bad = Files.write(dir.resolve("bad.tsv"), List.of("a\tb\tlabel\treason", "gkmc:17633\tgkmc:14736\tmaybe\twhy"));
    CliRun r = CliRun.of("dedup-pairs", "evaluate", "--input", bad.toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err().strip()).isEqualTo("qakit: error: " + bad + ":2: expected label dup or not, found 'maybe'");
  }

  @Test
  void gkmcsRepeatedQuestionsAreFound() throws IOException {
    CliRun r = CliRun.of("dedup", "-f", "gkmc", "--lang", "zh", "--anchors", "300", "--threads", "2", "--json",
        SharedData.path("gkmc/gkmc_train.json").toString());
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode j = MAPPER.readTree(r.out());
    assertThat(j.path("items").asInt()).isEqualTo(1280);
    // items 14756 and 14766 ask the same question on two copies of one earthquake scenario
    assertThat(j.path("clusters").findValues("members")).anySatisfy(m ->
        assertThat(m.toString()).contains("\"14756\"").contains("\"14766\""));
  }

  @Test
  void distractorsOnTheShippedSampleAndTheirErrors() throws IOException {
    Path s = Files.createDirectories(dir.resolve("mcql"));
    for (String name : List.of("sample_neg.json", "vocab.txt")) {
      try (var in = getClass().getResourceAsStream("/qakit/samples/mcql/" + name)) {
        Files.copy(in, s.resolve(name));
      }
    }
    CliRun r = CliRun.of("distractors", "--train", s.resolve("sample_neg.json").toString(), "--vocab",
        s.resolve("vocab.txt").toString(), "--evaluate", s.resolve("sample_neg.json").toString(), "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode j = MAPPER.readTree(r.out());
    assertThat(j.path("metrics").fieldNames()).toIterable().containsExactly("p@1", "p@3", "p@10", "r@10", "map", "ndcg@10", "mrr");
    assertThat(j.path("metrics").path("r@10").asDouble()).isBetween(0.0, 1.0);
    CliRun q = CliRun.of("distractors", "--train", s.resolve("sample_neg.json").toString(), "--vocab",
        s.resolve("vocab.txt").toString(), "--question", "green colour of leaves is due to", "--answer", "chlorophyll", "-k", "3");
    assertThat(q.exit()).as(q.err()).isZero();
    assertThat(q.out()).contains("rank").doesNotContain(" chlorophyll\n");
    CliRun none = CliRun.of("distractors", "--train", s.resolve("sample_neg.json").toString(), "--vocab", s.resolve("vocab.txt").toString());
    assertThat(none.exit()).isEqualTo(1);
    assertThat(none.err()).contains("expected either --evaluate FILE... or --question TEXT --answer TEXT");
  }

  @Test
  void distractorsForARealQuestionComeFromTheMcqlVocabulary() throws IOException {
    CliRun q = CliRun.of("distractors", "--train", SharedData.path("mcql/train_neg.json").toString(), "--vocab",
        SharedData.path("mcql/vocab.txt").toString(), "--question", "the powerhouse of the cell is", "--answer",
        "mitochondria", "-k", "5");
    assertThat(q.exit()).as(q.err()).isZero();
    assertThat(q.err()).contains("trained on 5999 question(s) against 16446 candidate(s)");
    assertThat(q.out().lines().skip(1).count()).isEqualTo(5);
    // the answer itself is never suggested; other organelles are (measured: golgi complex, nucleus, …)
    assertThat(q.out().lines()).noneMatch(l -> l.endsWith("  mitochondria")).anyMatch(l -> l.endsWith("  nucleus"));
  }
}
