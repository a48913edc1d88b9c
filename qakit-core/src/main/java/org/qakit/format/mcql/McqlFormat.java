package org.qakit.format.mcql;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qakit.dataset.Dataset;
import org.qakit.format.AbstractFormat;
import org.qakit.format.Fields;
import org.qakit.format.JsonRecords;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.TextLines;
import org.qakit.format.View;
import org.qakit.model.Choice;
import org.qakit.model.ItemKind;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.model.Passage;

/**
 * MCQL distractor data of LTR-DG (Liang, Yang, Chen, Giles et al., "Distractor Generation for
 * Multiple Choice Questions Using Learning to Rank", BEA@NAACL 2018): JSON arrays of {@code
 * {sentence, answer, distractors[, neg_samples]}} read as multiple-choice items, and the {@code
 * .txt} candidate vocabulary read as passages.
 *
 * <p>Items have no ids in the file: an item is {@code <file name without extension>-<ordinal>}.
 * The answer is placed among the distractors (kept in file order) at index {@code SHA-256(id) mod
 * number of choices}, so the gold label does not follow from the order; labels are {@code A},
 * {@code B}, ... {@code neg_samples} are kept in the annotations {@code neg_sample.1}, ...
 */
public final class McqlFormat extends AbstractFormat {
  private static final java.util.Set<String> FIELDS = java.util.Set.of("sentence", "answer", "distractors", "neg_samples");
  private static final List<View> VIEWS =
      List.of(
          new View(
              "multiple-choice",
              ItemKind.MULTIPLE_CHOICE,
              "cloze-style science stems with the answer and its 1-3 gold distractors"));

  public McqlFormat() {
    super(
        "mcql",
        "MCQL / LTR-DG distractor data (Liang et al. 2018): JSON arrays of {sentence, answer, distractors"
        + "[, neg_samples]} as multiple choice (answer at a hashed position), a .txt vocabulary as passages",
        VIEWS);
  }

  /** Reads a JSON array of items, or, for a {@code .txt} file, the candidate vocabulary. */
  @Override
  public Dataset read(Path path, ReadOptions options) throws IOException {
    view(options);
    var session = new ReadSession(path, options).layout("MCQL");
    String stem = Fields.fileStem(path);
    if (path.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".txt")) {
      readVocabulary(session, stem);
    } else {
      int[] ordinal = {0};
      JsonRecords.jsonArray(
          session,
          (line, node) -> {
            session.noteUnreadFields(line, node, FIELDS);
            String id = stem + "-" + ++ordinal[0];
            session.item(line, () -> item(session, line, id, node));
          });
    }
    return session.finish();
  }

  private static void readVocabulary(ReadSession session, String stem) throws IOException {
    Map<String, Long> seen = new HashMap<>();
    TextLines.forEach(
        session.file(),
        (number, text) ->
            session.passage(
                number,
                () -> {
                  if (text.isBlank()) {
                    throw new IllegalArgumentException("expected one candidate distractor per line, found an empty line");
                  }
                  Long first = seen.putIfAbsent(text, number);
                  if (first != null) {
                    throw new IllegalArgumentException(
                        "expected each candidate once, found '" + text + "' again (first at line " + first + ")");
                  }
                  return Passage.of(stem + "-" + number, text);
                }));
  }

  static MultipleChoiceItem item(ReadSession session, long line, String id, ObjectNode node) {
    String sentence = Fields.text(node, "sentence");
    String answer = Fields.text(node, "answer");
    if (answer.isBlank()) {
      throw new IllegalArgumentException("item '" + id + "': expected a non-empty answer, found '" + answer + "'");
    }
    List<String> written = Fields.texts(node, "distractors");
    Map<String, String> annotations = new LinkedHashMap<>();
    if (node.has("neg_samples")) {
      List<String> negatives = Fields.texts(node, "neg_samples");
      if (negatives.size() != written.size()) {
        throw new IllegalArgumentException(
            "item '" + id + "': expected as many neg_samples as distractors (" + written.size() + "), found " + negatives.size());
      }
      for (int i = 0; i < negatives.size(); i++) {
        annotations.put("neg_sample." + (i + 1), negatives.get(i));
      }
    }
    List<String> distractors = written.stream().filter(d -> !d.isBlank()).toList();
    if (distractors.size() > 25) {
      throw new IllegalArgumentException("item '" + id + "': expected at most 25 distractors (labels A-Z), found " + distractors.size());
    }
    if (distractors.isEmpty()) {
      throw new IllegalArgumentException(
          "item '" + id + "': expected at least 1 non-empty distractor, found " + written.size() + " empty");
    }
    int index = answerIndex(id, distractors.size() + 1);
    var item =
        new MultipleChoiceItem(
            id, sentence, choices(answer, index, distractors), label(index), null, List.of(), Map.of(), null, annotations);
    for (int i = 0; i < written.size(); i++) {
      if (written.get(i).isBlank()) {
        session.note(line, "item '" + id + "': distractor " + (i + 1) + " is empty; dropped");
      }
    }
    noteRepeatedTexts(session, line, id, answer, distractors);
    return item;
  }

  private static void noteRepeatedTexts(ReadSession session, long line, String id, String answer, List<String> distractors) {
    if (distractors.contains(answer)) {
      session.note(line, "item '" + id + "': the answer '" + answer + "' is also a distractor; both choices kept");
    }
    if (distractors.stream().distinct().count() < distractors.size()) {
      session.note(line, "item '" + id + "': a distractor occurs twice; both choices kept");
    }
  }

  /** The distractors in file order with the answer inserted at {@code index}; labels A, B, ... */
  static List<Choice> choices(String answer, int index, List<String> distractors) {
    List<String> texts = new ArrayList<>(distractors);
    texts.add(index, answer);
    List<Choice> choices = new ArrayList<>();
    for (int i = 0; i < texts.size(); i++) {
      choices.add(new Choice(label(i), texts.get(i)));
    }
    return choices;
  }

  private static String label(int index) {
    return String.valueOf((char) ('A' + index));
  }

  /** The first four bytes of SHA-256 of the id (UTF-8), as an unsigned number, modulo {@code choices}. */
  static int answerIndex(String id, int choices) {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(id.getBytes(StandardCharsets.UTF_8));
      long first = ((hash[0] & 0xFFL) << 24) | ((hash[1] & 0xFFL) << 16) | ((hash[2] & 0xFFL) << 8) | (hash[3] & 0xFFL);
      return (int) (first % choices);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

}
