package org.qakit.eval.trec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.qakit.format.FormatException;
import org.qakit.format.TextLines;

/**
 * A TREC qrels file: one judgment per line, {@code query-id iteration document-id relevance},
 * fields separated by white space (trec_eval's {@code get_qrels.c}). The iteration column is
 * ignored. A relevance of 1 or more counts as relevant by default ({@code -l} changes the level); 0
 * is judged non-relevant; a negative value marks a document that is in the pool but unjudged, which
 * no measure here counts as relevant.
 *
 * <p>Differences from trec_eval, all on input trec_eval mishandles: a line with other than 4 fields
 * and a relevance that is not an integer are errors naming the file and line (trec_eval reads
 * {@code 1.5} or {@code x} with {@code atol}, as 1 and 0); blank lines and lines whose first
 * non-blank character is {@code #} are skipped (trec_eval 9.0.8 rejects blank qrels lines and
 * mis-reads some comment layouts); bytes that are not UTF-8 are an error. A document judged twice
 * for one query is an error, as in trec_eval, when that query is evaluated ({@link TrecRanking}).
 */
public final class TrecQrels {
  private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");

  /** One judgment and the line it was read from. */
  public record Judgment(String docno, int relevance, long line) {}

  private final Path file;
  private final SortedMap<String, List<Judgment>> byQuery;

  private TrecQrels(Path file, SortedMap<String, List<Judgment>> byQuery) {
    this.file = file;
    this.byQuery = byQuery;
  }

  public static TrecQrels read(Path file) throws IOException {
    var byQuery = new TreeMap<String, List<Judgment>>(Strcmp.ORDER);
    TextLines.forEach(
        file,
        (number, text) -> {
          List<String> f = TrecLines.split(text);
          if (TrecLines.skipped(f)) {
            return;
          }
          if (f.size() != 4) {
            throw new FormatException(file, number, "expected 4 fields 'query-id iteration document-id relevance', found "
                + f.size() + " in " + TrecLines.show(text));
          }
          byQuery.computeIfAbsent(f.get(0), q -> new ArrayList<>()).add(new Judgment(f.get(2), relevance(file, number, f.get(3)), number));
        });
    if (byQuery.isEmpty()) {
      throw new FormatException(file, 0, "expected at least one judgment 'query-id iteration document-id relevance', found none");
    }
    return new TrecQrels(file, byQuery);
  }

  private static int relevance(Path file, long line, String field) {
    if (INTEGER.matcher(field).matches()) {
      try {
        return Integer.parseInt(field);
      } catch (NumberFormatException e) {
        // out of int range: reported below
      }
    }
    throw new FormatException(file, line, "expected an integer relevance in field 4, found '" + field + "'");
  }

  public Path file() {
    return file;
  }

  /** The query ids, in trec_eval's order ({@code strcmp}). */
  public Set<String> queries() {
    return Collections.unmodifiableSet(byQuery.keySet());
  }

  public boolean has(String qid) {
    return byQuery.containsKey(qid);
  }

  /** The judgments of one query in file order; empty for an unknown query. */
  public List<Judgment> judgments(String qid) {
    return Collections.unmodifiableList(byQuery.getOrDefault(qid, List.of()));
  }
}
