package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.eval.PredictionsFile;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.testing.SharedData;

/** {@code run/eval --by} on annotation and id-derived fields of the real quartz-style dev set. */
class EvalByFieldTest {
  static final String DEV = "quartz-style/dev.jsonl";
  @TempDir Path temp;

  @Test
  void flippedTwinsAndAnnotationsAreBreakdowns() throws IOException {
    Path out = temp.resolve("wo.jsonl");
    var run = CliRun.of("run", "-f", "quartz", "--input", SharedData.path(DEV).toString(), "--solver", "word-overlap", "-o",
        out.toString(), "--by", "id~flip$", "--by", "para_anno.cause_dir_sign");
    assertThat(run.exit()).as(run.err()).isZero();
    var eval = CliRun.of("eval", "-f", "quartz", "--input", SharedData.path(DEV).toString(), "--predictions", out.toString(),
        "--by", "id~flip$", "--json");
    assertThat(eval.exit()).as(eval.err()).isZero();
    JsonNode json = new ObjectMapper().readTree(eval.out());
    // expected accuracy per group, recomputed from the predictions file and the items
    var items = Formats.get("quartz").read(SharedData.path(DEV), ReadOptions.STRICT).items();
    var right = new HashMap<String, int[]>();
    Map<String, Prediction> byId = PredictionsFile.read(out, PredictionsFile.byId(items));
    for (var item : items) {
      var m = (MultipleChoiceItem) item;
      var scores = ((Prediction.ChoiceScores) byId.get(m.id())).scores();
      double gold = scores.get(m.answer());
      boolean ok = scores.entrySet().stream().allMatch(e -> e.getKey().equals(m.answer()) || e.getValue() < gold);
      int[] c = right.computeIfAbsent(m.id().endsWith("-flip") ? "flip" : "(none)", k -> new int[2]);
      c[0] += ok ? 1 : 0;
      c[1]++;
    }
    assertThat(right.get("flip")[1]).isEqualTo(30);
    var cells = new HashMap<String, JsonNode>();
    for (JsonNode b : json.get("by")) {
      if (b.get("field").asText().equals("id~flip$") && b.get("metric").asText().equals("accuracy")) {
        b.get("values").forEach(c -> cells.put(c.get("value").asText(), c));
      }
    }
    assertThat(cells.keySet()).containsExactlyInAnyOrder("flip", "(none)");
    for (var e : right.entrySet()) {
      assertThat(cells.get(e.getKey()).get("n").asInt()).isEqualTo(e.getValue()[1]);
      assertThat(cells.get(e.getKey()).get("score").asDouble()).isCloseTo(e.getValue()[0] / (double) e.getValue()[1],
          org.assertj.core.data.Offset.offset(1e-9));
    }
    assertThat(run.out()).contains("by id~flip$", "by para_anno.cause_dir_sign").containsPattern("\\nMORE +accuracy +81 ");
  }

  @Test
  void anUnknownFieldListsTheAnnotationsTooBeforeAnythingIsSolved() {
    var run = CliRun.of("run", "-f", "quartz", "--input", SharedData.path(DEV).toString(), "--solver", "word-overlap", "-o",
        temp.resolve("x.jsonl").toString(), "--by", "flipped");
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).doesNotContain("solved").startsWith("qakit: error: unknown item field 'flipped'; fields: kind, group, choices, candidates, answer,")
        .contains("para_anno.cause_dir_sign", "question_anno.more_cause_dir", "id~REGEX").doesNotContain("\tat ");
  }
}
