package org.qakit.registry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A hand-written list of components of one kind, looked up by id. An unknown id gets an error that
 * names the close matches; there is no reflection and no classpath scanning.
 *
 * @param <T> the kind of component
 */
public final class Registry<T extends Component> {
  private final String kind;
  private final Map<String, T> byId = new LinkedHashMap<>();

  /**
   * @param kind what the components are, for messages ("format", "metric")
   * @param components the components, in the order {@code qakit list} prints them
   */
  public Registry(String kind, List<T> components) {
    this.kind = kind;
    for (T c : components) {
      if (byId.putIfAbsent(c.id(), c) != null) {
        throw new IllegalArgumentException(kind + " id '" + c.id() + "' is registered twice");
      }
    }
  }

  /** The component with this id. */
  public T get(String id) {
    T c = byId.get(id);
    if (c == null) {
      throw new UnknownComponentException(kind, id, closeMatches(id), ids());
    }
    return c;
  }

  public List<T> all() {
    return List.copyOf(byId.values());
  }

  public List<String> ids() {
    return List.copyOf(byId.keySet());
  }

  /** Ids within edit distance 2 of {@code id}, or that contain it or are contained in it. */
  List<String> closeMatches(String id) {
    String q = id == null ? "" : id.toLowerCase(java.util.Locale.ROOT);
    var matches = new ArrayList<String>();
    for (String candidate : byId.keySet()) {
      if (!q.isEmpty() && (candidate.contains(q) || q.contains(candidate))
          || editDistance(q, candidate) <= 2) {
        matches.add(candidate);
      }
    }
    matches.sort(Comparator.comparingInt((String c) -> editDistance(q, c)).thenComparing(c -> c));
    return matches;
  }

  static int editDistance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
