import java.nio.file.*;
import java.util.*;
import com.fasterxml.jackson.databind.*;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solr.*;
import org.qakit.knowledge.Hit;

/** Top-10 hits of an embedded index and a Solr collection for the first N ARC questions: identical lists, mean latency. */
public class Compare {
  public static void main(String[] a) throws Exception {
    var om = new ObjectMapper();
    var queries = new ArrayList<String>();
    for (String line : Files.readAllLines(Path.of(a[2]))) {
      if (queries.size() >= Integer.parseInt(a[3])) break;
      queries.add(om.readTree(line).path("question").asText());
    }
    int same = 0, diff = 0, hits = 0; long te = 0, ts = 0;
    try (var emb = Bm25Retriever.open(Path.of(a[0])); var solr = SolrRetriever.open(a[1], a[4], "en:english-porter")) {
      for (String q : queries) {
        long t0 = System.nanoTime(); List<Hit> e = emb.search(q, 10); long t1 = System.nanoTime();
        List<Hit> s = solr.search(q, 10); long t2 = System.nanoTime();
        te += t1 - t0; ts += t2 - t1; hits += e.size();
        if (e.equals(s)) same++; else { diff++; if (diff <= 3) System.out.println("DIFF " + q + "\n  " + e + "\n  " + s); }
      }
    }
    System.out.printf("queries %d identical %d different %d hits %d; mean ms embedded %.2f solr %.2f%n", queries.size(), same, diff, hits, te / 1e6 / queries.size(), ts / 1e6 / queries.size());
  }
}
