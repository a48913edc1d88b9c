package org.qakit.train;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.djl.ndarray.NDManager;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.encode.TextTokenizer;
import org.qakit.train.bert.Torch;
import org.qakit.train.sweep.Sweep;
import org.qakit.train.sweep.SweepGrid;
import org.qakit.train.sweep.SweepResult;

/** {@code qakit sweep} on the tiny BERT: a 2 × 1 grid × 2 seeds, its best cell, repeatability, reruns and folds. */
class SweepTest {
  private static final TrainSpec BASE = new TrainSpec(3, 3e-3, 0.1, 2, Tiny.MAX_LENGTH, 1, PairLoss.LISTWISE, 0.01);

  @Test
  void theGridRunsEveryCellAndSeedPicksTheBestAndRepeatsItself(@TempDir Path dir) throws Exception {
    SweepGrid grid = SweepGrid.parse(List.of("lr=3e-3,1e-6", "batch=2"));
    assertThat(grid.cells()).hasSize(2);
    var err = new StringWriter();
    SweepResult r = Sweep.run(spec(grid, List.of(1L, 2L), 0, dir.resolve("a")), tiny(err), new PrintWriter(err));
    assertThat(r.runs()).hasSize(4);
    assertThat(r.runs().stream().map(x -> x.cell().get("lr") + "/" + x.seed()).toList())
        .containsExactly("3e-3/1", "3e-3/2", "1e-6/1", "1e-6/2");
    // the toy set is learnt at 3e-3 and barely moved at 1e-6
    SweepResult.Cell best = r.best();
    assertThat(best.values()).containsEntry("lr", "3e-3");
    assertThat(best.summary().n()).isEqualTo(2);
    assertThat(best.summary().mean()).isGreaterThan(r.cells().get(1).summary().mean());
    assertThat(r.bestRun().cell().get("lr")).isEqualTo("3e-3");
    double a = r.runs().get(0).score();
    double b = r.runs().get(1).score();
    assertThat(best.summary().mean()).isEqualTo((a + b) / 2);
    assertThat(best.summary().sd()).isCloseTo(Math.abs(a - b) / Math.sqrt(2), org.assertj.core.api.Assertions.within(1e-12));
    // each hyper-parameter's values with all their runs
    var sensitivity = r.sensitivity();
    assertThat(sensitivity.keySet()).containsExactly("lr", "batch");
    assertThat(sensitivity.get("lr")).hasSize(2);
    assertThat(sensitivity.get("batch").getFirst().scores()).hasSize(4);
    assertThat(dir.resolve("a/sweep.json")).isNotEmptyFile();
    assertThat(dir.resolve("a/runs/lr-3e-3_batch-2_seed-1/card.json")).isNotEmptyFile();
    assertThat(err.toString()).contains("sweep: 2 cells x 2 seeds = 4 runs").contains("sweep: run 4/4: dev map");

    // the same sweep in another folder gives the same scores, and a rerun reads the finished runs
    SweepResult again = Sweep.run(spec(grid, List.of(1L, 2L), 0, dir.resolve("b")), tiny(new StringWriter()), new PrintWriter(new StringWriter()));
    assertThat(again.runs().stream().map(SweepResult.Run::score).toList()).isEqualTo(r.runs().stream().map(SweepResult.Run::score).toList());
    var rerunErr = new StringWriter();
    SweepResult rerun = Sweep.run(spec(grid, List.of(1L, 2L), 0, dir.resolve("a")), spec -> {
      throw new AssertionError("trained again: " + spec.out());
    }, new PrintWriter(rerunErr));
    assertThat(rerun.runs().stream().map(SweepResult.Run::score).toList()).isEqualTo(r.runs().stream().map(SweepResult.Run::score).toList());
    assertThat(rerunErr.toString()).contains("finished before (card.json): not trained again");
    // a finished run of other hyper-parameters is refused, not read
    var otherEpochs = new TrainSpec(2, 3e-3, 0.1, 2, Tiny.MAX_LENGTH, 1, PairLoss.LISTWISE, 0.01);
    var other = new Sweep.Spec(template(otherEpochs, dir.resolve("a")), grid, List.of(1L, 2L), 0, null, dir.resolve("a"));
    assertThatThrownBy(() -> Sweep.run(other, tiny(new StringWriter()), new PrintWriter(new StringWriter())))
        .hasMessageContaining("finished before with other hyper-parameters or training data");
  }

