package org.qakit.eval.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.eval.ItemScores;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.solve.Prediction;
import org.qakit.testing.SharedData;

/** The metrics on the real NLPCC files: the gold itself must score 1, and the separator rule touches only the cases it should. */
class MetricsOnSharedDataTest {

  static List<Item> read(String format, String file) throws IOException {
    return Formats.get(format).read(SharedData.path(file), ReadOptions.STRICT).items();
  }

  @Test
  void kbqaGoldSplitsOnlyTheNineBilingualAnswersAndScoresOneAgainstItself() throws IOException {
    var items = read("nlpcc-kbqa", "nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.training-data").stream().map(KbQuestionItem.class::cast).toList();
    assertThat(items).hasSize(14_609);
    assertThat(items.stream().filter(i -> KbqaAnswers.gold(i).size() == 2).map(i -> i.answers().getFirst()))
        .hasSize(9)
        .contains("其他 | other", "british white linen | 英国白麻", "进口花岗岩 | import ed granite");
    assertThat(items.stream().filter(i -> KbqaAnswers.gold(i).size() > 2)).isEmpty();
    assertThat(items.stream().filter(i -> KbqaAnswers.gold(i).isEmpty()).map(Item::id)).containsExactly("11001");

    Map<String, Prediction> verbatim = new HashMap<>();
    Map<String, Prediction> firstPiece = new HashMap<>();
    for (KbQuestionItem i : items) {
      verbatim.put(i.id(), new Prediction.Answers(i.id(), i.answers(), i.triple()));
      firstPiece.put(i.id(), new Prediction.Answers(i.id(), List.of(i.answers().getFirst().split(" \\| ")[0])));
    }
    for (Metric m : Metrics.forKind(org.qakit.model.ItemKind.KB_QUESTION)) {
      assertThat(ItemScores.of(m, items, verbatim).mean()).as(m.id()).isEqualTo(1.0);
    }
    // one language of the nine bilingual answers: F1 2/3 on each, 1 elsewhere: (14,600 + 9·2/3) / 14,609 = 14,606 / 14,609
    assertThat(ItemScores.of(new KbqaF1(), items, firstPiece).mean()).isCloseTo(14_606 / 14_609.0, within(1e-12));
    // ... but it is a gold answer at rank 1: Accuracy@1 stays 1
    assertThat(ItemScores.of(new KbqaAccuracyAtN(1), items, firstPiece).mean()).isEqualTo(1.0);
  }

  @Test
  void dbqaLabelsAsScoresRankEveryPositiveFirst() throws IOException {
    var items = read("nlpcc-dbqa", "nlpcc-dbqa/dbqa-subset.train-dev.tsv");
    assertThat(items).hasSize(1_324);
    Map<String, Prediction> oracle = new HashMap<>();
    for (Item i : items) {
      var a = (AnswerSelectionItem) i;
      oracle.put(a.id(), new Prediction.CandidateScores(a.id(), a.candidates().stream().map(c -> (double) c.label()).toList()));
    }
    // every question has a positive (PROVENANCE), so the oracle scores 1 on all of these
    for (String id : List.of("map", "mrr", "p@1", "recall@100")) {
      assertThat(ItemScores.of(Metrics.get(id), items, oracle).mean()).as(id).isEqualTo(1.0);
    }
    // P@3 of the oracle is the mean of min(m, 3) / 3
    double expected = items.stream().mapToDouble(i -> Math.min(((AnswerSelectionItem) i).positives(), 3) / 3.0).average().orElseThrow();
    assertThat(ItemScores.of(Metrics.get("p@3"), items, oracle).mean()).isCloseTo(expected, within(1e-12));
    assertThat(items.stream().mapToInt(i -> ((AnswerSelectionItem) i).candidates().size()).max().orElseThrow()).isLessThanOrEqualTo(100);
    assertThat(items.stream().allMatch(i -> ((AnswerSelectionItem) i).candidates().stream().allMatch(Candidate::labelled))).isTrue();
  }
}
