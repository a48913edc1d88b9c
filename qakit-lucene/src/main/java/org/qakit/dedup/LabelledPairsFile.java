package org.qakit.dedup;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.qakit.io.AtomicFile;

/**
 * The labelled-pairs file: JSON lines, one {@link LabelledPair} each, holding item ids and rewrite
 * recipes but no dataset text, e.g.
 *
 * <pre>
 * {"a":"gkmc-16385","b":"gkmc-16390","label":0,"kind":"retrieved","part":"train"}
 * {"a":"gkmc-16385","rewrite":"substitute-numbers","seed":417,"label":1,"kind":"substitute-numbers","part":"test"}
 * </pre>
 *
 * {@code part} is {@code train} or {@code test} (the held-back part). A line that is not such an
 * object is an error at {@code file:line}.
 */
public final class LabelledPairsFile {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private LabelledPairsFile() {}

  public static List<LabelledPair> read(Path file) throws IOException {
    var out = new ArrayList<LabelledPair>();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      int n = 0;
      while ((line = in.readLine()) != null) {
        n++;
        if (line.isBlank()) {
          continue;
        }
        try {
          JsonNode j = MAPPER.readTree(line);
          if (!(j instanceof ObjectNode) || !j.path("a").isTextual() || !j.path("label").isInt() || !j.path("kind").isTextual()) {
            throw new IllegalArgumentException("expected an object with a, label and kind, found " + line);
          }
          String part = j.path("part").asText("train");
          if (!part.equals("train") && !part.equals("test")) {
            throw new IllegalArgumentException("expected part train or test, found " + part);
          }
          Rewrite r = j.has("rewrite") ? Rewrite.of(j.path("rewrite").asText()) : null;
          out.add(new LabelledPair(j.path("a").asText(), j.has("b") ? j.path("b").asText() : null, r,
              j.path("seed").asLong(0), j.path("label").asInt(), j.path("kind").asText(), part.equals("test")));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
          throw new IllegalArgumentException(file + ":" + n + ": expected a JSON object, found " + e.getOriginalMessage());
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(file + ":" + n + ": " + e.getMessage());
        }
      }
    }
    return out;
  }

  /** Writes the pairs, whole or not at all. */
  public static void write(Path file, List<LabelledPair> pairs) throws IOException {
    AtomicFile.write(file, out -> {
      for (LabelledPair p : pairs) {
        ObjectNode j = MAPPER.createObjectNode();
        j.put("a", p.a());
        if (p.b() != null) {
          j.put("b", p.b());
        } else {
          j.put("rewrite", p.rewrite().id());
          j.put("seed", p.seed());
        }
        j.put("label", p.label());
        j.put("kind", p.kind());
        j.put("part", p.heldOut() ? "test" : "train");
        out.write(MAPPER.writeValueAsString(j));
        out.write("\n");
      }
    });
  }
}