  @Test
  void foldsTrainOnTheOthersAndScoreTheHeldOutOne(@TempDir Path dir) throws Exception {
    SweepGrid grid = SweepGrid.parse(List.of("lr=3e-3"));
    var err = new StringWriter();
    var seen = new java.util.ArrayList<PairTraining.Spec>();
    Function<PairTraining.Spec, TrainingHistory> train = tiny(err);
    SweepResult r = Sweep.run(spec(grid, List.of(1L), 2, dir), s -> {
      seen.add(s);
      return train.apply(s);
    }, new PrintWriter(err));
    assertThat(r.runs()).hasSize(2);
    assertThat(r.runs().stream().map(SweepResult.Run::fold).toList()).containsExactly(1, 2);
    // the two held-out folds partition the 8 toy questions, and no run trains on its held-out fold
    var heldOut = new java.util.ArrayList<String>();
    for (PairTraining.Spec s : seen) {
      List<String> trained = s.train().stream().map(i -> i.id()).toList();
      List<String> scored = s.dev().stream().map(i -> i.id()).toList();
      assertThat(trained).doesNotContainAnyElementsOf(scored);
      assertThat(trained.size() + scored.size()).isEqualTo(8);
      heldOut.addAll(scored);
    }
    assertThat(heldOut).containsExactlyInAnyOrderElementsOf(Tiny.toySet().stream().map(i -> i.id()).toList());
    assertThat(err.toString()).contains("x 2 folds = 2 runs").contains("held-out fold, last epoch");
    assertThat(Files.readString(dir.resolve("sweep.json"))).contains("\"folds\" : 2");
  }

  @Test
  void aBadGridIsOneLineBeforeAnyRun() {
    assertThatThrownBy(() -> SweepGrid.parse(List.of("hidden-size=256,384")))
        .hasMessage("--grid hidden-size=256,384: unknown hyper-parameter 'hidden-size'; expected one of " + SweepGrid.KEYS);
    // dropout is a grid axis (SQAD's grid varies it); a rate of 1 is refused with its cell
    assertThat(SweepGrid.apply(BASE, Map.of("dropout", "0.2"), 3).dropout()).isEqualTo(0.2);
    assertThatThrownBy(() -> SweepGrid.apply(BASE, Map.of("dropout", "1"), 3))
        .hasMessage("--grid cell dropout=1: dropout: expected a probability from 0 to below 1, found 1.0");
    assertThatThrownBy(() -> SweepGrid.parse(List.of("lr")))
        .hasMessage("--grid lr: expected KEY=V1,V2,... (e.g. lr=2e-5,3e-5)");
    assertThatThrownBy(() -> SweepGrid.parse(List.of("lr=1e-3,1e-3"))).hasMessageContaining("expected distinct, non-empty values");
    SweepGrid bad = SweepGrid.parse(List.of("lr=1e-3,2"));
    assertThatThrownBy(() -> Sweep.run(spec(bad, List.of(1L), 0, Path.of("unused")), s -> {
      throw new AssertionError("ran");
    }, new PrintWriter(new StringWriter()))).hasMessage("--grid cell lr=2: learning rate: expected above 0 and at most 1, found 2.0");
    assertThatThrownBy(() -> new Sweep.Spec(null, bad, List.of(1L, 1L), 0, null, Path.of("x"))).hasMessage("--seeds [1, 1]: expected distinct seeds");
    assertThatThrownBy(() -> new Sweep.Spec(null, bad, List.of(1L), 1, null, Path.of("x")))
        .hasMessage("--folds: expected 0 (score the dev split) or at least 2, found 1");
  }

  private static Sweep.Spec spec(SweepGrid grid, List<Long> seeds, int folds, Path out) {
    return new Sweep.Spec(template(BASE, out), grid, seeds, folds, null, out);
  }

  private static PairTraining.Spec template(TrainSpec spec, Path out) {
    return new PairTraining.Spec(null, Head.PAIR, Tiny.toySet(), List.of(), Tiny.toySet(), List.of(), spec, out, 1, 0, null, null, null, null, null);
  }

  /** Trains a run on a tiny BERT initialised by the run's seed. */
  private static Function<PairTraining.Spec, TrainingHistory> tiny(StringWriter err) {
    return s -> {
      try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
        PairScorer scorer = Tiny.scorer(m, tok, s.spec().seed());
        return PairTraining.fit(s, new PairTraining.Start(scorer, Tiny.folderConfig(), Map.of("baseModel", "tiny")), new PrintWriter(err));
      }
    };
  }
}
