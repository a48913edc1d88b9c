package org.qakit.eval.significance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.eval.ItemScores;
import org.qakit.eval.metric.Accuracy;
import org.qakit.eval.metric.MeanReciprocalRank;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.solve.Prediction;

class PairedComparisonTest {
  // three questions; the positive candidate is the second of three in each
  static final List<Item> ITEMS = List.of(item("q1"), item("q2"), item("q3"));

  static Item item(String id) {
    return AnswerSelectionItem.of(id, "question " + id + "?", List.of(new Candidate(null, "x", 0), new Candidate(null, "y", 1), new Candidate(null, "z", 0)));
  }

  static Prediction scores(String id, double... s) {
    return new Prediction.CandidateScores(id, java.util.Arrays.stream(s).boxed().toList());
  }

  @Test
  void comparesMrrItemByItem() {
    var mrr = new MeanReciprocalRank();
    // A ranks the positive first everywhere: reciprocal ranks 1, 1, 1 → MRR 1
    var a = ItemScores.of(mrr, ITEMS, Map.of("q1", scores("q1", 0, 1, 0), "q2", scores("q2", 0, 1, 0), "q3", scores("q3", 0, 1, 0)));
    // B: positive 2nd on q1 (ties broken by position: y after x), 1st on q2, 3rd on q3 → 1/2, 1, 1/3; MRR 11/18
    var b = ItemScores.of(mrr, ITEMS, Map.of("q1", scores("q1", 1, 1, 1), "q2", scores("q2", 0, 1, 0), "q3", scores("q3", 2, 0, 1)));
    var c = PairedComparison.of(a, b, new PairedBootstrap(1000, 42), new ApproximateRandomization(1000, 42));
    assertThat(c.metric()).isEqualTo("mrr");
    assertThat(c.items()).isEqualTo(3);
    assertThat(c.scoreA()).isEqualTo(1.0);
    assertThat(c.scoreB()).isCloseTo(11.0 / 18, within(1e-12));
    // δ = (0.5 + 0 + 2/3) / 3 = 7/18
    assertThat(c.delta()).isCloseTo(7.0 / 18, within(1e-12));
    assertThat(c.outcomes()).isEqualTo(new WinsLosses(2, 0, 1));
    // exact randomization p: with d = (1/2, 0, 2/3) only the all-positive and all-negative sign
    // patterns of the two non-zero items reach |7/6|, each doubled by the zero item: 4/8 = 0.5
    assertThat(c.randomization().p()).isCloseTo(0.5, within(0.05));
    assertThat(c.interval().low()).isGreaterThanOrEqualTo(0);
  }

  @Test
  void refusesDifferentMetricsOrItems() {
    var mrr = new MeanReciprocalRank();
    Map<String, Prediction> p = Map.of("q1", scores("q1", 0, 1, 0), "q2", scores("q2", 0, 1, 0), "q3", scores("q3", 0, 1, 0));
    var a = ItemScores.of(mrr, ITEMS, p);
    var fewer = ItemScores.of(mrr, ITEMS.subList(0, 2), p);
    var reordered = ItemScores.of(mrr, List.of(ITEMS.get(1), ITEMS.get(0), ITEMS.get(2)), p);
    var accuracy = ItemScores.of(new Accuracy(Accuracy.TiePolicy.WRONG), ITEMS, Map.of());
    var bootstrap = new PairedBootstrap(100, 1);
    var randomization = new ApproximateRandomization(100, 1);
    assertThatThrownBy(() -> PairedComparison.of(a, fewer, bootstrap, randomization))
        .hasMessage("a paired comparison needs the same items, found 3 for A and 2 for B");
    assertThatThrownBy(() -> PairedComparison.of(a, reordered, bootstrap, randomization))
        .hasMessage("a paired comparison needs the same items in the same order, found 'q1' for A and 'q2' for B at position 0");
    assertThatThrownBy(() -> PairedComparison.of(a, accuracy, bootstrap, randomization))
        .hasMessageStartingWith("a paired comparison needs one metric, found mrr for A and accuracy");
  }
}
