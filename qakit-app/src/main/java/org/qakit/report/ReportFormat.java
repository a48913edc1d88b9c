package org.qakit.report;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** The formats {@code qakit report} writes a set of leaderboards in, each with the file extensions that imply it. */
public enum ReportFormat {
  MARKDOWN("markdown", List.of("md", "markdown"), LeaderboardMarkdown::render),
  LATEX("latex", List.of("tex"), LeaderboardLatex::render),
  CSV("csv", List.of("csv"), LeaderboardCsv::render),
  HTML("html", List.of("html", "htm"), LeaderboardHtml::render);

  private final String id;
  private final List<String> extensions;
  private final Function<List<Leaderboard>, String> renderer;

  ReportFormat(String id, List<String> extensions, Function<List<Leaderboard>, String> renderer) {
    this.id = id;
    this.extensions = extensions;
    this.renderer = renderer;
  }

  public String id() {
    return id;
  }

  public String render(List<Leaderboard> boards) {
    return renderer.apply(boards);
  }

  /** The format named {@code id}; an unknown one is refused with the known ones. */
  public static ReportFormat of(String id) {
    return Arrays.stream(values()).filter(f -> f.id.equals(id)).findFirst().orElseThrow(() -> new IllegalArgumentException(
        "unknown report format '" + id + "'; known: " + String.join(", ", Arrays.stream(values()).map(ReportFormat::id).toList())));
  }

  /** The format {@code file}'s extension implies; one without a known extension is refused. */
  public static ReportFormat forFile(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    int dot = name.lastIndexOf('.');
    String ext = dot < 0 ? "" : name.substring(dot + 1);
    return Arrays.stream(values()).filter(f -> f.extensions.contains(ext)).findFirst().orElseThrow(() -> new IllegalArgumentException(
        file + ": expected an extension .md, .tex, .csv or .html to choose the format, or --to"));
  }
}
