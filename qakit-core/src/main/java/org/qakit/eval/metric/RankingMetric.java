package org.qakit.eval.metric;

import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;
import org.qakit.solve.Prediction;

/**
 * An answer-selection metric whose per-item value depends only on the item's {@link
 * CandidateRanking}. The evaluator ranks each item once and calls {@link #score(CandidateRanking)}
 * of every such metric with it; {@link #score(Item, Prediction)} ranks the item by itself, for a
 * caller that scores one metric.
 */
public interface RankingMetric extends Metric {

  /** The value for one ranked item. */
  double score(CandidateRanking ranking);

  @Override
  default ItemKind kind() {
    return ItemKind.ANSWER_SELECTION;
  }

  @Override
  default double score(Item item, Prediction prediction) {
    return score(CandidateRanking.of((AnswerSelectionItem) item, prediction));
  }
}
