package org.qakit.eval.metric;

import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.model.KbQuestionItem;
import org.qakit.solve.Prediction;

/**
 * Accuracy@N of the NLPCC-ICCPOL 2016 KBQA task (Duan 2016, Sect. 3; id {@code kbqa-acc@N}):
 *
 * <pre>Accuracy@N = 1/|Q| · Σ_i δ(C_i^N, A_i)</pre>
 *
 * <p>δ is 1 when at least one of the top N answers C_i^N the system gives for question i is in the
 * gold set A_i, else 0. Answers are compared as {@link KbqaAnswers} makes them (split at {@code
 * " | "}, NFKC, lower-cased, white space removed); a repeated answer is counted once, so it does
 * not push the next answer out of the top N. No answer scores 0; a question without a gold answer
 * scores 1 exactly when the system gives no answer.
 */
public final class KbqaAccuracyAtN implements Metric {
  private final int n;

  /** @param n the number of top answers looked at, at least 1 */
  public KbqaAccuracyAtN(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("accuracy at N needs N >= 1, found " + n);
    }
    this.n = n;
  }

  public int n() {
    return n;
  }

  @Override
  public String id() {
    return "kbqa-acc@" + n;
  }

  @Override
  public String description() {
    return "knowledge-base QA, NLPCC 2016 Accuracy@" + n + ": 1 when a gold answer is among the top " + n
        + " distinct predicted answers (normalised as kbqa-f1), else 0";
  }

  @Override
  public ItemKind kind() {
    return ItemKind.KB_QUESTION;
  }

  @Override
  public double score(Item item, Prediction prediction) {
    var k = (KbQuestionItem) item;
    int rank = KbqaAnswers.firstCorrectRank(k, Predictions.answers(k.id(), prediction));
    return rank >= 1 && rank <= n ? 1 : 0;
  }
}
