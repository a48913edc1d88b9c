package org.qakit.eval.metric;

import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.KbQuestionItem;
import org.qakit.solve.Prediction;

/**
 * Mean reciprocal rank of the NLPCC-ICCPOL 2016 KBQA task (Duan 2016, Sect. 3; id {@code
 * kbqa-mrr}):
 *
 * <pre>MRR = 1/|Q| · Σ_i 1/rank_i</pre>
 *
 * <p>rank_i is the position of the first gold answer in the system's answers for question i, best
 * first, after {@link KbqaAnswers} has split, normalised and de-duplicated them (a repeat of an
 * earlier answer takes no rank). 1/rank_i is 0 when no given answer is gold or no answer is given;
 * a question without a gold answer scores 1 exactly when the system gives no answer.
 */
public final class KbqaMeanReciprocalRank implements Metric {

  @Override
  public String id() {
    return "kbqa-mrr";
  }

  @Override
  public String description() {
    return "knowledge-base QA, NLPCC 2016: mean reciprocal rank of the first gold answer among the distinct predicted answers (normalised as kbqa-f1)";
  }

  @Override
  public ItemKind kind() {
    return ItemKind.KB_QUESTION;
  }

  @Override
  public double score(Item item, Prediction prediction) {
    var k = (KbQuestionItem) item;
    int rank = KbqaAnswers.firstCorrectRank(k, Predictions.answers(k.id(), prediction));
    return rank == 0 ? 0 : 1.0 / rank;
  }
}
