package org.qakit.corpus;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.qakit.format.Fields;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.model.Passage;

/**
 * JSON Lines, one passage per non-blank line: {@code {"id": ..., "text": ..., "title": ...}} with
 * {@code id} a string or integer, {@code text} a non-empty string and {@code title} an optional
 * string; other fields are ignored (QuaRTz's {@code knowledge.jsonl} is this layout). A record
 * without {@code text} may give it as {@code contents} instead: Anserini's and Pyserini's
 * JsonCollection layout {@code {"id", "contents"}}, so one file feeds both (a record with both
 * uses {@code text}). The passage id is the record's {@code id}, which must be unique in the file;
 * passages keep file order. Lines are parsed by {@link JsonlPassageReader} (Jackson's streaming
 * parser on the line's bytes, the tree for the uncommon ones).
 */
public final class JsonlImporter implements CorpusImporter {
  private static final String CONTENTS = "contents";

  @Override
  public String id() {
    return "jsonl";
  }

  @Override
  public String description() {
    return "JSON Lines {\"id\", \"text\" (or Anserini's \"contents\"), optional \"title\"}, one passage per line; id = the record's id";
  }

  @Override
  public void read(Path path, ReadOptions options, Consumer<Passage> sink) throws IOException {
    var session = new ReadSession(path, options);
    new JsonlPassageReader(session, new PassageSink(session, sink, true), JsonlImporter::passage).read();
  }

  /** The passage of a parsed record; throws {@link IllegalArgumentException} naming the field at fault. */
  static Passage passage(ObjectNode node) {
    return new Passage(Fields.scalar(node, "id"), Fields.nonBlank(node, node.has("text") || !node.has(CONTENTS) ? "text" : CONTENTS).strip(),
        Fields.optionalText(node, "title"));
  }
}
