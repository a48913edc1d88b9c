package org.qakit.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.TextLines;
import org.qakit.model.Passage;

/**
 * A folder of UTF-8 text documents ({@code *.txt}, searched recursively, in sorted order of their
 * relative paths with {@code /} as separator), one passage per sentence as {@link
 * SentenceSplitter} cuts it. Passage id: {@code <relative path>#<sentence number>}, numbered from 1
 * within the document; title: the relative path; passages keep document and position order. A
 * single {@code .txt} file may be given instead of a folder (its path relative to its folder is its
 * name). A document that is not UTF-8 stops the import with its file and line, or is skipped whole
 * when lenient.
 */
public final class DocumentsImporter implements CorpusImporter {

  @Override
  public String id() {
    return "documents";
  }

  @Override
  public String description() {
    return "a folder of UTF-8 .txt documents (recursive, sorted), one passage per sentence; id <relative path>#<n>";
  }

  @Override
  public void read(Path path, ReadOptions options, Consumer<Passage> sink) throws IOException {
    Path root = Files.isDirectory(path) ? path : path.toAbsolutePath().getParent();
    var out = new PassageSink(new ReadSession(path, options), sink, false);
    for (Path file : documents(path)) {
      String name = relativeName(root, file);
      var text = new StringBuilder();
      try {
        TextLines.forEach(file, (line, content) -> text.append(content).append('\n'));
      } catch (FormatException e) {
        out.skip(e);
        continue;
      }
      List<String> sentences = SentenceSplitter.split(text.toString());
      for (int i = 0; i < sentences.size(); i++) {
        String id = name + "#" + (i + 1);
        String sentence = sentences.get(i);
        out.emit(file, 0, () -> new Passage(id, sentence, name));
      }
    }
  }

  /** The {@code .txt} documents of a folder (recursive, sorted by relative path), or the file given. */
  @Override
  public List<Path> files(Path path) throws IOException {
    return documents(path);
  }

  private static List<Path> documents(Path path) throws IOException {
    if (!Files.exists(path)) {
      throw new FormatException(path, 0, "expected a folder of .txt documents, found nothing");
    }
    if (!Files.isDirectory(path)) {
      return List.of(path);
    }
    try (Stream<Path> all = Files.walk(path)) {
      List<Path> files = all.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(".txt"))
          .sorted((a, b) -> relativeName(path, a).compareTo(relativeName(path, b)))
          .toList();
      if (files.isEmpty()) {
        throw new FormatException(path, 0, "expected .txt documents in this folder or below, found none");
      }
      return files;
    }
  }

  private static String relativeName(Path root, Path file) {
    Path rel = root.toAbsolutePath().relativize(file.toAbsolutePath());
    return rel.toString().replace(java.io.File.separatorChar, '/');
  }
}
