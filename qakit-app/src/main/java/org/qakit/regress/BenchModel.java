package org.qakit.regress;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.qakit.io.Sha256;
import org.qakit.train.Head;
import org.qakit.train.PairLoss;
import org.qakit.train.TrainSpec;
import org.qakit.train.bert.BaseModels;
import org.qakit.train.bert.Dropout;

/**
 * The fine-tuned model a regression file asks for with a {@code solver.model} object
 * (docs/solving.md): the {@code qakit train} run that writes the model folder the solver reads
 * ({@code cross-encoder}, {@code choice-model}, {@code sentence-ranker}'s cross-encoder feature), so
 * that {@code qakit bench} trains it once into {@value #CACHE}{@code /<key>} under the repository
 * root and reuses it while its training card still matches ({@link ModelCache}), as {@link
 * BenchIndex} does for indexes.
 *
 * <p>Every field has the {@code qakit train} default when absent. The data are two splits of a task
 * ({@code train}, default {@code {"split": "train"}}; {@code dev}, default {@code {"split": "dev"}},
 * scored after each epoch to keep the best one) of {@code task}, by default the file's own, or, in a
 * file without a task, files ({@code {"inputs": [{"path", "sha256"}]}}) in the file's format.
 * {@code threads} must be 1: one libtorch thread gives the same weights for the same seed, and a
 * regression must be reproducible bit for bit. Either part may be narrowed to an ids file ({@code
 * {"split": "train", "ids": {"path", "sha256"}}}, as {@code qakit train --ids/--dev-ids}); both
 * parts may then be one split, carved by two ids files that share no id. A choice head may read
 * its knowledge from the file's {@code solver.index} ({@code "index": true}, as {@code qakit train
 * --index}), per option with {@code "optionPassages": K} ({@code --option-passages K}).
 *
 * @param path where the object stands, for messages: {@code solver.model}, {@code solver.model.from}
 * @param head pair or choice
 * @param encoder the base model id (with {@code from}: the parent's)
 * @param from the model this one continues to fine-tune, or null to start from the base model
 * @param task the task whose splits are read, or null for files
 * @param train the training data
 * @param dev the data scored after each epoch
 * @param format the files' format (null for a task's splits)
 * @param view the files' view, or null
 * @param spec the hyper-parameters
 * @param negatives pair head: hard negatives per question and step (0: every candidate)
 * @param patience epochs without a better dev metric before stopping (0: every epoch)
 * @param index choice head: whether its knowledge is retrieved from the file's solver index
 * @param optionPassages choice head: passages per option (0: one knowledge text per item)
 */
