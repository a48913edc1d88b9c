package org.qakit.check;

import java.util.EnumSet;
import java.util.Set;
import org.qakit.model.ItemKind;

/**
 * A rule about the raw bytes of each input file (every file under a folder input), which readers
 * normalise away: a byte-order mark, CRLF line ends. {@link RawFile} scans each file once.
 */
public non-sealed interface FileCheck extends Check {
  void check(RawFile file, Findings out);

  @Override
  default Set<ItemKind> kinds() {
    return EnumSet.allOf(ItemKind.class);
  }

  @Override
  default String scope() {
    return "file";
  }
}
