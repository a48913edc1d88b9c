package org.qakit.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qakit.eval.Evaluation;

/**
 * An {@link Evaluation} as aligned text tables for people: one line on what was scored, the table
 * {@code metric  n  score  95% CI}, one table per breakdown field, and the rank-of-first-correct
 * histogram for answer-selection items.
 */
public final class EvaluationText {
  private EvaluationText() {}

  public static String render(ReportHeader h, Evaluation e) {
    var out = new StringBuilder();
    out.append(h.format()).append(h.view() == null ? "" : " (" + h.view() + ")").append(": ").append(e.items())
        .append(" items from ").append(String.join(", ", h.inputs().stream().map(EvaluationText::name).toList()))
        .append("; predictions: ").append(name(h.predictions())).append(" (").append(h.predictionsFormat()).append(")\n\n");
    var scores = new TextTable(List.of("metric", "n", "score", "95% CI"));
    for (var s : e.scores()) {
      scores.row(row(List.of(s.metric()), s.score()));
    }
    out.append(scores.render());
    List<String> fields = e.breakdowns().stream().map(Evaluation.Breakdown::field).distinct().toList();
    for (String field : fields) {
      var table = new TextTable(List.of(field, "metric", "n", "score", "95% CI"));
      for (var b : e.breakdowns()) {
        if (b.field().equals(field)) {
          b.cells().forEach(c -> table.row(row(List.of(c.value(), b.metric()), c.score())));
        }
      }
      out.append("\nby ").append(field).append('\n').append(table.render());
    }
    if (!e.firstCorrectRank().isEmpty()) {
      var header = new ArrayList<>(List.of("rank of first correct"));
      var counts = new ArrayList<>(List.of("items"));
      int total = e.firstCorrectRank().values().stream().mapToInt(Integer::intValue).sum();
      var shares = new ArrayList<>(List.of("share"));
      e.firstCorrectRank().forEach((rank, n) -> {
        header.add(rank);
        counts.add(String.valueOf(n));
        shares.add(String.format(Locale.ROOT, "%.1f%%", total == 0 ? 0 : 100.0 * n / total));
      });
      out.append('\n').append(new TextTable(header).row(counts).row(shares).render());
    }
    out.append("\n95% CI: percentile bootstrap over items, ").append(e.bootstrapSamples()).append(" resamples, seed ").append(e.seed()).append(".\n");
    return out.toString();
  }

  private static List<String> row(List<String> first, Evaluation.Score s) {
    var cells = new ArrayList<>(first);
    cells.add(String.valueOf(s.n()));
    cells.add(Charts.four(s.mean()));
    cells.add("[" + Charts.four(s.interval().low()) + ", " + Charts.four(s.interval().high()) + "]");
    return cells;
  }

  private static String name(String path) {
    return path == null ? "" : Path.of(path).getFileName().toString();
  }
}
