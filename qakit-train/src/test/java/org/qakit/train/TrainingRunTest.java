package org.qakit.train;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.djl.ndarray.NDManager;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.encode.TextTokenizer;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.train.bert.Torch;

/**
 * Whole runs of the tiny BERT through {@link PairTraining#fit}: the folder keeps the best epoch,
 * patience stops the run, a checkpoint refuses other settings and data, a resumed run's history
 * holds every epoch, and {@code --from} starts from the parent's weights. The dev set is the toy
 * set with the positive moved to a wrong candidate, so learning the training set makes dev worse.
 */
class TrainingRunTest {
  private static final TrainSpec SPEC = new TrainSpec(6, 3e-3, 0.1, 2, Tiny.MAX_LENGTH, 11, PairLoss.LISTWISE, 0.01);
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theFolderKeepsTheBestEpochWhenDevWorsens(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("model");
    try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
      PairScorer scorer = Tiny.scorer(m, tok, 5);
      var err = new StringWriter();
      TrainingHistory h = PairTraining.fit(spec(Tiny.toySet(), SPEC, out, 0, null), start(scorer), new PrintWriter(err));
      assertThat(h.epochs).hasSize(6);
      double last = h.epochs.getLast().dev().get("map");
      assertThat(h.best()).as(err.toString()).isGreaterThan(last);
      assertThat(h.keptEpoch).isLessThan(6);
      for (var e : h.epochs) {
        assertThat(e.dev().get("map")).isLessThanOrEqualTo(h.best());
      }
      // the folder holds the kept epoch's weights: its dev MAP is the recorded one, not the last epoch's
      PairScorer kept = PairModelFolder.load(out, m);
      try {
        assertThat(Head.PAIR.devScores(kept, wrongDev()).get("map")).isEqualTo(h.best());
      } finally {
        kept.tokenizer().close();
      }
      assertThat(Head.PAIR.devScores(scorer, wrongDev()).get("map")).isEqualTo(last);
      var card = JSON.readTree(out.resolve("card.json").toFile());
      assertThat(card.path("keptEpoch").asInt()).isEqualTo(h.keptEpoch);
      assertThat(card.path("devCurve")).hasSize(6);
      assertThat(card.path("devMetric").asText()).isEqualTo("map");
      assertThat(err.toString()).contains("(best so far: kept)").contains("(kept: epoch " + h.keptEpoch + ")");
    }
  }

  @Test
  void patienceStopsTheRunAndARerunDoesNotGoOn(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("model");
    try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
      var err = new StringWriter();
      TrainingHistory h = PairTraining.fit(spec(Tiny.toySet(), SPEC, out, 1, null), start(Tiny.scorer(m, tok, 5)), new PrintWriter(err));
      assertThat(h.stoppedAfter).as(err.toString()).isEqualTo(h.keptEpoch + 1).isLessThan(6);
      assertThat(h.epochs).hasSize(h.stoppedAfter);
      assertThat(err.toString()).contains("early stop: 1 epoch(s) without a better dev MAP than epoch " + h.keptEpoch + "'s");
      TrainingHistory again = PairTraining.fit(spec(Tiny.toySet(), SPEC, out, 1, null), start(Tiny.scorer(m, tok, 5)),
          new PrintWriter(new StringWriter()));
      assertThat(again.epochs).hasSize(h.stoppedAfter);
      assertThat(again.stoppedAfter).isEqualTo(h.stoppedAfter);
      assertThat(JSON.readTree(out.resolve("card.json").toFile()).path("stoppedAfter").asInt()).isEqualTo(h.stoppedAfter);
    }
  }

  @Test
  void aCheckpointRefusesOtherDataOrSettings(@TempDir Path dir) {
    Path out = dir.resolve("model");
    try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
      var quiet = new PrintWriter(new StringWriter());
      PairTraining.fit(spec(Tiny.toySet(), SPEC, out, 0, null), start(Tiny.scorer(m, tok, 5)), quiet, 3);
      var changed = new ArrayList<>(Tiny.toySet());
      var first = changed.getFirst();
      changed.set(0, AnswerSelectionItem.of(first.id(), first.question(), List.of(new Candidate("c0", "nothing here", 0),
          first.candidates().get(1), first.candidates().get(2))));
      assertThatThrownBy(() -> PairTraining.fit(spec(changed, SPEC, out, 0, null), start(Tiny.scorer(m, tok, 5)), quiet))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("checkpoint " + out.resolve("checkpoint") + ": written by a run with training data "
              + PairTraining.digest(Tiny.toySet()) + ", this run has " + PairTraining.digest(changed));
      var otherRate = new TrainSpec(6, 2e-3, 0.1, 2, Tiny.MAX_LENGTH, 11, PairLoss.LISTWISE, 0.01);
      assertThatThrownBy(() -> PairTraining.fit(spec(Tiny.toySet(), otherRate, out, 0, null), start(Tiny.scorer(m, tok, 5)), quiet))
          .hasMessageContaining("written by a run with learning rate 0.003, this run has 0.002");
      assertThatThrownBy(() -> PairTraining.fit(spec(Tiny.toySet(), SPEC, out, 2, null), start(Tiny.scorer(m, tok, 5)), quiet))
          .hasMessageContaining("written by a run with patience 0, this run has 2");
    }
  }

  @Test
  void aResumedRunListsEveryEpochAndItsRestart(@TempDir Path dir) throws Exception {
    try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
      var quiet = new PrintWriter(new StringWriter());
      TrainingHistory straight = PairTraining.fit(spec(Tiny.toySet(), SPEC, dir.resolve("a"), 0, null), start(Tiny.scorer(m, tok, 5)), quiet);
      Path out = dir.resolve("b");
      // killed after 9 steps (2 epochs of 4 steps and one more) ...
      TrainingHistory cut = PairTraining.fit(spec(Tiny.toySet(), SPEC, out, 0, null), start(Tiny.scorer(m, tok, 5)), quiet, 9);
      assertThat(cut.epochs).hasSize(2);
      // ... and run again: the checkpoint of step 9 is picked up
      TrainingHistory resumed = PairTraining.fit(spec(Tiny.toySet(), SPEC, out, 0, null), start(Tiny.scorer(m, tok, 5)), quiet);
      assertThat(resumed.epochs).extracting(TrainingHistory.Epoch::epoch).containsExactly(1, 2, 3, 4, 5, 6);
      assertThat(resumed.epochs.stream().map(e -> e.dev()).toList()).isEqualTo(straight.epochs.stream().map(e -> e.dev()).toList());
      assertThat(resumed.keptEpoch).isEqualTo(straight.keptEpoch);
      assertThat(resumed.restarts).extracting(TrainingHistory.Restart::step).containsExactly(9);
      assertThat(straight.restarts).isEmpty();
      var card = JSON.readTree(out.resolve("card.json").toFile());
      assertThat(card.path("devCurve")).hasSize(6);
      assertThat(card.path("restarts").get(0).path("step").asInt()).isEqualTo(9);
    }
  }

  @Test
  void fromStartsFromTheParentsWeights(@TempDir Path dir) throws Exception {
    Path parent = dir.resolve("parent");
    Path child = dir.resolve("child");
    try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
      var quiet = new PrintWriter(new StringWriter());
      PairTraining.fit(spec(Tiny.toySet(), SPEC, parent, 0, null), start(Tiny.scorer(m, tok, 5)), quiet, 4);
      var childSpec = spec(ChoiceExamples.of(Tiny.choiceSet(), new ChoiceKnowledge(null)), SPEC, child, 0, parent);
      PairTraining.Start start = PairTraining.fromFolder(childSpec, m);
      PairScorer loaded = PairModelFolder.load(parent, m);
      try {
        List<String> passages = List.of("the answer is the river", "nothing about the bread here");
        // the first forward pass of the continued run is the parent's
        assertThat(start.scorer().score("what is a river?", passages)).containsExactly(loaded.score("what is a river?", passages));
        assertThat(start.config().head()).isEqualTo("pair");
        PairTraining.fit(childSpec, start, quiet, 4);
      } finally {
        loaded.tokenizer().close();
        start.scorer().tokenizer().close();
      }
      var card = JSON.readTree(child.resolve("card.json").toFile());
      assertThat(card.path("parent").path("folder").asText()).isEqualTo(parent.toAbsolutePath().normalize().toString());
      assertThat(card.path("parent").path("checksums").path("weights.ndlist").asText())
          .isEqualTo(Sha256.hex(Files.readAllBytes(parent.resolve("weights.ndlist"))));
      assertThat(card.path("parent").path("checksums").path("config.json").asText()).hasSize(64);
    }
  }

  @Test
  void listwiseLeavesOutQuestionsWithoutAPositiveAndLearnsTheSameWeights(@TempDir Path dir) throws Exception {
    var withEmpty = new ArrayList<>(Tiny.toySet());
    withEmpty.add(2, AnswerSelectionItem.of("none", "what is a cloud?", List.of(new Candidate("c0", "nothing about clouds", 0),
        new Candidate("c1", "nothing here either", 0))));
    var quiet = new PrintWriter(new StringWriter());
    try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
      var err = new StringWriter();
      PairTraining.fit(spec(withEmpty, SPEC, dir.resolve("with"), 0, null), start(Tiny.scorer(m, tok, 5)), new PrintWriter(err), 4);
      PairTraining.fit(spec(Tiny.toySet(), SPEC, dir.resolve("without"), 0, null), start(Tiny.scorer(m, tok, 5)), quiet, 4);
      assertThat(err.toString()).contains("1 of 9 training groups (2 pairs) have no positive and are left out")
          .contains(", 8 groups (24 pairs)");
      assertThat(Files.readAllBytes(dir.resolve("with/weights.ndlist"))).isEqualTo(Files.readAllBytes(dir.resolve("without/weights.ndlist")));

      var pointwise = new TrainSpec(6, 3e-3, 0.1, 2, Tiny.MAX_LENGTH, 11, PairLoss.POINTWISE, 0.01);
      var kept = new StringWriter();
      PairTraining.fit(spec(withEmpty, pointwise, dir.resolve("pointwise"), 0, null), start(Tiny.scorer(m, tok, 5)), new PrintWriter(kept), 1);
      assertThat(kept.toString()).doesNotContain("left out").contains(", 9 groups (26 pairs)");
    }
    var noPositive = List.of(AnswerSelectionItem.of("none", "what is a cloud?", List.of(new Candidate("c0", "nothing", 0))));
    assertThatThrownBy(() -> PairTraining.check(spec(noPositive, SPEC, dir.resolve("x"), 0, null)))
        .hasMessage("training data: no question has a positive candidate, so the listwise loss has nothing to learn from");
  }

  private static PairTraining.Spec spec(List<AnswerSelectionItem> train, TrainSpec spec, Path out, int patience, Path from) {
    return new PairTraining.Spec(null, Head.PAIR, train, List.of(), wrongDev(), List.of(), spec, out, 1, patience, from, null, null, null, null);
  }

  private static PairTraining.Start start(PairScorer scorer) {
    return new PairTraining.Start(scorer, Tiny.folderConfig(), Map.of("baseModel", "tiny"));
  }

  /** The toy set with the positive on the first wrong candidate. */
  private static List<AnswerSelectionItem> wrongDev() {
    return Tiny.toySet().stream().map(i -> AnswerSelectionItem.of(i.id(), i.question(), List.of(
        new Candidate("c0", i.candidates().get(0).text(), 1), new Candidate("c1", i.candidates().get(1).text(), 0),
        i.candidates().get(2)))).toList();
  }
}
