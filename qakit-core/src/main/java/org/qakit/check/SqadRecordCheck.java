package org.qakit.check;

import java.util.EnumSet;
import java.util.Set;
import org.qakit.format.sqad.SqadRecords;
import org.qakit.model.ItemKind;

/**
 * A SQAD v3 rule about one record folder as its vertical files give it (sentences, word forms,
 * tags, the question context), which no item view keeps; run only when the format is {@code sqad}.
 */
public non-sealed interface SqadRecordCheck extends Check {
  void check(SqadRecords.Record record, Findings out);

  @Override
  default Set<ItemKind> kinds() {
    return EnumSet.of(ItemKind.EXTRACTION, ItemKind.ANSWER_SELECTION);
  }

  @Override
  default String scope() {
    return "sqad-record";
  }
}
