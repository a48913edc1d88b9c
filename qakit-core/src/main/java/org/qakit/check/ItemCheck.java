package org.qakit.check;

import org.qakit.model.Item;

/** A rule about one item at a time; the runner calls it on each item of one of its {@link #kinds()}. */
public non-sealed interface ItemCheck extends Check {
  void check(Item item, Findings out);

  @Override
  default String scope() {
    return "item";
  }
}
