package org.qakit.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qakit.io.AtomicFile;
import org.qakit.train.sweep.SweepGrid;
import org.qakit.train.sweep.SweepResult;

/**
 * What {@code qakit sweep} shows a person: the table of cells (mean ± sd of the dev metric over
 * seeds and folds, the best marked) and a self-contained HTML page with that table and one
 * sensitivity plot per hyper-parameter (SQAD's Fig. 6): the metric of every run at each value of
 * the parameter, over all values of the other axes, as grey dots, with the mean joined by a line
 * and a ±1 sd whisker. The plots are inline SVG ({@link Svg}); each is also written as {@code
 * plots/<key>.svg}.
 */
public final class SweepReport {
  private static final double WIDTH = 420;
  private static final double HEIGHT = 260;
  private static final double LEFT = 56;
  private static final double RIGHT = 16;
  private static final double TOP = 16;
  private static final double BOTTOM = 44;

  private SweepReport() {}

  /** The table of cells, one row each in grid order, the best marked with {@code *}. */
  public static String table(SweepResult r) {
    var header = new ArrayList<>(r.grid().axes().keySet());
    header.addAll(List.of("runs", r.metric() + " mean", "sd", "best"));
    var t = new TextTable(header);
    SweepResult.Cell best = r.best();
    for (SweepResult.Cell c : r.cells()) {
      var row = new ArrayList<>(c.values().values());
      row.add(Integer.toString(c.summary().n()));
      row.add(fmt(c.summary().mean()));
      row.add(Double.isNaN(c.summary().sd()) ? "-" : fmt(c.summary().sd()));
      row.add(c.equals(best) ? "*" : "");
      t.row(row);
    }
    return t.render();
  }

  /** Writes {@code report.html} and {@code plots/<key>.svg} into {@code dir}; returns the page's path. */
  public static Path write(SweepResult r, String title, Path dir) throws IOException {
    Files.createDirectories(dir.resolve("plots"));
    var plots = new ArrayList<String>();
    for (var axis : r.sensitivity().entrySet()) {
      String svg = sensitivity(axis.getKey(), axis.getValue(), r.metric());
      plots.add(svg);
      AtomicFile.write(dir.resolve("plots").resolve(axis.getKey() + ".svg"), out -> out.write(svg));
    }
    String html = html(r, title, plots);
    Path page = dir.resolve("report.html");
    AtomicFile.write(page, out -> out.write(html));
    return page;
  }

  private static String html(SweepResult r, String title, List<String> plots) {
    var out = new StringBuilder();
    out.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        .append("<title>qakit sweep: ").append(HtmlReport.esc(title)).append("</title><style>").append(HtmlReport.CSS)
        .append("</style></head><body>\n<h1>qakit sweep</h1>\n");
    out.append("<p class=\"meta\">").append(HtmlReport.esc(title)).append("</p>\n");
    out.append("<p class=\"meta\">").append(r.runs().size()).append(" runs: ").append(r.cells().size()).append(" cells × ")
        .append(r.seeds().size()).append(" seeds ").append(HtmlReport.esc(r.seeds().toString()))
        .append(r.folds() == 0 ? "; dev " + r.metric() + " of the kept epoch" : " × " + r.folds() + " folds; " + r.metric()
            + " of the held-out fold after the last epoch").append("</p>\n");
    SweepResult.Cell best = r.best();
    out.append("<p>Best: <strong>").append(HtmlReport.esc(SweepGrid.label(best.values()))).append("</strong>, ")
        .append(r.metric()).append(' ').append(fmt(best.summary().mean()))
        .append(Double.isNaN(best.summary().sd()) ? "" : " ± " + fmt(best.summary().sd()))
        .append("; its best run's folder: <code>").append(HtmlReport.esc(r.bestRun().folder().toString())).append("</code></p>\n");
    out.append("<h2>Cells</h2>\n<table><tr>");
    r.grid().axes().keySet().forEach(k -> out.append("<th>").append(HtmlReport.esc(k)).append("</th>"));
    out.append("<th class=\"num\">runs</th><th class=\"num\">mean</th><th class=\"num\">sd</th><th class=\"num\">scores</th></tr>\n");
    for (SweepResult.Cell c : r.cells()) {
      out.append(c.equals(best) ? "<tr style=\"font-weight:600\">" : "<tr>");
      c.values().values().forEach(v -> out.append("<td>").append(HtmlReport.esc(v)).append("</td>"));
      out.append("<td class=\"num\">").append(c.summary().n()).append("</td><td class=\"num\">").append(fmt(c.summary().mean()))
          .append("</td><td class=\"num\">").append(Double.isNaN(c.summary().sd()) ? "-" : fmt(c.summary().sd()))
          .append("</td><td class=\"num\">").append(HtmlReport.esc(String.join(" ", c.scores().stream().map(SweepReport::fmt).toList())))
          .append("</td></tr>\n");
    }
    out.append("</table>\n<h2>Sensitivity</h2>\n<p class=\"note\">Each dot is a run; the line joins the means at each value, the"
        + " whiskers span ±1 sd, over the seeds").append(r.folds() == 0 ? "" : ", folds").append(" and the other axes' values.</p>\n");
    plots.forEach(p -> out.append("<figure>").append(p).append("</figure>\n"));
    out.append("<footer>Written by qakit sweep (docs/training.md).</footer>\n</body></html>\n");
    return out.toString();
  }

