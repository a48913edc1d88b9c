package org.qakit.check;

import java.util.EnumSet;
import java.util.Set;
import org.qakit.model.ItemKind;

/** A rule about each text field of every item and passage ({@link TextFields} lists them). */
public non-sealed interface TextCheck extends Check {
  void check(TextField field, Findings out);

  @Override
  default Set<ItemKind> kinds() {
    return EnumSet.allOf(ItemKind.class);
  }

  @Override
  default String scope() {
    return "text";
  }
}
