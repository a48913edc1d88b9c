package org.qakit.corpus;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.qakit.format.FormatException;
import org.qakit.format.ReadSession;
import org.qakit.model.Passage;

/**
 * Hands passages to an importer's sink one at a time and applies the strict/lenient rule of
 * {@link ReadSession} without collecting them: a mapping that throws {@link
 * IllegalArgumentException} (or a {@link FormatException}) stops the import with {@code
 * file:line: message}, or, when lenient, is skipped and counted. Optionally checks that ids are
 * unique (for importers whose ids come from the input rather than from positions).
 */
final class PassageSink {
  private final ReadSession session;
  private final Consumer<Passage> sink;
  private final Map<String, Long> firstLines;
  private int skipped;
  private long emitted;

  /** @param checkIds whether to refuse an id seen before (keeps every id in memory) */
  PassageSink(ReadSession session, Consumer<Passage> sink, boolean checkIds) {
    this.session = session;
    this.sink = sink;
    this.firstLines = checkIds ? new HashMap<>() : null;
  }

  /** Maps the record at {@code line} of the session's file and passes the passage on. */
  void emit(long line, Supplier<Passage> mapping) {
    emit(session.file(), line, mapping);
  }

  /** Maps the record at {@code line} of {@code file} (a file inside the corpus folder). */
  void emit(Path file, long line, Supplier<Passage> mapping) {
    Passage passage;
    try {
      passage = mapping.get();
      if (firstLines != null) {
        Long first = firstLines.putIfAbsent(passage.id(), line);
        if (first != null) {
          throw new IllegalArgumentException(
              "expected a new passage id, found '" + passage.id() + "' again (first at line " + first + ")");
        }
      }
    } catch (FormatException e) {
      skip(e);
      return;
    } catch (IllegalArgumentException e) {
      skip(new FormatException(file, line, e.getMessage()));
      return;
    }
    emitted++;
    sink.accept(passage);
  }

  /** Stops the import with {@code problem}, or counts it as skipped when lenient. */
  void skip(FormatException problem) {
    if (!session.options().lenient()) {
      throw problem;
    }
    skipped++;
  }

  /** Records skipped so far (lenient mode only). */
  int skipped() {
    return skipped;
  }

  /** Passages passed on so far. */
  long emitted() {
    return emitted;
  }
}
