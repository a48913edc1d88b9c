package org.qakit.kb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.StringHelper;
import org.apache.lucene.util.Version;

/**
 * The embedded knowledge base ({@link KnowledgeBase}): a store built by {@link KbStoreBuilder},
 * opened read-only: facts by subject, by subject and predicate, subjects by name (alias), and the
 * names mentioned in a text.
 *
 * <p>Lookups normalise what they are given ({@link KbNames#key}), so {@code 李娜（网球运动员）} and
 * {@code 李娜 (网球运动员)} find the same facts; the triples come back with the subject and
 * predicate as written in the input, in input order. Thread-safe: every call makes its own
 * enumerators over the shared reader.
 *
 * <p>Refusals, at {@link #open}: a folder without {@value KbStats#FILE}, a store written by another
 * Lucene major version or with another key rule, and a store whose document count differs from
 * the one recorded (a damaged or hand-edited folder).
 */
public final class KbStore implements KnowledgeBase {
  private final KbStats stats;
  private final FSDirectory directory;
  private final DirectoryReader reader;
  private final Path dir;

  private KbStore(Path dir, KbStats stats, FSDirectory directory, DirectoryReader reader) {
    this.dir = dir;
    this.stats = stats;
    this.directory = directory;
    this.reader = reader;
  }

  /** Opens the store in {@code dir}. */
  public static KbStore open(Path dir) throws IOException {
    KbStats stats = KbStats.read(dir);
    if (!KbStats.NORMALIZATION.equals(stats.normalization())) {
      throw new IllegalArgumentException(dir + ": the store was built with key rule " + stats.normalization() + ", this qakit uses "
          + KbStats.NORMALIZATION + "; rebuild it with qakit kb build --force");
    }
    String major = stats.luceneVersion().split("\\.")[0];
    if (!major.equals(Integer.toString(Version.LATEST.major))) {
      throw new IllegalArgumentException(dir + ": the store was written by Lucene " + stats.luceneVersion() + " but this qakit uses Lucene "
          + Version.LATEST + "; rebuild it with qakit kb build --force");
    }
    FSDirectory directory = FSDirectory.open(dir);
    try {
      DirectoryReader reader = DirectoryReader.open(directory);
      if (reader.numDocs() != stats.runs()) {
        reader.close();
        throw new IllegalArgumentException(dir.resolve(KbStats.FILE) + ": expected the store to hold the " + stats.runs()
            + " runs this file records, found " + reader.numDocs() + "; rebuild it with qakit kb build --force");
      }
      return new KbStore(dir, stats, directory, reader);
    } catch (org.apache.lucene.index.IndexNotFoundException e) {
      directory.close();
      throw new IllegalArgumentException(dir + ": " + KbStats.FILE + " is there but the Lucene index is missing: " + e.getMessage());
    } catch (IOException | RuntimeException e) {
      directory.close();
      throw e;
    }
  }

  public KbStats stats() {
    return stats;
  }

  /** The store's folder. */
  @Override
  public String describe() {
    return dir.toString();
  }

