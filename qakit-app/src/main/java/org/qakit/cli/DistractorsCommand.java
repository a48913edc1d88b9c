package org.qakit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qakit.curate.DistractorRun;
import org.qakit.distract.DistractorRanker;
import org.qakit.encode.Encoder;
import org.qakit.report.TextTable;
import org.qakit.solve.EncoderOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit distractors}: learned distractor suggestion from a candidate vocabulary. */
@Command(name = "distractors", mixinStandardHelpOptions = true,
    description = {"Rank a candidate vocabulary as distractors for a question and its answer (docs/curation.md): "
        + "lexical, form, length and option co-occurrence features (plus embedding similarity with "
        + "--encoder), a pairwise ranker trained on --train.",
        "With --evaluate, score held-out questions by P@1, P@3, P@10, R@10, MAP, NDCG@10 and MRR; with "
        + "--question and --answer, print the top -k suggestions."})
final class DistractorsCommand implements Callable<Integer> {
  @Option(names = {"-f", "--format"}, defaultValue = "mcql", paramLabel = "FORMAT", description = "format of the question files; default: ${DEFAULT-VALUE}")
  String format;

  @Option(names = "--train", required = true, arity = "1..*", paramLabel = "FILE", description = "training questions (multiple choice: the gold option is the answer, the others distractors)")
  List<Path> train;

  @Option(names = "--vocab", required = true, paramLabel = "FILE", description = "the candidate vocabulary, read as the format's passages (mcql: vocab.txt, one candidate a line)")
  Path vocab;

  @Option(names = "--evaluate", arity = "1..*", paramLabel = "FILE", description = "held-out questions whose gold distractors score the ranking")
  List<Path> evaluate;

  @Option(names = "--question", paramLabel = "TEXT", description = "a question to suggest distractors for (with --answer)")
  String question;

  @Option(names = "--answer", paramLabel = "TEXT", description = "its correct answer")
  String answer;

  @Option(names = "-k", paramLabel = "K", defaultValue = "10", description = "suggestions to print; default: ${DEFAULT-VALUE}")
  int k;

  @Option(names = "--encoder", paramLabel = "M", description = "a bi-encoder for the embedding features (`qakit list models`); default: none")
  String encoder;

  @Option(names = "--embedding-cache", paramLabel = "DIR", description = "embedding cache folder; default: ~/.cache/qakit/embeddings")
  Path embeddingCache;

  @Option(names = "--negatives", paramLabel = "N", defaultValue = "30", description = "sampled negatives per training question; default: ${DEFAULT-VALUE}")
  int negatives;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "7", description = "seed of the negative sampling; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = "--json", description = "print one JSON object instead of a table")
  boolean json;

  @Spec CommandSpec spec;

  private List<Path> withVocab() {
    var all = new java.util.ArrayList<>(train);
    all.add(vocab);
    return all;
  }

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    var err = spec.commandLine().getErr();
    if ((evaluate == null) == (question == null)) {
      throw new IllegalArgumentException("expected either --evaluate FILE... or --question TEXT --answer TEXT");
    }
    if (question != null && answer == null) {
      throw new IllegalArgumentException("--question needs --answer");
    }
    EncoderOptions enc = encoder == null ? null
        : new EncoderOptions(encoder, embeddingCache != null ? embeddingCache : EncoderOptions.defaultCache());
    try (Encoder encoderInUse = enc == null ? null : enc.open()) {
      return run(encoderInUse, out, err);
    }
  }

  private int run(Encoder encoder, java.io.PrintWriter out, java.io.PrintWriter err) throws Exception {
    long start = System.nanoTime();
    DistractorRun.Trained trained;
    try (var phase = Heartbeat.start(err, "training the distractor ranker")) {
      trained = DistractorRun.train(format, withVocab(), encoder, negatives, seed);
      phase.done();
    }
    DistractorRanker ranker = trained.ranker();
    err.println(String.format(Locale.ROOT, "trained on %d question(s) against %d candidate(s) in %.1f s",
        trained.questions(), ranker.vocabularySize(), (System.nanoTime() - start) / 1e9));
    var mapper = new ObjectMapper();
    if (evaluate != null) {
      DistractorRun.Scores result;
      try (var phase = Heartbeat.start(err, "ranking the vocabulary for the --evaluate questions")) {
        result = DistractorRun.evaluate(ranker, format, evaluate);
        phase.done();
      }
      if (result.coverage().warning() != null) {
        err.println(result.coverage().warning());
      }
      Map<String, Double> scores = result.measures();
      if (json) {
        ObjectNode o = mapper.createObjectNode();
        o.put("questions", result.questions());
        o.put("candidates", ranker.vocabularySize());
        o.put("goldDistractors", result.coverage().gold());
        o.put("goldNotInVocabulary", result.coverage().missing());
        o.put("goldNotInVocabularyByCase", result.coverage().missingByCase());
        ObjectNode m = o.putObject("metrics");
        scores.forEach(m::put);
        out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(o));
      } else {
        var t = new TextTable(List.of("measure", "score"));
        scores.forEach((name, v) -> t.row(List.of(name, String.format(Locale.ROOT, "%.4f", v))));
        out.print(t.render());
        out.println("over " + result.questions() + " question(s) against " + ranker.vocabularySize()
            + " candidate(s) (each question's answer left out); " + result.coverage().missing() + " of "
            + result.coverage().gold() + " gold distractor(s) not in the vocabulary");
      }
    } else {
      var suggestions = ranker.suggest(question, answer, k);
      var t = new TextTable(List.of("rank", "score", "distractor"));
      int r = 0;
      for (var s : suggestions) {
        t.row(List.of(String.valueOf(++r), String.format(Locale.ROOT, "%.4f", s.score()), s.text()));
      }
      out.print(t.render());
    }
    out.flush();
    return 0;
  }
}
