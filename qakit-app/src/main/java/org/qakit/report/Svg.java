package org.qakit.report;

import java.util.Locale;

/**
 * A small writer of SVG 1.1 markup for charts: rectangles, lines and text with presentation
 * attributes, each optionally with a {@code <title>} tooltip. Text is XML-escaped and coordinates
 * are written with two decimals, so the output is well-formed XML that a browser renders without
 * any script or external resource.
 */
public final class Svg {
  private final double width;
  private final double height;
  private final String label;
  private final StringBuilder body = new StringBuilder();

  /**
   * @param width width in CSS pixels
   * @param height height in CSS pixels
   * @param label what the chart shows, for screen readers ({@code aria-label})
   */
  public Svg(double width, double height, String label) {
    if (!(width > 0 && height > 0)) {
      throw new IllegalArgumentException("an SVG needs a positive size, found " + width + "x" + height);
    }
    this.width = width;
    this.height = height;
    this.label = label;
  }

  /** A filled rectangle; {@code tooltip} (or null) is shown on hover. */
  public Svg rect(double x, double y, double w, double h, String fill, String tooltip) {
    body.append("<rect x=\"").append(num(x)).append("\" y=\"").append(num(y))
        .append("\" width=\"").append(num(Math.max(0, w))).append("\" height=\"").append(num(Math.max(0, h)))
        .append("\" fill=\"").append(escape(fill)).append('"');
    return closeWithTooltip("rect", tooltip);
  }

  /** A straight line. */
  public Svg line(double x1, double y1, double x2, double y2, String stroke, double strokeWidth) {
    return line(x1, y1, x2, y2, stroke, strokeWidth, null);
  }

  /** A straight line, dashed when {@code dash} (an SVG {@code stroke-dasharray} such as {@code "5 3"}) is not null. */
  public Svg line(double x1, double y1, double x2, double y2, String stroke, double strokeWidth, String dash) {
    body.append("<line x1=\"").append(num(x1)).append("\" y1=\"").append(num(y1))
        .append("\" x2=\"").append(num(x2)).append("\" y2=\"").append(num(y2))
        .append("\" stroke=\"").append(escape(stroke)).append("\" stroke-width=\"").append(num(strokeWidth)).append('"');
    if (dash != null) {
      body.append(" stroke-dasharray=\"").append(escape(dash)).append('"');
    }
    body.append("/>");
    return this;
  }

  /**
   * A line of text.
   *
   * @param anchor {@code start}, {@code middle} or {@code end}
   * @param size font size in pixels
   * @param fill colour
   * @param tooltip shown on hover, or null
   */
  public Svg text(double x, double y, String text, String anchor, double size, String fill, String tooltip) {
    body.append("<text x=\"").append(num(x)).append("\" y=\"").append(num(y))
        .append("\" text-anchor=\"").append(escape(anchor)).append("\" font-size=\"").append(num(size))
        .append("\" fill=\"").append(escape(fill)).append("\">");
    if (tooltip != null) {
      body.append("<title>").append(escape(tooltip)).append("</title>");
    }
    body.append(escape(text)).append("</text>");
    return this;
  }

  private Svg closeWithTooltip(String element, String tooltip) {
    if (tooltip == null) {
      body.append("/>");
    } else {
      body.append("><title>").append(escape(tooltip)).append("</title></").append(element).append('>');
    }
    return this;
  }

  /** The {@code <svg>} element with everything drawn so far. */
  public String render() {
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(width) + "\" height=\"" + num(height)
        + "\" viewBox=\"0 0 " + num(width) + " " + num(height) + "\" role=\"img\" aria-label=\"" + escape(label) + "\">"
        + body + "</svg>";
  }

  /** Escapes the five XML special characters; drops characters XML 1.0 cannot hold. */
  public static String escape(String s) {
    var out = new StringBuilder(s.length());
    s.codePoints().forEach(cp -> {
      switch (cp) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> {
          if (cp == 0x9 || cp == 0xA || cp == 0xD || cp >= 0x20 && cp <= 0xD7FF || cp >= 0xE000 && cp <= 0xFFFD || cp >= 0x10000) {
            out.appendCodePoint(cp);
          }
        }
      }
    });
    return out.toString();
  }

  static String num(double v) {
    if (!Double.isFinite(v)) {
      throw new IllegalArgumentException("an SVG coordinate must be finite, found " + v);
    }
    String s = String.format(Locale.ROOT, "%.2f", v).replaceAll("0+$", "").replaceAll("\\.$", "");
    return s.equals("-0") ? "0" : s;
  }
}
