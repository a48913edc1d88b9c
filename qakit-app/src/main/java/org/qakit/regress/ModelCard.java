package org.qakit.regress;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.qakit.io.Sha256;
import org.qakit.train.PairModelFolder;

/**
 * A cached model folder's training card ({@code card.json}, written by {@code qakit train}) read
 * against a {@link BenchModel}: whether it was trained with these settings from these data, and the
 * checksums a regression file records of it in {@code model_sha256} (label → sha256):
 * {@code weights.ndlist} (the kept weights), {@code trainData} (the groups as trained),
 * {@code train/<file name>} and {@code dev/<file name>} (the data files), and the parent's, prefixed
 * {@code from/}. A changed weights checksum fails the run as a moved score does.
 */
final class ModelCard {
  /** The weights file, and its label among the checksums. */
  static final String WEIGHTS = "weights.ndlist";

  /** The regression file's field holding the checksums. */
  static final String FIELD = "model_sha256";

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private ModelCard() {}

  /**
   * Why the folder {@code dir} is not {@code m}'s model, in a phrase, or null when its card matches:
   * head, base model, hyper-parameters, patience, negatives, one thread, the training and dev files'
   * checksums (in order), a choice head's knowledge (where it came from) and, for a continued
   * model, the parent's config and weights checksums.
   *
   * @param knowledge the knowledge description the card must hold (choice head), or null
   */
  static String mismatch(Path dir, BenchModel m, List<String> trainSums, List<String> devSums, BenchModel.Ready parent,
      String knowledge) {
    for (String f : List.of("card.json", PairModelFolder.CONFIG, WEIGHTS)) {
      if (!Files.isRegularFile(dir.resolve(f))) {
        return "no " + f;
      }
    }
    JsonNode card;
    try {
      card = MAPPER.readTree(dir.resolve("card.json").toFile());
    } catch (IOException e) {
      return "card.json does not read: " + e.getMessage();
    }
    String negatives = card.path("negatives").asText();
    List<String> parentSums = parent == null ? List.of() : List.of(sha(parent.dir().resolve(PairModelFolder.CONFIG)),
        parent.checksums().get(WEIGHTS));
    if (!card.path("head").asText().equals(m.head().id())) {
      return "head " + card.path("head").asText();
    } else if (!card.path("baseModel").asText().equals(m.encoder())) {
      return "base model " + card.path("baseModel").asText();
    } else if (!card.path("hyperParameters").toString().equals(MAPPER.valueToTree(m.spec()).toString())) {
      return "hyper-parameters " + card.path("hyperParameters");
    } else if (card.path("patience").asInt(-1) != m.patience()) {
      return "patience " + card.path("patience");
    } else if (m.negatives() == 0 ? !negatives.equals("every candidate") : !negatives.startsWith(m.negatives() + " of each")) {
      return "negatives: " + negatives;
    } else if (!card.path("engine").asText().endsWith(", 1 thread(s)")) {
      return "engine " + card.path("engine").asText();
    } else if (!values(card.path("trainFiles")).equals(trainSums)) {
      return "training files " + values(card.path("trainFiles"));
    } else if (!values(card.path("devFiles")).equals(devSums)) {
      return "dev files " + values(card.path("devFiles"));
    } else if (!values(card.path("parent").path("checksums")).equals(parentSums)) {
      return "parent " + values(card.path("parent").path("checksums"));
    } else if (knowledge != null && !card.path("knowledge").asText().equals(knowledge)) {
      return "knowledge " + card.path("knowledge").asText();
    }
    return null;
  }

  /** What {@code model_sha256} records of the folder {@code dir} and its parent's. */
  static Map<String, String> checksums(Path dir, BenchModel.Ready parent) throws IOException {
    JsonNode card = MAPPER.readTree(dir.resolve("card.json").toFile());
    var out = new LinkedHashMap<String, String>();
    out.put(WEIGHTS, Sha256.file(dir.resolve(WEIGHTS)));
    out.put("trainData", card.path("trainData").asText());
    card.path("trainFiles").properties().forEach(e -> out.put("train/" + Path.of(e.getKey()).getFileName(), e.getValue().asText()));
    card.path("devFiles").properties().forEach(e -> out.put("dev/" + Path.of(e.getKey()).getFileName(), e.getValue().asText()));
    if (parent != null) {
      parent.checksums().forEach((k, v) -> out.put("from/" + k, v));
    }
    return out;
  }

  /** The checksums written in the regression file ({@value #FIELD}), label → sha256; empty when none. */
  static Map<String, String> written(JsonNode json) {
    var out = new LinkedHashMap<String, String>();
    json.path(FIELD).properties().forEach(e -> out.put(e.getKey(), e.getValue().asText()));
    return out;
  }

  /**
   * One line per checksum that differs between the file and the card; a changed weights checksum
   * says that the weights changed (the same settings and data trained other weights).
   */
  static List<String> problems(Map<String, String> expected, Map<String, String> actual) {
    if (expected.isEmpty()) {
      return List.of(FIELD + ": expected the training card's checksums, found none (qakit bench --update writes them)");
    }
    var labels = new LinkedHashSet<>(expected.keySet());
    labels.addAll(actual.keySet());
    var out = new ArrayList<String>();
    for (String label : labels) {
      String e = expected.getOrDefault(label, "(none)");
      String a = actual.getOrDefault(label, "(none)");
      if (e.equals(a)) {
        continue;
      }
      out.add(label.endsWith(WEIGHTS)
          ? "the model's weights changed: " + FIELD + "." + label + " expected " + e + ", found " + a
              + " (the same settings and data trained other weights)"
          : FIELD + "." + label + ": expected " + e + ", found " + a);
    }
    return out;
  }

  private static List<String> values(JsonNode object) {
    var out = new ArrayList<String>();
    object.properties().forEach(e -> out.add(e.getValue().asText()));
    return out;
  }

  private static String sha(Path file) {
    try {
      return Sha256.file(file);
    } catch (IOException e) {
      return "unreadable";
    }
  }
}
