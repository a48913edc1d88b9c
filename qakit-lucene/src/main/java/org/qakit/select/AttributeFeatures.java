package org.qakit.select;

import java.text.Normalizer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.text.Language;

/**
 * Encyclopaedia infobox lines (zh): many DBQA answers are a "key：value" line of the entity's
 * infobox (主演：朴重勋 李善均 for 《逮捕王》的主演是谁？). After NFKC normalisation, a candidate is such
 * a line when it starts with a key of 1 to 10 characters that holds a Han character and no
 * comma, full stop or space, then a colon, then a value that is not blank.
 *
 * <pre>
 * attribute-form      = 1 if c is a key-value line, else 0
 * attribute-key-match = the share of the key's distinct character bigrams (letters and digits,
 *                       lower-cased) found in the question's characters; a one-character key: 1 if
 *                       the question holds it; 0 when c is no key-value line
 * </pre>
 *
 * <p>zh only: en and cs sentences (WikiQA, SQAD) are prose, so both features are 0 there.
 */
public final class AttributeFeatures implements FeatureFamily {
  private static final Pattern KEY_VALUE = Pattern.compile("^\\s*([^,.。，、:\\s]{1,10}?)\\s*:\\s*(\\S.*)$", Pattern.DOTALL);

  private final Language language;

  /** The family for sentences in {@code language}. */
  public AttributeFeatures(Language language) {
    if (language == null) {
      throw new IllegalArgumentException("attribute features need a language");
    }
    this.language = language;
  }

  @Override
  public List<String> names() {
    return List.of("attribute-form", "attribute-key-match");
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    if (language != Language.CHINESE) {
      return new double[] {0, 0};
    }
    String key = key(item.candidates().get(candidate).text());
    if (key == null) {
      return new double[] {0, 0};
    }
    String k = Context.chars(key);
    String q = ctx.questionChars();
    double match = k.codePointCount(0, k.length()) == 1 ? (q.contains(k) ? 1 : 0) : EntityOverlapFeatures.bigramShare(k, q);
    return new double[] {1, match};
  }

  /** The key of a key-value line, or null when the text is none. */
  static String key(String text) {
    Matcher m = KEY_VALUE.matcher(Normalizer.normalize(text, Normalizer.Form.NFKC));
    if (!m.matches() || m.group(1).codePoints().noneMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN)) {
      return null;
    }
    return m.group(1);
  }
}
