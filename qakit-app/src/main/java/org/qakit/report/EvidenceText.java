package org.qakit.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A solver's evidence (a JSON object, {@link org.qakit.solve.Explanation}) as indented lines a
 * person reads. Rules, per field:
 *
 * <ul>
 *   <li>a number, string or boolean: {@code key: value}; numbers with a fraction show 4 decimals
 *       (or 3 significant digits below 0.00005), whitespace runs in strings become one space;
 *   <li>an array of such values: {@code key: a, b, c}, or {@code key: (none)} when empty;
 *   <li>an object of such values with at most {@value #INLINE_FIELDS} fields: {@code key: k=v, k=v}
 *       on one line; an array of objects: one {@code - } line per element, inline when it can be;
 *   <li>objects of numbers with the same keys (a candidate's feature values and their
 *       contributions): one table, a row per key and a column per field;
 *   <li>anything else: {@code key:} with its fields indented below.
 * </ul>
 */
final class EvidenceText {
  static final int INLINE_FIELDS = 6;

  private EvidenceText() {}

  /** Appends the fields of {@code node} except those in {@code skip}, each line starting with {@code indent}. */
  static void fields(StringBuilder out, ObjectNode node, String indent, Set<String> skip) {
    var tables = numericTables(node, skip);
    var done = new java.util.HashSet<String>(skip);
    for (var e : node.properties()) {
      String key = e.getKey();
      if (done.contains(key)) {
        continue;
      }
      List<String> table = tables.get(key);
      if (table != null) {
        table(out, node, table, indent);
        done.addAll(table);
      } else {
        field(out, key, e.getValue(), indent);
      }
    }
  }

  private static void field(StringBuilder out, String key, JsonNode v, String indent) {
    if (v.isValueNode()) {
      out.append(indent).append(key).append(": ").append(scalar(v)).append('\n');
    } else if (v.isArray() && allScalar(v)) {
      out.append(indent).append(key).append(": ").append(v.isEmpty() ? "(none)" : joined(v)).append('\n');
    } else if (inline(v)) {
      out.append(indent).append(key).append(": ").append(inlineObject(v)).append('\n');
    } else if (v.isArray()) {
      out.append(indent).append(key).append(":\n");
      for (JsonNode element : v) {
        if (element.isValueNode() || element.isArray() && allScalar(element)) {
          out.append(indent).append("  - ").append(element.isArray() ? joined(element) : scalar(element)).append('\n');
        } else if (inline(element)) {
          out.append(indent).append("  - ").append(inlineObject(element)).append('\n');
        } else {
          out.append(indent).append("  -\n");
          fields(out, (ObjectNode) element, indent + "    ", Set.of());
        }
      }
    } else {
      out.append(indent).append(key).append(":\n");
      fields(out, (ObjectNode) v, indent + "  ", Set.of());
    }
  }

  /** Fields of numbers only, grouped by key set: each group of two or more, and any such object too long to inline. */
  private static Map<String, List<String>> numericTables(ObjectNode node, Set<String> skip) {
    var byKeys = new LinkedHashMap<List<String>, List<String>>();
    for (var e : node.properties()) {
      JsonNode v = e.getValue();
      if (!skip.contains(e.getKey()) && v.isObject() && !v.isEmpty() && allNumbers(v)) {
        byKeys.computeIfAbsent(keys(v), k -> new ArrayList<>()).add(e.getKey());
      }
    }
    var tables = new LinkedHashMap<String, List<String>>();
    for (List<String> group : byKeys.values()) {
      if (group.size() > 1 || node.get(group.get(0)).size() > INLINE_FIELDS) {
        tables.put(group.get(0), group);
      }
    }
    return tables;
  }

  private static void table(StringBuilder out, ObjectNode node, List<String> columns, String indent) {
    var header = new ArrayList<String>();
    header.add("");
    header.addAll(columns);
    var t = new TextTable(header);
    for (String row : keys(node.get(columns.get(0)))) {
      var cells = new ArrayList<String>();
      cells.add(row);
      columns.forEach(c -> cells.add(scalar(node.get(c).get(row))));
      t.row(cells);
    }
    for (String line : t.render().split("\n")) {
      out.append(indent).append(line.stripTrailing()).append('\n');
    }
  }

  /** A number, string or boolean as text: see the class comment. */
  static String scalar(JsonNode v) {
    if (v.isIntegralNumber()) {
      return v.asText();
    }
    if (v.isNumber()) {
      double d = v.doubleValue();
      return d != 0 && Math.abs(d) < 5e-5 ? String.format(Locale.ROOT, "%.2e", d) : String.format(Locale.ROOT, "%.4f", d);
    }
    return v.isTextual() ? v.textValue().replaceAll("\\s+", " ").strip() : v.asText();
  }

  private static boolean inline(JsonNode v) {
    return v.isObject() && v.size() <= INLINE_FIELDS && allScalar(v);
  }

  private static String inlineObject(JsonNode v) {
    var parts = new ArrayList<String>();
    v.properties().forEach(e -> parts.add(e.getKey() + "=" + scalar(e.getValue())));
    return String.join(", ", parts);
  }

  private static String joined(JsonNode array) {
    var parts = new ArrayList<String>();
    array.forEach(x -> parts.add(scalar(x)));
    return String.join(", ", parts);
  }

  private static boolean allScalar(JsonNode container) {
    for (JsonNode x : container) {
      if (!x.isValueNode()) {
        return false;
      }
    }
    return true;
  }

  private static boolean allNumbers(JsonNode object) {
    for (JsonNode x : object) {
      if (!x.isNumber()) {
        return false;
      }
    }
    return true;
  }

  private static List<String> keys(JsonNode object) {
    var keys = new ArrayList<String>();
    object.fieldNames().forEachRemaining(keys::add);
    return keys;
  }
}
