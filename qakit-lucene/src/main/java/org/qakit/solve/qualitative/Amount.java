package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A number with its unit in a sentence ("4 meters", "0.1 mol per liter", "15 percent", "three
 * sodas"), with its value in the unit's base ({@code 3 km} = 3000 m) so that two amounts of one
 * dimension compare. Numbers: digits (with {@code ,} thousands or {@code .} decimals, ordinal
 * suffixes dropped: "80th" = 80) or the words one … twenty, thirty … ninety, hundred, thousand,
 * million, dozen, half. Units (hand list, general SI and customary): length, mass, time, percent,
 * degrees, volume, money; "per X" joins the unit (speed, concentration). A number without a
 * known unit has dimension {@code count} and its next word as unit.
 *
 * @param start first token
 * @param end one past the last token
 * @param value the number as written
 * @param unit the unit as written (lower case), or "" when none
 * @param dimension length, mass, time, percent, degree, volume, money, or count
 * @param base the value in the dimension's base unit (m, kg, s; others as written)
 */
public record Amount(int start, int end, double value, String unit, String dimension, double base) {
  private static final Map<String, Double> NUMBER_WORDS = Map.ofEntries(
      Map.entry("one", 1.0), Map.entry("two", 2.0), Map.entry("three", 3.0), Map.entry("four", 4.0), Map.entry("five", 5.0),
      Map.entry("six", 6.0), Map.entry("seven", 7.0), Map.entry("eight", 8.0), Map.entry("nine", 9.0), Map.entry("ten", 10.0),
      Map.entry("eleven", 11.0), Map.entry("twelve", 12.0), Map.entry("fifteen", 15.0), Map.entry("twenty", 20.0),
      Map.entry("thirty", 30.0), Map.entry("forty", 40.0), Map.entry("fifty", 50.0), Map.entry("sixty", 60.0),
      Map.entry("seventy", 70.0), Map.entry("eighty", 80.0), Map.entry("ninety", 90.0), Map.entry("hundred", 100.0),
      Map.entry("thousand", 1000.0), Map.entry("million", 1e6), Map.entry("dozen", 12.0), Map.entry("half", 0.5));

  /** Unit → dimension and factor to the dimension's base unit. */
  private static final Map<String, Map.Entry<String, Double>> UNITS = Map.ofEntries(
      u("mm", "length", 0.001), u("millimeter", "length", 0.001), u("millimetre", "length", 0.001),
      u("cm", "length", 0.01), u("centimeter", "length", 0.01), u("centimetre", "length", 0.01),
      u("m", "length", 1), u("meter", "length", 1), u("metre", "length", 1), u("km", "length", 1000),
      u("kilometer", "length", 1000), u("kilometre", "length", 1000), u("inch", "length", 0.0254),
      u("foot", "length", 0.3048), u("feet", "length", 0.3048), u("yard", "length", 0.9144), u("mile", "length", 1609.34),
      u("mg", "mass", 1e-6), u("milligram", "mass", 1e-6), u("g", "mass", 0.001), u("gram", "mass", 0.001),
      u("kg", "mass", 1), u("kilogram", "mass", 1), u("ton", "mass", 1000), u("tonne", "mass", 1000),
      u("pound", "mass", 0.4536), u("lb", "mass", 0.4536), u("ounce", "mass", 0.02835),
      u("second", "time", 1), u("sec", "time", 1), u("s", "time", 1), u("minute", "time", 60), u("min", "time", 60),
      u("hour", "time", 3600), u("h", "time", 3600), u("day", "time", 86400), u("week", "time", 604800),
      u("month", "time", 2.63e6), u("year", "time", 3.156e7), u("decade", "time", 3.156e8),
      u("percent", "percent", 1), u("%", "percent", 1), u("degree", "degree", 1), u("°", "degree", 1),
      u("ml", "volume", 0.001), u("milliliter", "volume", 0.001), u("liter", "volume", 1), u("litre", "volume", 1),
      u("l", "volume", 1), u("gallon", "volume", 3.785), u("dollar", "money", 1), u("cent", "money", 0.01),
      u("euro", "money", 1), u("$", "money", 1));

  private static Map.Entry<String, Map.Entry<String, Double>> u(String unit, String dimension, double factor) {
    return Map.entry(unit, Map.entry(dimension, factor));
  }

  /** Whether two amounts can be compared: same dimension (and, for counts, the same unit word). */
  public boolean comparable(Amount other) {
    return dimension.equals(other.dimension) && (!dimension.equals("count") || unit.equals(other.unit) || unit.isEmpty() || other.unit.isEmpty());
  }

  /** Whether two amounts compare inside a contrast frame: {@link #comparable}, or both counts of anything ("80th floor" → "2 story"). */
  public boolean countable(Amount other) {
    return comparable(other) || dimension.equals("count") && other.dimension.equals("count");
  }

  /** The amounts in {@code tokens}, in order. */
  public static List<Amount> find(List<Token> tokens) {
    var out = new ArrayList<Amount>();
    for (int i = 0; i < tokens.size(); i++) {
      Double v = number(tokens.get(i).lower());
      if (v == null) {
        continue;
      }
      int j = i + 1;
      if (j < tokens.size() && number(tokens.get(j).lower()) != null && tokens.get(j).lower().matches("hundred|thousand|million")) {
        v *= number(tokens.get(j).lower());
        j++;
      }
      String unit = "";
      String dimension = "count";
      double factor = 1;
      if (j < tokens.size()) {
        String w = tokens.get(j).lower();
        var known = UNITS.get(w);
        if (known == null && w.endsWith("s")) {
          known = UNITS.get(w.substring(0, w.length() - 1));
        }
        if (known == null && w.endsWith("es")) {
          known = UNITS.get(w.substring(0, w.length() - 2));
        }
        if (known != null || Character.isLetter(w.charAt(0))) {
          unit = w;
          dimension = known == null ? "count" : known.getKey();
          factor = known == null ? 1 : known.getValue();
          j++;
          if (j + 1 < tokens.size() && tokens.get(j).lower().equals("per")) {
            unit += " per " + tokens.get(j + 1).lower();
            dimension += "/" + tokens.get(j + 1).lower();
            j += 2;
          }
        }
      }
      if (dimension.equals("count") && !countContext(tokens, i)) {
        continue; // "one of them", "beaker 1 holds", "hill two climbs": a pronoun or a label, no amount
      }
      out.add(new Amount(i, j, v, unit, dimension, v * factor));
      i = j - 1;
    }
    return out;
  }

  /** Words after which a number without a known unit counts something ("drinks three sodas", "at 130"). */
  private static final java.util.Set<String> COUNT_AFTER = java.util.Set.of("at", "of", "for", "with", "by", "to", "from", "has",
      "have", "had", "gets", "get", "got", "about", "around", "only", "just", "over", "under", "than", "and", "or", "takes",
      "take", "drinks", "eats", "uses", "receives", "holds", "gives", "makes", "sells", "buys", "needs", "is", "are", "was",
      "were", "in", "on", "the", "reaches", "averages", "costs", "weighs", "measures", "instead");

  /** A number without a known unit is an amount at the start of a sentence or after one of {@link #COUNT_AFTER}; "one" never. */
  private static boolean countContext(List<Token> tokens, int i) {
    if (tokens.get(i).lower().equals("one")) {
      return false;
    }
    if (i == 0 || tokens.get(i - 1).punctuation()) {
      return true;
    }
    return COUNT_AFTER.contains(tokens.get(i - 1).lower());
  }

  private static Double number(String w) {
    if (w.matches("\\d+(?:,\\d{3})*(?:\\.\\d+)?(?:st|nd|rd|th)?")) {
      return Double.parseDouble(w.replaceAll("(st|nd|rd|th)$", "").replace(",", ""));
    }
    if (w.matches("\\d+,\\d+")) {
      return Double.parseDouble(w.replace(',', '.'));
    }
    return NUMBER_WORDS.get(w);
  }
}
