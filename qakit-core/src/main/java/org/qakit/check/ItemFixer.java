package org.qakit.check;

import org.qakit.model.Item;

/** A check that can repair an item it finds fault with; {@code qakit check --fix} applies it to a copy. */
public interface ItemFixer {
  /**
   * The item repaired, or {@code item} itself when there is nothing to repair; every change is
   * recorded in {@code log}. Must not throw for an item the check finds nothing wrong with.
   */
  Item fix(Item item, ChangeLog log);
}
