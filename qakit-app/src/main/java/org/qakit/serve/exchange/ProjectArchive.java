package org.qakit.serve.exchange;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Base64;
import java.util.List;
import org.qakit.serve.audit.Audit;
import org.qakit.serve.record.Finding;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.RecordLimits;
import org.qakit.serve.store.InputLimits;

/**
 * {@code qakit-serve}: a project's records with everything the server keeps about them, one JSON
 * object a line, so that an export imported into another project (on this server or another) gives
 * back the same records. The first line is the {@link Header}; then one {@link Image} line per
 * diagram image the records refer to; then one {@link Entry} line per record, oldest first, with
 * its body as saved, its item id (what an import matches records by, {@code RecordKeys}), its version, who created it and who saved it last (by user name), when, its
 * whole history (every saved body) and its audits. Every field is written, {@code null} included;
 * a reader refuses a missing or unknown field. Times are ISO-8601 instants, image bytes Base64.
 *
 * <pre>
 * {"kind":"project","format":"qakit-serve","version":1,"name":"SQAD sample","projectKind":"extractive","language":"cs","records":5,"images":0}
 * {"kind":"image","id":7,"contentType":"image/png","fileName":"map.png","bytes":"iVBOR…","uploadedBy":"ann","uploadedAt":"2026-…Z"}
 * {"kind":"record","id":12,"item":"r12","version":2,"errors":0,"createdBy":"ann","updatedBy":"bob","updatedAt":"…","body":{…},"history":[…],"audits":[…]}
 * </pre>
 */
public final class ProjectArchive {
  /** The format id, as export and import name it. */
  public static final String FORMAT = "qakit-serve";
  /** The kind of the lines a {@code qakit-jsonl} export carries a record's {@link Entry} in ({@link JsonlDetails}). */
  static final String JSONL_KIND = "serve";
  /** The version of the line layout written: 2 adds each record's {@code item} id; version 1 files are read too (item {@code r<id>}). */
  public static final int VERSION = 2;
  static final ObjectMapper JSON = JsonMapper.builder()
      .serializationInclusion(JsonInclude.Include.ALWAYS)
      .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
      .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
      .build();

  private ProjectArchive() {}

  /** The first line: the project the records come from, and how many records and images follow. */
  public record Header(String format, int version, String name, String projectKind, String language, int records, int images) {}

  /** A diagram image: its id on the exporting server (diagrams refer to it as {@code image-ID}), type, name, bytes, uploader. */
  public record Image(long id, String contentType, String fileName, String bytes, String uploadedBy, String uploadedAt) {
    byte[] decoded() {
      try {
        return Base64.getDecoder().decode(bytes);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("image " + id + ": bytes are not Base64: " + e.getMessage());
      }
    }
  }

  /** One saved version of a record. */
  public record Save(int version, String changedBy, String changedAt, RecordBody body) {}

  /** One auditor's rating. */
  public record Rating(String auditor, int sufficiency, int fairness, int objectiveness, String comment, String ratedAt) {}

