package org.qakit.regress;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.io.AtomicFile;
import org.qakit.solve.Solvers;

/**
 * One regression file {@code benchmarks/<dataset>/<solver>.json} (schema: docs/solving.md): a
 * dataset with the sha256 of each input, a solver with its parameters, the expected score of every
 * metric to 4 decimals, the published anchor beside it, and whether it is slow. Input paths are
 * relative to the repository root, the parent of the benchmarks folder.
 */
public record RegressionFile(Path file, ObjectNode json) {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** One input file: its path as written and its expected sha256. */
  public record Input(String path, String sha256) {}

  public static RegressionFile read(Path file) throws IOException {
    JsonNode node;
    try {
      node = MAPPER.readTree(file.toFile());
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalArgumentException(file + ":" + e.getLocation().getLineNr() + ": expected JSON, found "
          + e.getOriginalMessage());
    }
    if (!(node instanceof ObjectNode o) || !o.path("dataset").isObject() || !o.path("solver").isObject()
        || !o.path("solver").path("id").isTextual() || !o.path("dataset").path("format").isTextual()
        || !o.path("dataset").path("inputs").isArray()) {
      throw new IllegalArgumentException(file + ":1: expected an object with dataset.format, dataset.inputs and solver.id,"
          + " found " + (node == null ? "nothing" : node.getNodeType().toString().toLowerCase(java.util.Locale.ROOT)));
    }
    return new RegressionFile(file, o);
  }

  /** The file's name relative to {@code dir}, e.g. {@code arc-easy-validation/random.json}. */
  public String name(Path dir) {
    return dir.relativize(file).toString().replace('\\', '/');
  }

  public String dataset() {
    return text(json.path("dataset"), "name", file.getParent().getFileName().toString());
  }

  public String format() {
    return json.path("dataset").path("format").asText();
  }

  public String view() {
    return text(json.path("dataset"), "view", null);
  }

  public boolean lenient() {
    return json.path("dataset").path("lenient").asBoolean(false);
  }

  public List<Input> inputs() {
    return inputs(json.path("dataset").path("inputs"));
  }

  public String solver() {
    return json.path("solver").path("id").asText();
  }

  public long seed() {
    return json.path("solver").path("seed").asLong(Solvers.RANDOM_SEED);
  }

  public String language() {
    return text(json.path("solver"), "lang", null);
  }

  /** {@code solver.analyzer}: the language's named analysis (e.g. hanlp), or null for its default. */
  public String analyzer() {
    return text(json.path("solver"), "analyzer", null);
  }

  public String index() {
    return text(json.path("solver"), "index", null);
  }

  /**
   * The index to build and cache ({@code solver.index} written as an object), or null when
   * {@code solver.index} is absent or a folder name.
   */
  public BenchIndex indexSpec() {
    JsonNode idx = json.path("solver").path("index");
    if (!idx.isObject()) {
      return null;
    }
    try {
      return new BenchIndex(text(idx, "importer", null), text(idx, "lang", null), inputs(idx.path("inputs")),
          idx.path("threads").asInt(1));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
    }
  }

  /** The training files ({@code solver.train.inputs}); empty for untrained solvers. */
  public List<Input> trainInputs() {
    return inputs(json.path("solver").path("train").path("inputs"));
  }

  public String trainFormat() {
    return text(json.path("solver").path("train"), "format", format());
  }

  public String trainView() {
    return text(json.path("solver").path("train"), "view", null);
  }

  public boolean trainLenient() {
    return json.path("solver").path("train").path("lenient").asBoolean(false);
  }

  public boolean slow() {
    return json.path("slow").asBoolean(false);
  }

  public String anchor() {
    return text(json, "anchor", "");
  }

  /** The expected scores, metric id → value, in file order. */
  public Map<String, Double> expected() {
    var map = new LinkedHashMap<String, Double>();
    json.path("metrics").fields().forEachRemaining(e -> map.put(e.getKey(), e.getValue().asDouble()));
    return map;
  }

  /** Rewrites the file with these scores (rounded to 4 decimals) and these checksums, whole or not at all. */
  public void update(Map<String, Double> scores, Map<String, String> checksums) throws IOException {
    ObjectNode copy = json.deepCopy();
    ObjectNode metrics = copy.putObject("metrics");
    scores.forEach((m, v) -> metrics.put(m, round(v)));
    for (JsonNode inputs : List.of(copy.path("dataset").path("inputs"), copy.path("solver").path("train").path("inputs"),
        copy.path("solver").path("index").path("inputs"))) {
      for (JsonNode i : inputs) {
        ((ObjectNode) i).put("sha256", checksums.get(i.path("path").asText()));
      }
    }
    String text = MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(copy) + "\n";
    AtomicFile.write(file, out -> out.write(text));
  }

  /** {@code v} rounded to 4 decimals, half up. */
  public static double round(double v) {
    return new java.math.BigDecimal(Double.toString(v)).setScale(4, java.math.RoundingMode.HALF_UP).doubleValue();
  }

  private static List<Input> inputs(JsonNode array) {
    var list = new ArrayList<Input>();
    array.forEach(i -> list.add(new Input(i.path("path").asText(), i.path("sha256").asText(""))));
    return list;
  }

  private static String text(JsonNode node, String field, String fallback) {
    JsonNode v = node.path(field);
    return v.isTextual() ? v.asText() : fallback;
  }

}
