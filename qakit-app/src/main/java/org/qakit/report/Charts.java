package org.qakit.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The report's charts as SVG: scores as horizontal bars with confidence-interval whiskers, and a
 * histogram of counts. Scores are drawn on a fixed 0–1 axis (every metric here is a mean of
 * per-item values in [0, 1]); a value above 1 widens the axis to the next whole number.
 */
public final class Charts {
  static final String BAR = "#9dbbdc";
  static final String INTERVAL = "#1d3557";
  static final String GRID = "#d9dde3";
  static final String TEXT = "#222831";
  static final String MUTED = "#5c6570";
  static final String REFERENCE = "#b5523b";
  private static final double REFERENCE_ROW = 18;
  private static final double FONT = 12;
  private static final double PLOT_WIDTH = 480;
  private static final double ROW = 24;
  private static final double TOP = 26;
  private static final double MAX_LABEL_WIDTH = 240;

  private Charts() {}

  /**
   * One bar: a score with its interval.
   *
   * @param label what the bar is (a metric, a type value)
   * @param n the number of items behind it
   * @param value the score
   * @param low the interval's lower end
   * @param high the interval's upper end
   */
  public record Bar(String label, int n, double value, double low, double high) {}

  /**
   * A reference value drawn across the bars as a dashed vertical line, labelled under the plot: a
   * published figure, not a measured one.
   *
   * @param label what the value is ({@code CNN-Cnt, published, test})
   * @param value the value on the bars' scale
   */
  public record Reference(String label, double value) {}

  /** Horizontal bars, one per row, with the 95% interval drawn as a whisker over each bar. */
  public static String intervalBars(List<Bar> bars, String ariaLabel) {
    return intervalBars(bars, List.of(), ariaLabel);
  }

  /**
   * {@link #intervalBars(List, String)} with reference lines: each a dashed line across the bars
   * with its label and value in a row of its own under them.
   */
  public static String intervalBars(List<Bar> bars, List<Reference> references, String ariaLabel) {
    double max = 1;
    for (Bar b : bars) {
      max = Math.max(max, Math.ceil(Math.max(b.value(), b.high())));
    }
    for (Reference r : references) {
      max = Math.max(max, Math.ceil(r.value()));
    }
    double labelWidth = Math.min(MAX_LABEL_WIDTH, Math.max(80, bars.stream().mapToDouble(b -> textWidth(b.label())).max().orElse(0) + 16));
    double nWidth = 72;
    double x0 = labelWidth + nWidth;
    double barsBottom = TOP + ROW * bars.size();
    double height = barsBottom + 8 + REFERENCE_ROW * references.size();
    var svg = new Svg(x0 + PLOT_WIDTH + 190, height, ariaLabel);
    for (int t = 0; t <= 5; t++) {
      double v = max * t / 5;
      double x = x0 + PLOT_WIDTH * t / 5;
      svg.line(x, TOP - 4, x, height - 6, GRID, 1);
      svg.text(x, TOP - 9, format(v, 1), "middle", 11, MUTED, null);
    }
    for (int i = 0; i < bars.size(); i++) {
      Bar b = bars.get(i);
      double y = TOP + ROW * i;
      double mid = y + ROW / 2;
      String tip = b.label() + ": " + four(b.value()) + ", 95% CI [" + four(b.low()) + ", " + four(b.high()) + "], n = " + b.n();
      svg.text(labelWidth - 8, mid + 4, fit(b.label(), labelWidth - 12), "end", FONT, TEXT, b.label());
      svg.text(x0 - 10, mid + 4, "n=" + b.n(), "end", 11, MUTED, null);
      svg.rect(x0, mid - 7, PLOT_WIDTH * b.value() / max, 14, BAR, tip);
      double lo = x0 + PLOT_WIDTH * clamp(b.low(), max) / max;
      double hi = x0 + PLOT_WIDTH * clamp(b.high(), max) / max;
      svg.line(lo, mid, hi, mid, INTERVAL, 1.6);
      svg.line(lo, mid - 5, lo, mid + 5, INTERVAL, 1.6);
      svg.line(hi, mid - 5, hi, mid + 5, INTERVAL, 1.6);
      svg.text(x0 + PLOT_WIDTH + 10, mid + 4, four(b.value()) + "  [" + four(b.low()) + ", " + four(b.high()) + "]", "start", FONT, TEXT, null);
    }
    // highest value first: each label runs right from its line, past the shorter lines of the rows under it
    var sorted = references.stream().sorted(java.util.Comparator.comparingDouble(Reference::value).reversed()).toList();
    for (int i = 0; i < sorted.size(); i++) {
      Reference r = sorted.get(i);
      double x = x0 + PLOT_WIDTH * clamp(r.value(), max) / max;
      double y = barsBottom + 8 + REFERENCE_ROW * (i + 1) - 5;
      String text = r.label() + ": " + four(r.value());
      svg.line(x, TOP - 4, x, y - 10, REFERENCE, 1.4, "5 3");
      boolean left = x + 4 + textWidth(text) * 11 / FONT > x0 + PLOT_WIDTH + 190;
      svg.text(left ? x - 4 : x + 4, y, text, left ? "end" : "start", 11, REFERENCE, null);
    }
    return svg.render();
  }

  /**
   * One paired difference: a system's score minus another's, with the interval of the difference.
   *
   * @param label the system
   * @param delta the difference
   * @param low the interval's lower end
   * @param high the interval's upper end
   * @param note shown after the interval ({@code p 0.0006})
   */
  public record Difference(String label, double delta, double low, double high, String note) {}

