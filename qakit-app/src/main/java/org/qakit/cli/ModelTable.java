package org.qakit.cli;

import java.util.List;
import org.qakit.encode.ModelFiles;
import org.qakit.encode.ModelSpec;
import org.qakit.encode.Models;
import org.qakit.report.TextTable;

/** The table {@code qakit list models} prints: every registered encoder with its settings and its jar. */
final class ModelTable {
  private ModelTable() {}

  static String render() {
    var table = new TextTable(List.of("model", "lang", "dim", "pooling", "max tokens", "licence", "jar", "description"));
    for (ModelSpec m : Models.registry().all()) {
      table.row(List.of(m.id(), m.language().code(), Integer.toString(m.dimension()), m.pooling().id(),
          Integer.toString(m.maxLength()), m.licence(), ModelFiles.jarVersion(m).orElse("missing"), m.description()));
    }
    return table.render();
  }
}
