package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Walks every command and subcommand of {@code qakit} and checks its help: whole sentences, every
 * option and positional described, required options marked, {@code -V} answered, and one spelling
 * per concept as the table of docs/cli.md gives it (the table is read from the page).
 */
class CliConventionsTest {
  /** Words a sentence does not end on: a description ending on one was cut. */
  private static final Set<String> CONTINUING = Set.of("a", "an", "the", "and", "or", "of", "for", "to", "by", "with",
      "in", "on", "from", "as", "at", "its", "their", "is", "are", "than", "per", "each", "every", "without", "whose");
  private static final Pattern SENTENCE_END = Pattern.compile("[.!?][)`'\"]*$");

  private static Map<String, CommandSpec> commands() {
    var all = new LinkedHashMap<String, CommandSpec>();
    walk(Qakit.commandLine(), all);
    return all;
  }

  private static void walk(CommandLine c, Map<String, CommandSpec> all) {
    all.put(c.getCommandSpec().qualifiedName(), c.getCommandSpec());
    c.getSubcommands().forEach((name, sub) -> {
      if (!name.equals("help")) {
        walk(sub, all);
      }
    });
  }

  private static List<ArgSpec> visibleArgs(CommandSpec spec) {
    var args = new ArrayList<ArgSpec>();
    spec.options().stream().filter(o -> !o.hidden()).forEach(args::add);
    spec.positionalParameters().stream().filter(p -> !p.hidden()).forEach(args::add);
    return args;
  }

  private static String name(ArgSpec a) {
    return a instanceof OptionSpec o ? o.longestName() : "positional " + a.paramLabel();
  }

  @Test
  void aCommandLineBuiltForOneCommandHoldsItAloneAndAnswersAsTheWholeOne() {
    CommandLine whole = Qakit.commandLine();
    for (String name : whole.getSubcommands().keySet()) {
      if (name.equals("help")) {
        continue;
      }
      CommandLine one = Qakit.commandLine(name, "--help");
      assertThat(one.getSubcommands()).as(name).containsOnlyKeys(name);
      var built = new LinkedHashMap<String, CommandSpec>();
      walk(one.getSubcommands().get(name), built);
      var full = new LinkedHashMap<String, CommandSpec>();
      walk(whole.getSubcommands().get(name), full);
      assertThat(built.keySet()).as(name).containsExactlyElementsOf(full.keySet());
      built.forEach((q, spec) -> {
        assertThat(spec.commandLine().getUsageMessage()).as(q).isEqualTo(full.get(q).commandLine().getUsageMessage());
        assertThat(spec.findOption("--quiet")).as(q + " inherits --quiet").isNotNull();
        assertThat(spec.version()).as(q).isEqualTo(whole.getCommandSpec().version());
      });
    }
    // help, the root's options and an unknown command (with its suggestions) need every command
    for (String[] args : List.of(new String[] {}, new String[] {"help", "train"}, new String[] {"--version"}, new String[] {"trian"})) {
      assertThat(Qakit.commandLine(args).getSubcommands().keySet()).as(String.join(" ", args)).isEqualTo(whole.getSubcommands().keySet());
    }
    var unknown = CliRun.of("trian", "--epochs", "1");
    assertThat(unknown.exit()).isEqualTo(2);
    assertThat(unknown.err()).contains("Did you mean").contains("train");
  }

  @Test
  void everyCommandDescriptionIsWholeSentences() {
    var cut = new ArrayList<String>();
    commands().forEach((command, spec) -> {
      String[] paragraphs = spec.usageMessage().description();
      if (paragraphs.length == 0) {
        cut.add(command + ": no description");
      }
      for (String p : paragraphs) {
        for (String line : p.split("%n")) {
          if (!line.isBlank() && !SENTENCE_END.matcher(line.strip()).find()) {
            cut.add(command + ": \"" + tail(line) + "\"");
          }
        }
      }
    });
    assertThat(cut).as("description paragraphs (and the first one, the line a parent's command list shows) end a sentence").isEmpty();
  }

