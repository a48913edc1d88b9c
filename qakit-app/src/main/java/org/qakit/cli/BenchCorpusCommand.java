package org.qakit.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.bench.RealSentences;
import org.qakit.bench.SentenceCorpus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit bench corpus}: writes the seeded short-sentence corpus that indexing benchmarks use. */
@Command(name = "corpus", mixinStandardHelpOptions = true,
    description = {"Write a reproducible corpus of short English sentences for indexing benchmarks "
        + "(docs/benchmarks.md): the real sentences of WordNet glosses, GCIDE definitions and the ARC, "
        + "WikiQA and MCQL train splits, shuffled with the seed, then sentences spliced from two real ones "
        + "until --lines.",
        "OUTDIR gets docs/part-NN.jsonl ({\"id\", \"contents\"}: Anserini's JsonCollection layout, read "
        + "by qakit's jsonl importer too), queries.txt (ARC-Easy validation stem + option) and corpus.json "
        + "(counts, sha256). Same seed, same bytes."})
final class BenchCorpusCommand implements Callable<Integer> {
  @Option(names = "--lines", paramLabel = "N", defaultValue = "5000000", description = "sentences (documents); default: ${DEFAULT-VALUE}")
  long lines;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "42", description = "seed of shuffle and splicing; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = "--files", paramLabel = "F", defaultValue = "8", description = "part files (Anserini indexes one file per thread); default: ${DEFAULT-VALUE}")
  int files;

  @Option(names = "--max-words", paramLabel = "W", defaultValue = "40", description = "longest sentence kept or made, in words; default: ${DEFAULT-VALUE}")
  int maxWords;

  @Option(names = "--queries", paramLabel = "Q", defaultValue = "2000", description = "search queries to write; default: ${DEFAULT-VALUE}")
  int queries;

  @Option(names = "--data", paramLabel = "DIR", defaultValue = "../shared/data", description = "the shared datasets folder; default: ${DEFAULT-VALUE}")
  Path data;

  @Option(names = "--wordnet", paramLabel = "DIR", defaultValue = "/usr/share/wordnet", description = "WordNet 3.0 data files; default: ${DEFAULT-VALUE}")
  Path wordnet;

  @Option(names = "--gcide", paramLabel = "DIR", defaultValue = "/usr/share/dictd", description = "dict-gcide's folder; default: ${DEFAULT-VALUE}")
  Path gcide;

  @Option(names = "--force", description = "replace a non-empty OUTDIR")
  boolean force;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUTDIR", description = "the folder to create")
  Path output;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var s = SentenceCorpus.generate(new SentenceCorpus.Spec(lines, seed, files, maxWords, queries),
        new RealSentences.Sources(wordnet, gcide, data), output, force);
    var out = spec.commandLine().getOut();
    out.printf(Locale.ROOT, "wrote %,d sentences (%,d real, %,d synthetic) in %d file(s) and %d queries to %s in %.1f s%n",
        s.lines(), s.real(), s.synthetic(), s.parts().size(), s.queries(), output, s.seconds());
    out.printf(Locale.ROOT, "real sentences per source: %s%n", new java.util.TreeMap<>(s.perSource()));
    out.printf(Locale.ROOT, "sha256 %s%n", s.sha256());
    out.flush();
    return 0;
  }
}
