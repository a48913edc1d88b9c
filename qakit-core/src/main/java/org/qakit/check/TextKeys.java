package org.qakit.check;

import java.text.Normalizer;
import java.util.List;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Choice;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.text.Words;

/** The text normalisations the checks compare by; each says exactly what it folds. */
public final class TextKeys {
  private static final char SEPARATOR = '\u0001';

  private TextKeys() {}

  /**
   * The words of {@code text} as {@link Words#split} gives them (NFKC, lower case, runs of letters
   * and digits, every Han/Hiragana/Katakana character a word), joined by one space: punctuation and
   * white space do not count.
   */
  public static String words(String text) {
    return String.join(" ", Words.split(text));
  }

  /** NFKC with every white-space character removed; case and punctuation kept: what "differs only in spacing or width" compares. */
  public static String spaceless(String text) {
    return Normalizer.normalize(text, Normalizer.Form.NFKC).replaceAll("[\\s\\p{Z}]+", "");
  }

  /**
   * What makes two items the same question: the {@link #words} of the question, and for multiple
   * choice also of the scenario text and of each option, the options in sorted order (so a
   * reshuffle of the options is the same question, and a stem like "gases have" with other options
   * is not). Tables and diagrams are not compared: the same chart digitised twice gives different
   * numbers (GeoTSQA {@code guid-133} and {@code guid-135}).
   */
  public static String questionKey(Item item) {
    return switch (item) {
      case MultipleChoiceItem m -> {
        List<String> options = m.choices().stream().map(Choice::text).map(TextKeys::words).sorted().toList();
        String scenario = m.scenario() == null ? "" : words(m.scenario().text());
        yield scenario + SEPARATOR + words(m.stem()) + SEPARATOR + String.join(String.valueOf(SEPARATOR), options);
      }
      case AnswerSelectionItem a -> words(a.question());
      case KbQuestionItem k -> words(k.question());
      case ExtractionItem e -> words(e.question());
    };
  }

  /** {@link #questionKey} with its separators as spaces, for word shingles. */
  public static String questionText(Item item) {
    return questionKey(item).replace(SEPARATOR, ' ');
  }
}
