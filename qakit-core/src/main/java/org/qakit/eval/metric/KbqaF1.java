package org.qakit.eval.metric;

import java.util.LinkedHashSet;
import java.util.Set;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.KbQuestionItem;
import org.qakit.solve.Prediction;

/**
 * Averaged F1 of the NLPCC-ICCPOL 2016 KBQA task (Duan 2016, Sect. 3), its official measure:
 *
 * <pre>
 * Averaged F1 = 1/|Q| · Σ_i F_i
 * P_i = |C_i ∩ A_i| / |C_i|,  R_i = |C_i ∩ A_i| / |A_i|,  F_i = 2·P_i·R_i / (P_i + R_i)
 * </pre>
 *
 * <p>where C_i is the set of answers the system gives for question i (all of them, not only the
 * first) and A_i the gold set, both as {@link KbqaAnswers} makes them: split at {@code " | "},
 * normalised (NFKC, lower-cased, white space removed), duplicates counted once. F_i is 0 when C_i
 * is empty or does not overlap A_i, and every question counts in |Q|. A question without a gold
 * answer (it normalises to nothing) has F_i = 1 when C_i is empty too, else 0 — the rule of the
 * third-party scorer {@code calF1.py}, which compares the sets {""} and {""} as equal.
 */
public final class KbqaF1 implements Metric {

  @Override
  public String id() {
    return "kbqa-f1";
  }

  @Override
  public String description() {
    return "knowledge-base QA, NLPCC 2016 Averaged F1: F1 of the predicted answer set against the gold set"
        + " (split at ' | ', NFKC, lower-cased, white space removed); no answer or no overlap scores 0";
  }

  @Override
  public ItemKind kind() {
    return ItemKind.KB_QUESTION;
  }

  @Override
  public double score(Item item, Prediction prediction) {
    var k = (KbQuestionItem) item;
    Set<String> gold = KbqaAnswers.gold(k);
    Set<String> predicted = new LinkedHashSet<>(KbqaAnswers.ranked(Predictions.answers(k.id(), prediction)));
    if (gold.isEmpty()) {
      return predicted.isEmpty() ? 1 : 0;
    }
    long overlap = predicted.stream().filter(gold::contains).count();
    if (overlap == 0) {
      return 0;
    }
    double p = (double) overlap / predicted.size();
    double r = (double) overlap / gold.size();
    return 2 * p * r / (p + r);
  }
}
