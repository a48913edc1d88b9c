package org.qakit.eval.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.eval.ItemScores;
import org.qakit.model.KbQuestionItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Prediction.Answers;

/** kbqa-f1, kbqa-acc@N, kbqa-mrr and the answer normalisation they share. */
class KbqaMetricsTest {
  static KbQuestionItem kb(String id, String... gold) {
    return new KbQuestionItem(id, "q", List.of(gold), null, Map.of());
  }

  static Answers answers(String id, String... predicted) {
    return new Answers(id, List.of(predicted));
  }

  private final Metric f1 = new KbqaF1();
  private final Metric acc1 = new KbqaAccuracyAtN(1);
  private final Metric acc5 = new KbqaAccuracyAtN(5);
  private final Metric mrr = new KbqaMeanReciprocalRank();

  @Test
  void normalisesByNfkcLowerCaseAndRemovingWhiteSpace() {
    // full-width brackets become ASCII, spaces go
    assertThat(KbqaAnswers.normalize("明万历二十一年 （ 1593 ）")).isEqualTo("明万历二十一年(1593)");
    assertThat(KbqaAnswers.normalize("ＡＢＣ\u3000Def")).isEqualTo("abcdef"); // full-width letters, ideographic space
    assertThat(KbqaAnswers.normalize("Malus pumila Mill.")).isEqualTo("maluspumilamill."); // punctuation kept
    assertThat(KbqaAnswers.normalize("Čapek")).isEqualTo("čapek").isNotEqualTo(KbqaAnswers.normalize("Capek")); // diacritics kept
    assertThat(KbqaAnswers.normalize("C\u030Capek")).isEqualTo("čapek"); // decomposed input composes
  }

  @Test
  void splitsAtSpacePipeSpaceOnly() {
    assertThat(KbqaAnswers.gold(kb("1", "其他 | other"))).containsExactly("其他", "other");
    assertThat(KbqaAnswers.gold(kb("2", "广东|广州市"))).containsExactly("广东|广州市"); // no spaces: one answer
    assertThat(KbqaAnswers.gold(kb("3", "灰色 |"))).containsExactly("灰色|"); // trailing: one answer
    assertThat(KbqaAnswers.gold(kb("4", ""))).isEmpty();
    // predictions split the same way; repeats after normalisation and empty pieces are dropped
    assertThat(KbqaAnswers.ranked(List.of("A | b", "a", " ", "Ｂ", "c"))).containsExactly("a", "b", "c");
  }

  @Test
  void f1ComparesAnswerSets() {
    // C = {其他}, A = {其他, other}: P = 1, R = 1/2, F1 = 2·1·(1/2) / (3/2) = 2/3
    assertThat(f1.score(kb("1", "其他 | other"), answers("1", "其他"))).isCloseTo(2 / 3.0, within(1e-12));
    // the value returned verbatim splits the same way: C = A, F1 = 1
    assertThat(f1.score(kb("1", "其他 | other"), answers("1", "其他 | other"))).isEqualTo(1.0);
    // full-width comma and spaces normalise away: 1
    assertThat(f1.score(kb("2", "杨可桢，程光蕴，李仲生"), answers("2", "杨可桢, 程光蕴, 李仲生"))).isEqualTo(1.0);
    // C = {x, 美国}, A = {美国}: P = 1/2, R = 1, F1 = 2·(1/2)·1 / (3/2) = 2/3
    assertThat(f1.score(kb("3", "美国"), answers("3", "x", "美国"))).isCloseTo(2 / 3.0, within(1e-12));
    // no overlap: 0; no answer: 0
    assertThat(f1.score(kb("3", "美国"), answers("3", "中国"))).isEqualTo(0.0);
    assertThat(f1.score(kb("3", "美国"), answers("3"))).isEqualTo(0.0);
    // case folded: 1
    assertThat(f1.score(kb("4", "emcee"), answers("4", "EMCEE"))).isEqualTo(1.0);
  }

  @Test
  void duplicateAnswersCountOnce() {
    // "美国", "美国 " and "美国" normalise alike; C = {美国, usa}: P = 1/2, R = 1, F1 = 2/3
    var item = kb("5", "美国");
    var p = answers("5", "美国", "美国 ", "ＵＳＡ", "美国");
    assertThat(f1.score(item, p)).isCloseTo(2 / 3.0, within(1e-12));
    // ranked a, b, c, 美国 (repeats take no rank): rank 4
    var q = answers("5", "a", "a", "b", "B", "c", "美国");
    assertThat(mrr.score(item, q)).isCloseTo(0.25, within(1e-12)); // 1/4
    assertThat(acc5.score(item, q)).isEqualTo(1.0); // rank 4 <= 5
    assertThat(acc1.score(item, q)).isEqualTo(0.0);
  }

  @Test
  void accuracyAtNAndMrrLookAtTheRankOfTheFirstGoldAnswer() {
    var item = kb("6", "美国");
    var sixth = answers("6", "a", "b", "c", "d", "e", "美国");
    assertThat(acc1.score(item, sixth)).isEqualTo(0.0);
    assertThat(acc5.score(item, sixth)).isEqualTo(0.0); // rank 6 > 5
    assertThat(mrr.score(item, sixth)).isCloseTo(1 / 6.0, within(1e-12));
    var first = answers("6", "美国", "a");
    assertThat(acc1.score(item, first)).isEqualTo(1.0);
    assertThat(mrr.score(item, first)).isEqualTo(1.0);
    assertThat(mrr.score(item, answers("6"))).isEqualTo(0.0); // no answer
    // a piece of a split prediction is an answer of its own: "x | 美国" ranks x first, 美国 second
    assertThat(mrr.score(item, answers("6", "x | 美国"))).isCloseTo(0.5, within(1e-12));
  }

  @Test
  void aQuestionWithoutGoldAnswerIsRightOnlyWithoutPrediction() {
    var empty = kb("11001", "");
    for (Metric m : List.of(f1, acc1, acc5, mrr)) {
      assertThat(m.score(empty, answers("11001"))).as(m.id()).isEqualTo(1.0);
      assertThat(m.score(empty, answers("11001", " "))).as(m.id()).isEqualTo(1.0); // normalises to no answer
      assertThat(m.score(empty, answers("11001", "x"))).as(m.id()).isEqualTo(0.0);
    }
  }

  @Test
  void averagedF1IsTheMeanOverAllQuestions() {
    var items = List.of(kb("1", "其他 | other"), kb("2", "美国"), kb("3", "美国"), kb("4", "长江"));
    Map<String, Prediction> p =
        Map.of(
            "1", answers("1", "其他"), // 2/3
            "2", answers("2", "美国"), // 1
            "3", answers("3"), // no answer: 0, counted
            "4", answers("4", "黄河")); // no overlap: 0
    // (2/3 + 1 + 0 + 0) / 4 = 5/12
    assertThat(ItemScores.of(f1, items, p).mean()).isCloseTo(5 / 12.0, within(1e-12));
    // acc@1: (1 + 1 + 0 + 0) / 4 = 1/2
    assertThat(ItemScores.of(acc1, items, p).mean()).isCloseTo(0.5, within(1e-12));
  }

  @Test
  void refusesOtherPredictionsAndBadN() {
    assertThatThrownBy(() -> f1.score(kb("1", "a"), new Prediction.CandidateScores("1", List.of(1.0))))
        .hasMessage("item '1': expected answer strings, found candidate scores");
    assertThatThrownBy(() -> new KbqaAccuracyAtN(0)).hasMessage("accuracy at N needs N >= 1, found 0");
    assertThat(acc5.id()).isEqualTo("kbqa-acc@5");
  }
}
