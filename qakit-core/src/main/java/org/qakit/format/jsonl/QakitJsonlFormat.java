package org.qakit.format.jsonl;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.qakit.dataset.Dataset;
import org.qakit.format.AbstractFormat;
import org.qakit.format.JsonRecords;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.View;
import org.qakit.format.WritableFormat;
import org.qakit.io.AtomicFile;
import org.qakit.model.Item;
import org.qakit.model.Passage;
import org.qakit.model.Triple;

/**
 * qakit's own lossless JSON Lines: one record per line, items of every kind tagged by {@code
 * "kind"} ({@code multiple-choice}, {@code answer-selection}, {@code kb-question}, {@code
 * extraction}), passages tagged {@code "kind": "passage"} and knowledge-base triples tagged {@code
 * "kind": "triple"}. The fields are the item records'
 * components; absent optional values are omitted. Reading what was written gives equal items.
 * Lines tagged {@code "kind": "serve"} hold what qakit serve keeps about a record beyond its item
 * (who made and audited it, its history); this reader skips them and qakit serve's import reads them.
 */
public final class QakitJsonlFormat extends AbstractFormat implements WritableFormat {
  static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .serializationInclusion(JsonInclude.Include.NON_NULL)
          .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
          .withCoercionConfig(
              LogicalType.Textual,
              c -> {
                // a number or boolean where text belongs is an error, not a silent conversion
                c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
                c.setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
                c.setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
              })
          .withCoercionConfig(
              LogicalType.Integer,
              c -> c.setCoercion(CoercionInputShape.Float, CoercionAction.Fail)) // label 0.7 is not 0
          .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
          .build();
  private static final String PASSAGE = "passage";
  private static final String TRIPLE = "triple";
  private static final String SERVE = "serve";

  public QakitJsonlFormat() {
    super(
        "qakit-jsonl",
        "qakit's lossless JSON Lines for every item kind (field \"kind\"), passages and triples; what `data convert` writes",
        List.of(new View("all", null, "every record as written, whatever its kind")));
  }

  @Override
  public Dataset read(Path path, ReadOptions options) throws IOException {
    view(options);
    var session = new ReadSession(path, options);
    JsonRecords.jsonLines(
        session,
        (line, node) -> {
          String kind = node.path("kind").asText();
          if (PASSAGE.equals(kind)) {
            session.passage(line, () -> convert(node, Passage.class));
          } else if (TRIPLE.equals(kind)) {
            session.triple(line, () -> convert(node, Triple.class));
          } else if (SERVE.equals(kind)) {
            // a record's details from qakit serve's export (annotator, history, audits): read by its import, not an item
          } else {
            session.item(line, () -> convert(node, Item.class));
          }
        });
    return session.finish();
  }

  private static <T> T convert(ObjectNode node, Class<T> type) {
    ObjectNode copy = node.deepCopy();
    if (type == Passage.class || type == Triple.class) {
      copy.remove("kind");
    } else if (!copy.has("kind")) {
      throw new IllegalArgumentException(
          "expected field 'kind' (multiple-choice, answer-selection, kb-question, extraction, passage or triple), found none");
    }
    try {
      return MAPPER.treeToValue(copy, type);
    } catch (JsonProcessingException e) {
      Throwable cause = e.getCause() instanceof IllegalArgumentException iae ? iae : e;
      String message = cause == e ? e.getOriginalMessage().lines().findFirst().orElse("") : cause.getMessage();
      throw new IllegalArgumentException("expected a qakit-jsonl record: " + message);
    }
  }

  private static void writeTagged(java.io.Writer out, String kind, Object value) throws IOException {
    ObjectNode node = MAPPER.createObjectNode().put("kind", kind);
    node.setAll((ObjectNode) MAPPER.valueToTree(value));
    out.write(MAPPER.writeValueAsString(node));
    out.write('\n');
  }

  @Override
  public boolean writesPassages() {
    return true;
  }

  @Override
  public boolean writesTriples() {
    return true;
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
            writeTagged(out, PASSAGE, p);
          }
          for (Triple t : dataset.triples()) {
            writeTagged(out, TRIPLE, t);
          }
        });
  }
}
