package org.qakit.report;

import com.fasterxml.jackson.dataformat.csv.CsvGenerator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.qakit.eval.Evaluation;
import org.qakit.eval.significance.PairedComparison;
import org.qakit.task.Anchor;

/**
 * Leaderboards as RFC 4180 CSV (written by Jackson's CSV generator: CRLF line ends, a field
 * quoted only when it holds a comma, a quote or a line break, quotes doubled), one row per system
 * and metric, long format so that boards of different tasks share one header ({@link #HEADER}).
 * {@code origin} tells rows measured here from the task's published anchors; Δ and p fill the
 * headline metric's rows.
 */
public final class LeaderboardCsv {
  /** The columns. */
  public static final List<String> HEADER = List.of("task", "split", "origin", "rank", "system", "solver", "metric", "headline",
      "score", "ci_low", "ci_high", "items", "delta_vs_best", "p_bootstrap_vs_best", "p_randomization_vs_best", "baseline",
      "delta_vs_baseline", "p_bootstrap_vs_baseline", "p_randomization_vs_baseline", "predictions_sha256", "command", "source");

  private static final CsvMapper CSV = CsvMapper.builder().enable(CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING).build();

  private LeaderboardCsv() {}

  public static String render(List<Leaderboard> boards) {
    var rows = new ArrayList<List<String>>();
    rows.add(HEADER);
    for (Leaderboard b : boards) {
      String task = b.task() == null ? b.dataset() : b.task();
      String split = b.split() == null ? "" : b.split();
      for (Leaderboard.Entry e : b.entries()) {
        var r = e.system().run();
        e.scores().forEach((metric, s) -> {
          boolean headline = metric.equals(b.headline());
          var row = new ArrayList<>(List.of(task, split, "measured", String.valueOf(e.rank()), e.system().label(), r.solverId(), metric,
              String.valueOf(headline)));
          score(row, s);
          comparison(row, headline ? e.versusBest() : null);
          row.add(b.baseline() == null ? "" : b.baseline());
          comparison(row, headline ? e.versusBaseline() : null);
          row.addAll(List.of(r.predictionsSha256() == null ? "" : r.predictionsSha256(), r.command(), ""));
          rows.add(row);
        });
      }
      for (Anchor a : b.anchors()) {
        var row = new ArrayList<>(List.of(task, a.split(), "published", "", a.system(), "", a.metric(),
            String.valueOf(a.metric().equalsIgnoreCase(b.headline())), Figures.four(a.value())));
        while (row.size() < HEADER.size() - 1) {
          row.add("");
        }
        row.add(a.source() + ", " + a.where());
        rows.add(row);
      }
    }
    var out = new StringWriter();
    try (var writer = CSV.writer(CsvSchema.emptySchema().withLineSeparator("\r\n")).writeValues(out)) {
      writer.writeAll(rows);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  private static String pValue(double p) {
    return String.format(java.util.Locale.ROOT, "%.6f", p);
  }

  private static void score(List<String> row, Evaluation.Score s) {
    row.addAll(List.of(Figures.four(s.mean()), Figures.four(s.interval().low()), Figures.four(s.interval().high()), String.valueOf(s.n())));
  }

  private static void comparison(List<String> row, PairedComparison c) {
    if (c == null) {
      row.addAll(List.of("", "", ""));
    } else {
      row.addAll(List.of(Figures.signed(c.delta()), pValue(c.bootstrap().p()), pValue(c.randomization().p())));
    }
  }
}
