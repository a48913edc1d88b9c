package org.qakit.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.dataset.ItemField;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.testing.SharedData;

/** Cross-validation by group: no statement in two folds, outcomes counted as defined, the t interval by hand. */
class GroupCrossValidationTest {

  @Test
  void noQuartzStatementFallsInTwoFolds() throws IOException {
    List<MultipleChoiceItem> items = Formats.get("quartz").read(SharedData.path("quartz-style/dev.jsonl"), ReadOptions.STRICT)
        .items().stream().map(MultipleChoiceItem.class::cast).toList();
    for (int k : new int[] {3, 5, 10}) {
      for (long seed : new long[] {1, 42}) {
        int[] fold = GroupCrossValidation.folds(items, k, seed);
        var foldOf = new HashMap<String, Integer>();
        for (int i = 0; i < items.size(); i++) {
          Integer earlier = foldOf.putIfAbsent(items.get(i).group(), fold[i]);
          assertThat(earlier == null || earlier == fold[i])
              .as("k %d seed %d: %s in folds %s and %s", k, seed, items.get(i).group(), earlier, fold[i]).isTrue();
        }
        assertThat(foldOf).hasSize(30);
        // 30 statements of 3 questions: every fold gets 30/k statements, 90/k questions
        for (int f = 0; f < k; f++) {
          int held = f;
          assertThat(java.util.Arrays.stream(fold).filter(x -> x == held).count()).isEqualTo(90 / k);
        }
      }
    }
    var r = GroupCrossValidation.run(items, Map.of(), 5, 42, List.of());
    assertThat(r.folds()).extracting(GroupCrossValidation.Fold::groups).containsOnly(6);
  }

  @Test
  void outcomesAndTheIntervalAreCountedAsDefined() {
    // 4 statements of 2 questions each, gold A; predictions: g1 right twice, g2 right + wrong,
    // g3 abstain twice (a tie), g4 no prediction + right
    var items = new java.util.ArrayList<MultipleChoiceItem>();
    var preds = new LinkedHashMap<String, Prediction>();
    double[][] scores = {{1, 0}, {1, 0}, {1, 0}, {0, 1}, {0.5, 0.5}, {0.5, 0.5}, null, {0.9, 0.1}};
    for (int i = 0; i < 8; i++) {
      String id = "q" + i;
      items.add(new MultipleChoiceItem(id, "stem " + i, List.of(new Choice("A", "a"), new Choice("B", "b")), "A", null, List.of(),
          Map.of(), "g" + (i / 2 + 1), Map.of()));
      if (scores[i] != null) {
        var m = new LinkedHashMap<String, Double>();
        m.put("A", scores[i][0]);
        m.put("B", scores[i][1]);
        preds.put(id, new Prediction.ChoiceScores(id, m));
      }
    }
    var r = GroupCrossValidation.run(items, preds, 2, 7, List.of(ItemField.of("id~[0-3]$", items)));
    assertThat(r.pooled()).isEqualTo(new GroupCrossValidation.Tally(4, 1, 3));
    assertThat(r.pooled().accuracy()).isEqualTo(0.5);
    assertThat(r.pooled().coverage()).isEqualTo(5.0 / 8);
    assertThat(r.pooled().precision()).isEqualTo(0.8);
    int[] fold = GroupCrossValidation.folds(items, 2, 7);
    for (int i = 0; i < 8; i += 2) {
      assertThat(fold[i]).isEqualTo(fold[i + 1]);
    }
    double a0 = r.folds().get(0).tally().accuracy();
    double a1 = r.folds().get(1).tally().accuracy();
    double mean = (a0 + a1) / 2;
    double s = Math.abs(a0 - a1) / Math.sqrt(2); // sample sd of two values
    assertThat(r.mean()).isCloseTo(mean, within(1e-12));
    assertThat(r.high()).isCloseTo(Math.min(1, mean + 12.706 * s / Math.sqrt(2)), within(1e-12));
    assertThat(r.by().get("id~[0-3]$")).containsEntry("(none)", new GroupCrossValidation.Tally(1, 0, 3))
        .containsEntry("0", new GroupCrossValidation.Tally(1, 0, 0)).containsEntry("3", new GroupCrossValidation.Tally(0, 1, 0));
  }

  @Test
  void tooFewGroupsForTheFoldsIsRefused() {
    var items = List.of(MultipleChoiceItem.of("a", "s", List.of(new Choice("A", "x"), new Choice("B", "y")), "A"));
    assertThatThrownBy(() -> GroupCrossValidation.folds(items, 2, 1)).hasMessage("cross-validation in 2 folds needs at least 2 groups, found 1");
    assertThatThrownBy(() -> GroupCrossValidation.folds(items, 1, 1)).hasMessage("cross-validation needs at least 2 folds, found 1");
  }
}