  @Test
  void everyOptionAndPositionalHasAWholeDescription() {
    var bad = new ArrayList<String>();
    commands().forEach((command, spec) -> {
      for (ArgSpec a : visibleArgs(spec)) {
        String text = String.join(" ", a.description()).strip();
        if (text.isEmpty()) {
          bad.add(command + " " + name(a) + ": no description");
          continue;
        }
        String last = text.replaceAll("[^\\p{L}\\p{N}:,;]+$", "");
        String lastWord = last.substring(last.lastIndexOf(' ') + 1).toLowerCase(java.util.Locale.ROOT);
        if (last.endsWith(":") || last.endsWith(",") || last.endsWith(";") || CONTINUING.contains(lastWord)) {
          bad.add(command + " " + name(a) + ": \"" + tail(text) + "\"");
        }
        for (int i = 0; i < a.description().length - 1; i++) {
          if (!SENTENCE_END.matcher(a.description()[i].strip()).find()) {
            bad.add(command + " " + name(a) + ": line " + (i + 1) + " cut: \"" + tail(a.description()[i]) + "\"");
          }
        }
        if (a instanceof OptionSpec o && o.arity().max() > 0 && o.paramLabel().startsWith("<")) {
          bad.add(command + " " + name(a) + ": no paramLabel (shows " + o.paramLabel() + ")");
        }
      }
    });
    assertThat(bad).as("options and positionals with no or a cut description").isEmpty();
  }

  @Test
  void anOptionDescribedAsRequiredIsMarkedRequired() {
    var unmarked = new ArrayList<String>();
    Pattern required = Pattern.compile("(?<!, )\\brequired\\b(?! (or|without|with|unless|when|for|by))");
    commands().forEach((command, spec) -> {
      for (ArgSpec a : visibleArgs(spec)) {
        if (required.matcher(String.join(" ", a.description())).find() && !a.required()) {
          unmarked.add(command + " " + name(a));
        }
      }
    });
    assertThat(unmarked).as("described as required but shown in brackets in the synopsis").isEmpty();
  }

  @Test
  void everyCommandPrintsTheVersion() {
    String version = Qakit.commandLine().getCommandSpec().version()[0];
    var silent = new ArrayList<String>();
    for (String command : commands().keySet()) {
      var args = new ArrayList<>(List.of(command.split(" ")).subList(1, command.split(" ").length));
      args.add("-V");
      var run = CliRun.of(args.toArray(String[]::new));
      if (run.exit() != 0 || !run.out().strip().equals(version)) {
        silent.add(command + " -V: exit " + run.exit() + ", \"" + run.out().strip() + "\"");
      }
    }
    assertThat(silent).isEmpty();
    assertThat(version).startsWith("qakit ");
  }

  @Test
  void runHelpListsEveryRegisteredSolver() {
    var help = CliRun.of("run", "--help");
    assertThat(help.out().replaceAll("\\s+", " ")).contains(String.join(", ", org.qakit.solve.SolverFactories.registry().ids()));
  }

  @Test
  void helpNamesOnlyCommandsThatExist() {
    var commands = commands();
    var wrong = new ArrayList<String>();
    Pattern mention = Pattern.compile("`(qakit(?: [a-z][a-z-]*)*)");
    commands.forEach((command, spec) -> {
      var texts = new ArrayList<String>(List.of(spec.usageMessage().description()));
      spec.args().forEach(a -> texts.addAll(List.of(a.description())));
      for (String t : texts) {
        Matcher m = mention.matcher(t);
        while (m.find()) {
          String[] words = m.group(1).split(" ");
          int n = words.length;
          while (!commands.containsKey(String.join(" ", List.of(words).subList(0, n)))) {
            n--;
          }
          boolean takesWord = commands.get(String.join(" ", List.of(words).subList(0, n))).positionalParameters().stream()
              .anyMatch(p -> !p.hidden());
          if (n < words.length && !takesWord) {
            wrong.add(command + ": `" + m.group(1) + "`");
          }
        }
      }
    });
    assertThat(wrong).as("help text naming a command that does not exist").isEmpty();
  }

  /** One row of docs/cli.md's table: the options' names, their labels, and the retired spellings. */
  record Spelling(String concept, List<Set<String>> names, List<Set<String>> labels, List<String> retired) {}

  static List<Spelling> table() throws IOException {
    Path doc = Path.of("..", "docs", "cli.md");
    List<String> lines = Files.readAllLines(doc);
    int header = lines.indexOf("| concept | spelling | retired spelling (hidden, warns) |");
    assertThat(header).as(doc + " holds the spelling table").isGreaterThanOrEqualTo(0);
    var rows = new ArrayList<Spelling>();
    Pattern code = Pattern.compile("`([^`]+)`");
    for (int i = header + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
      String[] cells = lines.get(i).replace("\\|", "¦").split("\\|");
      var names = new ArrayList<Set<String>>();
      var labels = new ArrayList<Set<String>>();
      Matcher m = code.matcher(cells[2]);
      while (m.find()) {
        String[] parts = m.group(1).split("=", 2);
        names.add(Set.of(parts[0].split(", ")));
        labels.add(parts.length == 1 ? Set.of() : Set.of(parts[1].split("¦")));
      }
      var retired = new ArrayList<String>();
      Matcher r = Pattern.compile("(positional )?`([^`]+)`").matcher(cells[3]);
      while (r.find()) {
        retired.add((r.group(1) != null ? "positional " : "") + r.group(2));
      }
      rows.add(new Spelling(cells[1].strip(), names, labels, retired));
    }
    assertThat(rows).hasSizeGreaterThan(10);
    return rows;
  }

