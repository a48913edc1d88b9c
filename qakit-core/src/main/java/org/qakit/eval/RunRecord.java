package org.qakit.eval;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The provenance of one predictions file: what was run, on which data, how, and what it scored. It
 * is written beside the predictions ({@link #pathFor}: {@code runs/x.jsonl} gets
 * {@code runs/x.run.json}) by {@code qakit run} and {@code qakit solve}, and read by
 * {@code qakit report}, which needs it to name the solver, its settings, its training data, the
 * command and the checksums of every input.
 *
 * <p>Schema {@value #SCHEMA} (one JSON object; {@code null} where a field does not apply):
 *
 * <pre>{@code
 * {"schema": "qakit-run/1", "qakit": "0.1.0-SNAPSHOT",
 *  "command": "qakit run --task wikiqa --split dev ...", "started": "2026-11-27T09:30:00Z", "wallSeconds": 12.3,
 *  "task": "wikiqa", "split": "dev", "format": "wikiqa", "view": null,
 *  "inputs": [{"path": "...", "sha256": "..."}], "ids": null,
 *  "solver": {"id": "sentence-ranker", "parameters": {"--lang": "en"}},
 *  "training": {"split": "train", "inputs": [{"path": "...", "sha256": "..."}]},
 *  "predictions": {"path": "x.jsonl", "format": "qakit", "sha256": "..."},
 *  "items": {"read": 296, "scored": 126},
 *  "metrics": {"map": 0.7516, "mrr": 0.753}}
 * }</pre>
 *
 * {@code predictions.path} is relative to the record's folder. {@code task} and {@code split} are
 * null for a run given by {@code -f FORMAT --input}; {@code training} is null for a solver that
 * does not train; {@code metrics} is empty for {@code solve}, which does not score.
 *
 * @param qakit the qakit version that wrote the record
 * @param command the command line as typed, arguments joined by spaces (quoted where needed)
 * @param started when the run started (UTC)
 * @param wallSeconds the run's wall time
 * @param task the task id, or null
 * @param split the task split, or null
 * @param format the dataset format id
 * @param view the format view, or null for the default
 * @param inputs the dataset files read, with their sha256
 * @param ids the ids file that restricted the items, or null
 * @param solverId the solver's registry id
 * @param parameters the solver's options as given on the command line (name to value), in order
 * @param training the training data, or null
 * @param predictions the predictions file, relative to the record's folder
 * @param predictionsFormat {@code qakit}, {@code trec}, {@code nlpcc-dbqa} or {@code nlpcc-kbqa}
 * @param predictionsSha256 the predictions file's sha256
 * @param itemsRead items read from the inputs
 * @param itemsScored items that count by the protocol (or the ids)
 * @param metrics headline and other metrics as computed by the run, by metric id, in order
 */
public record RunRecord(String qakit, String command, Instant started, double wallSeconds, String task, String split,
    String format, String view, List<FileSum> inputs, FileSum ids, String solverId, Map<String, String> parameters,
    Training training, String predictions, String predictionsFormat, String predictionsSha256, int itemsRead,
    int itemsScored, Map<String, Double> metrics) {

  public static final String SCHEMA = "qakit-run/1";

  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** A file and its sha256. */
  public record FileSum(String path, String sha256) {
    public FileSum {
      Objects.requireNonNull(path, "path");
      Objects.requireNonNull(sha256, "sha256");
    }
  }

  /** The data a solver trained on: a task split (or null) and its files. */
  public record Training(String split, List<FileSum> inputs) {
    public Training {
      inputs = List.copyOf(inputs);
    }
  }

  public RunRecord {
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(started, "started");
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(solverId, "solverId");
    Objects.requireNonNull(predictions, "predictions");
    Objects.requireNonNull(predictionsFormat, "predictionsFormat");
    if (wallSeconds < 0 || Double.isNaN(wallSeconds)) {
      throw new IllegalArgumentException("wallSeconds must be >= 0, got " + wallSeconds);
    }
    if (itemsScored < 0 || itemsRead < 0 || itemsScored > itemsRead) {
      throw new IllegalArgumentException("items scored must be in [0, read]: read " + itemsRead + ", scored " + itemsScored);
    }
    inputs = List.copyOf(inputs);
    parameters = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    metrics = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
  }

  /** Where the record of {@code predictions} lives: its name with the last extension replaced by {@code .run.json}. */
  public static Path pathFor(Path predictions) {
    String name = predictions.getFileName().toString();
    int dot = name.lastIndexOf('.');
    String stem = dot > 0 ? name.substring(0, dot) : name;
    return predictions.resolveSibling(stem + ".run.json");
  }

  /** The predictions file this record describes, resolved against the record's own path. */
  public Path predictionsPath(Path record) {
    Path parent = record.toAbsolutePath().getParent();
    return parent.resolve(predictions);
  }

  public ObjectNode toJson() {
    ObjectNode o = JSON.createObjectNode();
    o.put("schema", SCHEMA).put("qakit", qakit).put("command", command).put("started", started.toString())
        .put("wallSeconds", Math.round(wallSeconds * 1000) / 1000.0).put("task", task).put("split", split)
        .put("format", format).put("view", view);
    var in = o.putArray("inputs");
    inputs.forEach(f -> in.addObject().put("path", f.path()).put("sha256", f.sha256()));
    if (ids == null) {
      o.putNull("ids");
    } else {
      o.putObject("ids").put("path", ids.path()).put("sha256", ids.sha256());
    }
    ObjectNode s = o.putObject("solver").put("id", solverId);
    ObjectNode p = s.putObject("parameters");
    parameters.forEach(p::put);
    if (training == null) {
      o.putNull("training");
    } else {
      ObjectNode t = o.putObject("training").put("split", training.split());
      var ti = t.putArray("inputs");
      training.inputs().forEach(f -> ti.addObject().put("path", f.path()).put("sha256", f.sha256()));
    }
    o.putObject("predictions").put("path", predictions).put("format", predictionsFormat).put("sha256", predictionsSha256);
    o.putObject("items").put("read", itemsRead).put("scored", itemsScored);
    ObjectNode m = o.putObject("metrics");
    metrics.forEach(m::put);
    return o;
  }

  /** Writes the record to {@code file} atomically. */
  public void write(Path file) throws IOException {
    String text = JSON.writeValueAsString(toJson()) + "\n";
    org.qakit.io.AtomicFile.write(file, out -> out.write(text));
  }

  /** Reads a record; a file that is not one gets an error naming the file, the line and what was expected. */
  public static RunRecord read(Path file) throws IOException {
    JsonNode n;
    try {
      n = JSON.readTree(Files.readString(file));
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(file + ":" + e.getLocation().getLineNr() + ": expected a qakit run record (JSON), found "
          + e.getOriginalMessage());
    }
    if (n == null || !n.isObject() || !SCHEMA.equals(n.path("schema").asText())) {
      throw new IllegalArgumentException(file + ":1: expected a qakit run record with \"schema\": \"" + SCHEMA + "\", found "
          + (n == null ? "nothing" : n.isObject() ? "schema " + n.path("schema") : n.getNodeType().toString().toLowerCase(java.util.Locale.ROOT)));
    }
    try {
      var params = new LinkedHashMap<String, String>();
      n.path("solver").path("parameters").properties().forEach(e -> params.put(e.getKey(), e.getValue().asText()));
      var metrics = new LinkedHashMap<String, Double>();
      n.path("metrics").properties().forEach(e -> metrics.put(e.getKey(), e.getValue().asDouble()));
      JsonNode t = n.path("training");
      return new RunRecord(text(n, "qakit"), required(n, "command", file), Instant.parse(required(n, "started", file)),
          n.path("wallSeconds").asDouble(), text(n, "task"), text(n, "split"), required(n, "format", file), text(n, "view"),
          sums(n.path("inputs")), n.path("ids").isObject() ? sum(n.path("ids")) : null, required(n.path("solver"), "id", file), params,
          t.isObject() ? new Training(text(t, "split"), sums(t.path("inputs"))) : null, required(n.path("predictions"), "path", file),
          required(n.path("predictions"), "format", file), text(n.path("predictions"), "sha256"), n.path("items").path("read").asInt(),
          n.path("items").path("scored").asInt(), metrics);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException(file + ":1: not a valid qakit run record: " + e.getMessage(), e);
    }
  }

  private static List<FileSum> sums(JsonNode array) {
    var out = new ArrayList<FileSum>();
    array.forEach(f -> out.add(sum(f)));
    return out;
  }

  private static FileSum sum(JsonNode f) {
    return new FileSum(f.path("path").asText(), f.path("sha256").asText());
  }

  private static String text(JsonNode n, String field) {
    JsonNode v = n.path(field);
    return v.isTextual() ? v.asText() : null;
  }

  private static String required(JsonNode n, String field, Path file) {
    String v = text(n, field);
    if (v == null) {
      throw new IllegalArgumentException("expected a text field \"" + field + "\"");
    }
    return v;
  }
}
