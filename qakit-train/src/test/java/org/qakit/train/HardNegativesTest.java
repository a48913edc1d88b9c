package org.qakit.train;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;

/** Hard negatives: the hardest are drawn most often, every positive stays, and a seed repeats its draws. */
class HardNegativesTest {
  /** One positive (c3) among 9 negatives whose hardness falls with their id's distance from c0. */
  private static final AnswerSelectionItem ITEM;
  private static final double[] HARDNESS = {9, 1, 8, 50, 7, 2, 6, 3, 5, 4};

  static {
    var candidates = new ArrayList<Candidate>();
    for (int i = 0; i < HARDNESS.length; i++) {
      candidates.add(new Candidate("c" + i, "sentence " + i, i == 3 ? 1 : 0));
    }
    ITEM = AnswerSelectionItem.of("q", "which one?", candidates);
  }

  @Test
  void negativesAreRankedByHardnessAndTheHardestAreDrawnMostOften() {
    HardNegatives sampler = HardNegatives.of(List.of(ITEM), List.of(HARDNESS), 2, "test");
    // the positive (hardness 50) is not a negative; the rest from hardest to easiest
    assertThat(sampler.ranked(0)).containsExactly(0, 2, 4, 6, 8, 9, 7, 5, 1);
    int[] drawn = new int[HARDNESS.length];
    for (int epoch = 0; epoch < 2000; epoch++) {
      AnswerSelectionItem s = sampler.sample(ITEM, 0, epoch, 7);
      assertThat(s.candidates()).hasSize(3);
      assertThat(s.candidates().stream().filter(Candidate::positive).map(Candidate::id)).containsExactly("c3");
      s.candidates().stream().filter(c -> !c.positive()).forEach(c -> drawn[Integer.parseInt(c.id().substring(1))]++);
    }
    // the hardest is drawn most, then the second hardest; the easiest least, yet sometimes
    int hardest = drawn[0];
    for (int i : new int[] {2, 4, 6, 8, 9, 7, 5, 1}) {
      assertThat(hardest).as("c0 against c" + i).isGreaterThan(drawn[i]);
    }
    assertThat(drawn[2]).isGreaterThan(drawn[4]).isGreaterThan(drawn[9]);
    assertThat(drawn[9]).isGreaterThan(drawn[1]);
    assertThat(drawn[1]).isPositive();
    assertThat(hardest).isGreaterThan(3 * drawn[1]);
    // with the weights 1/(r+1) and 2 draws, the hardest is kept in about 2 of 5 steps
    assertThat(hardest / 2000.0).isBetween(0.35, 0.6);
  }

  @Test
  void aSeedRepeatsItsDrawsAndAnotherSeedDoesNot() {
    HardNegatives sampler = HardNegatives.of(List.of(ITEM), List.of(HARDNESS), 3, "test");
    var first = new ArrayList<List<String>>();
    var again = new ArrayList<List<String>>();
    var other = new ArrayList<List<String>>();
    for (int epoch = 0; epoch < 20; epoch++) {
      first.add(ids(sampler.sample(ITEM, 0, epoch, 11)));
      again.add(ids(sampler.sample(ITEM, 0, epoch, 11)));
      other.add(ids(sampler.sample(ITEM, 0, epoch, 12)));
    }
    assertThat(again).isEqualTo(first);
    assertThat(other).isNotEqualTo(first);
    // epochs differ from each other too, and candidates keep their order
    assertThat(first.stream().distinct().count()).isGreaterThan(5);
    first.forEach(ids -> assertThat(ids).isSortedAccordingTo((a, b) -> Integer.compare(Integer.parseInt(a.substring(1)),
        Integer.parseInt(b.substring(1)))));
  }

  @Test
  void aQuestionWithFewNegativesKeepsThemAllAndBadInputIsOneLine() {
    HardNegatives sampler = HardNegatives.of(List.of(ITEM), List.of(HARDNESS), 9, "test");
    assertThat(sampler.sample(ITEM, 0, 0, 1)).isSameAs(ITEM);
    assertThatThrownBy(() -> HardNegatives.of(List.of(ITEM), List.of(new double[3]), 2, "test"))
        .hasMessage("hardness of item 'q': expected 10 scores, found 3");
    assertThatThrownBy(() -> sampler.withCount(0))
        .hasMessage("negatives: expected at least 1 per question (0 keeps every candidate), found 0");
  }

  @Test
  void trainingWithHardNegativesRepeatsItselfAndStillLearns() {
    try (var m = org.qakit.train.bert.Torch.newManager(); var tok = Tiny.tokenizer()) {
      var spec = new TrainSpec(12, 3e-3, 0.1, 2, Tiny.MAX_LENGTH, 11, PairLoss.LISTWISE, 0.01);
      List<AnswerSelectionItem> data = Tiny.toySet();
      // the toy negatives are "nothing about the W here": rank the first one harder
      List<double[]> hardness = data.stream().map(i -> new double[] {2, 0, 1}).toList();
      HardNegatives sampler = HardNegatives.of(data, hardness, 1, "test");
      var pairs = new ArrayList<Integer>();
      var la = new ArrayList<Double>();
      var lb = new ArrayList<Double>();
      PairScorer a = Tiny.scorer(m, tok, 5);
      int total = spec.schedule(data.size()).total();
      new PairTrainer(a, spec, null, 1000, RunState.of(spec, "map"), sampler).train(data, total, s -> { pairs.add(s.pairs()); la.add(s.loss()); });
      PairScorer b = Tiny.scorer(m, tok, 5);
      new PairTrainer(b, spec, null, 1000, RunState.of(spec, "map"), sampler).train(data, total, s -> lb.add(s.loss()));
      assertThat(lb).isEqualTo(la);
      assertThat(a.bert().parameters().sameAs(b.bert().parameters())).isTrue();
      // 2 questions a step, each with its positive and 1 of its 2 negatives
      assertThat(pairs).allMatch(p -> p == 4);
      for (var item : data) {
        float[] s = a.score(item.question(), item.candidates().stream().map(Candidate::text).toList());
        assertThat(s[1]).as(item.id()).isGreaterThan(Math.max(s[0], s[2]));
      }
    }
  }

  private static List<String> ids(AnswerSelectionItem item) {
    return item.candidates().stream().map(Candidate::id).toList();
  }
}
