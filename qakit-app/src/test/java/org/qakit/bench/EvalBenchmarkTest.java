package org.qakit.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.qakit.cli.Qakit;
import org.qakit.model.AnswerSelectionItem;

class EvalBenchmarkTest {
  @Test
  void timesEveryPhaseOnSeededSyntheticData() {
    var spec = new EvalBenchmark.Spec(200, 7, 50, 3, 2);
    var result = EvalBenchmark.run(spec);
    assertThat(result.timings()).extracting(EvalBenchmark.Timing::phase)
        .startsWith("sort (baseline)").contains("evaluate", "evaluate --by question_type", "before: evaluate",
            "before: evaluate --by question_type", "bootstrap, one pass for all");
    assertThat(EvalBenchmark.savings(result.timings())).containsOnlyKeys("evaluate", "evaluate --by question_type")
        .allSatisfy((phase, ratio) -> assertThat(ratio).isPositive());
    assertThat(result.timings()).allSatisfy(t -> assertThat(t.bestMs()).isPositive().isLessThanOrEqualTo(t.firstMs()));
    var mrr = result.evaluation().scores().stream().filter(s -> s.metric().equals("mrr")).findFirst().orElseThrow();
    assertThat(mrr.score().n()).isEqualTo(200);
    // 7 candidates, positives favoured by +0.3: far better than chance (about (1/7)·H(7) = 0.37), below 1
    assertThat(mrr.score().mean()).isBetween(0.45, 0.95);
    assertThat(EvalBenchmark.run(spec).evaluation()).isEqualTo(result.evaluation()); // seeded
  }

  @Test
  void syntheticItemsHaveAPositiveAndASecondOneEveryTenthQuestion() {
    var items = EvalBenchmark.items(new EvalBenchmark.Spec(20, 30, 10, 1, 1));
    assertThat(items).hasSize(20);
    assertThat(items).allSatisfy(i -> assertThat(((AnswerSelectionItem) i).candidates()).hasSize(30));
    assertThat(items).allSatisfy(i -> assertThat(((AnswerSelectionItem) i).positives()).isBetween(1, 2));
    assertThat(items.get(1).types()).containsEntry("question_type", "when");
  }

  @Test
  void rejectsEmptyRunsAndTooFewResamples() {
    assertThatThrownBy(() -> new EvalBenchmark.Spec(0, 30, 1000, 1, 1))
        .hasMessage("expected at least 1 question, 1 candidate and 1 repeat, found 0, 30, 1");
    assertThatThrownBy(() -> new EvalBenchmark.Spec(10, 30, 5, 1, 1)).hasMessage("bootstrap needs at least 10 resamples, found 5");
  }

  @Test
  void theCommandPrintsATableOfPhasesAndTheMachine() {
    var out = new StringWriter();
    var cli = Qakit.commandLine();
    cli.setOut(new PrintWriter(out, true));
    assertThat(cli.execute("bench", "eval", "--questions", "100", "--candidates", "5", "--samples", "20", "--repeats", "1")).isZero();
    assertThat(out.toString())
        .startsWith("qakit bench eval: 100 questions x 5 candidates, 20 bootstrap resamples, seed 42, 1 repeats")
        .containsPattern("sort \\(baseline\\) +\\d+\\.\\d +\\d+\\.\\d +1\\.0\\n")
        .containsPattern("bootstrap \\(\\d+ metric\\(s\\) x 20\\)")
        .containsPattern("mrr \\d\\.\\d{4} \\[\\d\\.\\d{4}, \\d\\.\\d{4}\\] over 100 questions")
        .containsPattern("per-metric path / shared path \\(best ms, same run\\): evaluate \\d+\\.\\dx, evaluate --by question_type \\d+\\.\\dx")
        .contains("processor(s) available");
  }
}
