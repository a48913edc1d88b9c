package org.qakit.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.eval.significance.PairedComparison;
import org.qakit.task.Anchor;

/**
 * Leaderboards as LaTeX {@code table} environments with booktabs rules, scaled to the line width
 * (the booktabs and graphicx packages):
 * per board the ranked systems with every metric and its 95% interval, Δ and p against the best
 * system (and the baseline), then the published anchors under a rule of their own, marked with a
 * dagger as not measured here. Every text is escaped ({@link #escape}), so a solver id such as
 * {@code word_overlap} or a path with {@code %} compiles.
 */
public final class LeaderboardLatex {
  private LeaderboardLatex() {}

  public static String render(List<Leaderboard> boards) {
    var out = new StringBuilder("% qakit report: needs \\usepackage{booktabs} and \\usepackage{graphicx} in the preamble\n");
    boards.forEach(b -> board(out, b));
    return out.toString();
  }

  private static void board(StringBuilder out, Leaderboard b) {
    var header = new ArrayList<>(List.of("", "System"));
    b.metrics().forEach(m -> {
      header.add(escape(m));
      header.add("95\\% CI");
    });
    header.addAll(List.of("$\\Delta$ vs best", "$p$"));
    if (b.baseline() != null) {
      header.addAll(List.of("$\\Delta$ vs " + escape(b.baseline()), "$p$"));
    }
    int columns = header.size();
    out.append("\n\\begin{table}[ht]\n\\centering\n\\resizebox{\\linewidth}{!}{%\n\\begin{tabular}{rl").append("r".repeat(columns - 2)).append("}\n\\toprule\n");
    row(out, header);
    out.append("\\midrule\n");
    for (Leaderboard.Entry e : b.entries()) {
      var cells = new ArrayList<>(List.of(String.valueOf(e.rank()), escape(e.system().label())));
      e.scores().values().forEach(s -> {
        cells.add(Figures.four(s.mean()));
        cells.add(Figures.interval(s));
      });
      comparison(cells, e.versusBest());
      if (b.baseline() != null) {
        comparison(cells, e.versusBaseline());
      }
      row(out, cells);
    }
    anchors(out, b, columns);
    out.append("\\bottomrule\n\\end{tabular}}\n");
    out.append("\\caption{").append(escape(b.title())).append(": ").append(b.items()).append(" items (").append(escape(b.protocol()))
        .append("), ranked by ").append(escape(b.headline())).append(". ").append(escape(b.methodNote()));
    if (!b.anchors().isEmpty()) {
      out.append(" $^\\dagger$Published: ").append(escape(sources(b.anchors()))).append("; not measured here.");
    }
    out.append("}\n\\label{tab:qakit-").append(label(b.title())).append("}\n\\end{table}\n");
  }

  /** One row per published system and split, its figures under the metrics they report. */
  private static void anchors(StringBuilder out, Leaderboard b, int columns) {
    if (b.anchors().isEmpty()) {
      return;
    }
    out.append("\\midrule\n\\multicolumn{").append(columns).append("}{l}{\\emph{Published, not measured here}} \\\\\n");
    Map<String, List<Anchor>> bySystem = new LinkedHashMap<>();
    b.anchors().forEach(a -> bySystem.computeIfAbsent(a.system() + "\u0000" + a.split(), k -> new ArrayList<>()).add(a));
    for (List<Anchor> group : bySystem.values()) {
      Anchor first = group.get(0);
      var cells = new ArrayList<>(List.of("", escape(first.system()) + "$^\\dagger$ (" + escape(first.split()) + ")"));
      for (String m : b.metrics()) {
        cells.add(group.stream().filter(a -> a.metric().equalsIgnoreCase(m)).findFirst().map(a -> Figures.four(a.value())).orElse("--"));
        cells.add("");
      }
      while (cells.size() < columns) {
        cells.add("");
      }
      row(out, cells);
    }
  }

  private static String sources(List<Anchor> anchors) {
    return String.join("; ", anchors.stream().map(a -> a.source() + ", " + a.where()).distinct().toList());
  }

  private static void comparison(List<String> cells, PairedComparison c) {
    if (c == null) {
      cells.addAll(List.of("", ""));
    } else {
      cells.add(Figures.signed(c.delta()).replace("-", "$-$"));
      cells.add(Figures.p(c.bootstrap().p()) + " / " + Figures.p(c.randomization().p()));
    }
  }

  private static void row(StringBuilder out, List<String> cells) {
    out.append(String.join(" & ", cells)).append(" \\\\\n");
  }

  private static String label(String title) {
    return title.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
  }

  /** Text safe in LaTeX's text mode: the ten special characters escaped, Δ written as math. */
  public static String escape(String s) {
    var out = new StringBuilder(s.length());
    s.codePoints().forEach(cp -> {
      switch (cp) {
        case '\\' -> out.append("\\textbackslash{}");
        case '&', '%', '$', '#', '_', '{', '}' -> out.append('\\').appendCodePoint(cp);
        case '~' -> out.append("\\textasciitilde{}");
        case '^' -> out.append("\\textasciicircum{}");
        case 'Δ' -> out.append("$\\Delta$");
        case '−' -> out.append("$-$");
        default -> out.appendCodePoint(cp);
      }
    });
    return out.toString();
  }
}
