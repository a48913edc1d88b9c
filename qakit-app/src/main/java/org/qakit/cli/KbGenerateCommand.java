package org.qakit.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qakit.kb.SyntheticKb;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit kb generate}: a synthetic knowledge base of the NLPCC shape, for scale measurements. */
@Command(name = "generate", mixinStandardHelpOptions = true,
    description = {"Write a synthetic knowledge base in the NLPCC KBQA layout with the real one's shape (about 7.2 "
        + "lines per subject, long-tailed predicates, Chinese names and values, bracketed disambiguators "
        + "and aliases; docs/kbqa.md).",
        "Deterministic: the same --triples and --seed give the same bytes. With --questions, also a "
        + "question file whose gold triples point into it."})
final class KbGenerateCommand implements Callable<Integer> {
  @Option(names = "--triples", required = true, paramLabel = "N", description = "triples to write (the NLPCC KB has about 43000000)")
  long triples;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "2016", description = "seed; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT", description = "knowledge-base file to write")
  Path output;

  @Option(names = "--questions", paramLabel = "Q", defaultValue = "0", description = "questions to write (default ${DEFAULT-VALUE})")
  int questions;

  @Option(names = "--questions-output", paramLabel = "QFILE", description = "question file (with --questions)")
  Path questionsOutput;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var err = spec.commandLine().getErr();
    long start = System.nanoTime();
    var s = SyntheticKb.write(triples, seed, output, questions, questionsOutput);
    double seconds = (System.nanoTime() - start) / 1e9;
    err.printf("wrote %,d triples of %,d subject runs (%,d bytes, %.1f bytes/line)%s to %s in %.1f s%n", s.triples(), s.subjects(),
        s.bytes(), (double) s.bytes() / s.triples(), s.questions() > 0 ? " and " + s.questions() + " questions" : "", output, seconds);
    err.flush();
    return 0;
  }
}
