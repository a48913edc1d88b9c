package org.qakit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qakit.curate.SuspectsFile;
import org.qakit.curate.TaskItemPools;
import org.qakit.dedup.SuspectMiner;
import org.qakit.dedup.SuspectPair;
import org.qakit.dedup.SuspectSample;
import org.qakit.task.DataHome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit dedup-pairs mine}: the BM25 suspect pairs within and across tasks, both sides written out. */
@Command(name = "mine", mixinStandardHelpOptions = true,
    description = {"List suspect near-duplicate pairs within and across the named tasks: every item's best BM25 "
        + "neighbours among the items of its language (docs/curation.md).",
        "Writes each pair with both sides in full (scenario, question, options) and its six cosines, for a "
        + "person to read and label; --sample draws a seeded sample spread over the similarity range."})
final class DedupPairsMineCommand implements Callable<Integer> {
  @Option(names = "--task", required = true, split = ",", paramLabel = "ID",
      description = "tasks from `qakit tasks` whose items are paired; repeatable or comma-separated")
  List<String> tasks;

  @Option(names = "--split", split = ",", paramLabel = "S", defaultValue = "train,dev",
      description = "the splits read from each task that has them; default: ${DEFAULT-VALUE}")
  List<String> splits;

  @Option(names = "--suspects", paramLabel = "K", defaultValue = "10", description = "neighbours per item; default: ${DEFAULT-VALUE}")
  int suspects;

  @Option(names = "--sample", paramLabel = "N",
      description = "write only N pairs drawn by --seed evenly over ten similarity bins; default: every pair")
  Integer sample;

  @Option(names = "--sample-from", paramLabel = "S", defaultValue = "0",
      description = "with --sample: the ten bins span similarity S to 1, pairs below S going in the first; default: ${DEFAULT-VALUE}")
  double sampleFrom;

  @Option(names = "--seed", paramLabel = "SEED", defaultValue = "7", description = "seed of --sample; default: ${DEFAULT-VALUE}")
  long seed;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "search threads; default: ${DEFAULT-VALUE}")
  int threads;

  @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT", description = "the tab-separated file written")
  Path output;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    var err = spec.commandLine().getErr();
    long start = System.nanoTime();
    TaskItemPools pools;
    try (var phase = Heartbeat.start(err, "reading and analysing the tasks' items")) {
      pools = TaskItemPools.read(tasks, splits, DataHome.locate(), Path.of(""));
      phase.done();
    }
    pools.sources().forEach(s -> err.println("read " + s));
    List<SuspectPair> pairs;
    try (var phase = Heartbeat.start(err, "searching each item's neighbours")) {
      pairs = SuspectMiner.mine(List.copyOf(pools.pools().values()), suspects, threads);
      phase.done();
    }
    List<SuspectPair> written = sample == null ? pairs : SuspectSample.stratified(pairs, sample, 10, sampleFrom, seed);
    SuspectsFile.write(output, written);
    out.println(String.format(Locale.ROOT, "wrote %d of %d suspect pair(s) among %d item(s) to %s in %.1f s", written.size(),
        pairs.size(), pools.items(), output, (System.nanoTime() - start) / 1e9));
    out.flush();
    return 0;
  }
}
