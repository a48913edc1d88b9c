package org.qakit.format.sqad;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * SQAD records as their vertical files give them, for the SQAD v3 consistency checks ({@code
 * org.qakit.check.sqad}): the question, the answer selection, the answer extraction and the
 * question context ({@code 08question_context.vert}) as sentences of word forms and morphological
 * tags, which no item view keeps. A record folder that {@link SqadFormat} would reject (a missing
 * or malformed file) is passed over here: reading the dataset reports it.
 */
public final class SqadRecords {
  private SqadRecords() {}

  /**
   * One sentence of a vertical file.
   *
   * @param text the detokenised sentence
   * @param words the word forms (column 1)
   * @param tags the morphological tags (column 3), one per word
   * @param line the line the sentence starts on
   */
  public record Sentence(String text, List<String> words, List<String> tags, long line) {
    public Sentence {
      words = List.copyOf(words);
      tags = List.copyOf(tags);
      if (words.size() != tags.size()) {
        throw new IllegalArgumentException("expected one tag per word, found " + words.size() + " words and " + tags.size() + " tags");
      }
    }
  }

  /**
   * One record folder.
   *
   * @param id the folder name, which is the item id in every view
   * @param folder the record folder
   * @param question the question ({@code 01question.vert})
   * @param answerSelection the answer selection ({@code 06answer.selection.vert})
   * @param extraction the answer extraction ({@code 09answer_extraction.vert})
   * @param context the question context ({@code 08question_context.vert}); empty when absent
   */
  public record Record(
      String id, Path folder, List<Sentence> question, List<Sentence> answerSelection, List<Sentence> extraction, List<Sentence> context) {
    public Record {
      question = List.copyOf(question);
      answerSelection = List.copyOf(answerSelection);
      extraction = List.copyOf(extraction);
      context = List.copyOf(context);
    }

    public Path selectionFile() {
      return folder.resolve(SqadRecordReader.SELECTION);
    }

    public Path extractionFile() {
      return folder.resolve(SqadRecordReader.EXTRACTION);
    }
  }

  /** Each readable record of the {@code data} folder (or the root holding it), in folder-name order. */
  public static void forEach(Path path, Consumer<Record> consumer) throws IOException {
    Path dataRoot = SqadFormat.dataRoot(path);
    List<Path> folders;
    try (Stream<Path> entries = Files.list(dataRoot)) {
      folders = entries.filter(p -> Files.isDirectory(p) && p.getFileName().toString().matches("[0-9]+")).sorted().toList();
    }
    for (Path folder : folders) {
      Record r;
      try {
        r = new Record(
            folder.getFileName().toString(), folder,
            sentences(folder.resolve(SqadRecordReader.QUESTION)),
            sentences(folder.resolve(SqadRecordReader.SELECTION)),
            sentences(folder.resolve(SqadRecordReader.EXTRACTION)),
            Files.isRegularFile(folder.resolve(SqadRecordReader.CONTEXT)) ? sentences(folder.resolve(SqadRecordReader.CONTEXT)) : List.of());
      } catch (BadRecordException | java.nio.file.NoSuchFileException e) {
        continue;
      }
      consumer.accept(r);
    }
  }

  private static List<Sentence> sentences(Path file) throws IOException {
    var out = new ArrayList<Sentence>();
    for (VertSentence s : VerticalFile.read(file)) {
      out.add(new Sentence(s.text(), s.words(), s.tags(), s.line()));
    }
    return out;
  }
}