  /**
   * Differences as points with interval whiskers and a zero line (a forest plot), on an axis from
   * the lowest to the highest interval end (zero and at least ±0.1 included), ticks every 0.1 (0.2
   * on an axis wider than 1).
   */
  public static String differences(List<Difference> rows, String ariaLabel) {
    double lo = -0.1;
    double hi = 0.1;
    for (Difference d : rows) {
      lo = Math.min(lo, Math.floor(d.low() * 10 + 1e-9) / 10);
      hi = Math.max(hi, Math.ceil(d.high() * 10 - 1e-9) / 10);
    }
    double step = hi - lo > 1 + 1e-9 ? 0.2 : 0.1;
    double labelWidth = Math.min(MAX_LABEL_WIDTH, Math.max(80, rows.stream().mapToDouble(d -> textWidth(d.label())).max().orElse(0) + 16));
    double x0 = labelWidth + 8;
    double height = TOP + ROW * rows.size() + 8;
    var texts = rows.stream().map(d -> signed(d.delta()) + "  [" + signed(d.low()) + ", " + signed(d.high()) + "]  " + d.note()).toList();
    double textWidth = texts.stream().mapToDouble(Charts::textWidth).max().orElse(0);
    var svg = new Svg(x0 + PLOT_WIDTH + 20 + textWidth, height, ariaLabel);
    final double low = lo;
    final double span = hi - lo;
    java.util.function.DoubleUnaryOperator x = v -> x0 + PLOT_WIDTH * (Math.max(low, Math.min(low + span, v)) - low) / span;
    for (int t = 0; t <= Math.round(span / step); t++) {
      double v = lo + t * step;
      boolean zero = Math.abs(v) < 1e-9;
      svg.line(x.applyAsDouble(v), TOP - 4, x.applyAsDouble(v), height - 6, zero ? MUTED : GRID, zero ? 1.4 : 1);
      svg.text(x.applyAsDouble(v), TOP - 9, zero ? "0" : (v > 0 ? "+" : "−") + format(Math.abs(v), 1), "middle", 11, MUTED, null);
    }
    for (int i = 0; i < rows.size(); i++) {
      Difference d = rows.get(i);
      double mid = TOP + ROW * i + ROW / 2;
      double a = x.applyAsDouble(d.low());
      double b = x.applyAsDouble(d.high());
      svg.text(labelWidth - 8, mid + 4, fit(d.label(), labelWidth - 12), "end", FONT, TEXT, d.label());
      svg.line(a, mid, b, mid, INTERVAL, 1.6).line(a, mid - 5, a, mid + 5, INTERVAL, 1.6).line(b, mid - 5, b, mid + 5, INTERVAL, 1.6);
      double c = x.applyAsDouble(d.delta());
      svg.rect(c - 4, mid - 4, 8, 8, INTERVAL, d.label() + ": " + texts.get(i));
      svg.text(x0 + PLOT_WIDTH + 10, mid + 4, texts.get(i), "start", FONT, TEXT, null);
    }
    return svg.render();
  }

  private static String signed(double v) {
    return String.format(Locale.ROOT, "%+.4f", v).replace('-', '−');
  }

  /** Vertical bars of counts per category, each labelled with its count and share. */
  public static String histogram(Map<String, Integer> counts, String xTitle, String ariaLabel) {
    int total = counts.values().stream().mapToInt(Integer::intValue).sum();
    int max = Math.max(1, counts.values().stream().mapToInt(Integer::intValue).max().orElse(1));
    double left = 20;
    double slot = 56;
    double top = 34;
    double plot = 180;
    double width = left * 2 + slot * counts.size();
    var svg = new Svg(width, top + plot + 48, ariaLabel);
    svg.line(left, top + plot, width - left, top + plot, MUTED, 1);
    int i = 0;
    for (var e : counts.entrySet()) {
      double x = left + slot * i++;
      double h = plot * e.getValue() / max;
      String share = total == 0 ? "0%" : String.format(Locale.ROOT, "%.1f%%", 100.0 * e.getValue() / total);
      svg.rect(x + 10, top + plot - h, slot - 20, h, BAR, e.getKey() + ": " + e.getValue() + " items (" + share + ")");
      svg.text(x + slot / 2, top + plot - h - 18, String.valueOf(e.getValue()), "middle", FONT, TEXT, null);
      svg.text(x + slot / 2, top + plot - h - 5, share, "middle", 10, MUTED, null);
      svg.text(x + slot / 2, top + plot + 16, e.getKey(), "middle", FONT, TEXT, null);
    }
    svg.text(width / 2, top + plot + 38, xTitle, "middle", 11, MUTED, null);
    return svg.render();
  }

  static String four(double v) {
    return String.format(Locale.ROOT, "%.4f", v);
  }

  private static String format(double v, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f", v);
  }

  private static double clamp(double v, double max) {
    return Math.max(0, Math.min(max, v));
  }

  /** Approximate rendered width in pixels at the chart font: CJK characters count double. */
  static double textWidth(String s) {
    return TextTable.displayWidth(s) * FONT * 0.62;
  }

  /** {@code s} cut with an ellipsis so that it fits {@code width} pixels. */
  static String fit(String s, double width) {
    if (textWidth(s) <= width) {
      return s;
    }
    var out = new StringBuilder();
    for (int cp : s.codePoints().toArray()) {
      String next = out + new String(Character.toChars(cp));
      if (textWidth(next + "…") > width) {
        break;
      }
      out.appendCodePoint(cp);
    }
    return out + "…";
  }
}
