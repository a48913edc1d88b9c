package org.qakit.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Argument checks shared by the model's compact constructors; messages name the item. */
final class Checks {
  private Checks() {}

  static String requireId(String id, String what) {
    if (id == null || id.isBlank()) {
      throw new IllegalArgumentException(what + ": id must not be empty");
    }
    return id;
  }

  static String requireText(String value, String itemId, String field) {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException("item '" + itemId + "': " + field + " must not be empty");
    }
    return value;
  }

  static <T> List<T> list(List<T> values, String itemId, String field) {
    if (values == null) {
      return List.of();
    }
    for (T v : values) {
      if (v == null) {
        throw new IllegalArgumentException("item '" + itemId + "': " + field + " contains null");
      }
    }
    return List.copyOf(values);
  }

  /** Copies a map keeping its order; null becomes empty. */
  static Map<String, String> map(Map<String, String> values, String itemId, String field) {
    if (values == null || values.isEmpty()) {
      return Map.of();
    }
    var copy = new LinkedHashMap<String, String>();
    values.forEach(
        (k, v) -> {
          if (k == null || k.isBlank() || v == null) {
            throw new IllegalArgumentException(
                "item '" + itemId + "': " + field + " has an empty key or a null value");
          }
          copy.put(k, v);
        });
    return java.util.Collections.unmodifiableMap(copy);
  }

  static String optional(String value) {
    return value == null || value.isEmpty() ? null : value;
  }
}
