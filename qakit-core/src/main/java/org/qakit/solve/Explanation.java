package org.qakit.solve;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/**
 * Why a solver predicted what it did for one item: a JSON object that a person reads ({@code qakit
 * explain}) and a program parses (the {@code evidence} field of a predictions file). Not to be
 * confused with {@link org.qakit.model.Evidence}, the gold knowledge a dataset ships.
 *
 * <p>Shape, by convention (so that {@code qakit explain} can print each option's evidence under the
 * option): an {@code options} array in choice order whose entries carry the option's {@code label},
 * or a {@code candidates} array in candidate order whose entries carry the 0-based {@code candidate}
 * position; every other top-level field describes the whole item (parameters such as a seed or a
 * depth, the question's analysed terms). Anything else is free-form.
 *
 * <p>Serialisation is deterministic: object fields keep the order they were put in (records in
 * declaration order, maps in their iteration order: use ordered maps), doubles are written as
 * Java's shortest round-trip form, and null fields are left out. Non-finite numbers are rejected,
 * as JSON has none. The tree is copied in and out, so an explanation is immutable.
 *
 * @param json the evidence object
 */
public record Explanation(ObjectNode json) {
  private static final ObjectMapper MAPPER =
      JsonMapper.builder().serializationInclusion(JsonInclude.Include.NON_NULL).build();

  public Explanation {
    if (json == null) {
      throw new IllegalArgumentException("an explanation needs a JSON object, found null");
    }
    json = json.deepCopy();
    requireFinite(json, "evidence");
  }

  /**
   * The explanation of a value Jackson can write as an object: a record (its components in
   * declaration order; give it no {@code getX}/{@code isX} methods, which Jackson would add), or a
   * map with ordered keys. Null components are left out.
   *
   * @throws IllegalArgumentException when the value is not written as a JSON object or holds a
   *     non-finite number (the message names its path)
   */
  public static Explanation of(Object value) {
    JsonNode tree = MAPPER.valueToTree(value);
    if (!(tree instanceof ObjectNode o)) {
      throw new IllegalArgumentException("evidence: expected a value written as a JSON object, found "
          + (tree == null ? "null" : tree.getNodeType().toString().toLowerCase(java.util.Locale.ROOT)));
    }
    return new Explanation(o);
  }

  /** An explanation of a few named values, in the order given: {@code Explanation.of("seed", 42L)}. */
  public static Explanation of(String key, Object value) {
    return of(Map.of(key, value));
  }

  /** A copy of the evidence object. */
  @Override
  public ObjectNode json() {
    return json.deepCopy();
  }

  /** The evidence as one line of JSON (deterministic, see the class comment). */
  @Override
  public String toString() {
    try {
      return MAPPER.writeValueAsString(json);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Equal when written the same (so 42 read back from a file equals the 42L written). */
  @Override
  public boolean equals(Object o) {
    return o instanceof Explanation e && toString().equals(e.toString());
  }

  @Override
  public int hashCode() {
    return toString().hashCode();
  }

  private static void requireFinite(JsonNode node, String path) {
    if (node.isNumber() && (node.isDouble() || node.isFloat()) && !Double.isFinite(node.doubleValue())) {
      throw new IllegalArgumentException(path + ": expected a finite number, found " + node.doubleValue());
    }
    if (node.isObject()) {
      node.properties().forEach(e -> requireFinite(e.getValue(), path + "." + e.getKey()));
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        requireFinite(node.get(i), path + "[" + i + "]");
      }
    }
  }
}
