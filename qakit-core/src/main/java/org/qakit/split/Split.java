package org.qakit.split;

import java.util.List;
import org.qakit.model.Item;

/**
 * The result of splitting: the partition (with its counts) and the item lists to write, each
 * under a relative path without extension ({@code train}, or {@code fold-2/test} for k-fold).
 *
 * @param partition the parts (the test folds for k-fold)
 * @param outputs what to write, in order
 * @param kFold whether the parts are test folds
 */
public record Split(Partition partition, List<Output> outputs, boolean kFold) {
  public Split {
    outputs = List.copyOf(outputs);
  }

  /**
   * One list of items to write.
   *
   * @param path a relative path without extension, '/'-separated
   * @param items the items in dataset order
   */
  public record Output(String path, List<Item> items) {
    public Output {
      items = List.copyOf(items);
    }
  }
}