public record BenchModel(String path, Head head, String encoder, BenchModel from, String task, Data train, Data dev, String format,
    String view, TrainSpec spec, int negatives, int patience, boolean index, int optionPassages) {

  /** The cache folder under the repository root. */
  public static final String CACHE = "target/qakit-bench-models";

  /** The fields a {@code solver.model} object may have. */
  static final Set<String> FIELDS = Set.of("head", "encoder", "from", "task", "train", "dev", "format", "epochs", "lr", "warmup",
      "batch", "maxLength", "seed", "dropout", "loss", "negatives", "patience", "threads", "index", "optionPassages");

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /**
   * Training or dev data: a split of the model's task, or files.
   *
   * @param split the split's name, or null for files
   * @param inputs the files as written (empty for a split)
   * @param ids the ids file that narrows the items, or null for all
   */
  public record Data(String split, List<RegressionFile.Input> inputs, RegressionFile.Input ids) {
    /** In a phrase, for docs: the split's name, or the files' names. */
    String describe() {
      return split != null ? split : String.join(", ", inputs.stream().map(RegressionFile.Input::path).toList());
    }
  }

  /** What {@link ModelCache#open} did: the model folder, whether it was trained now, the card's checksums, the parent's. */
  public record Ready(Path dir, boolean built, double seconds, java.util.Map<String, String> checksums, Ready parent) {}

  /**
   * Reads a {@code solver.model} object.
   *
   * @param node the object
   * @param path its dotted path, {@code solver.model}
   * @param pointer its JSON Pointer, {@code /solver/model}
   * @param fileTask the regression file's task id, or null
   * @param fileFormat the regression file's format (a file without a task), or null
   * @param fileView its view, or null
   * @throws IllegalArgumentException naming the field's path and what was expected
   */
  public static BenchModel parse(JsonNode node, String path, String pointer, String fileTask, String fileFormat, String fileView) {
    if (!node.isObject()) {
      throw new IllegalArgumentException(path + ": expected an object (head, encoder, epochs, …), found " + node);
    }
    node.fieldNames().forEachRemaining(name -> {
      if (!FIELDS.contains(name)) {
        throw new IllegalArgumentException(path + "." + name + ": expected one of " + new java.util.TreeSet<>(FIELDS) + ", found an unknown field");
      }
    });
    Head head;
    try {
      head = Head.of(text(node, path, "head", "pair"));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(path + ".head: " + e.getMessage(), e);
    }
    if (head == Head.SPAN) {
      throw new IllegalArgumentException(path + ".head: expected pair or choice (a regression file trains no span head yet), found span");
    }
    BenchModel from = node.has("from") ? parse(node.get("from"), path + ".from", pointer + "/from", fileTask, fileFormat, fileView) : null;
    String encoder = text(node, path, "encoder", null);
    if (from != null && encoder != null && !encoder.equals(from.encoder())) {
      throw new IllegalArgumentException(path + ".encoder: expected " + from.encoder() + " (the base model of " + path + ".from) or none, found "
          + encoder);
    }
    if (from == null && encoder == null) {
      throw new IllegalArgumentException(path + ".encoder: expected the base model to fine-tune (" + String.join(", ",
          BaseModels.all().stream().map(m -> m.id()).toList()) + ") or a from object, found none");
    }
    if (from == null && BaseModels.find(encoder).isEmpty()) {
      throw new IllegalArgumentException(path + ".encoder: expected one of " + BaseModels.all().stream().map(m -> m.id()).toList()
          + ", found " + encoder);
    }
    String task = text(node, path, "task", fileTask);
    String format = task != null ? null : text(node, path, "format", fileFormat);
    Data train = data(node, path, pointer, "train", task);
    Data dev = data(node, path, pointer, "dev", task);
    if (train.split() != null && train.split().equals(dev.split()) && (train.ids() == null || dev.ids() == null)) {
      throw new IllegalArgumentException(path + ".dev: expected a split other than the training split (or both carved by ids files),"
          + " found " + dev.split());
    }
    int threads = integer(node, path, "threads", 1, 1);
    if (threads != 1) {
      throw new IllegalArgumentException(path + ".threads: expected 1 (one libtorch thread gives the same weights for the same seed,"
          + " and a regression must be reproducible bit for bit), found " + threads);
    }
    String loss = text(node, path, "loss", "listwise");
    if (!loss.equals("listwise") && !loss.equals("pointwise")) {
      throw new IllegalArgumentException(path + ".loss: expected listwise or pointwise, found " + loss);
    }
    if (head == Head.CHOICE && !loss.equals("listwise")) {
      throw new IllegalArgumentException(path + ".loss: expected listwise (the choice head's softmax over the options), found " + loss);
    }
    int negatives = integer(node, path, "negatives", 0, 0);
    if (head == Head.CHOICE && negatives > 0) {
      throw new IllegalArgumentException(path + ".negatives: expected 0 (the choice head reads every option), found " + negatives);
    }
    double dropout = number(node, path, "dropout", TrainSpec.BERT_DROPOUT);
    try {
      Dropout.check(dropout);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(path + "." + e.getMessage(), e);
    }
    double lr = number(node, path, "lr", 2e-5);
    if (!(lr > 0 && lr <= 1)) {
      throw new IllegalArgumentException(path + ".lr: expected a learning rate above 0 and at most 1, found " + lr);
    }
    double warmup = number(node, path, "warmup", 0.1);
    if (!(warmup >= 0 && warmup <= 1)) {
      throw new IllegalArgumentException(path + ".warmup: expected a fraction of the steps from 0 to 1, found " + warmup);
    }
    String base = from != null ? from.encoder() : encoder;
    int maxLength = integer(node, path, "maxLength", 128, 3);
    int limit = BaseModels.get(base).spec().maxLength();
    if (maxLength > limit) {
      throw new IllegalArgumentException(path + ".maxLength: expected at most " + limit + " (base model " + base + "), found " + maxLength);
    }
    var spec = new TrainSpec(integer(node, path, "epochs", 2, 1), lr, warmup, integer(node, path, "batch", 4, 1), maxLength,
        longValue(node, path, "seed", 1), PairLoss.of(loss), 0.01, dropout);
    JsonNode indexNode = node.path("index");
    if (!indexNode.isMissingNode() && !indexNode.isBoolean()) {
      throw new IllegalArgumentException(path + ".index: expected true (knowledge from the file's solver.index) or false, found " + indexNode);
    }
    boolean index = indexNode.asBoolean(false);
    if (index && head != Head.CHOICE) {
      throw new IllegalArgumentException(path + ".index: expected false (the " + head.id() + " head reads no knowledge), found true");
    }
    int optionPassages = integer(node, path, "optionPassages", 0, 1);
    if (optionPassages > 0 && !index) {
      throw new IllegalArgumentException(path + ".optionPassages: passages are retrieved from the file's solver.index: add \"index\": true");
    }
    return new BenchModel(path, head, base, from, task, train, dev, format, task != null ? null : fileView, spec, negatives,
        integer(node, path, "patience", 0, 0), index, optionPassages);
  }

  /** The solvers that read a model folder, and the head each reads. */
  private static final java.util.Map<String, Head> READERS = java.util.Map.of("cross-encoder", Head.PAIR, "sentence-ranker", Head.PAIR,
      "choice-model", Head.CHOICE);

  /**
   * Refuses a solver that reads no model folder, or one of another head; an ensemble is checked by
   * the members that read the folder (at least one).
   */
  void checkSolver(String solver, java.util.List<String> members) {
    if (solver.equals("ensemble")) {
      var readers = members.stream().filter(READERS::containsKey).toList();
      if (readers.isEmpty()) {
        throw new IllegalArgumentException(path + ": no member of the ensemble (" + String.join(", ", members)
            + ") reads a fine-tuned model; expected one of " + new java.util.TreeSet<>(READERS.keySet()));
      }
      readers.forEach(m -> checkSolver(m, java.util.List.of()));
      return;
    }
    Head reads = READERS.get(solver);
    if (reads == null) {
      throw new IllegalArgumentException(path + ": solver " + solver + " reads no fine-tuned model; expected one of "
          + new java.util.TreeSet<>(READERS.keySet()) + " (or an ensemble with such a member)");
    }
    if (reads != head) {
      throw new IllegalArgumentException(path + ".head: expected " + reads.id() + " (solver " + solver + " reads that head), found " + head.id());
    }
  }

  /** Whether this model and its parents train on a task's splits (ids files allowed), as {@code qakit train --task} can. */
  boolean onTaskSplits() {
    return train.inputs().isEmpty() && dev.inputs().isEmpty() && (from == null || from.onTaskSplits());
  }

  /** Every file input of this model and of its parents (ids files included), parents first. */
  public List<RegressionFile.Input> inputs() {
    var all = new ArrayList<RegressionFile.Input>();
    if (from != null) {
      all.addAll(from.inputs());
    }
    for (Data d : List.of(train, dev)) {
      all.addAll(d.inputs());
      if (d.ids() != null) {
        all.add(d.ids());
      }
    }
    return all;
  }

  /**
   * The cache key: the first 16 hex digits of the SHA-256 of the settings (head, base model, the
   * hyper-parameters as JSON, negatives, patience), the parent's weights checksum, and each training
   * and dev file's name as written and measured sha256, one per line (an ids file among them); with
   * {@code index}, the index folder's name (its own content key) and the passages per option.
   *
   * @param indexName the name of the solver index's folder, or null when the model reads none
   */
  public String key(String parentWeights, List<String> trainSums, List<String> devSums, String indexName) {
    var sb = new StringBuilder("head\t").append(head.id()).append("\nencoder\t").append(encoder).append('\n');
    if (parentWeights != null) {
      sb.append("from\t").append(parentWeights).append('\n');
    }
    JsonNode hyper = MAPPER.valueToTree(spec);
    sb.append("hyperParameters\t").append(hyper.toString()).append("\nnegatives\t").append(negatives)
        .append("\npatience\t").append(patience).append('\n');
    appendData(sb, "train", train, trainSums);
    appendData(sb, "dev", dev, devSums);
    if (index) {
      sb.append("index\t").append(indexName).append("\noptionPassages\t").append(optionPassages).append('\n');
    }
    return Sha256.text(sb.toString()).substring(0, 16);
  }

  /**
   * The folder's open, trained or reused ({@link ModelCache#open}); training progress goes to {@code progress}.
   *
   * @param index the file's built solver index, which a model with {@code index} reads; null when none
   */
  public Ready open(Path root, org.qakit.task.DataHome home, PrintWriter progress, Path index) throws IOException {
    if (index == null && usesIndex()) {
      throw new IllegalArgumentException(path + ".index: the model reads the file's solver.index, but the file builds none");
    }
    return new ModelCache(root.resolve(CACHE), root, home, progress).open(this, index);
  }

  /** Whether this model or a parent reads the solver index. */
  boolean usesIndex() {
    return index || (from != null && from.usesIndex());
  }

  private static void appendData(StringBuilder sb, String part, Data data, List<String> sums) {
    for (int i = 0; i < sums.size(); i++) {
      boolean ids = data.ids() != null && i == sums.size() - 1;
      String name = ids ? "ids " + data.ids().path() : data.split() != null ? data.split() : data.inputs().get(i).path();
      sb.append(part).append('\t').append(name).append('\t').append(sums.get(i)).append('\n');
    }
  }

  private static Data data(JsonNode node, String path, String pointer, String field, String task) {
    JsonNode d = node.path(field);
    String where = path + "." + field;
    if (d.isMissingNode()) {
      if (task == null) {
        throw new IllegalArgumentException(where + ": expected {\"inputs\": [{\"path\", \"sha256\"}]} (a file without a task names its"
            + " files), found none");
      }
      return new Data(field, List.of(), null);
    }
    if (!d.isObject() || d.has("split") == d.has("inputs") || d.size() != (d.has("ids") ? 2 : 1)) {
      throw new IllegalArgumentException(where + ": expected {\"split\": \"" + field + "\"} (a split of the task) or {\"inputs\": [{\"path\","
          + " \"sha256\"}]} (files), optionally with \"ids\": {\"path\", \"sha256\"}, found " + d);
    }
    RegressionFile.Input ids = null;
    if (d.has("ids")) {
      JsonNode i = d.get("ids");
      if (!i.isObject() || !i.path("path").isTextual()) {
        throw new IllegalArgumentException(where + ".ids: expected {\"path\", \"sha256\"} (an ids file of qakit data split), found " + i);
      }
      ids = new RegressionFile.Input(pointer + "/" + field + "/ids", i.get("path").asText(), i.path("sha256").asText(""), -1);
    }
    if (d.has("split")) {
      if (task == null || !d.get("split").isTextual()) {
        throw new IllegalArgumentException(where + ".split: expected a split name of " + path + ".task (or the file's task), found "
            + (task == null ? "no task" : d.get("split")));
      }
      return new Data(d.get("split").asText(), List.of(), ids);
    }
    JsonNode inputs = d.get("inputs");
    if (!inputs.isArray() || inputs.isEmpty()) {
      throw new IllegalArgumentException(where + ".inputs: expected a non-empty array of {\"path\", \"sha256\"}, found " + inputs);
    }
    var list = new ArrayList<RegressionFile.Input>();
    for (int i = 0; i < inputs.size(); i++) {
      JsonNode in = inputs.get(i);
      if (!in.path("path").isTextual()) {
        throw new IllegalArgumentException(where + ".inputs[" + i + "]: expected {\"path\", \"sha256\"}, found " + in);
      }
      list.add(new RegressionFile.Input(pointer + "/" + field + "/inputs/" + i, in.get("path").asText(), in.path("sha256").asText(""), -1));
    }
    return new Data(null, list, ids);
  }

  private static String text(JsonNode node, String path, String field, String fallback) {
    JsonNode v = node.path(field);
    if (v.isMissingNode()) {
      return fallback;
    }
    if (!v.isTextual() || v.asText().isBlank()) {
      throw new IllegalArgumentException(path + "." + field + ": expected a string, found " + v);
    }
    return v.asText();
  }

  private static int integer(JsonNode node, String path, String field, int fallback, int min) {
    JsonNode v = node.path(field);
    if (v.isMissingNode()) {
      return fallback;
    }
    if (!v.canConvertToInt() || !v.isIntegralNumber() || v.asInt() < min) {
      throw new IllegalArgumentException(path + "." + field + ": expected a whole number of at least " + min + ", found " + v);
    }
    return v.asInt();
  }

  private static long longValue(JsonNode node, String path, String field, long fallback) {
    JsonNode v = node.path(field);
    if (v.isMissingNode()) {
      return fallback;
    }
    if (!v.isIntegralNumber() || !v.canConvertToLong()) {
      throw new IllegalArgumentException(path + "." + field + ": expected a whole number, found " + v);
    }
    return v.asLong();
  }

  private static double number(JsonNode node, String path, String field, double fallback) {
    JsonNode v = node.path(field);
    if (v.isMissingNode()) {
      return fallback;
    }
    if (!v.isNumber()) {
      throw new IllegalArgumentException(path + "." + field + ": expected a number, found " + v);
    }
    return v.asDouble();
  }
}
