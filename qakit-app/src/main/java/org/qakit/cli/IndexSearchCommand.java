package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.encode.Encoder;
import org.qakit.knowledge.Retriever;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solve.EncoderOptions;
import org.qakit.solve.RetrievalMode;
import org.qakit.knowledge.Hit;
import org.qakit.analysis.Analysis;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit index search}: the hits of a query (BM25, dense, re-ranked or hybrid), for a person to look at. */
@Command(name = "search", mixinStandardHelpOptions = true,
    description = {"Search an index and print the top hits: rank, score, passage id, text.",
        "--mode bm25 (the default: the analysed words, no query syntax), dense (cosine with the index's "
        + "vectors; --encoder of the index's model), rerank (BM25's top 50 re-scored by --encoder's "
        + "cosine) or hybrid (reciprocal-rank fusion of BM25 and dense). Ties: score descending, then id "
        + "ascending."})
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

  @Option(names = "-k", paramLabel = "K", defaultValue = "10", description = "hits to print (default ${DEFAULT-VALUE})")
  int k;

  @Option(names = "--mode", paramLabel = "MODE", defaultValue = "bm25", description = "bm25, dense, rerank or hybrid (default ${DEFAULT-VALUE})")
  String mode;

  @Mixin EncoderMixin encoderOptions;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    if (lang == null && analyzer != null) {
      throw new IllegalArgumentException("--analyzer " + analyzer + " needs --lang (en, zh or cs)");
    }
    RetrievalMode m = RetrievalMode.of(mode);
    EncoderOptions enc = encoderOptions.options();
    if (m.needsEncoder() && enc == null) {
      throw new IllegalArgumentException("--mode " + m.id() + " needs --encoder M (for dense and hybrid: the model of the index's vectors, qakit index stats)");
    }
    Analysis analysis = lang == null ? null : Analysis.of(lang, analyzer);
    try (Encoder encoder = m.needsEncoder() ? enc.open() : null; Retriever retriever = m.open(dir, analysis, encoder)) {
      String text = String.join(" ", query);
      List<Hit> hits = retriever.search(text, k);
      if (hits.isEmpty()) {
        spec.commandLine().getErr().println(retriever instanceof Bm25Retriever bm25
            ? "no hits (query terms: " + bm25.terms(text) + ")" : "no hits");
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
