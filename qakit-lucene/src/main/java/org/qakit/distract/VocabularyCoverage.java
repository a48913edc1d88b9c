package org.qakit.distract;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.qakit.model.MultipleChoiceItem;

/**
 * How many of the held-out questions' gold distractors the candidate vocabulary holds. A gold
 * distractor the vocabulary lacks can never be ranked, so it caps recall and MAP; most often it
 * differs from a candidate only by letter case (MCQL writes "Mitochondria" in a question and
 * "mitochondria" in vocab.txt), which {@link #missingByCase} counts apart.
 *
 * @param gold the gold distractors, distinct per question, summed over the questions
 * @param missing those not in the vocabulary as written
 * @param missingByCase of {@code missing}, those in the vocabulary when letter case is ignored
 */
public record VocabularyCoverage(int gold, int missing, int missingByCase) {

  /** The coverage of {@code items}' gold distractors by {@code ranker}'s vocabulary. */
  public static VocabularyCoverage of(DistractorRanker ranker, List<MultipleChoiceItem> items) {
    List<String> vocabulary = new java.util.ArrayList<>();
    for (int i = 0; i < ranker.vocabularySize(); i++) {
      vocabulary.add(ranker.candidate(i));
    }
    return of(vocabulary, items);
  }

  /** The coverage of {@code items}' gold distractors by {@code vocabulary}. */
  public static VocabularyCoverage of(List<String> vocabulary, List<MultipleChoiceItem> items) {
    Set<String> exact = new HashSet<>(vocabulary);
    Set<String> folded = new HashSet<>();
    vocabulary.forEach(v -> folded.add(v.toLowerCase(Locale.ROOT)));
    int gold = 0;
    int missing = 0;
    int byCase = 0;
    for (MultipleChoiceItem m : items) {
      for (String d : OptionCooccurrence.distractors(m)) {
        gold++;
        if (!exact.contains(d)) {
          missing++;
          byCase += folded.contains(d.toLowerCase(Locale.ROOT)) ? 1 : 0;
        }
      }
    }
    return new VocabularyCoverage(gold, missing, byCase);
  }

  /** The share of gold distractors the vocabulary lacks, 0 when there is none. */
  public double missingShare() {
    return gold == 0 ? 0 : (double) missing / gold;
  }

  /** A one-line warning, or null when the vocabulary holds every gold distractor. */
  public String warning() {
    if (missing == 0) {
      return null;
    }
    return String.format(Locale.ROOT, "warning: %,d of %,d gold distractor(s) (%.1f%%) are not in the candidate vocabulary,"
        + " so no ranking can find them; %,d of those differ from a candidate only by letter case", missing, gold,
        100 * missingShare(), missingByCase);
  }
}
