package org.qakit.eval.trec;

import java.util.Arrays;
import java.util.List;

/**
 * A measure taken at rank cutoffs k ({@code P_k}, {@code recall_k}, {@code success_k},
 * {@code ndcg_cut_k}): one value per cutoff, named {@code id_k}, averaged over queries. The cutoffs
 * are read by {@link TrecCutoffs}.
 */
abstract class TrecCutoffMeasure implements TrecMeasure {
  /** trec_eval's default cutoffs for {@code P}, {@code recall} and {@code ndcg_cut}. */
  static final long[] DEFAULT_CUTOFFS = {5, 10, 15, 20, 30, 100, 200, 500, 1000};

  protected final long[] cutoffs;

  TrecCutoffMeasure(String id, long[] cutoffs) {
    this.cutoffs = TrecCutoffs.check(id, cutoffs);
  }

  /** The same measure at other cutoffs. */
  abstract TrecMeasure withCutoffs(long[] cutoffs);

  /** {@code id.5,10}: comma-separated cutoffs. */
  @Override
  public TrecMeasure withParameters(String parameters) {
    return withCutoffs(TrecCutoffs.parse(id(), parameters));
  }

  /** The cutoffs, increasing. */
  public long[] cutoffs() {
    return cutoffs.clone();
  }

  @Override
  public List<String> names() {
    return Arrays.stream(cutoffs).mapToObj(k -> id() + "_" + k).toList();
  }

  @Override
  public Summary summary() {
    return Summary.MEAN;
  }
}
