package org.qakit.check;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.qakit.model.Item;
import org.qakit.model.ItemKind;

/** A rule between the dataset checked and another split of it ({@code --against}); run only when one is given. */
public non-sealed interface SplitCheck extends Check {
  /**
   * @param items the items checked
   * @param other the items of the other split; {@link Findings#where(Item)} locates them
   */
  void check(List<Item> items, List<Item> other, Findings out);

  @Override
  default Set<ItemKind> kinds() {
    return EnumSet.allOf(ItemKind.class);
  }

  @Override
  default String scope() {
    return "split";
  }
}
