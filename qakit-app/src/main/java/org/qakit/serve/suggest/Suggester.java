package org.qakit.serve.suggest;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qakit.curate.DistractorRun;
import org.qakit.distract.DistractorRanker;
import org.qakit.knowledge.Hit;
import org.qakit.retrieve.Bm25Retriever;

/**
 * The suggestions a multiple-choice record's page offers, from the curation tools the server was
 * started with (nothing is re-implemented here):
 * <ul>
 *   <li>distractors: the ranker of {@code qakit distractors} ({@link DistractorRun#train}, trained
 *       once at start on {@code --distractors-train}/{@code --distractors-vocab}), asked for the
 *       question and the correct option's text; candidates equal (case-insensitively, after
 *       trimming) to an option already given are left out; {@link #DISTRACTORS} at most;
 *   <li>passages: BM25 over the first {@code --index} ({@link Bm25Retriever#search}) for the
 *       question and the correct option's text, {@link #PASSAGES} at most (SciQ's writers were
 *       shown passages to write from).
 * </ul>
 * Either may be absent (no ranker or no index configured): then it suggests nothing.
 */
public final class Suggester implements AutoCloseable {
  public static final int DISTRACTORS = 5;
  public static final int PASSAGES = 3;
  private final DistractorRanker ranker;
  private final Bm25Retriever index;

  private Suggester(DistractorRanker ranker, Bm25Retriever index) {
    this.ranker = ranker;
    this.index = index;
  }

  /** A suggester with no ranker and no index. */
  public static Suggester none() {
    return new Suggester(null, null);
  }

  /** Trains the ranker ({@code curation} may be null) and opens the passage index ({@code index} may be null). */
  public static Suggester open(CurationOptions curation, Path index) throws IOException {
    DistractorRanker r = null;
    if (curation != null) {
      var files = new ArrayList<>(curation.train());
      files.add(curation.vocab());
      r = DistractorRun.train(curation.format(), files, null, 30, 7).ranker();
    }
    return new Suggester(r, index == null ? null : Bm25Retriever.open(index));
  }

  /** Whether distractors can be suggested. */
  public boolean hasDistractors() {
    return ranker != null;
  }

  /** Whether passages can be suggested. */
  public boolean hasPassages() {
    return index != null;
  }

  /** Distractors for {@code question} with correct answer {@code answer}, none of them one of {@code options}. */
  public List<String> distractors(String question, String answer, List<String> options) {
    if (ranker == null || question.isBlank() || answer.isBlank()) {
      return List.of();
    }
    var given = options.stream().map(o -> o.strip().toLowerCase(Locale.ROOT)).toList();
    return ranker.suggest(question, answer, DISTRACTORS + options.size()).stream().map(DistractorRanker.Suggestion::text)
        .filter(t -> !given.contains(t.strip().toLowerCase(Locale.ROOT))).limit(DISTRACTORS).toList();
  }

  /** Passages for {@code question} and its answer. */
  public List<Hit> passages(String question, String answer) {
    String q = (question + " " + answer).strip();
    return index == null || q.isEmpty() ? List.of() : index.search(q, PASSAGES);
  }

  @Override
  public void close() {
    if (index != null) {
      index.close();
    }
  }
}
