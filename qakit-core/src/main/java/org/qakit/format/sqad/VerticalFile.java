package org.qakit.format.sqad;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.qakit.format.TextLines;

/**
 * Reads a file in the vertical format of the Sketch Engine family (SQAD's {@code *.vert}): one
 * token a line, tab-separated columns word, lemma, tag and optionally more; structure tags on lines
 * of their own. {@code <s ...>}/{@code </s>} delimit sentences, {@code <g/>} glues the next token to
 * the previous one; other tags ({@code <doc>}, {@code <p>}, ...) carry nothing qakit uses and are
 * skipped. Tokens outside any {@code <s>} form a sentence of their own (SQAD's bare answer files).
 * Blank lines are skipped.
 */
final class VerticalFile {
  private final Path file;
  private final List<VertSentence> sentences = new ArrayList<>();
  private final List<String> words = new ArrayList<>();
  private final List<String> tags = new ArrayList<>();
  private final BitSet gluedBefore = new BitSet();
  private boolean open;
  private boolean glue;
  private long start;

  private VerticalFile(Path file) {
    this.file = file;
  }

  /** The sentences of {@code file}; a malformed line throws {@link BadRecordException}. */
  static List<VertSentence> read(Path file) throws IOException {
    var reader = new VerticalFile(file);
    TextLines.forEach(file, reader::line);
    return reader.finish();
  }

  private void line(long number, String line) {
    if (line.isBlank()) {
      return;
    }
    if (line.startsWith("<") && line.endsWith(">") && line.indexOf('\t') < 0) {
      tag(number, line);
    } else {
      token(number, line);
    }
  }

  private void tag(long number, String line) {
    boolean closing = line.startsWith("</");
    String name = line.substring(closing ? 2 : 1).split("[\\s/>]", 2)[0];
    switch (name) {
      case "s" -> {
        if (closing) {
          if (!open) {
            throw new BadRecordException(file, number, "expected </s> to close a sentence opened by <s>, found </s> with no open sentence");
          }
          endSentence();
          open = false;
        } else {
          if (open) {
            throw new BadRecordException(
                file, number, "expected </s> closing the sentence opened on line " + start + " before the next <s>, found " + line);
          }
          endSentence();
          open = true;
          start = number;
        }
      }
      case "g" -> glue = !words.isEmpty();
      default -> {
        // <doc>, <p> and other structures: nothing to keep
      }
    }
  }

  private void token(long number, String line) {
    String[] columns = line.split("\t", -1);
    if (columns.length < 3) {
      throw new BadRecordException(
          file, number, "expected a token line of at least 3 tab-separated columns (word, lemma, tag), found " + columns.length + ": '" + line + "'");
    }
    if (columns[0].isBlank()) {
      throw new BadRecordException(file, number, "expected a word in column 1, found an empty column: '" + line + "'");
    }
    if (words.isEmpty() && !open) {
      start = number;
    }
    gluedBefore.set(words.size(), glue);
    words.add(columns[0]);
    tags.add(columns[2]);
    glue = false;
  }

  private void endSentence() {
    if (!words.isEmpty()) {
      sentences.add(new VertSentence(Detokenizer.join(words, gluedBefore), String.join("\t", words), List.copyOf(tags), start));
    }
    words.clear();
    tags.clear();
    gluedBefore.clear();
    glue = false;
  }

  private List<VertSentence> finish() {
    if (open) {
      throw new BadRecordException(file, start, "expected </s> closing the sentence opened here, found the end of the file");
    }
    endSentence();
    return List.copyOf(sentences);
  }
}
