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
import org.qakit.io.InputDigest;
import org.qakit.solve.Solvers;

/**
 * One regression file {@code benchmarks/<dataset>/<solver>.json} (schema: docs/solving.md): a
 * dataset with the sha256 of each input, a solver with its parameters (training files, the index to
 * build from one or more corpora, the knowledge base to build), optionally a split of item ids (train on one part, score the
 * other), the expected score of every metric to 4 decimals, the published anchor beside it, and
 * whether it is slow. Input paths are relative to the repository root, the parent of the
 * benchmarks folder; an input may be a file or a folder ({@link InputDigest}).
 */
public record RegressionFile(Path file, ObjectNode json) {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /**
   * One input file or folder as written: where it stands in the file, its path, its expected
   * sha256 ({@link org.qakit.io.InputDigest}) and, for a folder, the number of files read.
   *
   * @param pointer the JSON Pointer of the input's object, e.g. {@code /dataset/inputs/0}
   * @param path relative to the repository root (or absolute, as {@code /usr/share/wordnet})
   * @param sha256 the expected checksum; empty when none is written yet
   * @param files the expected number of files read, or -1 when not written (a plain file)
   */
  public record Input(String pointer, String path, String sha256, int files) {}

  /**
   * A train/evaluation split of item ids ({@code split}): the dataset is scored on the items of
   * {@code evaluate} only, and the solver trains on the items of {@code train} only (both ids files
   * as {@code qakit data split --write ids} writes them, checksummed like every input).
   *
   * @param train the ids the solver trains on, or null when the split restricts only the evaluation
   * @param evaluate the ids scored
   */
  public record Split(Input train, Input evaluate) {}

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
    return inputs(json.path("dataset").path("inputs"), "/dataset/inputs");
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

  /**
   * {@code solver.encoder}: the bi-encoder model id of an embedding solver ({@code qakit list
   * models}), or null. Its vectors are cached under {@link #EMBEDDING_CACHE}.
   */
  public String encoder() {
    return text(json.path("solver"), "encoder", null);
  }

  /** {@code solver.members}: the member solver ids of an ensemble (strings), in order; empty when none. */
  public List<String> members() {
    JsonNode m = json.path("solver").path("members");
    if (m.isMissingNode() || m.isNull()) {
      return List.of();
    }
    var out = new ArrayList<String>();
    for (int i = 0; m.isArray() && i < m.size(); i++) {
      if (!m.get(i).isTextual()) {
        break;
      }
      out.add(m.get(i).asText());
    }
    if (!m.isArray() || out.size() != m.size()) {
      throw new IllegalArgumentException(file + ": solver.members: expected an array of solver ids, found " + m);
    }
    return out;
  }

  /** Where regression runs cache vectors, under the repository root (as {@link BenchIndex#CACHE} holds indexes). */
  public static final String EMBEDDING_CACHE = "target/qakit-bench-embeddings";

  public String index() {
    return text(json.path("solver"), "index", null);
  }

