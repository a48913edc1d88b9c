package org.qakit.solr;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.TreeMap;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.SolrRequest;
import org.apache.solr.common.SolrDocument;
import org.apache.solr.common.SolrDocumentList;
import org.qakit.kb.KbNames;
import org.qakit.kb.KnowledgeBase;
import org.qakit.kb.SubjectRun;

/**
 * A knowledge base in a SolrCloud collection built by {@code qakit kb build --backend solr} ({@link
 * SolrKbConfigSet}): the same lookups, with the same answers, as the embedded {@code KbStore} built
 * from the same files.
 *
 * <p>Each lookup is one query of exact terms, reading every matching run (no ranking; all rows):
 * {@link #runs} and {@link #popularity} the runs whose {@code key} is the key, {@link #named} those
 * carrying the name (summed per key, sorted by key), and {@link #mentions} those carrying any of the
 * text's spans of up to {@link KbNames#MAX_NAME_CHARS} characters (one {@code terms} query with all
 * the spans): a span is a mention when it is among the stored names of the runs found, which is the
 * embedded store's rule (a span is a mention when it is a term of the {@code name} field). Reads ride
 * out a stopping node ({@link SolrNodes#read}).
 */
public final class SolrKnowledgeBase implements KnowledgeBase {
  /** Separates the spans of a {@code terms} query: a white-space character, so never inside a normalised name. */
  private static final String SEPARATOR = "\u001f";
  private static final int PAGE = 1000;

  private final SolrNodes nodes;
  private final boolean ownsNodes;
  private final String collection;

  private SolrKnowledgeBase(SolrNodes nodes, boolean ownsNodes, String collection) {
    this.nodes = nodes;
    this.ownsNodes = ownsNodes;
    this.collection = collection;
  }

  /**
   * Opens a knowledge-base collection at comma-separated base URLs; closing it closes the clients.
   *
   * @throws IllegalArgumentException for a missing collection or one that is not a qakit knowledge base
   * @throws SolrUnreachableException when no node answers
   */
  public static SolrKnowledgeBase open(String urls, String collection) {
    SolrNodes nodes = SolrNodes.parse(urls);
    try {
      new SolrCollections(nodes).checkKb(Objects.requireNonNull(collection));
    } catch (RuntimeException e) {
      nodes.close();
      throw e;
    }
    return new SolrKnowledgeBase(nodes, true, collection);
  }

  @Override
  public List<SubjectRun> runs(String key) {
    var runs = new ArrayList<SubjectRun>();
    for (SolrDocument d : all(term(SubjectRun.KEY, key), SubjectRun.SUBJECT, SolrKbConfigSet.PREDICATE, SolrKbConfigSet.OBJECT,
        SubjectRun.SEQ)) {
      runs.add(new SubjectRun((String) d.getFirstValue(SubjectRun.SUBJECT), number(d, SubjectRun.SEQ),
          strings(d, SolrKbConfigSet.PREDICATE), strings(d, SolrKbConfigSet.OBJECT)));
    }
    runs.sort(Comparator.comparingLong(SubjectRun::seq));
    return runs;
  }

  @Override
  public long popularity(String key) {
    long n = 0;
    for (SolrDocument d : all(term(SubjectRun.KEY, key), SubjectRun.SIZE)) {
      n += number(d, SubjectRun.SIZE);
    }
    return n;
  }

  @Override
  public List<Subject> named(String name) {
    var keys = new TreeMap<String, Long>();
    for (SolrDocument d : all(term(SubjectRun.NAME, name), SubjectRun.KEY, SubjectRun.SIZE)) {
      keys.merge((String) d.getFirstValue(SubjectRun.KEY), number(d, SubjectRun.SIZE), Long::sum);
    }
    var out = new ArrayList<Subject>(keys.size());
    keys.forEach((k, n) -> out.add(new Subject(k, n)));
    return out;
  }

  @Override
  public List<Mention> mentions(String text) {
    var spans = new LinkedHashSet<String>();
    for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
      int limit = Math.min(text.length(), i + KbNames.MAX_NAME_CHARS);
      for (int j = i + Character.charCount(text.codePointAt(i)); j <= limit; ) {
        spans.add(text.substring(i, j));
        if (j == text.length()) {
          break;
        }
        j += Character.charCount(text.codePointAt(j));
      }
    }
    spans.removeIf(s -> s.contains(SEPARATOR));
    if (spans.isEmpty()) {
      return List.of();
    }
    var names = new HashSet<String>();
    var q = new SolrQuery("{!terms f=" + SubjectRun.NAME + " separator=$qsep v=$qspans}");
    q.set("qsep", SEPARATOR);
    q.set("qspans", String.join(SEPARATOR, spans));
    for (SolrDocument d : all(q, SubjectRun.NAME)) {
      for (Object n : values(d, SubjectRun.NAME)) {
        names.add((String) n);
      }
    }
    var out = new ArrayList<Mention>();
    for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
      int limit = Math.min(text.length(), i + KbNames.MAX_NAME_CHARS);
      for (int j = i + Character.charCount(text.codePointAt(i)); j <= limit; ) {
        if (names.contains(text.substring(i, j))) {
          out.add(new Mention(i, j, text.substring(i, j)));
        }
        if (j == text.length()) {
          break;
        }
        j += Character.charCount(text.codePointAt(j));
      }
    }
    return out; // by start, then end, each span once
  }

  private static SolrQuery term(String field, String value) {
    var q = new SolrQuery("{!term f=" + field + " v=$qterm}");
    q.set("qterm", value);
    return q;
  }

  /** Every document matching {@code q} (pages of {@value #PAGE}, in id order), with the fields given. */
  private List<SolrDocument> all(SolrQuery q, String... fields) {
    q.setFields(fields);
    q.setSort(SolrKbConfigSet.ID, SolrQuery.ORDER.asc);
    var out = new ArrayList<SolrDocument>();
    for (int start = 0; ; start += PAGE) {
      q.setStart(start);
      q.setRows(PAGE);
      SolrDocumentList page = nodes.read(c -> c.query(collection, q, SolrRequest.METHOD.POST)).getResults();
      out.addAll(page);
      if (page.size() < PAGE || start + page.size() >= page.getNumFound()) {
        return out;
      }
    }
  }

  private static long number(SolrDocument d, String field) {
    return ((Number) d.getFirstValue(field)).longValue();
  }

  private static List<String> strings(SolrDocument d, String field) {
    return values(d, field).stream().map(String.class::cast).toList();
  }

  private static Collection<Object> values(SolrDocument d, String field) {
    Collection<Object> v = d.getFieldValues(field);
    return v == null ? List.of() : v;
  }

  /**
   * The build's statistics as JSON text ({@link SolrKbConfigSet#statsDocument}), or null for a
   * collection built before qakit recorded them.
   */
  public String stats() {
    var q = term(SolrKbConfigSet.ID, SolrKbConfigSet.STATS_ID);
    q.setFields(SolrKbConfigSet.STATS);
    SolrDocumentList found = nodes.read(c -> c.query(collection, q)).getResults();
    return found.isEmpty() ? null : (String) found.get(0).getFirstValue(SolrKbConfigSet.STATS);
  }

  public String collection() {
    return collection;
  }

  /** E.g. {@code solr:kb-nlpcc}. */
  @Override
  public String describe() {
    return "solr:" + collection;
  }

  @Override
  public void close() {
    if (ownsNodes) {
      nodes.close();
    }
  }
}
