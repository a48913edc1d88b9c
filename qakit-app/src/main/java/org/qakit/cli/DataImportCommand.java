package org.qakit.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qakit.fetch.TaskImporter;
import org.qakit.task.DataHome;
import org.qakit.task.Tasks;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code qakit data import ID PATH}: copy a local copy of a task's files into the fetch home. */
@Command(name = "import", mixinStandardHelpOptions = true,
    description = {"Copy a local copy of a task's files into the fetch home.",
        "For data given on request or a copy made elsewhere. The fetch home is $QAKIT_HOME/data (default "
            + "~/.qakit/data), where --task finds the files. PATH is one file named as a task file, or a "
            + "folder holding them by path (wikiqa/WikiQA-test.tsv) or by name. Every file is checked against "
            + "the expected sha256 before any is copied; one with none known has its sha256 recorded in "
            + "SHA256SUMS."})
final class DataImportCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "ID", description = "a task id from `qakit tasks`")
  String id;

  @Parameters(index = "1", paramLabel = "PATH", description = "a file, or a folder holding the task's files")
  Path path;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var line = new TaskImporter(DataHome.locate(), spec.commandLine().getErr()).importFrom(Tasks.get(id), path);
    var out = spec.commandLine().getOut();
    out.println(line);
    out.flush();
    return 0;
  }
}
