package org.qakit.format.jsonl;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.qakit.dataset.Dataset;
import org.qakit.format.JsonRecords;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.View;
import org.qakit.format.WritableFormat;
import org.qakit.io.AtomicFile;
import org.qakit.model.Item;
import org.qakit.model.Passage;

/**
 * qakit's own lossless JSON Lines: one record per line, items of every kind tagged by {@code
 * "kind"} ({@code multiple-choice}, {@code answer-selection}, {@code kb-question}, {@code
 * extraction}) and passages tagged {@code "kind": "passage"}. The fields are the item records'
 * components; absent optional values are omitted. Reading what was written gives equal items.
 */
public final class QakitJsonlFormat implements WritableFormat {
  static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .serializationInclusion(JsonInclude.Include.NON_NULL)
          .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
          .build();
  private static final String PASSAGE = "passage";

  @Override
  public String id() {
    return "qakit-jsonl";
  }

  @Override
  public String description() {
    return "qakit's lossless JSON Lines for every item kind (field \"kind\") and passages; what `data convert` writes";
  }

  @Override
  public List<View> views() {
    return List.of(new View("all", null, "every record as written, whatever its kind"));
  }

  @Override
  public Dataset read(Path path, ReadOptions options) throws IOException {
    view(options);
    var session = new ReadSession(path, options);
    JsonRecords.jsonLines(
        session,
        (line, node) -> {
          if (PASSAGE.equals(node.path("kind").asText())) {
            session.passage(line, () -> convert(node, Passage.class));
          } else {
            session.item(line, () -> convert(node, Item.class));
          }
        });
    return session.finish();
  }

  private static <T> T convert(ObjectNode node, Class<T> type) {
    ObjectNode copy = node.deepCopy();
    if (type == Passage.class) {
      copy.remove("kind");
    } else if (!copy.has("kind")) {
      throw new IllegalArgumentException(
          "expected field 'kind' (multiple-choice, answer-selection, kb-question, extraction or passage), found none");
    }
    try {
      return MAPPER.treeToValue(copy, type);
    } catch (JsonProcessingException e) {
      Throwable cause = e.getCause() instanceof IllegalArgumentException iae ? iae : e;
      String message = cause == e ? e.getOriginalMessage().lines().findFirst().orElse("") : cause.getMessage();
      throw new IllegalArgumentException("expected a qakit-jsonl record: " + message);
    }
  }

  @Override
  public void write(Dataset dataset, Path target) throws IOException {
    AtomicFile.write(
        target,
        out -> {
          for (Item item : dataset.items()) {
            out.write(MAPPER.writeValueAsString(item));
            out.write('\n');
          }
          for (Passage p : dataset.passages()) {
            ObjectNode node = MAPPER.createObjectNode().put("kind", PASSAGE);
            node.setAll((ObjectNode) MAPPER.valueToTree(p));
            out.write(MAPPER.writeValueAsString(node));
            out.write('\n');
          }
        });
  }
}
