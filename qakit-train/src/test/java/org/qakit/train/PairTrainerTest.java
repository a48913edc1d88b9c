package org.qakit.train;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.djl.ndarray.NDManager;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.encode.TextTokenizer;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.train.bert.Torch;

/** Training the tiny BERT's pair scorer: it learns, saves, resumes and repeats itself exactly. */
class PairTrainerTest {
  private static final TrainSpec SPEC = new TrainSpec(12, 3e-3, 0.1, 2, Tiny.MAX_LENGTH, 11, PairLoss.LISTWISE, 0.01);

  @Test
  void lossFallsAndTheToySetIsSeparated() {
    for (PairLoss kind : PairLoss.values()) {
      var spec = new TrainSpec(12, 3e-3, 0.1, 2, Tiny.MAX_LENGTH, 11, kind, 0.01);
      try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
        PairScorer scorer = Tiny.scorer(m, tok, 3);
        List<AnswerSelectionItem> data = Tiny.toySet();
        var losses = new ArrayList<Double>();
        int total = spec.schedule(data.size()).total();
        new PairTrainer(scorer, spec, null, 1000).train(data, total, s -> losses.add(s.loss()));
        assertThat(losses).hasSize(total);
        int perEpoch = spec.stepsPerEpoch(data.size());
        double first = losses.subList(0, perEpoch).stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double last = losses.subList(total - perEpoch, total).stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        assertThat(last).as(kind + " loss, first epoch " + first).isLessThan(first * 0.5);
        for (var item : data) {
          float[] s = scorer.score(item.question(), item.candidates().stream().map(Candidate::text).toList());
          assertThat(s[1]).as(kind + " " + item.id()).isGreaterThan(Math.max(s[0], s[2]));
        }
      }
    }
  }

  @Test
  void theSameSeedGivesBitIdenticalWeights() {
    try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
      PairScorer a = trained(m, tok, SPEC, null, 6);
      PairScorer b = trained(m, tok, SPEC, null, 6);
      assertThat(a.bert().parameters().sameAs(b.bert().parameters())).isTrue();
      var otherSeed = new TrainSpec(SPEC.epochs(), SPEC.learningRate(), SPEC.warmupFraction(), SPEC.batchSize(), SPEC.maxLength(),
          12, SPEC.loss(), SPEC.weightDecay());
      PairScorer c = trained(m, tok, otherSeed, null, 6);
      assertThat(a.bert().parameters().sameAs(c.bert().parameters())).isFalse();
      // dropout is applied in training: without it the same seed gives other weights
      var noDropout = new TrainSpec(SPEC.epochs(), SPEC.learningRate(), SPEC.warmupFraction(), SPEC.batchSize(), SPEC.maxLength(),
          SPEC.seed(), SPEC.loss(), SPEC.weightDecay(), 0);
      assertThat(SPEC.dropout()).isEqualTo(0.1);
      assertThat(a.bert().parameters().sameAs(trained(m, tok, noDropout, null, 6).bert().parameters())).isFalse();
    }
  }

  @Test
  void resumingFromACheckpointGivesTheWeightsOfAnUninterruptedRun(@TempDir Path dir) {
    try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
      PairScorer straight = trained(m, tok, SPEC, null, 10);
      // stopped after 7 steps (checkpoints every 3: the last one at step 6 and the stop at 7) ...
      trained(m, tok, SPEC, dir, 7);
      // ... a new process starts from the seed's initial weights and picks up the checkpoint
      PairScorer resumed = trained(m, tok, SPEC, dir, 10);
      assertThat(resumed.bert().parameters().sameAs(straight.bert().parameters())).isTrue();
    }
  }

  @Test
  void aCheckpointOfAnotherSeedIsRefused(@TempDir Path dir) {
    try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
      trained(m, tok, SPEC, dir, 2);
      var otherSeed = new TrainSpec(SPEC.epochs(), SPEC.learningRate(), SPEC.warmupFraction(), SPEC.batchSize(), SPEC.maxLength(),
          99, SPEC.loss(), SPEC.weightDecay());
      assertThatThrownBy(() -> trained(m, tok, otherSeed, dir, 4)).hasMessageContaining("seed 11").hasMessageContaining("seed 99");
    }
  }

  @Test
  void saveThenLoadGivesIdenticalScores(@TempDir Path dir) {
    try (NDManager m = Torch.newManager(); TextTokenizer tok = Tiny.tokenizer()) {
      PairScorer scorer = trained(m, tok, SPEC, null, 5);
      PairModelFolder.save(dir, Tiny.folderConfig(), scorer.bert().parameters());
      List<String> passages = List.of("the answer is the river", "a violin has four strings", "winter");
      float[] before = scorer.score("what is a river?", passages);
      PairScorer loaded = PairModelFolder.load(dir, m);
      try {
        assertThat(loaded.score("what is a river?", passages)).containsExactly(before);
        assertThat(PairModelFolder.config(dir)).isEqualTo(Tiny.folderConfig());
      } finally {
        loaded.tokenizer().close();
      }
    }
  }

  @Test
  void unlabelledCandidatesAreRefusedBeforeTraining() {
    var item = AnswerSelectionItem.of("q1", "why?", List.of(new Candidate("c1", "because", Candidate.UNLABELLED)));
    assertThatThrownBy(() -> PairTrainer.checkLabelled(List.of(item), "train.tsv"))
        .hasMessage("train.tsv: item 'q1' candidate 'c1' has label -1, expected 0 or 1");
  }

  private static PairScorer trained(NDManager m, TextTokenizer tok, TrainSpec spec, Path checkpoints, int steps) {
    PairScorer scorer = Tiny.scorer(m, tok, 5);
    new PairTrainer(scorer, spec, checkpoints, 3).train(Tiny.toySet(), steps, s -> {});
    return scorer;
  }
}
