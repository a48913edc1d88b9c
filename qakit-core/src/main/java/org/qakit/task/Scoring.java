package org.qakit.task;

/** Which scorer a task's metrics belong to. */
public enum Scoring {
  /** {@code qakit eval}'s metrics ({@code org.qakit.eval.metric.Metrics} ids) over predictions of the items. */
  ITEMS,
  /** {@code qakit distractors --evaluate}'s ranking measures over a candidate vocabulary (P@1, P@3, R@10, MAP, NDCG@10, MRR). */
  DISTRACTORS
}
