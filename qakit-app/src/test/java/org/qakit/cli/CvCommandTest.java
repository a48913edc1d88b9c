package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code qakit cv} on the project's own QuaRTz-format fixtures (no encoder): whole statements per fold, figures that add up. */
class CvCommandTest {
  private static final Path FIXTURES = Path.of("../qakit-lucene/src/test/resources/qakit/qualitative/quartz-fixtures.jsonl")
      .toAbsolutePath().normalize();
  @TempDir Path temp;

  @Test
  void foldsHoldWholeStatementsAndTheFiguresAddUp() throws IOException {
    CliRun r = CliRun.of("cv", "-f", "quartz", "--input", FIXTURES.toString(), "--solver", "qualitative-gold", "--by", "id~flip$", "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode cv = new ObjectMapper().readTree(r.out()).path("result");
    // 10 statements of 3 questions in 5 folds: 2 statements, 6 questions each
    int right = 0;
    for (JsonNode fold : cv.path("folds")) {
      assertThat(fold.path("groups").asInt()).isEqualTo(2);
      JsonNode t = fold.path("tally");
      assertThat(t.path("right").asInt() + t.path("wrong").asInt() + t.path("abstained").asInt()).isEqualTo(6);
      right += t.path("right").asInt();
    }
    assertThat(cv.path("folds")).hasSize(5);
    assertThat(cv.path("pooled").path("right").asInt()).isEqualTo(right);
    assertThat(cv.path("by").path("id~flip$").path("flip").path("right").asInt()
        + cv.path("by").path("id~flip$").path("(none)").path("right").asInt()).isEqualTo(right);
    assertThat(cv.path("low").asDouble()).isLessThanOrEqualTo(cv.path("mean").asDouble());
    assertThat(r.err()).contains("cross-validated 30 item(s) in 5 group folds");
  }

  @Test
  void aTrainedSolverIsTrainedOnTheOtherFoldsOnly() throws IOException {
    // the ensemble is trained fold by fold: each fold's training ids leave out exactly that fold's statements
    CliRun r = CliRun.of("cv", "-f", "quartz", "--input", FIXTURES.toString(), "--solver", "ensemble", "--member", "qualitative-gold",
        "--member", "random", "--folds", "5");
    assertThat(r.exit()).as(r.err()).isZero();
    for (int f = 1; f <= 5; f++) {
      assertThat(r.err()).contains("fold " + f + " of 5: training on 24 item(s), scoring 6");
    }
    assertThat(r.out()).startsWith("cross-validated accuracy (5 folds by group, seed 42): ");
  }

  @Test
  void theFoldsFollowFoldSeedAndNotTheSolversSeed() throws IOException {
    // before --fold-seed, --seed drew the folds too, so changing a solver's seed moved every fold
    String[] cv = {"cv", "-f", "quartz", "--input", FIXTURES.toString(), "--solver", "qualitative-gold", "--json"};
    JsonNode base = folds(CliRun.of(cv));
    assertThat(folds(CliRun.of(with(cv, "--seed", "99")))).isEqualTo(base);
    assertThat(folds(CliRun.of(with(cv, "--fold-seed", "42")))).isEqualTo(base);
    assertThat(folds(CliRun.of(with(cv, "--fold-seed", "99")))).isNotEqualTo(base);
  }

  private static String[] with(String[] args, String... more) {
    var all = new java.util.ArrayList<>(List.of(args));
    all.addAll(List.of(more));
    return all.toArray(String[]::new);
  }

  private static JsonNode folds(CliRun r) throws IOException {
    assertThat(r.exit()).as(r.err()).isZero();
    return new ObjectMapper().readTree(r.out()).path("result").path("folds");
  }

  @Test
  void noStatementFallsInTwoFoldsOfTheTextTable() throws IOException {
    // one group per statement: the table's group counts sum to the statements, as no statement is split
    List<String> lines = Files.readAllLines(FIXTURES);
    var statements = new HashMap<String, Integer>();
    var json = new ObjectMapper();
    for (String l : lines) {
      JsonNode line = json.readTree(l);
      if (line.has("para_id")) { // a question (the file also holds its 10 knowledge lines)
        statements.merge(line.path("para_id").asText(), 1, Integer::sum);
      }
    }
    assertThat(statements).hasSize(10);
    CliRun r = CliRun.of("cv", "-f", "quartz", "--input", FIXTURES.toString(), "--solver", "qualitative-gold", "--folds", "3");
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out()).containsPattern("\\nall +" + statements.size() + " +30 ");
    CliRun tooMany = CliRun.of("cv", "-f", "quartz", "--input", FIXTURES.toString(), "--solver", "qualitative-gold", "--folds", "11");
    assertThat(tooMany.exit()).isEqualTo(1);
    assertThat(tooMany.err()).contains("cross-validation in 11 folds needs at least 11 groups, found 10");
  }
}
