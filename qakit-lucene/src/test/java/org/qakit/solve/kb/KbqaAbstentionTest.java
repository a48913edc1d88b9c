package org.qakit.solve.kb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.eval.metric.KbqaF1;
import org.qakit.format.ReadOptions;
import org.qakit.format.nlpcc.NlpccKbqaFormat;
import org.qakit.index.IndexProgress;
import org.qakit.kb.KbStore;
import org.qakit.kb.KbStoreBuilder;
import org.qakit.model.KbQuestionItem;
import org.qakit.solve.Prediction;
import org.qakit.split.IdList;
import org.qakit.testing.SharedData;

/**
 * Linking and abstention on the real NLPCC 2016 training data: the store of every gold triple,
 * a model trained on part of the task's train split only, measured on its dev split.
 */
class KbqaAbstentionTest {
  private static final String TRAINING = "nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.training-data";
  private static final Path SPLITS = Path.of("..", "benchmarks", "splits", "nlpcc-kbqa");

  @TempDir static Path temp;
  static KbStore store;
  static List<KbQuestionItem> train;
  static List<KbQuestionItem> dev;
  static KbqaModel model;
  private static List<KbqaSolver.Reasoning> reasonings;

  @BeforeAll
  static void trainOnTheTrainSplit() throws IOException {
    Path data = SharedData.path(TRAINING);
    new KbStoreBuilder(1, false, IndexProgress.NONE).build(temp.resolve("store"), "nlpcc-kbqa", List.of(data), ReadOptions.STRICT);
    store = KbStore.open(temp.resolve("store"));
    var items = new NlpccKbqaFormat().read(data, ReadOptions.STRICT).items().stream().map(KbQuestionItem.class::cast).toList();
    train = IdList.read(SPLITS.resolve("train.ids")).select(items).subList(0, 3000);
    dev = IdList.read(SPLITS.resolve("dev.ids")).select(items);
    model = KbqaTrainer.train(store, train, 42);
  }

  @AfterAll
  static void close() throws IOException {
    store.close();
  }

  @Test
  void aOneCharacterNameIsLinkedOnlyWhereItStandsAlone() {
    int single = 0;
    for (KbqaSolver.Reasoning why : reasonings()) {
      for (KbqaSolver.ScoredSubject s : why.subjects()) {
        if (s.mention().codePointCount(0, s.mention().length()) == 1) {
          single++;
          int at = why.question().indexOf(s.mention());
          assertThat(EntityLinker.standsAlone(why.question(), new org.qakit.kb.KnowledgeBase.Mention(at, at + 1, s.mention())))
              .as(why.question()).isTrue();
        }
      }
    }
    // 是 and 名 are subjects of the base, and dev questions say 是 all the time: none was a candidate inside a word
    assertThat(dev.stream().filter(i -> i.question().contains("是")).count()).isGreaterThan(500);
    assertThat(single).isLessThan(20);
  }

  @Test
  void thePrecisionTargetGivesFewerAnswersThatAreMoreOftenRight() {
    KbqaModel m95 = model.withMinPrecision(0.95);
    KbqaModel m99 = model.withMinPrecision(0.99);
    var atF1 = score(model);
    var at95 = score(m95);
    var at99 = score(m99);
    assertThat(model.calibration()).isNotNull();
    // an empty answer scores 0 under Averaged F1, so the F1 threshold answers (nearly) every question with a reading
    assertThat(atF1[1]).isGreaterThan(0.95);
    assertThat(at95[1]).isLessThanOrEqualTo(atF1[1]);
    assertThat(at95[2]).isGreaterThanOrEqualTo(0.93);
    assertThat(at99[1]).isLessThan(at95[1]).isGreaterThan(0.5); // stricter: fewer answers, not none
    assertThat(at99[2]).isGreaterThanOrEqualTo(at95[2]);
    // the scores above decide from one reasoning per question; the solvers themselves answer the same
    for (KbqaModel m : List.of(model, m95, m99)) {
      var solver = new KbqaSolver(store, m);
      for (int i = 0; i < dev.size(); i += 25) {
        assertThat(solver.solve(dev.get(i))).as(dev.get(i).question()).contains(answer(dev.get(i), reasonings().get(i), m));
      }
    }
  }

  @Test
  void theThresholdsAreChosenOnTrainingFoldsOnly() {
    // every held-out answer the thresholds were chosen on is a training question: at most the 3,000 trained on
    assertThat(model.calibration().heldOutQuestions()).isBetween(2500, train.size());
    assertThat(train).extracting(KbQuestionItem::id).doesNotContainAnyElementsOf(dev.stream().map(KbQuestionItem::id).toList());
    // a stricter target never lowers the threshold
    assertThat(model.calibration().thresholdForPrecision(0.99)).isGreaterThanOrEqualTo(model.calibration().thresholdForPrecision(0.9));
  }

  /**
   * Each dev question's reasoning, worked out once for all the tests: by a model whose threshold is
   * the lowest of those scored here, so that its answers are there for every stricter threshold.
   */
  private static synchronized List<KbqaSolver.Reasoning> reasonings() {
    if (reasonings == null) {
      double lowest = Math.min(model.threshold(), Math.min(model.withMinPrecision(0.95).threshold(), model.withMinPrecision(0.99).threshold()));
      KbqaModel open = lowest == model.threshold() ? model : lowest == model.withMinPrecision(0.95).threshold()
          ? model.withMinPrecision(0.95) : model.withMinPrecision(0.99);
      var solver = new KbqaSolver(store, open);
      reasonings = dev.stream().map(item -> solver.explain(item.question())).toList();
    }
    return reasonings;
  }

  /** What {@link KbqaSolver#solve} answers for {@code item} with model {@code m}, from its reasoning. */
  private static Prediction answer(KbQuestionItem item, KbqaSolver.Reasoning r, KbqaModel m) {
    boolean answered = !r.readings().isEmpty() && r.confidence() >= m.threshold();
    return new Prediction.Answers(item.id(), answered ? r.answers() : List.of(), r.triple());
  }

  /** Averaged F1, answered share, mean F1 of the answers given, on dev, at the threshold of {@code m}. */
  private static double[] score(KbqaModel m) {
    var f1 = new KbqaF1();
    double sum = 0;
    double given = 0;
    int answered = 0;
    for (int i = 0; i < dev.size(); i++) {
      var p = (Prediction.Answers) answer(dev.get(i), reasonings().get(i), m);
      double v = f1.score(dev.get(i), p);
      sum += v;
      if (!p.answers().isEmpty()) {
        answered++;
        given += v;
      }
    }
    return new double[] {sum / dev.size(), answered / (double) dev.size(), given / Math.max(1, answered)};
  }
}
