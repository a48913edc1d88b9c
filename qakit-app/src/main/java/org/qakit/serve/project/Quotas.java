package org.qakit.serve.project;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads a project's quotas: from the project form's table ({@link #fromTable}: one row per question
 * type with a number of records), or from {@code TYPE=N} pairs separated by commas or new lines
 * ({@link #parse}, e.g. {@code DATETIME=10, PERSON=5}; what form posts sent before the table).
 * Types are upper-cased; N is 1 to 1,000,000; a type given twice is an error.
 */
public final class Quotas {
  private static final Pattern TYPE = Pattern.compile("[A-Z][A-Z0-9_-]{0,63}");

  private Quotas() {}

  /**
   * The quotas of the form's table: each row is a question type and the number typed for it; a row
   * whose number is empty or 0 sets no quota, a row with a number must name a valid type.
   */
  public static Map<String, Integer> fromTable(List<Map.Entry<String, String>> rows) {
    var quotas = new LinkedHashMap<String, Integer>();
    for (Map.Entry<String, String> row : rows) {
      String type = row.getKey().strip().toUpperCase(java.util.Locale.ROOT);
      String number = row.getValue().strip();
      if (number.isEmpty() || number.equals("0")) {
        continue;
      }
      if (type.isEmpty()) {
        throw new IllegalArgumentException("a quota of " + abbreviated(number) + " records has no question type: name the type in its row");
      }
      if (!TYPE.matcher(type).matches()) {
        throw new IllegalArgumentException("question type '" + abbreviated(type) + "': a type is a letter then letters, digits, '_' or '-'");
      }
      int n;
      try {
        n = Integer.parseInt(number);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(type + ": expected a whole number of records, found '" + abbreviated(number) + "'");
      }
      if (n < 0 || n > 1_000_000) {
        throw new IllegalArgumentException(type + ": expected 1 to 1000000 records (0 or empty: no quota), found " + n);
      }
      if (quotas.put(type, n) != null) {
        throw new IllegalArgumentException("question type " + type + " is given twice");
      }
    }
    if (quotas.isEmpty()) {
      throw new IllegalArgumentException("give at least one quota: a number of records for a question type");
    }
    return quotas;
  }

  private static String abbreviated(String s) {
    return s.length() > 40 ? s.substring(0, 40) + "…" : s;
  }

  public static Map<String, Integer> parse(String text) {
    var quotas = new LinkedHashMap<String, Integer>();
    for (String part : (text == null ? "" : text).split("[,\\n]")) {
      String p = part.strip();
      if (p.isEmpty()) {
        continue;
      }
      int eq = p.indexOf('=');
      if (eq < 0) {
        throw new IllegalArgumentException("quota '" + p + "': expected TYPE=NUMBER, e.g. DATETIME=10");
      }
      String type = p.substring(0, eq).strip().toUpperCase(java.util.Locale.ROOT);
      if (!TYPE.matcher(type).matches()) {
        throw new IllegalArgumentException("quota '" + p + "': a type is a letter then letters, digits, '_' or '-'");
      }
      int n;
      try {
        n = Integer.parseInt(p.substring(eq + 1).strip());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("quota '" + p + "': expected a whole number after '='");
      }
      if (n < 1 || n > 1_000_000) {
        throw new IllegalArgumentException("quota '" + p + "': expected 1 to 1000000 records, found " + n);
      }
      if (quotas.put(type, n) != null) {
        throw new IllegalArgumentException("quota type " + type + " is given twice");
      }
    }
    if (quotas.isEmpty()) {
      throw new IllegalArgumentException("give at least one quota, e.g. DATETIME=10, PERSON=5");
    }
    return quotas;
  }
}
