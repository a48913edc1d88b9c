package org.qakit.curate;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
import org.qakit.dedup.DedupTexts;
import org.qakit.dedup.PairFeatures;

/**
 * Both sides of a scored pair, as a person reads them to judge it: each item's id, scenario,
 * question(s) and lettered options, beside the pair's probability and six cosines. Text output
 * cuts a scenario to {@value #SCENARIO_CHARS} characters and a question or option line to
 * {@value #LINE_CHARS}; JSON output keeps every text whole.
 */
public final class PairSides {
  /** The most scenario characters shown in text. */
  public static final int SCENARIO_CHARS = 100;
  /** The most characters of a question or options line shown in text. */
  public static final int LINE_CHARS = 160;

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private PairSides() {}

  /**
   * The text block of one pair: a heading line with both ids, the probability and the cosines, then
   * each side's scenario (when it has one), question and options, indented by {@code indent}.
   */
  public static String text(String indent, DedupTexts a, DedupTexts b, double probability, double[] features) {
    var sb = new StringBuilder(indent).append(a.id()).append("  ~  ").append(b.id())
        .append(String.format(Locale.ROOT, "  P=%.4f ", probability));
    for (int i = 0; i < features.length; i++) {
      sb.append(String.format(Locale.ROOT, " %s %.2f", PairFeatures.NAMES.get(i), features[i]));
    }
    sb.append('\n');
    side(sb, indent + "  ", a);
    side(sb, indent + "  ", b);
    return sb.toString();
  }

  /** One side as JSON: id, scenario, questions and options, whole. */
  public static ObjectNode json(DedupTexts t) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("id", t.id());
    o.put("scenario", t.scenario());
    ArrayNode q = o.putArray("questions");
    t.questions().forEach(q::add);
    ArrayNode opts = o.putArray("options");
    t.options().forEach(opts::add);
    return o;
  }

  private static void side(StringBuilder sb, String indent, DedupTexts t) {
    String pad = " ".repeat(t.id().length());
    boolean first = true;
    if (!t.scenario().isBlank()) {
      sb.append(indent).append(t.id()).append("  S: ").append(cut(t.scenario(), SCENARIO_CHARS)).append('\n');
      first = false;
    }
    sb.append(indent).append(first ? t.id() : pad).append("  Q: ").append(cut(String.join(" / ", t.questions()), LINE_CHARS)).append('\n');
    var opts = new StringBuilder();
    for (int i = 0; i < t.options().size(); i++) {
      opts.append(i == 0 ? "" : " | ").append((char) ('A' + i)).append(") ").append(t.options().get(i));
    }
    sb.append(indent).append(pad).append("  O: ").append(cut(opts.toString(), LINE_CHARS)).append('\n');
  }

  private static String cut(String s, int max) {
    String flat = s.replaceAll("\\s+", " ").strip();
    return flat.length() <= max ? flat : flat.substring(0, max - 1) + "…";
  }
}
