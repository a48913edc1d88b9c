package org.qakit.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.qakit.serve.record.RecordBody;

/**
 * Extractive records of a chosen size for {@code qakit bench serve}, each made from its index
 * alone (a generator seeded with it): a question of six content words drawn from a vocabulary of
 * 4,000 made-up words, an answer sentence holding the answer, and a source article of about
 * {@code bytes} ASCII characters (sentences of 8–16 words with the answer sentence in the middle).
 * Questions rarely look alike, except that every 50th record asks record {@code i - 1}'s question
 * with one word changed, so that the near-duplicate search has something to find, as in a real
 * project.
 */
final class BenchRecords {
  private static final String[] SYLLABLES = {"ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "pe", "zu", "an", "el", "or", "is", "um",
      "bra", "che", "dos", "fin", "gal"};
  private static final List<String> WORDS = vocabulary(4000);

  private BenchRecords() {}

  /** Record {@code i} with a source of about {@code bytes} characters (at least the answer sentence). */
  static RecordBody record(int i, int bytes) {
    Random r = new Random(i);
    String[] q = {word(r), word(r), word(r), word(r), Integer.toString(1000 + r.nextInt(1000))};
    if (i % 50 == 49) {
      Random previous = new Random(i - 1);
      q = new String[] {word(previous), word(previous), word(previous), word(previous), Integer.toString(1000 + previous.nextInt(1000))};
      q[2] = word(r);
    }
    String answer = capital(word(r)) + " " + capital(word(r));
    String question = "Who " + q[0] + " the " + q[1] + " " + q[2] + " of " + q[3] + " in " + q[4] + "?";
    String sentence = "The " + q[1] + " " + q[2] + " of " + q[3] + " was " + q[0] + " by " + answer + " in " + q[4] + ".";
    var before = new StringBuilder();
    var after = new StringBuilder();
    while (before.length() + after.length() + sentence.length() < bytes) {
      StringBuilder side = before.length() <= after.length() ? before : after;
      side.append(side == after ? " " : "").append(sentence(r)).append(side == before ? " " : "");
    }
    String source = before + sentence + after;
    return new RecordBody(question, "PERSON", "PERSON", answer, List.of(sentence), source, "Article " + i, "", "", List.of(), List.of(), "");
  }

  private static String sentence(Random r) {
    int n = 8 + r.nextInt(9);
    var s = new StringBuilder(capital(word(r)));
    for (int k = 1; k < n; k++) {
      s.append(' ').append(word(r));
    }
    return s.append('.').toString();
  }

  private static String word(Random r) {
    return WORDS.get(r.nextInt(WORDS.size()));
  }

  private static String capital(String w) {
    return Character.toUpperCase(w.charAt(0)) + w.substring(1);
  }

  private static List<String> vocabulary(int size) {
    var r = new Random(17);
    var seen = new java.util.LinkedHashSet<String>();
    while (seen.size() < size) {
      var w = new StringBuilder();
      int syllables = 2 + r.nextInt(3);
      for (int k = 0; k < syllables; k++) {
        w.append(SYLLABLES[r.nextInt(SYLLABLES.length)]);
      }
      seen.add(w.toString());
    }
    return new ArrayList<>(seen);
  }
}
