package org.qakit.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.qakit.eval.metric.Metrics;
import org.qakit.format.Format;
import org.qakit.format.Formats;
import org.qakit.format.View;
import org.qakit.registry.Component;
import org.qakit.report.TextTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code qakit list}: prints the ids and descriptions of a registry, so help and code cannot drift. */
@Command(name = "list", mixinStandardHelpOptions = true,
    description = "List registered components with their descriptions: formats, solvers, metrics, corpus importers, encoder models, checks.")
final class ListCommand implements Callable<Integer> {

  enum What { formats, solvers, metrics, importers, models, checks }

  @Parameters(paramLabel = "WHAT", description = "what to list: ${COMPLETION-CANDIDATES}")
  What what;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    var out = spec.commandLine().getOut();
    switch (what) {
      case formats -> {
        var table = new TextTable(List.of("format", "views", "description"));
        for (Format f : Formats.registry().all()) {
          table.row(List.of(f.id(), String.join(",", f.views().stream().map(View::id).toList()), f.description()));
        }
        out.print(table.render());
      }
      case solvers -> out.print(components(org.qakit.solve.SolverFactories.registry().all()));
      case importers -> out.print(components(org.qakit.corpus.Importers.registry().all()));
      case models -> out.print(ModelTable.render());
      case checks -> out.print(CheckCommand.listing().render());
      case metrics -> {
        var table = new TextTable(List.of("metric", "items", "description"));
        Metrics.registry().all().forEach(m -> table.row(List.of(m.id(), m.kind().id(), m.description())));
        out.print(table.render());
      }
    }
    out.flush();
    return 0;
  }

  private static String components(List<? extends Component> all) {
    var table = new TextTable(List.of("id", "description"));
    all.forEach(c -> table.row(List.of(c.id(), c.description())));
    return table.render();
  }
}
