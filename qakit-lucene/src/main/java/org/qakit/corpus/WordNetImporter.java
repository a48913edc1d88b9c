package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.TextLines;
import org.qakit.model.Passage;

/**
 * WordNet glosses from the database files {@code data.noun}, {@code data.verb}, {@code data.adj}
 * and {@code data.adv} (WordNet 3.0 layout, wndb(5WN); Debian's {@code wordnet-base} installs them
 * in {@code /usr/share/wordnet}). One passage per synset line
 * {@code offset lex_filenum ss_type w_cnt word lex_id ... p_cnt ptr... [frames] | gloss}:
 * id {@code wn:<pos>:<offset>} with pos {@code n}, {@code v}, {@code a} or {@code r} after the
 * file (satellite adjectives are {@code a} too; offsets are unique within a file), title = the
 * synset's words (underscores as spaces, adjective markers such as {@code (p)} dropped) joined
 * with {@code ", "}, text = the gloss as written after {@code "| "} (definition and quoted
 * examples). License header lines (starting with two spaces) are skipped.
 *
 * <p>Given a folder, reads the four files in the order noun, verb, adj, adv (each must exist);
 * given one {@code data.<pos>} file, reads that file. Lines are streamed.
 */
public final class WordNetImporter implements CorpusImporter {
  private static final List<String> FILES = List.of("noun", "verb", "adj", "adv");
  private static final List<String> POS = List.of("n", "v", "a", "r");

  @Override
  public String id() {
    return "wordnet";
  }

  @Override
  public String description() {
    return "WordNet 3.0 data.{noun,verb,adj,adv} (Debian wordnet-base): one gloss per synset; id wn:<pos>:<offset>";
  }

  @Override
  public void read(Path path, ReadOptions options, Consumer<Passage> sink) throws IOException {
    for (Path file : files(path)) {
      String name = file.getFileName().toString();
      String pos = POS.get(FILES.indexOf(name.substring("data.".length())));
      var out = new PassageSink(new ReadSession(file, options), sink, false);
      TextLines.forEach(file, (line, text) -> {
        if (!text.startsWith("  ") && !text.isBlank()) {
          out.emit(line, () -> synset(pos, text));
        }
      });
    }
  }

  /** One data-file line as a passage ({@link WordNetSynset#parse}, the one parser of these lines). */
  static Passage synset(String pos, String line) {
    return WordNetSynset.parse(pos, line).toPassage();
  }

  /** The four data files of a folder (each must exist), or the one data file given. */
  @Override
  public List<Path> files(Path path) {
    if (Files.isDirectory(path)) {
      var files = new ArrayList<Path>();
      for (String pos : FILES) {
        Path f = path.resolve("data." + pos);
        if (!Files.isRegularFile(f)) {
          throw new FormatException(f, 0, "expected the WordNet data file data." + pos + " (install wordnet-base), found nothing");
        }
        files.add(f);
      }
      return files;
    }
    String name = path.getFileName().toString();
    if (!name.startsWith("data.") || !FILES.contains(name.substring("data.".length()))) {
      throw new FormatException(path, 0, "expected a WordNet folder or a data.noun/verb/adj/adv file, found '" + name + "'");
    }
    return List.of(path);
  }
}
