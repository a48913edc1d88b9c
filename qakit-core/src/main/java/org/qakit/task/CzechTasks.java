package org.qakit.task;

import java.util.List;

/** The Czech tasks: SQAD v3's document selection, answer-sentence selection and answer extraction. */
final class CzechTasks {
  private static final String LINDAT = "SQAD 3.0 on LINDAT/CLARIAH-CZ, http://hdl.handle.net/11234/1-3069 (folder data/)";
  private static final String LICENCE = "the Hugging Face copy declares licence-web-corpus (https://nlp.fi.muni.cz/en/LicenceWebCorpus); LINDAT's not checked";

  private CzechTasks() {}

  static List<Task> all() {
    return List.of(
        sqad("sqad-document-selection", "document-selection", "SQAD v3 document selection: rank the articles for a Czech question",
            List.of("map", "mrr", "p@1")),
        sqad("sqad-sentence-selection", "sentence-selection", "SQAD v3 answer-sentence selection: rank an article's sentences for a Czech question",
            List.of("map", "mrr", "p@1")),
        sqad("sqad-extraction", "extraction", "SQAD v3 answer extraction: the exact answer from the answer sentence, in Czech",
            List.of("em", "f1")));
  }

  private static Task sqad(String id, String view, String title, List<String> metrics) {
    return new Task(id, title, "SQAD v3", "cs", "sqad", view,
        List.of(new TaskSplit("all", List.of(new TaskFile("sqad/data", null, LINDAT)), null,
            "SQAD ships no official split; carve one by record with qakit data split (not in the development data)")),
        new Protocol.AllItems(), Scoring.ITEMS, metrics, Knowledge.NONE, "", LICENCE, List.of(),
        "per-type tables: qakit eval --by question_type --by answer_type");
  }
}
