package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.format.nlpcc.NlpccKbReader;
import org.qakit.kb.KbNames;
import org.qakit.kb.KnowledgeBase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code qakit kb lookup}: the facts of a subject (and predicate), or the subjects of a name, in a
 * store folder or a collection (core's {@link KnowledgeBase}: the same answers from both).
 */
@Command(name = "lookup", mixinStandardHelpOptions = true,
    description = {"Print the triples of SUBJECT (any spelling with the same normalised key), only those of "
        + "PREDICATE when given, as 'subject ||| predicate ||| object' lines in input order.",
        "--name: the subjects that carry SUBJECT as a name (alias, subject without disambiguator), with "
        + "their triple counts.",
        "DIR is the store folder (qakit kb build); with --solr URL --collection NAME give no DIR."})
final class KbLookupCommand implements Callable<Integer> {
  @Parameters(arity = "1..3", paramLabel = "[DIR] SUBJECT [PREDICATE]",
      description = "store folder (not with --solr), subject (or name, with --name), and optionally only this predicate")
  List<String> args;

  @Option(names = "--name", description = "list the subjects named SUBJECT instead of facts")
  boolean name;

  @Mixin KbSourceOptions source;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    var err = spec.commandLine().getErr();
    boolean solr = source.solr != null || source.collection != null;
    List<String> rest = solr ? args : args.subList(1, args.size());
    if (rest.isEmpty() || rest.size() > 2 || (name && rest.size() > 1)) {
      throw new IllegalArgumentException("expected " + (solr ? "" : "DIR ") + (name ? "NAME" : "SUBJECT [PREDICATE]")
          + ", found " + args.size() + " argument(s): " + String.join(" ", args));
    }
    String subject = rest.get(0);
    String predicate = rest.size() > 1 ? rest.get(1) : null;
    int found;
    try (KnowledgeBase kb = source.open(solr ? null : Path.of(args.get(0)))) {
      if (name) {
        var subjects = kb.named(KbNames.normalize(subject));
        subjects.forEach(s -> out.println(s.key() + "\t" + s.popularity()));
        found = subjects.size();
      } else {
        var triples = predicate == null ? kb.triples(subject) : kb.triples(subject, predicate);
        triples.forEach(t -> out.println(t.subject() + NlpccKbReader.SEPARATOR + t.predicate() + NlpccKbReader.SEPARATOR + t.object()));
        found = triples.size();
      }
    }
    if (found == 0) {
      err.println("nothing found for '" + subject + "'" + (predicate == null ? "" : " with predicate '" + predicate + "'"));
    }
    out.flush();
    err.flush();
    return 0;
  }
}
