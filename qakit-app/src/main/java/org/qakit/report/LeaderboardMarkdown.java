package org.qakit.report;

import java.util.ArrayList;
import java.util.List;
import org.qakit.eval.significance.PairedComparison;
import org.qakit.task.Anchor;

/**
 * Leaderboards as GitHub-flavoured Markdown: per board a heading, the ranked table (every metric
 * with its 95% interval, Δ and p against the best system and the baseline), the published anchors
 * in a table of their own, and one line of provenance per system.
 */
public final class LeaderboardMarkdown {
  private LeaderboardMarkdown() {}

  public static String render(List<Leaderboard> boards) {
    var out = new StringBuilder();
    for (Leaderboard b : boards) {
      if (!out.isEmpty()) {
        out.append('\n');
      }
      board(out, b);
    }
    return out.toString();
  }

  private static void board(StringBuilder out, Leaderboard b) {
    out.append("## ").append(cell(b.title())).append("\n\n");
    out.append(b.items()).append(" items (").append(cell(b.protocol())).append("); ranked by ").append(b.headline()).append(".\n\n");
    var header = new ArrayList<>(List.of("rank", "system"));
    b.metrics().forEach(m -> header.add(m + " [95% CI]"));
    header.addAll(List.of("Δ " + b.headline() + " vs best", "p vs best"));
    if (b.baseline() != null) {
      header.addAll(List.of("Δ vs " + b.baseline(), "p vs " + b.baseline()));
    }
    row(out, header.stream().map(LeaderboardMarkdown::cell).toList());
    var rule = new ArrayList<String>();
    header.forEach(h -> rule.add(h.equals("system") ? "---" : "---:"));
    row(out, rule);
    for (Leaderboard.Entry e : b.entries()) {
      var cells = new ArrayList<>(List.of(String.valueOf(e.rank()), cell(e.system().label())));
      e.scores().values().forEach(s -> cells.add(Figures.four(s.mean()) + " " + Figures.interval(s)));
      comparison(cells, e.versusBest());
      if (b.baseline() != null) {
        comparison(cells, e.versusBaseline());
      }
      row(out, cells);
    }
    out.append('\n').append(cell(b.methodNote())).append("\n");
    if (!b.anchors().isEmpty()) {
      out.append("\nPublished anchors (reported in the literature, not measured here):\n\n");
      row(out, List.of("system", "metric", "split", "value", "source"));
      row(out, List.of("---", "---", "---", "---:", "---"));
      for (Anchor a : b.anchors()) {
        row(out, List.of(cell(a.system()), cell(a.metric()), cell(a.split()), Figures.four(a.value()), cell(a.source() + ", " + a.where())));
      }
    }
    out.append("\nSystems:\n\n");
    for (Leaderboard.Entry e : b.entries()) {
      var r = e.system().run();
      out.append("- **").append(cell(e.system().label())).append("**: solver `").append(r.solverId()).append("`, settings `")
          .append(RunText.settings(r)).append("`, training ").append(cell(RunText.training(r))).append("; predictions ")
          .append(cell(RunText.predictions(r))).append("; qakit ").append(r.qakit() == null ? "?" : r.qakit()).append("; `")
          .append(r.command().replace("`", "'")).append("`\n");
    }
  }

  private static void comparison(List<String> cells, PairedComparison c) {
    if (c == null) {
      cells.addAll(List.of("", ""));
    } else {
      cells.add(Figures.signed(c.delta()));
      cells.add(Figures.p(c.bootstrap().p()) + " / " + Figures.p(c.randomization().p()));
    }
  }

  private static void row(StringBuilder out, List<String> cells) {
    out.append("| ").append(String.join(" | ", cells)).append(" |\n");
  }

  /** Text safe in a table cell: pipes escaped, line breaks as spaces. */
  static String cell(String s) {
    return s.replace("\\", "\\\\").replace("|", "\\|").replace("\r", " ").replace("\n", " ");
  }
}
