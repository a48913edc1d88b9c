package org.qakit.select;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.text.Language;

/**
 * The question's entity in the candidate, and what the question asks about it. Texts are
 * NFKC-normalised; characters are those of {@link Context#questionChars()} (letters and digits,
 * lower-cased).
 *
 * <ul>
 *   <li>Named spans of the question: quoted strings (“…” 「…」 『…』 "…" „…“) in every language;
 *       zh adds book and work titles 《…》; en and cs add runs of capitalised words, the question's
 *       first word excepted. {@code span-overlap} = the share of the question's distinct spans
 *       found, case-insensitively, in the candidate (0 when the question has none).
 *   <li>Topic (zh only: most DBQA questions start with their entity, e.g. 星野飞鸟的三围是多少): the
 *       longest prefix t of the question's characters, of at least 2, that some candidate of the
 *       item contains (none if no such prefix). {@code topic-in-candidate} = 1 if the candidate
 *       contains t. The rest r is the question's characters after t (all of them when there is no
 *       t): {@code rest-bigram-share} = the share of r's distinct character bigrams that the
 *       candidate contains (0 when |r| &lt; 2), and {@code rest-substring} = the longest common
 *       substring of r and the candidate divided by |r| (0 when r is empty).
 *   <li>en and cs: no topic rule (their questions do not start with the entity); the three topic
 *       features are 0.
 * </ul>
 */
public final class EntityOverlapFeatures implements FeatureFamily {
  private static final Pattern QUOTED = Pattern.compile("“([^”]+)”|「([^」]+)」|『([^』]+)』|\"([^\"]+)\"|„([^“”]+)[“”]");
  private static final Pattern TITLE = Pattern.compile("《([^》]+)》");
  private static final Pattern CAPITALISED = Pattern.compile("\\p{Lu}[\\p{L}\\p{N}'’.-]*(?:\\s+\\p{Lu}[\\p{L}\\p{N}'’.-]*)*");

  private final Language language;

  /** The family for questions in {@code language}. */
  public EntityOverlapFeatures(Language language) {
    if (language == null) {
      throw new IllegalArgumentException("entity-overlap features need a language");
    }
    this.language = language;
  }

  @Override
  public List<String> names() {
    return List.of("span-overlap", "topic-in-candidate", "rest-bigram-share", "rest-substring");
  }

  @Override
  public double[] values(AnswerSelectionItem item, int candidate, Context ctx) {
    List<String> spans = ctx.memo(List.of(EntityOverlapFeatures.class, "spans", language), c -> spans(item.question(), language));
    String text = Normalizer.normalize(item.candidates().get(candidate).text(), Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    double spanShare = spans.isEmpty() ? 0 : spans.stream().filter(text::contains).count() / (double) spans.size();
    if (language != Language.CHINESE) {
      return new double[] {spanShare, 0, 0, 0};
    }
    String topic = ctx.memo(List.of(EntityOverlapFeatures.class, "topic"), EntityOverlapFeatures::topic);
    String chars = ctx.candidateChars(candidate);
    String rest = ctx.questionChars().substring(topic.length());
    return new double[] {spanShare, !topic.isEmpty() && chars.contains(topic) ? 1 : 0, bigramShare(rest, chars),
        rest.isEmpty() ? 0 : longestCommonSubstring(rest, chars) / (double) rest.length()};
  }

  /** The question's distinct named spans, NFKC-normalised and lower-cased. */
  static List<String> spans(String question, Language language) {
    String q = Normalizer.normalize(question, Normalizer.Form.NFKC);
    var out = new ArrayList<String>();
    Matcher m = QUOTED.matcher(q);
    while (m.find()) {
      for (int g = 1; g <= m.groupCount(); g++) {
        if (m.group(g) != null) {
          out.add(m.group(g).strip());
        }
      }
    }
    if (language == Language.CHINESE) {
      Matcher t = TITLE.matcher(q);
      while (t.find()) {
        out.add(t.group(1).strip());
      }
    } else {
      Matcher c = CAPITALISED.matcher(q);
      while (c.find()) {
        if (c.start() > 0 && Character.isLetterOrDigit(q.charAt(c.start() - 1))) {
          continue; // inside a word (e.g. McDonald's second capital)
        }
        String span = q.substring(c.start(), c.end());
        if (c.start() == q.length() - q.stripLeading().length()) {
          int space = span.indexOf(' ');
          if (space < 0) {
            continue; // the first word alone is capitalised as any first word is
          }
          span = span.substring(space).strip();
        }
        out.add(span.replaceAll("[.'’-]+$", ""));
      }
    }
    var distinct = new ArrayList<String>();
    for (String s : out) {
      String lower = s.toLowerCase(Locale.ROOT);
      if (!lower.isEmpty() && !distinct.contains(lower)) {
        distinct.add(lower);
      }
    }
    return distinct;
  }

  /** The longest prefix (at least 2 characters) of the question's characters that some candidate contains, or "". */
  static String topic(Context ctx) {
    String q = ctx.questionChars();
    for (int len = q.length(); len >= 2; len--) {
      String prefix = q.substring(0, len);
      for (int i = 0; i < ctx.size(); i++) {
        if (ctx.candidateChars(i).contains(prefix)) {
          return prefix;
        }
      }
    }
    return "";
  }

  static double bigramShare(String rest, String chars) {
    Set<String> bigrams = bigrams(rest);
    if (bigrams.isEmpty()) {
      return 0;
    }
    Set<String> have = bigrams(chars);
    return bigrams.stream().filter(have::contains).count() / (double) bigrams.size();
  }

  private static Set<String> bigrams(String s) {
    int[] cp = s.codePoints().toArray();
    var out = new HashSet<String>();
    for (int i = 0; i + 1 < cp.length; i++) {
      out.add(new String(cp, i, 2));
    }
    return out;
  }

  static int longestCommonSubstring(String a, String b) {
    int[] x = a.codePoints().toArray();
    int[] y = b.codePoints().toArray();
    int[] prev = new int[y.length + 1];
    int best = 0;
    for (int i = 1; i <= x.length; i++) {
      int[] cur = new int[y.length + 1];
      for (int j = 1; j <= y.length; j++) {
        if (x[i - 1] == y[j - 1]) {
          cur[j] = prev[j - 1] + 1;
          best = Math.max(best, cur[j]);
        }
      }
      prev = cur;
    }
    return best;
  }
}
