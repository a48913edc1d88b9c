package org.qakit.solve.ensemble;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.testing.SharedData;

/** The ensemble's cross-validation folds on quartz-style dev: a knowledge sentence's twin questions stay in one fold. */
class EnsembleFoldsTest {

  @Test
  void quartzStyleTwinsNeverFallInDifferentFolds() throws IOException {
    List<MultipleChoiceItem> items = Formats.get("quartz").read(SharedData.path("quartz-style/dev.jsonl"), ReadOptions.STRICT)
        .items().stream().map(MultipleChoiceItem.class::cast).toList();
    assertThat(items).hasSize(90);
    for (long seed : new long[] {1, 42, 20160}) {
      int[] fold = EnsembleTrainer.folds(items, EnsembleTrainer.FOLDS, seed);
      var foldOf = new HashMap<String, Integer>();
      for (int i = 0; i < items.size(); i++) {
        Integer earlier = foldOf.putIfAbsent(items.get(i).group(), fold[i]);
        assertThat(earlier == null || earlier == fold[i])
            .as("seed %d: statement %s has questions in folds %s and %s", seed, items.get(i).group(), earlier, fold[i]).isTrue();
      }
      assertThat(foldOf).hasSize(30);
      // 30 statements of 3 questions: 6 per fold, 18 questions each
      for (int f = 0; f < EnsembleTrainer.FOLDS; f++) {
        int held = f;
        assertThat(java.util.Arrays.stream(fold).filter(x -> x == held).count()).as("seed %d fold %d", seed, f).isEqualTo(18);
      }
    }
  }
}
