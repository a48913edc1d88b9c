package org.qakit.format.wikiqa;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The two WikiQA TSV layouts, told apart by their header line. */
enum WikiQaLayout {
  /** WikiQACorpus as published: one row per candidate with its document. */
  ORIGINAL("QuestionID", "Question", "DocumentID", "DocumentTitle", "SentenceID", "Sentence", "Label"),
  /** The reshaped train copy: document columns dropped, ids renumbered per row, CSV quoting. */
  RESHAPED("QuestionID", "Question", "SentenceID", "Sentence", "Label");

  private final List<String> columns;

  WikiQaLayout(String... columns) {
    this.columns = List.of(columns);
  }

  List<String> columns() {
    return columns;
  }

  String header() {
    return String.join("\t", columns);
  }

  /** The layout whose header is {@code line} exactly, if any. */
  static Optional<WikiQaLayout> ofHeader(String line) {
    return Arrays.stream(values()).filter(l -> l.header().equals(line)).findFirst();
  }
}
