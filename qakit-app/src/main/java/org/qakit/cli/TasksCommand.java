package org.qakit.cli;

import java.util.concurrent.Callable;
import org.qakit.report.TaskText;
import org.qakit.task.DataHome;
import org.qakit.task.Tasks;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code qakit tasks}: the task registry, and one task in full. */
@Command(name = "tasks", mixinStandardHelpOptions = true, subcommands = TasksCommand.Show.class,
    description = {"List the benchmark tasks: dataset and format view, headline metric, protocol (which items "
        + "count), and the splits whose files are in the data home ($QAKIT_DATA, then ../shared/data "
        + "beside the working folder, then the fetch home $QAKIT_HOME/data, default ~/.qakit/data, where "
        + "`qakit data fetch` writes).",
        "`qakit tasks show ID` explains one task."})
final class TasksCommand implements Callable<Integer> {
  @Option(names = "--markdown", description = "print docs/tasks.md (every task, no machine-specific state) instead of the table")
  boolean markdown;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    var out = spec.commandLine().getOut();
    out.print(markdown ? TaskText.markdown() : TaskText.list(DataHome.locate()));
    out.flush();
    return 0;
  }

  /** {@code qakit tasks show ID}. */
  @Command(name = "show", mixinStandardHelpOptions = true,
      description = {"Explain one task: protocol, metrics, knowledge, corpus and how to build it, licence, each "
        + "split's files with source, download URL (or none: `qakit data import`) and sha256 and whether "
        + "they are here (checksums verified), and the published anchors."})
  static final class Show implements Callable<Integer> {
    @Parameters(paramLabel = "ID", description = "a task id from `qakit tasks`")
    String id;

    @Spec CommandSpec spec;

    @Override
    public Integer call() throws Exception {
      var out = spec.commandLine().getOut();
      out.print(TaskText.show(Tasks.get(id), DataHome.locate()));
      out.flush();
      return 0;
    }
  }
}
