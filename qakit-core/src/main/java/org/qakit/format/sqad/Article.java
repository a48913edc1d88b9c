package org.qakit.format.sqad;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.qakit.model.Candidate;

/**
 * The article a record's question is about, read once from the record's {@code 03text.vert} (or
 * the earlier record's file it links to) and shared by the records that link to it.
 *
 * @param id the article's identity: the record folder that holds the text, e.g. {@code 000037}
 * @param file the text file, as reached from the path the user gave
 * @param sentences the sentences in order
 * @param keys the sentences' keys, for token-for-token lookups
 * @param negatives one label-0 candidate per sentence, shared by the sentence-selection items
 */
record Article(String id, Path file, List<VertSentence> sentences, Set<String> keys, List<Candidate> negatives) {

  static Article of(String id, Path file, List<VertSentence> sentences) {
    return new Article(
        id,
        file,
        sentences,
        sentences.stream().map(VertSentence::key).collect(Collectors.toUnmodifiableSet()),
        sentences.stream().map(s -> new Candidate(null, s.text(), 0)).toList());
  }

  /** The article as plain text, one sentence a line. */
  String text() {
    return Detokenizer.join(sentences, "\n");
  }
}
