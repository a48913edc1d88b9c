package org.qakit.solve.entail;

import java.util.List;

/**
 * How well each premise sentence supports a hypothesis (a statement made of a question stem and
 * one option): higher is better, comparable within one scorer only. Implementations are
 * thread-safe.
 */
public interface SupportScorer {

  /** What scores, for evidence and reports, e.g. {@code cosine(bge-small-zh-v15-q)}. */
  String describe();

  /** One support score per premise, in input order. */
  double[] support(String hypothesis, List<String> premises);

  /** The score of an option for which no premise was retrieved: below any support this scorer gives. */
  double floor();
}
