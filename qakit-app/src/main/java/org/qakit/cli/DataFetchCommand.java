package org.qakit.cli;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.fetch.HttpDownload;
import org.qakit.fetch.TaskFetcher;
import org.qakit.fetch.TransferProgress;
import org.qakit.task.Checksums;
import org.qakit.task.DataHome;
import org.qakit.task.Task;
import org.qakit.task.Tasks;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code qakit data fetch ID}: download a task's files into the fetch home. */
@Command(name = "fetch", mixinStandardHelpOptions = true,
    description = {"Download a task's files into the fetch home, checked and resumable.",
        "The fetch home is $QAKIT_HOME/data (default ~/.qakit/data), the last folder the data home "
            + "searches; `qakit tasks show ID` lists each file's URL. A file already here with the expected "
            + "sha256 is kept. Each download is checked against the registry's sha256, or the one recorded in "
            + "SHA256SUMS at the file's first fetch (recorded now when none is known), and only then put in "
            + "place. An interrupted download resumes (HTTP Range) on the next run. Files without a URL are "
            + "refused: get them by hand, then `qakit data import`."})
final class DataFetchCommand implements Callable<Integer> {
  @Parameters(paramLabel = "ID", description = "a task id from `qakit tasks`")
  String id;

  @Option(names = "--split", paramLabel = "S", description = "fetch only this split (repeatable); default: every split")
  List<String> splits = new ArrayList<>();

  @Option(names = "--force", description = "download files already here again (still checked against the expected sha256)")
  boolean force;

  @Option(names = "--mirror", paramLabel = "URL",
      description = "fetch https://HOST/PATH from URL/HOST/PATH instead (a copy laid out as `wget -x` writes it)")
  URI mirror;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    Task task = Tasks.get(id);
    var err = spec.commandLine().getErr();
    DataHome home = DataHome.locate();
    try (HttpDownload http = HttpDownload.standard()) {
      var summary = new TaskFetcher(home, http, TransferProgress.on(err), err, mirror).fetch(task, splits, force);
      var out = spec.commandLine().getOut();
      out.println(summary.line(task, home.fetchHome().resolve(Checksums.NAME)));
      out.flush();
    }
    return 0;
  }
}
