import java.nio.file.*;
import java.util.*;
import com.fasterxml.jackson.databind.*;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solr.*;
import org.qakit.knowledge.Hit;

/**
 * Top-10 hits of an embedded index and a Solr collection for the first N queries: identical lists,
 * mean and median latency. Args: INDEX URLS QUERIES N COLLECTION [ANALYSIS]; QUERIES is ARC JSON
 * Lines (the question stems) or a text file of one query a line (`qakit bench corpus`'s queries.txt).
 * A warm-up pass over the first min(N, 100) queries on both sides comes first, untimed.
 */
public class Compare {
  public static void main(String[] a) throws Exception {
    var om = new ObjectMapper();
    int n = Integer.parseInt(a[3]);
    var queries = new ArrayList<String>();
    for (String line : Files.readAllLines(Path.of(a[2]))) {
      if (queries.size() >= n) break;
      queries.add(a[2].endsWith(".txt") ? line : om.readTree(line).path("question").asText());
    }
    String analysis = a.length > 5 ? a[5] : "en:english-porter";
    int same = 0, diff = 0, hits = 0;
    long[] te = new long[queries.size()], ts = new long[queries.size()];
    try (var emb = Bm25Retriever.open(Path.of(a[0])); var solr = SolrRetriever.open(a[1], a[4], analysis)) {
      for (String q : queries.subList(0, Math.min(100, queries.size()))) {
        emb.search(q, 10);
        solr.search(q, 10);
      }
      for (int i = 0; i < queries.size(); i++) {
        String q = queries.get(i);
        long t0 = System.nanoTime(); List<Hit> e = emb.search(q, 10); long t1 = System.nanoTime();
        List<Hit> s = solr.search(q, 10); long t2 = System.nanoTime();
        te[i] = t1 - t0; ts[i] = t2 - t1; hits += e.size();
        if (e.equals(s)) same++; else { diff++; if (diff <= 3) System.out.println("DIFF " + q + "\n  " + e + "\n  " + s); }
      }
    }
    System.out.printf("queries %d identical %d different %d hits %d; mean ms embedded %.2f solr %.2f (ratio %.1f); median ms embedded %.2f solr %.2f%n",
        queries.size(), same, diff, hits, mean(te), mean(ts), mean(ts) / mean(te), median(te), median(ts));
  }

  static double mean(long[] ns) {
    return Arrays.stream(ns).average().orElse(0) / 1e6;
  }

  static double median(long[] ns) {
    long[] s = ns.clone();
    Arrays.sort(s);
    return s.length == 0 ? 0 : s[(s.length - 1) / 2] / 1e6;
  }
}
