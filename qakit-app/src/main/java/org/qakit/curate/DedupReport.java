package org.qakit.curate;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import org.qakit.dedup.AnalysedTexts;
import org.qakit.dedup.Deduplicator;
import org.qakit.dedup.DuplicateClusters;
import org.qakit.dedup.DuplicateMatcher;
import org.qakit.dedup.PairFeatures;
import org.qakit.dedup.ScoredPair;
import org.qakit.report.TextTable;

/** The table and JSON forms of a dedup run's clusters and of a leakage report. */
public final class DedupReport {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private DedupReport() {}

  /** One row per cluster member: cluster number, size, weakest link, item id, question (cut to 60 chars). */
  public static String clustersTable(Deduplicator.Result r, List<AnalysedTexts> items) {
    var t = new TextTable(List.of("cluster", "size", "weakest", "item", "question"));
    int c = 0;
    for (DuplicateClusters.Cluster cl : r.clusters()) {
      c++;
      for (int m : cl.members()) {
        t.row(List.of(String.valueOf(c), String.valueOf(cl.members().size()), fmt(cl.weakest()), items.get(m).id(),
            cut(items.get(m).texts().questions())));
      }
    }
    return t.render();
  }

  public static ObjectNode clustersJson(Deduplicator.Result r, List<AnalysedTexts> items, DuplicateMatcher.Accuracy acc) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("items", r.items());
    o.put("suspectPairs", r.suspectPairs());
    o.put("acceptedPairs", r.accepted().size());
    o.set("matcher", accuracyJson(acc));
    ArrayNode clusters = o.putArray("clusters");
    for (DuplicateClusters.Cluster cl : r.clusters()) {
      ObjectNode j = clusters.addObject();
      ArrayNode members = j.putArray("members");
      cl.members().forEach(m -> members.add(items.get(m).id()));
      j.put("weakest", cl.weakest());
      ArrayNode pairs = j.putArray("pairs");
      cl.pairs().forEach(p -> pairs.add(pairJson(p, items, items)));
    }
    return o;
  }

  /** One row per leaked test item: test id, train id, probability, test question. */
  public static String leakageTable(Deduplicator.Leakage l, List<AnalysedTexts> train, List<AnalysedTexts> test) {
    var t = new TextTable(List.of("test item", "train item", "probability", "question"));
    for (Deduplicator.Leak k : l.leaks()) {
      t.row(List.of(test.get(k.test()).id(), train.get(k.train()).id(), fmt(k.pair().probability()),
          cut(test.get(k.test()).texts().questions())));
    }
    return t.render();
  }

  public static ObjectNode leakageJson(Deduplicator.Leakage l, List<AnalysedTexts> train, List<AnalysedTexts> test,
      DuplicateMatcher.Accuracy acc) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("trainItems", l.trainItems());
    o.put("testItems", l.testItems());
    o.put("suspectPairs", l.suspectPairs());
    o.put("leaked", l.leaks().size());
    o.put("rate", l.rate());
    o.set("matcher", accuracyJson(acc));
    ArrayNode leaks = o.putArray("leaks");
    for (Deduplicator.Leak k : l.leaks()) {
      ObjectNode j = leaks.addObject();
      j.put("test", test.get(k.test()).id());
      j.put("train", train.get(k.train()).id());
      j.put("probability", k.pair().probability());
      ObjectNode f = j.putObject("features");
      double[] v = k.pair().features();
      for (int i = 0; i < v.length; i++) {
        f.put(PairFeatures.NAMES.get(i), v[i]);
      }
    }
    return o;
  }

  public static ObjectNode accuracyJson(DuplicateMatcher.Accuracy a) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("trainPairs", a.trainPairs());
    o.put("testPairs", a.testPairs());
    o.put("accuracy", a.accuracy());
    o.put("precision", a.precision());
    o.put("recall", a.recall());
    o.put("f1", a.f1());
    ObjectNode k = o.putObject("accuracyByKind");
    a.byKind().forEach(k::put);
    return o;
  }

  /** The one-line summary of the matcher's held-back accuracy. */
  public static String accuracyLine(DuplicateMatcher.Accuracy a) {
    return String.format(Locale.ROOT, "matcher: trained on %d labelled pair(s); held-back accuracy %.4f on %d pair(s)"
        + " (precision %.4f, recall %.4f)", a.trainPairs(), a.accuracy(), a.testPairs(), a.precision(), a.recall());
  }

  private static ObjectNode pairJson(ScoredPair p, List<AnalysedTexts> left, List<AnalysedTexts> right) {
    ObjectNode j = MAPPER.createObjectNode();
    j.put("a", left.get(p.a()).id());
    j.put("b", right.get(p.b()).id());
    j.put("probability", p.probability());
    ObjectNode f = j.putObject("features");
    double[] v = p.features();
    for (int i = 0; i < v.length; i++) {
      f.put(PairFeatures.NAMES.get(i), v[i]);
    }
    return j;
  }

  private static String cut(List<String> questions) {
    String q = questions.isEmpty() ? "" : questions.getFirst().replaceAll("\\s+", " ").strip();
    return q.length() <= 60 ? q : q.substring(0, 59) + "…";
  }

  private static String fmt(double v) {
    return String.format(Locale.ROOT, "%.4f", v);
  }
}
