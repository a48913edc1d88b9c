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
import org.qakit.task.Task;
import org.qakit.task.Tasks;

/**
 * One regression file {@code benchmarks/<task>/<solver-variant>.json} (schema: docs/solving.md): a
 * task and split from the task registry ({@code "task": "wikiqa", "split": "dev"}: the files, their
 * sha256, the format, the protocol and the official metrics come from {@link org.qakit.task.Tasks}),
 * a solver with its parameters (training data as another split of a task or as files, the index to
 * build from one or more corpora, the knowledge base to build, the model to fine-tune), optionally a subset of item ids
 * (train on one part of the split, score the other), the expected score of every official metric
 * to 4 decimals, and whether it is slow. Data no task covers is named by {@code dataset.format} and
 * {@code dataset.inputs} instead of {@code task} and {@code split} (every metric of its item kinds is
 * then scored). Other input paths are relative to the repository root, the parent of the benchmarks
 * folder; an input may be a file or a folder ({@link InputDigest}).
 */
public record RegressionFile(Path file, ObjectNode json) {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  /**
   * How {@code --update} writes a file: as the files are written by hand ({@code "key": value},
   * two-space indents, one array element a line), so that an update changes only what it updates.
   */
  private static final com.fasterxml.jackson.databind.ObjectWriter WRITER = MAPPER.writer(
      new com.fasterxml.jackson.core.util.DefaultPrettyPrinter()
          .withSeparators(com.fasterxml.jackson.core.util.Separators.createDefaultInstance()
              .withObjectFieldValueSpacing(com.fasterxml.jackson.core.util.Separators.Spacing.AFTER))
          .withObjectIndenter(new com.fasterxml.jackson.core.util.DefaultIndenter("  ", "\n"))
          .withArrayIndenter(new com.fasterxml.jackson.core.util.DefaultIndenter("  ", "\n")));

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
   * @param evaluate the ids scored, or null when the whole split is scored (only when the solver
   *     trains on another split, so no item is both trained on and scored)
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
    if (!(node instanceof ObjectNode o)) {
      throw new IllegalArgumentException(file + ":1: expected an object with task, split and solver.id, found "
          + (node == null ? "nothing" : node.getNodeType().toString().toLowerCase(java.util.Locale.ROOT)));
    }
    boolean byTask = o.path("task").isTextual() && o.path("split").isTextual() && !o.has("dataset");
    boolean byFiles = !o.has("task") && o.path("dataset").isObject() && o.path("dataset").path("format").isTextual()
        && o.path("dataset").path("inputs").isArray();
    if (!(byTask || byFiles) || !o.path("solver").path("id").isTextual()) {
      throw new IllegalArgumentException(file + ":1: expected an object with task and split (a task from `qakit tasks`), or"
          + " dataset.format and dataset.inputs for data no task covers, and solver.id");
    }
    return new RegressionFile(file, o);
  }

  /** The file's name relative to {@code dir}, e.g. {@code arc-easy/random.json}. */
  public String name(Path dir) {
    return dir.relativize(file).toString().replace('\\', '/');
  }

  /** The task id, or null for a file that names its dataset's files instead. */
  public String taskId() {
    return text(json, "task", null);
  }

  /** The task, from the registry; an unknown id is refused with the file and the close matches. */
  public Task task() {
    try {
      return Tasks.get(taskId());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
    }
  }

  /** The task's split scored ({@code split}), or null for a file without a task. */
  public String taskSplit() {
    return taskId() == null ? null : json.path("split").asText();
  }

  /** What is scored, for people: {@code wikiqa dev}, or the dataset's name. */
  public String dataset() {
    if (taskId() != null) {
      return taskId() + " " + taskSplit();
    }
    return text(json.path("dataset"), "name", file.getParent().getFileName().toString());
  }

  public String format() {
    return taskId() != null ? task().format() : json.path("dataset").path("format").asText();
  }

  public String view() {
    return taskId() != null ? task().view() : text(json.path("dataset"), "view", null);
  }

  public boolean lenient() {
    return json.path("dataset").path("lenient").asBoolean(false);
  }

  /** The dataset's files as written ({@code dataset.inputs}); empty for a task, whose files the registry names. */
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

  /**
   * The fine-tuned model to train and cache ({@code solver.model}: {@link BenchModel}), or null
   * when the file asks for none; a bad field is one line naming the file and the field.
   */
  public BenchModel modelSpec() {
    JsonNode model = json.path("solver").path("model");
    if (model.isMissingNode()) {
      return null;
    }
    try {
      BenchModel m = BenchModel.parse(model, "solver.model", "/solver/model", taskId(), taskId() == null ? format() : null, view());
      m.checkSolver(solver(), members());
      return m;
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
    }
  }

  /** The training files ({@code solver.train.inputs}); empty for untrained solvers and for training on a task's split. */
  public List<Input> trainInputs() {
    return inputs(json.path("solver").path("train").path("inputs"), "/solver/train/inputs");
  }

  /** {@code solver.train.split}: the solver trains on this split of {@link #trainTask()}, or null. */
  public String trainSplit() {
    String split = text(json.path("solver").path("train"), "split", null);
    if (split != null && json.path("solver").path("train").has("inputs")) {
      throw new IllegalArgumentException(file + ": solver.train: expected split (a task's) or inputs (files), found both");
    }
    return split;
  }

  /** {@code solver.train.task}, by default the file's own task: the task whose {@link #trainSplit()} is trained on. */
  public Task trainTask() {
    String id = text(json.path("solver").path("train"), "task", taskId());
    if (id == null) {
      throw new IllegalArgumentException(file + ": solver.train.split names a task's split: give solver.train.task");
    }
    try {
      return Tasks.get(id);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": solver.train.task: " + e.getMessage(), e);
    }
  }

  /**
   * {@code ids_sha256}: the expected sha256 of each ids file under the repository that the task's
   * splits name (the split scored, the split trained on), path → sha256.
   */
  public Map<String, String> idsChecksums() {
    var map = new LinkedHashMap<String, String>();
    json.path("ids_sha256").fields().forEachRemaining(e -> map.put(e.getKey(), e.getValue().asText()));
    return map;
  }

  /**
   * The subset of item ids, or null when the whole split (or dataset) is scored: {@code subset} in a
   * file with a task, {@code split} in one with a dataset.
   */
  public Split split() {
    String field = taskId() != null ? "subset" : "split";
    JsonNode split = json.path(field);
    if (split.isMissingNode() || split.isNull()) {
      return null;
    }
    boolean evaluates = split.has("evaluate");
    if (!split.isObject() || (evaluates || !split.has("train")) && !split.path("evaluate").path("path").isTextual()) {
      throw new IllegalArgumentException(file + ": " + field + ": expected {\"train\": {\"path\", \"sha256\"}, \"evaluate\": {\"path\","
          + " \"sha256\"}} (train optional; evaluate optional in a task's file that trains on another split), found " + split);
    }
    if (!evaluates && taskId() == null) {
      throw new IllegalArgumentException(file + ": split.evaluate: expected the ids scored (a file without a task may train on the data it"
          + " scores, so its parts must be named), found none");
    }
    Input train = null;
    if (split.has("train")) {
      if (!split.path("train").path("path").isTextual()) {
        throw new IllegalArgumentException(file + ": " + field + ".train: expected {\"path\", \"sha256\"}, found " + split.path("train"));
      }
      if (trainInputs().isEmpty() && trainSplit() == null) {
        throw new IllegalArgumentException(file + ": " + field + ".train restricts the training items, but solver.train has no inputs");
      }
      train = input(split.path("train"), "/" + field + "/train");
    }
    return new Split(train, evaluates ? input(split.path("evaluate"), "/" + field + "/evaluate") : null);
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
    BenchModel model = modelSpec();
    if (model != null) {
      all.addAll(model.inputs());
    }
    Split split = split();
    if (split != null) {
      if (split.train() != null) {
        all.add(split.train());
      }
      if (split.evaluate() != null) {
        all.add(split.evaluate());
      }
    }
    return all;
  }

  public String trainFormat() {
    return trainSplit() != null ? trainTask().format() : text(json.path("solver").path("train"), "format", format());
  }

  public String trainView() {
    return trainSplit() != null ? trainTask().view() : text(json.path("solver").path("train"), "view", null);
  }

  public boolean trainLenient() {
    return json.path("solver").path("train").path("lenient").asBoolean(false);
  }

  public boolean slow() {
    return json.path("slow").asBoolean(false);
  }

  /** {@code anchor}: a published figure written beside a file without a task (a task's anchors come from the registry). */
  public String anchor() {
    return text(json, "anchor", "");
  }

  /** {@code note}: what a reader needs to know about this setting, a phrase, or empty. */
  public String note() {
    return text(json, "note", "");
  }

  /** The file's name without {@code .json}: the solver variant ({@code sentence-ranker-encoder}). */
  public String variant() {
    String name = file.getFileName().toString();
    return name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
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
    update(scores, checksums, Map.of());
  }

  /** As {@link #update(Map, Map)}, also writing {@code ids_sha256} (path → sha256) when {@code ids} is not empty. */
  public void update(Map<String, Double> scores, Map<String, InputDigest> checksums, Map<String, String> ids) throws IOException {
    update(scores, checksums, ids, Map.of());
  }

  /** As {@link #update(Map, Map, Map)}, also writing the model's card checksums ({@code model_sha256}) when {@code model} is not empty. */
  public void update(Map<String, Double> scores, Map<String, InputDigest> checksums, Map<String, String> ids, Map<String, String> model)
      throws IOException {
    ObjectNode copy = json.deepCopy();
    if (!model.isEmpty()) {
      ObjectNode node = copy.putObject(ModelCard.FIELD);
      model.forEach(node::put);
    }
    if (!ids.isEmpty()) {
      ObjectNode node = copy.putObject("ids_sha256");
      ids.forEach(node::put);
    }
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
    String text = WRITER.writeValueAsString(copy) + "\n";
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
