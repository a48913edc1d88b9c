package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads a knowledge statement into a {@link Relation}. The sentence is first stripped of its
 * contrast tail ("… than smoother surfaces", "… without being used up", "compared with …"), then
 * split by the first form that applies:
 *
 * <ol>
 *   <li>{@code the-X-the-Y}: "The Xer …, the Yer …": cause = before the comma, effect = after;
 *   <li>{@code when-C-E}: "When/If/As/Once C, E";
 *   <li>{@code E-when-C}: "E when/if/as/whenever/because C" (the subordinate clause is the cause);
 *   <li>{@code subject-predicate}: "Rougher surfaces create more friction": the first cue and up to
 *       two following content words are the cause, the rest the effect.
 * </ol>
 *
 * Within a side the cue is its first; in the subject-predicate form the effect's cue is the last,
 * skipping cues inside a condition phrase ("in strong winds", "during storms"). A cause side without a cue whose subject is
 * a bare noun phrase ("A catalyst makes …") reads as the presence of that subject (MORE). No cue
 * on the effect side, or no side at all, is {@link Unreadable}.
 */
public final class RelationReader {
  private static final Set<String> LEADING = Set.of("when", "if", "as", "once", "whenever");
  private static final Set<String> TRAILING = Set.of("when", "if", "as", "whenever", "because", "once");
  private static final Set<String> CONDITION = Set.of("in", "during", "under", "on", "at", "through", "across", "for", "within");
  private static final Set<String> TAIL = Set.of("than", "without");

  private final CueFinder cues;

  public RelationReader(CueFinder cues) {
    this.cues = cues;
  }

  /**
   * The relation of {@code statement}.
   *
   * @throws Unreadable with the reason when no cause or no effect direction is found
   */
  public Relation read(String statement) {
    List<Token> all = Token.split(statement);
    int end = contentEnd(all);
    List<Token> tokens = all.subList(0, end);
    List<Cue> found = cues.find(tokens);
    int comma = indexOf(tokens, ",", 1);
    String first = tokens.isEmpty() ? "" : tokens.get(0).lower();
    if (first.equals("the") && comma > 0 && comma + 1 < tokens.size() && tokens.get(comma + 1).lower().equals("the")) {
      return build(statement, "the-X-the-Y", tokens, found, 1, comma, comma + 1, tokens.size());
    }
    if (LEADING.contains(first) && comma > 0) {
      return build(statement, "when-C-E", tokens, found, 1, comma, comma + 1, tokens.size());
    }
    for (int k = 2; k < tokens.size() - 1; k++) {
      if (TRAILING.contains(tokens.get(k).lower()) && !asAs(tokens, k)) {
        return build(statement, "E-when-C", tokens, found, k + 1, tokens.size(), 0, k);
      }
    }
    return subjectPredicate(statement, tokens, found);
  }

  private Relation subjectPredicate(String statement, List<Token> tokens, List<Cue> found) {
    if (found.isEmpty()) {
      throw new Unreadable("no comparative word in the statement");
    }
    Cue effect = lastOutsideConditions(tokens, found, 0);
    Cue cause = found.get(0) == effect ? null : found.get(0);
    int causeEnd;
    if (cause == null) {
      causeEnd = subjectEnd(tokens);
    } else {
      causeEnd = cause.end();
      for (int n = 0; n < 2 && causeEnd < effect.start() && CueFinder.content(tokens.get(causeEnd)); n++) {
        causeEnd++;
      }
    }
    return build(statement, "subject-predicate", tokens, found, 0, causeEnd, causeEnd, tokens.size());
  }

  private Relation build(String statement, String form, List<Token> tokens, List<Cue> found, int causeFrom, int causeTo,
      int effectFrom, int effectTo) {
    List<Cue> inCause = within(found, causeFrom, causeTo);
    List<Cue> inEffect = within(found, effectFrom, effectTo);
    if (inEffect.isEmpty()) {
      throw new Unreadable("no comparative word on the effect side of the statement ('" + Token.join(tokens, effectFrom, effectTo) + "')");
    }
    Cue effect = form.equals("subject-predicate") ? lastOutsideConditions(tokens, inEffect, effectFrom) : inEffect.get(0);
    Cue cause;
    if (!inCause.isEmpty()) {
      cause = inCause.get(0);
    } else {
      List<String> subject = words(tokens, causeFrom, causeTo);
      if (subject.isEmpty()) {
        throw new Unreadable("no cause in the statement ('" + Token.join(tokens, causeFrom, causeTo) + "')");
      }
      cause = new Cue(causeFrom, causeTo, "(presence of " + String.join(" ", subject) + ")",
          List.of(new Pole(Scale.QUANTITY, 1, "hand")), 1, false, true, subject);
    }
    return new Relation(statement, form, new Relation.Side(cause, words(tokens, causeFrom, causeTo)),
        new Relation.Side(effect, words(tokens, effectFrom, effectTo)));
  }

  /** The last cue not inside a condition phrase ("in strong winds"); the last cue when all are. */
  private static Cue lastOutsideConditions(List<Token> tokens, List<Cue> found, int from) {
    for (int i = found.size() - 1; i >= 0; i--) {
      Cue c = found.get(i);
      boolean condition = false;
      for (int k = c.start() - 1; k >= Math.max(from, c.start() - 2); k--) {
        condition |= CONDITION.contains(tokens.get(k).lower());
      }
      if (!condition) {
        return c;
      }
    }
    return found.get(found.size() - 1);
  }

  /** Where the sentence's contrast tail starts ("than …", "without …", "compared with …"), or its length. */
  private static int contentEnd(List<Token> tokens) {
    for (int i = 2; i < tokens.size(); i++) {
      String w = tokens.get(i).lower();
      if (TAIL.contains(w) || w.equals("compared") && i + 1 < tokens.size() && tokens.get(i + 1).lower().matches("with|to")) {
        int comma = indexOf(tokens, ",", i);
        if (comma < 0 || !tokens.subList(comma, tokens.size()).stream().anyMatch(CueFinder::content)) {
          return i;
        }
      }
    }
    int n = tokens.size();
    return n > 0 && tokens.get(n - 1).punctuation() ? n - 1 : n;
  }

  /** One past the subject noun phrase: content words from the start up to the first function word after one. */
  private static int subjectEnd(List<Token> tokens) {
    int i = 0;
    while (i < tokens.size() && !CueFinder.content(tokens.get(i))) {
      i++;
    }
    while (i < tokens.size() && CueFinder.content(tokens.get(i))) {
      i++;
    }
    return i;
  }

  private static boolean asAs(List<Token> tokens, int k) {
    return tokens.get(k).lower().equals("as") && (k + 2 < tokens.size() && tokens.get(k + 2).lower().equals("as")
        || k >= 2 && tokens.get(k - 2).lower().equals("as"));
  }

  private static List<Cue> within(List<Cue> found, int from, int to) {
    return found.stream().filter(c -> c.start() >= from && c.end() <= to).toList();
  }

  static List<String> words(List<Token> tokens, int from, int to) {
    var out = new ArrayList<String>();
    for (int i = Math.max(0, from); i < Math.min(to, tokens.size()); i++) {
      if (CueFinder.content(tokens.get(i))) {
        out.add(tokens.get(i).lower());
      }
    }
    return out;
  }

  private static int indexOf(List<Token> tokens, String text, int from) {
    for (int i = from; i < tokens.size(); i++) {
      if (tokens.get(i).text().equals(text)) {
        return i;
      }
    }
    return -1;
  }
}