  /** {@code solver.retrieval}: how the solver searches its index (bm25, dense, rerank, hybrid), or null for its default. */
  public String retrieval() {
    return text(json.path("solver"), "retrieval", null);
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
      var sources = new ArrayList<BenchIndex.Source>();
      if (idx.has("sources")) {
        if (idx.has("importer") || idx.has("inputs")) {
          throw new IllegalArgumentException("solver.index: expected either importer + inputs (one corpus) or sources,"
              + " found both");
        }
        if (!idx.path("sources").isArray() || idx.path("sources").isEmpty()) {
          throw new IllegalArgumentException("solver.index.sources: expected an array of {importer, inputs}, found "
              + idx.path("sources"));
        }
        for (int i = 0; i < idx.path("sources").size(); i++) {
          JsonNode src = idx.path("sources").get(i);
          sources.add(new BenchIndex.Source(text(src, "importer", null),
              inputs(src.path("inputs"), "/solver/index/sources/" + i + "/inputs")));
        }
      } else {
        sources.add(new BenchIndex.Source(text(idx, "importer", null), inputs(idx.path("inputs"), "/solver/index/inputs")));
      }
      return new BenchIndex(text(idx, "lang", null), sources, idx.path("threads").asInt(1), text(idx, "encoder", null));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
    }
  }

  /**
   * The SolrCloud collection the solver searches instead of the embedded index ({@code solver.solr}:
   * {@code collection}, {@code shards}, {@code replicas}, built from the {@code solver.index} corpus
   * by {@code qakit bench --solr URL}), or null when the file asks for none.
   */
  public BenchCollection solrSpec() {
    JsonNode solr = json.path("solver").path("solr");
    if (solr.isMissingNode() || solr.isNull()) {
      return null;
    }
    if (!solr.isObject() || !json.path("solver").path("index").isObject()) {
      throw new IllegalArgumentException(file + ": solver.solr: expected {\"collection\", \"shards\", \"replicas\"} beside a"
          + " solver.index object (the corpus the collection is built from), found " + solr);
    }
    try {
      return new BenchCollection(text(solr, "collection", null), solr.path("shards").asInt(1), solr.path("replicas").asInt(1));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
    }
  }

  /**
   * The knowledge-base store to build and cache ({@code solver.kb}: format, inputs, threads), or
   * null when the file asks for none.
   */
  public BenchKb kbSpec() {
    JsonNode kb = json.path("solver").path("kb");
    if (!kb.isObject()) {
      return null;
    }
    try {
      return new BenchKb(text(kb, "format", null), inputs(kb.path("inputs"), "/solver/kb/inputs"), kb.path("threads").asInt(1));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
    }
  }

  /** The training files ({@code solver.train.inputs}); empty for untrained solvers. */
  public List<Input> trainInputs() {
    return inputs(json.path("solver").path("train").path("inputs"), "/solver/train/inputs");
  }

  /** The split of item ids ({@code split}), or null when the whole dataset is scored. */
  public Split split() {
    JsonNode split = json.path("split");
    if (split.isMissingNode() || split.isNull()) {
      return null;
    }
    if (!split.isObject() || !split.path("evaluate").isObject() || !split.path("evaluate").path("path").isTextual()) {
      throw new IllegalArgumentException(file + ": split: expected {\"train\": {\"path\", \"sha256\"}, \"evaluate\": {\"path\","
          + " \"sha256\"}} (train optional), found " + split);
    }
    Input train = null;
    if (split.has("train")) {
      if (!split.path("train").path("path").isTextual()) {
        throw new IllegalArgumentException(file + ": split.train: expected {\"path\", \"sha256\"}, found " + split.path("train"));
      }
      if (trainInputs().isEmpty()) {
        throw new IllegalArgumentException(file + ": split.train restricts the training items, but solver.train has no inputs");
      }
      train = input(split.path("train"), "/split/train");
    }
    return new Split(train, input(split.path("evaluate"), "/split/evaluate"));
  }

  /**
   * Every input written in the file: dataset, training, index sources, knowledge base and split
   * files, in that order.
   */
  public List<Input> allInputs() {
    var all = new ArrayList<>(inputs());
    all.addAll(trainInputs());
    BenchIndex idx = indexSpec();
    if (idx != null) {
      idx.sources().forEach(s -> all.addAll(s.inputs()));
    }
    BenchKb kb = kbSpec();
    if (kb != null) {
      all.addAll(kb.inputs());
    }
    Split split = split();
    if (split != null) {
      if (split.train() != null) {
        all.add(split.train());
      }
      all.add(split.evaluate());
    }
    return all;
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

  /**
   * Rewrites the file with these scores (rounded to 4 decimals) and these checksums (input pointer
   * → digest; a folder's also sets {@code files}), keeping every other field, whole or not at all.
   */
  public void update(Map<String, Double> scores, Map<String, InputDigest> checksums) throws IOException {
    ObjectNode copy = json.deepCopy();
    ObjectNode metrics = copy.putObject("metrics");
    scores.forEach((m, v) -> metrics.put(m, round(v)));
    checksums.forEach((pointer, digest) -> {
      ObjectNode input = (ObjectNode) copy.at(pointer);
      input.put("sha256", digest.sha256());
      if (digest.manifest()) {
        input.put("files", digest.files());
      } else {
        input.remove("files");
      }
    });
    String text = MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(copy) + "\n";
    AtomicFile.write(file, out -> out.write(text));
  }

  /** {@code v} rounded to 4 decimals, half up. */
  public static double round(double v) {
    return new java.math.BigDecimal(Double.toString(v)).setScale(4, java.math.RoundingMode.HALF_UP).doubleValue();
  }

  private static List<Input> inputs(JsonNode array, String pointer) {
    var list = new ArrayList<Input>();
    for (int i = 0; i < array.size(); i++) {
      list.add(input(array.get(i), pointer + "/" + i));
    }
    return list;
  }

  private static Input input(JsonNode node, String pointer) {
    return new Input(pointer, node.path("path").asText(), node.path("sha256").asText(""), node.path("files").asInt(-1));
  }

  private static String text(JsonNode node, String field, String fallback) {
    JsonNode v = node.path(field);
    return v.isTextual() ? v.asText() : fallback;
  }

}