  /** One hyper-parameter's plot: its values on x (in grid order), the metric on y. */
  static String sensitivity(String key, List<SweepResult.Point> points, String metric) {
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    for (var p : points) {
      for (double s : p.scores()) {
        lo = Math.min(lo, s);
        hi = Math.max(hi, s);
      }
    }
    if (!(lo <= hi)) {
      lo = 0;
      hi = 1;
    }
    double pad = Math.max(0.01, (hi - lo) * 0.1);
    double yMin = Math.max(0, Math.floor((lo - pad) * 100) / 100);
    double yMax = Math.ceil((hi + pad) * 100) / 100;
    var svg = new Svg(WIDTH, HEIGHT, metric + " by " + key);
    double plotW = WIDTH - LEFT - RIGHT;
    double plotH = HEIGHT - TOP - BOTTOM;
    final double min = yMin;
    final double span = yMax - yMin;
    java.util.function.DoubleUnaryOperator y = v -> TOP + plotH * (1 - (v - min) / span);
    for (int i = 0; i <= 4; i++) {
      double v = yMin + span * i / 4;
      svg.line(LEFT, y.applyAsDouble(v), LEFT + plotW, y.applyAsDouble(v), Charts.GRID, 1);
      svg.text(LEFT - 6, y.applyAsDouble(v) + 4, fmt3(v), "end", 11, Charts.MUTED, null);
    }
    double step = plotW / points.size();
    double prevX = Double.NaN;
    double prevY = Double.NaN;
    for (int i = 0; i < points.size(); i++) {
      var p = points.get(i);
      double x = LEFT + step * (i + 0.5);
      svg.text(x, TOP + plotH + 16, p.value(), "middle", 12, Charts.TEXT, null);
      List<Double> scores = p.scores();
      for (int j = 0; j < scores.size(); j++) {
        double dx = scores.size() == 1 ? 0 : (j - (scores.size() - 1) / 2.0) * Math.min(6, step * 0.5 / scores.size());
        svg.rect(x + dx - 2, y.applyAsDouble(scores.get(j)) - 2, 4, 4, "#9aa3ad", key + "=" + p.value() + ": " + fmt(scores.get(j)));
      }
      double mean = p.summary().mean();
      if (Double.isNaN(mean)) {
        continue;
      }
      double sd = p.summary().sd();
      if (!Double.isNaN(sd)) {
        double top = Math.min(yMax, mean + sd);
        double bottom = Math.max(yMin, mean - sd);
        svg.line(x, y.applyAsDouble(top), x, y.applyAsDouble(bottom), Charts.INTERVAL, 1.5);
        svg.line(x - 5, y.applyAsDouble(top), x + 5, y.applyAsDouble(top), Charts.INTERVAL, 1.5);
        svg.line(x - 5, y.applyAsDouble(bottom), x + 5, y.applyAsDouble(bottom), Charts.INTERVAL, 1.5);
      }
      if (!Double.isNaN(prevX)) {
        svg.line(prevX, prevY, x, y.applyAsDouble(mean), Charts.REFERENCE, 2);
      }
      svg.rect(x - 4, y.applyAsDouble(mean) - 4, 8, 8, Charts.REFERENCE, key + "=" + p.value() + ": mean " + fmt(mean)
          + (Double.isNaN(sd) ? "" : " ± " + fmt(sd)) + " over " + scores.size() + " runs");
      prevX = x;
      prevY = y.applyAsDouble(mean);
    }
    svg.line(LEFT, TOP + plotH, LEFT + plotW, TOP + plotH, Charts.TEXT, 1);
    svg.text(LEFT + plotW / 2, HEIGHT - 6, key, "middle", 12, Charts.TEXT, null);
    svg.text(4, TOP - 4, metric, "start", 11, Charts.MUTED, null);
    return svg.render();
  }

  private static String fmt(double v) {
    return String.format(Locale.ROOT, "%.4f", v);
  }

  private static String fmt3(double v) {
    return String.format(Locale.ROOT, "%.3f", v);
  }
}
