package org.qakit.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qakit.format.nlpcc.NlpccKbReader;
import org.qakit.kb.KbNames;
import org.qakit.kb.KbStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit kb lookup}: the facts of a subject (and predicate), or the subjects of a name. */
@Command(name = "lookup", mixinStandardHelpOptions = true,
    description = {"Print the triples of SUBJECT (any spelling with the same normalised key), only those of",
        "PREDICATE when given, as 'subject ||| predicate ||| object' lines in input order. --name: the",
        "subjects that carry SUBJECT as a name (alias, subject without disambiguator), with their triple counts."})
final class KbLookupCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "DIR", description = "store folder (qakit kb build)")
  Path dir;

  @Parameters(index = "1", paramLabel = "SUBJECT", description = "subject (or name, with --name)")
  String subject;

  @Parameters(index = "2", arity = "0..1", paramLabel = "PREDICATE", description = "only this predicate")
  String predicate;

  @Option(names = "--name", description = "list the subjects named SUBJECT instead of facts")
  boolean name;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    var err = spec.commandLine().getErr();
    int found;
    try (KbStore store = KbStore.open(dir)) {
      if (name) {
        var subjects = store.named(KbNames.normalize(subject));
        subjects.forEach(s -> out.println(s.key() + "\t" + s.popularity()));
        found = subjects.size();
      } else {
        var triples = predicate == null ? store.triples(subject) : store.triples(subject, predicate);
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