  @Test
  void everyCommandSpellsAConceptAsTheTableDoes() throws IOException {
    var wrong = new ArrayList<String>();
    var commands = commands();
    for (Spelling s : table()) {
      for (int i = 0; i < s.names().size(); i++) {
        Set<String> names = s.names().get(i);
        Set<String> labels = s.labels().get(i);
        int seen = 0;
        for (var e : commands.entrySet()) {
          for (OptionSpec o : e.getValue().options()) {
            if (o.hidden() || java.util.Collections.disjoint(Set.of(o.names()), names)) {
              continue;
            }
            seen++;
            if (!Set.of(o.names()).equals(names)) {
              wrong.add(e.getKey() + ": " + String.join(", ", o.names()) + " (table: " + String.join(", ", names) + ")");
            }
            if (o.arity().max() > 0 && !labels.contains(o.paramLabel())) {
              wrong.add(e.getKey() + ": " + o.longestName() + "=" + o.paramLabel() + " (table: " + labels + ")");
            }
          }
        }
        if (seen == 0) {
          wrong.add(s.concept() + ": no command spells it " + names);
        }
      }
      for (String retired : s.retired()) {
        wrong.addAll(retiredIsHiddenAndKept(s, retired, commands));
      }
    }
    assertThat(wrong).as("spellings that disagree with docs/cli.md").isEmpty();
  }

  private static List<String> retiredIsHiddenAndKept(Spelling s, String retired, Map<String, CommandSpec> commands) {
    var wrong = new ArrayList<String>();
    boolean kept = false;
    Set<String> spelling = s.names().getFirst();
    for (var e : commands.entrySet()) {
      CommandSpec spec = e.getValue();
      boolean hasSpelling = spec.options().stream().anyMatch(o -> !java.util.Collections.disjoint(Set.of(o.names()), spelling));
      if (retired.startsWith("positional ")) {
        String label = retired.substring("positional ".length());
        for (PositionalParamSpec p : spec.positionalParameters()) {
          if (hasSpelling && p.paramLabel().equals(label)) {
            kept |= spelling.contains(RetiredSpelling.replacement(p));
            if (!p.hidden()) {
              wrong.add(e.getKey() + ": visible " + retired + " beside " + spelling);
            }
          }
        }
      } else {
        OptionSpec o = spec.findOption(retired);
        if (o != null) {
          kept |= spelling.contains(RetiredSpelling.replacement(o));
          if (!o.hidden()) {
            wrong.add(e.getKey() + ": visible retired " + retired + " (use " + spelling + ")");
          }
        }
      }
    }
    if (!kept) {
      wrong.add(s.concept() + ": retired " + retired + " is nowhere kept as a hidden alias of " + spelling);
    }
    return wrong;
  }

  @Test
  void theDocsUseNoRetiredOption() throws IOException {
    var pages = new ArrayList<Path>(List.of(Path.of("..", "README.md")));
    try (var docs = Files.list(Path.of("..", "docs"))) {
      docs.filter(p -> p.toString().endsWith(".md") && !p.endsWith("cli.md")).forEach(pages::add);
    }
    var wrong = new ArrayList<String>();
    for (Spelling s : table()) {
      for (String retired : s.retired()) {
        if (retired.startsWith("-")) {
          Pattern use = Pattern.compile("(?<![\\w-])" + Pattern.quote(retired) + "(?![\\w-])");
          for (Path p : pages) {
            if (use.matcher(Files.readString(p)).find()) {
              wrong.add(p + ": " + retired + " (now " + s.names().getFirst() + ")");
            }
          }
        }
      }
    }
    assertThat(wrong).isEmpty();
  }

  @Test
  void noVisiblePositionalTakesTheDatasetFiles() {
    var wrong = new ArrayList<String>();
    commands().forEach((command, spec) -> spec.positionalParameters().stream()
        .filter(p -> !p.hidden() && String.join(" ", p.description()).startsWith("dataset file"))
        .forEach(p -> wrong.add(command + " " + p.paramLabel())));
    assertThat(wrong).as("dataset files are --input everywhere").isEmpty();
  }

  private static String tail(String s) {
    String t = s.strip();
    return t.length() <= 40 ? t : "…" + t.substring(t.length() - 40);
  }
}
