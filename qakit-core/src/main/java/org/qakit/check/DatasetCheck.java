package org.qakit.check;

import org.qakit.dataset.Dataset;

/**
 * A rule about the dataset as a whole (a rate over all items, duplicates between items) or about
 * what its reader reported (records skipped, values normalised).
 */
public non-sealed interface DatasetCheck extends Check {
  void check(Dataset dataset, Findings out);

  @Override
  default String scope() {
    return "dataset";
  }
}
