package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.knowledge.Hit;
import org.qakit.analysis.Analysis;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit index search}: the BM25 hits of a query, for a person to look at. */
@Command(name = "search", mixinStandardHelpOptions = true,
    description = {"Search an index with BM25 (query = the analysed words, no query syntax) and print",
        "the top hits: rank, score, passage id, text. Ties: score descending, then id ascending."})
final class IndexSearchCommand implements Callable<Integer> {
  private static final int SHOWN_CHARS = 160;

  @Parameters(index = "0", paramLabel = "DIR", description = "index folder")
  Path dir;

  @Parameters(index = "1..*", arity = "1..*", paramLabel = "QUERY", description = "query words (joined by spaces)")
  List<String> query;

  @Option(names = "--lang", paramLabel = "L", description = "language of the query; must be the index's (default: the index's)")
  String lang;

  @Option(names = "--analyzer", paramLabel = "NAME",
      description = "named analysis of --lang; must be the index's (default: the language's default)")
  String analyzer;

  @Option(names = "-k", paramLabel = "N", defaultValue = "10", description = "hits to print (default ${DEFAULT-VALUE})")
  int k;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    if (lang == null && analyzer != null) {
      throw new IllegalArgumentException("--analyzer " + analyzer + " needs --lang (en, zh or cs)");
    }
    try (var retriever = Bm25Retriever.open(dir, lang == null ? null : Analysis.of(lang, analyzer))) {
      String text = String.join(" ", query);
      List<Hit> hits = retriever.search(text, k);
      if (hits.isEmpty()) {
        spec.commandLine().getErr().println("no hits (query terms: " + retriever.terms(text) + ")");
      }
      int rank = 1;
      for (Hit h : hits) {
        String shown = h.text().length() > SHOWN_CHARS ? h.text().substring(0, SHOWN_CHARS) + "…" : h.text();
        out.printf(Locale.ROOT, "%d\t%.4f\t%s\t%s%n", rank++, h.score(), h.id(), shown.replaceAll("\\s+", " "));
      }
    }
    out.flush();
    return 0;
  }
}
