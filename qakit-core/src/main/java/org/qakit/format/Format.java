package org.qakit.format;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.qakit.dataset.Dataset;
import org.qakit.registry.Component;

/**
 * Reads one dataset format into items (and the passages that come with it).
 *
 * <p>Contract: a malformed record makes {@link #read} throw a {@link FormatException} naming the
 * file, the line and what was expected, unless {@link ReadOptions#lenient()} is set, in which case
 * the record is skipped and reported in {@link Dataset#skipped()}. A format never returns half a
 * record and never guesses a value the file does not give.
 */
public interface Format extends Component {

  /** The task views this format can be read as; the first is the default. */
  List<View> views();

  /** Reads one file (or folder, for formats that are folders) in the given view. */
  Dataset read(Path path, ReadOptions options) throws IOException;

  /**
   * Reads several files and concatenates them in the order given. An item id that an earlier file
   * already used is an error (when lenient, the later item is skipped and reported).
   */
  default Dataset read(List<Path> paths, ReadOptions options) throws IOException {
    Dataset all = Dataset.EMPTY;
    var firstFile = new java.util.HashMap<String, Path>();
    for (Path p : paths) {
      Dataset d = read(p, options);
      var kept = new java.util.ArrayList<org.qakit.model.Item>();
      var skipped = new java.util.ArrayList<>(d.skipped());
      for (var item : d.items()) {
        Path earlier = firstFile.putIfAbsent(item.id(), p);
        if (earlier == null) {
          kept.add(item);
          continue;
        }
        var problem = new Problem(p.toString(), 0, "expected item ids unique across the files read, found '" + item.id() + "' already in " + earlier);
        if (!options.lenient()) {
          throw new FormatException(problem);
        }
        skipped.add(problem);
      }
      all = all.concat(new Dataset(kept, d.passages(), d.triples(), skipped, d.notes()));
    }
    return all;
  }

  /** The view {@code options} asks for, or the default; an unknown view name is an error. */
  default View view(ReadOptions options) {
    if (options.view() == null) {
      return views().getFirst();
    }
    return views().stream()
        .filter(v -> v.id().equals(options.view()))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "format '"
                        + id()
                        + "' has no view '"
                        + options.view()
                        + "' (views: "
                        + views().stream().map(View::id).collect(Collectors.joining(", "))
                        + ")"));
  }
}
