package org.qakit.index;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qakit.io.AtomicFile;

/**
 * The JSON statistics file a build writes into its folder ({@value IndexStats#FILE}, {@code
 * qakit-kb.json}): one indented JSON object, written whole or not at all ({@link AtomicFile}), read
 * back with errors that name the file: {@code file:line: expected a JSON object, found ...} for a file
 * that is not one, {@code file: expected field 'x', found none} (a null field counts as none) or
 * {@code file: expected field 'x' to be a string (a number), found v} for a missing or mistyped field.
 * The files read are an {@code inputs} array of {@code {path, size, sha256}} objects ({@link InputFile}).
 */
public final class StatsFile {
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private StatsFile() {}

  /** A new, empty object to fill and {@link #write}. */
  public static ObjectNode object() {
    return JSON.createObjectNode();
  }

  /** Writes {@code json}, indented and followed by a newline, to {@code file}, whole or not at all. */
  public static void write(Path file, ObjectNode json) throws IOException {
    String text = JSON.writeValueAsString(json) + "\n";
    AtomicFile.write(file, out -> out.write(text));
  }

  /**
   * The statistics file {@code name} of the built folder {@code dir}, which must be there.
   *
   * @param folder what the folder is, for "no such <i>folder</i>", e.g. "index folder"
   * @param kind what a folder with the file is, for "not a qakit <i>kind</i>", e.g. "index"
   * @param build the command that builds one, e.g. "qakit index build"
   * @throws NoSuchFileException when {@code dir} is not a folder
   * @throws IllegalArgumentException when it is one without the file
   */
  public static Path locate(Path dir, String name, String folder, String kind, String build) throws NoSuchFileException {
    Path file = dir.resolve(name);
    if (!Files.isRegularFile(file)) {
      if (!Files.isDirectory(dir)) {
        throw new NoSuchFileException(dir.toString(), null, "no such " + folder);
      }
      throw new IllegalArgumentException(dir + ": not a qakit " + kind + " (no " + name + "); build one with " + build);
    }
    return file;
  }

  /** Reads {@code file} as one JSON object. */
  public static JsonNode read(Path file) throws IOException {
    JsonNode root;
    try {
      root = JSON.readTree(file.toFile());
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(file + ":" + e.getLocation().getLineNr() + ": expected a JSON object, found malformed JSON");
    }
    if (root == null || !root.isObject()) {
      throw new IllegalArgumentException(file + ":1: expected a JSON object, found " + (root == null ? "nothing" : root.getNodeType()));
    }
    return root;
  }

  /** The field {@code name} of {@code node}, which must be there and not null. */
  public static JsonNode required(JsonNode node, String name, Path file) {
    JsonNode v = node.get(name);
    if (v == null || v.isNull()) {
      throw new IllegalArgumentException(file + ": expected field '" + name + "', found none");
    }
    return v;
  }

  /** The string field {@code name} of {@code node}. */
  public static String text(JsonNode node, String name, Path file) {
    JsonNode v = required(node, name, file);
    if (!v.isTextual()) {
      throw new IllegalArgumentException(file + ": expected field '" + name + "' to be a string, found " + v);
    }
    return v.asText();
  }

  /** The number field {@code name} of {@code node} (as a node: the caller picks long, int or double). */
  public static JsonNode number(JsonNode node, String name, Path file) {
    JsonNode v = required(node, name, file);
    if (!v.isNumber()) {
      throw new IllegalArgumentException(file + ": expected field '" + name + "' to be a number, found " + v);
    }
    return v;
  }

  /** The {@code inputs} array of {@code root}. */
  public static List<InputFile> inputs(JsonNode root, Path file) {
    var inputs = new ArrayList<InputFile>();
    for (JsonNode in : required(root, "inputs", file)) {
      inputs.add(new InputFile(text(in, "path", file), number(in, "size", file).asLong(), text(in, "sha256", file)));
    }
    return inputs;
  }

  /** Adds the {@code inputs} array to {@code o}. */
  public static void putInputs(ObjectNode o, List<InputFile> inputs) {
    ArrayNode arr = o.putArray("inputs");
    for (InputFile in : inputs) {
      arr.addObject().put("path", in.path()).put("size", in.size()).put("sha256", in.sha256());
    }
  }

  /** Adds one table row per input: {@code input.N} = {@code path size bytes sha256:hex}, N from 1. */
  public static void putInputRows(Map<String, String> rows, List<InputFile> inputs) {
    for (int i = 0; i < inputs.size(); i++) {
      InputFile in = inputs.get(i);
      rows.put("input." + (i + 1), in.path() + " " + in.size() + " bytes sha256:" + in.sha256());
    }
  }
}