  @Override
  public List<SubjectRun> runs(String key) {
    var runs = new ArrayList<SubjectRun>();
    try {
      for (LeafReaderContext leaf : reader.leaves()) {
        LeafReader r = leaf.reader();
        StoredFields stored = r.storedFields();
        NumericDocValues seq = null;
        for (int doc : docs(r, SubjectRun.KEY, key)) {
          seq = seq == null ? r.getNumericDocValues(SubjectRun.SEQ) : seq;
          var d = stored.document(doc);
          runs.add(RunDocument.decode(d.get(SubjectRun.SUBJECT), d.getBinaryValue(SubjectRun.FACTS), value(seq, doc)));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    runs.sort(Comparator.comparingLong(SubjectRun::seq));
    return runs;
  }

  @Override
  public long popularity(String key) {
    long n = 0;
    try {
      for (LeafReaderContext leaf : reader.leaves()) {
        NumericDocValues size = null;
        for (int doc : docs(leaf.reader(), SubjectRun.KEY, key)) {
          size = size == null ? leaf.reader().getNumericDocValues(SubjectRun.SIZE) : size;
          n += value(size, doc);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return n;
  }

  /** One postings walk and two doc-values reads per run, however many subjects share the name. */
  @Override
  public List<Subject> named(String name) {
    var keys = new TreeMap<String, Long>();
    try {
      for (LeafReaderContext leaf : reader.leaves()) {
        BinaryDocValues key = null;
        NumericDocValues size = null;
        for (int doc : docs(leaf.reader(), SubjectRun.NAME, name)) {
          if (key == null) {
            key = leaf.reader().getBinaryDocValues(SubjectRun.KEY);
            size = leaf.reader().getNumericDocValues(SubjectRun.SIZE);
          }
          if (!key.advanceExact(doc)) {
            throw new IllegalStateException("run " + doc + " has no key");
          }
          keys.merge(key.binaryValue().utf8ToString(), value(size, doc), Long::sum);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    var out = new ArrayList<Subject>(keys.size());
    keys.forEach((k, n) -> out.add(new Subject(k, n)));
    return out;
  }

  /**
   * For each start position, the span is extended one character at a time while some
   * name still begins with it (one terms-dictionary seek per step), so the cost grows with the
   * text length times the longest partial match, not with the size of the store.
   */
  @Override
  public List<Mention> mentions(String text) {
    var out = new ArrayList<Mention>();
    try {
      for (LeafReaderContext leaf : reader.leaves()) {
        Terms terms = leaf.reader().terms(SubjectRun.NAME);
        if (terms == null) {
          continue;
        }
        TermsEnum te = terms.iterator();
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
          int limit = Math.min(text.length(), i + KbNames.MAX_NAME_CHARS);
          for (int j = i + Character.charCount(text.codePointAt(i)); j <= limit; ) {
            var prefix = new BytesRef(text.substring(i, j));
            TermsEnum.SeekStatus st = te.seekCeil(prefix);
            if (st == TermsEnum.SeekStatus.FOUND) {
              out.add(new Mention(i, j, text.substring(i, j)));
            } else if (st == TermsEnum.SeekStatus.END || !StringHelper.startsWith(te.term(), prefix)) {
              break;
            }
            if (j == text.length()) {
              break;
            }
            j += Character.charCount(text.codePointAt(j));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    out.sort(Comparator.comparingInt(Mention::start).thenComparingInt(Mention::end));
    return dedupe(out);
  }

  /** Fuzzy spans through Lucene's Levenshtein automata over the terms dictionary ({@link FuzzyNames}); partial ones by prefix seeks. */
  @Override
  public List<Mention> nearMentions(String text) {
    var out = new ArrayList<Mention>();
    try {
      for (LeafReaderContext leaf : reader.leaves()) {
        Terms terms = leaf.reader().terms(SubjectRun.NAME);
        if (terms != null) {
          FuzzyNames.add(text, terms, out);
          partial(text, terms.iterator(), out);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    out.sort(Comparator.comparingInt(Mention::start).thenComparingInt(Mention::end).thenComparing(Mention::name));
    return dedupe(out);
  }

  private static void partial(String text, TermsEnum te, List<Mention> out) throws IOException {
    for (int i = 0; i < text.length(); i++) {
      int longest = -1;
      for (int j = i + 1; j <= Math.min(text.length(), i + KbNames.MAX_NAME_CHARS); j++) {
        var prefix = new BytesRef(text.substring(i, j));
        TermsEnum.SeekStatus st = te.seekCeil(prefix);
        if (st == TermsEnum.SeekStatus.END || !StringHelper.startsWith(te.term(), prefix)) {
          break;
        }
        longest = j;
      }
      if (longest - i < KbNames.PARTIAL_MIN_CHARS) {
        continue;
      }
      String span = text.substring(i, longest);
      var prefix = new BytesRef(span);
      te.seekCeil(prefix);
      var names = new ArrayList<String>();
      for (BytesRef t = te.term(); t != null && StringHelper.startsWith(t, prefix); t = te.next()) {
        String name = t.utf8ToString();
        if (name.length() > span.length() && name.length() <= 2 * span.length()) {
          names.add(name);
        }
        if (names.size() > KbNames.PARTIAL_MAX_NAMES) {
          break;
        }
      }
      boolean isName = te.seekExact(prefix);
      if (!isName && !names.isEmpty() && names.size() <= KbNames.PARTIAL_MAX_NAMES) {
        for (String n : names) {
          out.add(new Mention(i, longest, n));
        }
      }
    }
  }

  private static List<Mention> dedupe(List<Mention> sorted) {
    var out = new ArrayList<Mention>(sorted.size());
    for (Mention m : sorted) {
      if (out.isEmpty() || !out.getLast().equals(m)) {
        out.add(m);
      }
    }
    return out;
  }

  private static List<Integer> docs(LeafReader r, String field, String term) throws IOException {
    Terms terms = r.terms(field);
    if (terms == null) {
      return List.of();
    }
    TermsEnum te = terms.iterator();
    if (!te.seekExact(new BytesRef(term))) {
      return List.of();
    }
    PostingsEnum pe = te.postings(null, PostingsEnum.NONE);
    var docs = new ArrayList<Integer>();
    var live = r.getLiveDocs();
    for (int d = pe.nextDoc(); d != DocIdSetIterator.NO_MORE_DOCS; d = pe.nextDoc()) {
      if (live == null || live.get(d)) {
        docs.add(d);
      }
    }
    return docs;
  }

  /** The value of a doc-values field at {@code doc}; docs come in increasing order per call site. */
  private static long value(NumericDocValues values, int doc) throws IOException {
    if (values == null || !values.advanceExact(doc)) {
      throw new IllegalStateException("run " + doc + " lacks a numeric field");
    }
    return values.longValue();
  }

  @Override
  public void close() throws IOException {
    try {
      reader.close();
    } finally {
      directory.close();
    }
  }
}