  /**
   * A record: its id on the exporting server, item id, version, error count, creator, last saver
   * and time, body, history (oldest first), audits.
   */
  public record Entry(long id, String item, int version, int errors, String createdBy, String updatedBy, String updatedAt, RecordBody body,
      List<Save> history, List<Rating> audits) {

    /** Throws with what is wrong when the entry cannot be restored as it is. */
    void check() {
      require(body != null, "record " + id + ": expected a body");
      require(item != null && !item.isEmpty() && item.length() <= InputLimits.ITEM_ID, "record " + id + ": expected an item id of 1 to "
          + InputLimits.ITEM_ID + " characters");
      require(history != null && !history.isEmpty(), "record " + id + ": expected a history of at least one save");
      require(audits != null, "record " + id + ": expected a list of audits");
      require(version == history.size(), "record " + id + ": version " + version + " but " + history.size() + " saves in its history");
      for (int i = 0; i < history.size(); i++) {
        Save s = history.get(i);
        require(s != null && s.version() == i + 1 && s.body() != null, "record " + id + ": history entry " + (i + 1)
            + " must be version " + (i + 1) + " with a body");
        instant(s.changedAt(), "record " + id + " version " + s.version() + ": changedAt");
        List<Finding> tooLong = RecordLimits.check(s.body());
        require(tooLong.isEmpty(), "record " + id + " version " + s.version() + ": " + String.join("; ",
            tooLong.stream().map(f -> f.field() + ": " + f.message()).toList()));
      }
      instant(updatedAt, "record " + id + ": updatedAt");
      for (Rating r : audits) {
        require(r != null && r.auditor() != null, "record " + id + ": an audit without an auditor");
        try {
          new Audit(0, r.auditor(), r.sufficiency(), r.fairness(), r.objectiveness(), r.comment(), instant(r.ratedAt(), "ratedAt"));
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("record " + id + ", audit by " + r.auditor() + ": " + e.getMessage());
        }
      }
    }
  }

  /** Parses an ISO-8601 instant, naming {@code what} when it is not one. */
  static Instant instant(String text, String what) {
    try {
      return Instant.parse(text == null ? "" : text);
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException(what + ": expected an ISO-8601 instant such as 2026-11-22T10:15:30Z, found '" + text + "'");
    }
  }

  static void require(boolean ok, String message) {
    if (!ok) {
      throw new IllegalArgumentException(message);
    }
  }

  /** Writes one line: {@code {"kind": kind, ...value's fields}}. */
  static void write(Writer out, String kind, Object value) throws IOException {
    ObjectNode node = JSON.createObjectNode().put("kind", kind);
    node.setAll((ObjectNode) JSON.valueToTree(value));
    out.write(JSON.writeValueAsString(node));
    out.write('\n');
  }

  /** What one line of a file of the current {@link #VERSION} holds. */
  static Object parse(String line) {
    return parse(line, VERSION);
  }

  /** What one line of a file of layout {@code version} holds: its kind and the object it parses as. */
  static Object parse(String line, int version) {
    ObjectNode node;
    try {
      if (!(JSON.readTree(line) instanceof ObjectNode o)) {
        throw new IllegalArgumentException("expected a JSON object");
      }
      node = o;
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("expected a JSON object, found malformed JSON: " + first(e));
    }
    String kind = node.path("kind").asText("");
    node.remove("kind");
    if (version == 1 && kind.equals("record") && !node.has("item") && node.path("id").isIntegralNumber()) {
      node.put("item", "r" + node.path("id").asLong());  // version 1 had no item ids: a record's was r<id>
    }
    Class<?> type = switch (kind) {
      case "project" -> Header.class;
      case "image" -> Image.class;
      case "record", JSONL_KIND -> Entry.class;
      default -> throw new IllegalArgumentException("expected \"kind\" project, image or record, found '" + kind + "'");
    };
    if (type == Entry.class) {
      withoutSpanMeansNone(node);
    }
    try {
      return JSON.treeToValue(node, type);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("expected a qakit-serve " + kind + " line: " + first(e));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("expected a qakit-serve " + kind + " line: " + e.getMessage());
    }
  }

  /**
   * A record line written before answer spans (issue 20) has bodies without {@code answerSpan}:
   * each reads as having none, so such an archive still imports. Every other field stays required.
   */
  private static void withoutSpanMeansNone(ObjectNode entry) {
    var bodies = new java.util.ArrayList<com.fasterxml.jackson.databind.JsonNode>();
    bodies.add(entry.get("body"));
    entry.path("history").forEach(save -> bodies.add(save.get("body")));
    for (var body : bodies) {
      if (body instanceof ObjectNode o && !o.has("answerSpan")) {
        o.putNull("answerSpan");
      }
    }
  }

  private static String first(JsonProcessingException e) {
    return e.getOriginalMessage().lines().findFirst().orElse("");
  }
}
