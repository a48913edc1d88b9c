package org.qakit.report;

import java.util.ArrayList;
import java.util.List;

/** A plain-text table with a header row, columns padded to their widest cell (CJK counted double). */
public final class TextTable {
  private final List<String> header;
  private final List<List<String>> rows = new ArrayList<>();

  public TextTable(List<String> header) {
    this.header = List.copyOf(header);
  }

  public TextTable row(List<String> cells) {
    if (cells.size() != header.size()) {
      throw new IllegalArgumentException("expected " + header.size() + " cells, found " + cells.size());
    }
    rows.add(List.copyOf(cells));
    return this;
  }

  public String render() {
    int[] width = new int[header.size()];
    for (List<String> r : all()) {
      for (int i = 0; i < r.size(); i++) {
        width[i] = Math.max(width[i], displayWidth(r.get(i)));
      }
    }
    var out = new StringBuilder();
    for (List<String> r : all()) {
      for (int i = 0; i < r.size(); i++) {
        String cell = r.get(i);
        out.append(cell);
        if (i < r.size() - 1) {
          out.append(" ".repeat(width[i] - displayWidth(cell) + 2));
        }
      }
      out.append('\n');
    }
    return out.toString();
  }

  private List<List<String>> all() {
    var all = new ArrayList<List<String>>();
    all.add(header);
    all.addAll(rows);
    return all;
  }

  static int displayWidth(String s) {
    return s.codePoints().map(cp -> Character.isIdeographic(cp) || cp >= 0xFF00 && cp <= 0xFFEF ? 2 : 1).sum();
  }
}
