package org.qakit.serve.project;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads the quota field of the project form: {@code TYPE=N} pairs separated by commas or new lines,
 * e.g. {@code DATETIME=10, PERSON=5}. Types are upper-cased; N is 1 to 1,000,000; a type given twice
 * is an error.
 */
public final class Quotas {
  private static final Pattern TYPE = Pattern.compile("[A-Z][A-Z0-9_-]{0,63}");

  private Quotas() {}

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
