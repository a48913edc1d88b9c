package org.qakit.kb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.store.ByteArrayDataInput;
import org.apache.lucene.store.ByteBuffersDataOutput;
import org.apache.lucene.util.BytesRef;
import org.qakit.model.Triple;

/**
 * A run of consecutive triples with the same subject string: the unit the store keeps as one
 * Lucene document. The NLPCC knowledge base lists a subject's triples together, so a run is
 * usually all of a subject's facts; a subject met again later in the input gets another run, and
 * lookups gather every run of a key, in input order ({@code seq}).
 *
 * <p>Fields of the document:
 *
 * <table>
 *   <caption>store fields</caption>
 *   <tr><th>field</th><th>kind</th><th>content</th></tr>
 *   <tr><td>{@value #KEY}</td><td>keyword + binary doc values</td><td>{@link KbNames#key} of the subject</td></tr>
 *   <tr><td>{@value #NAME}</td><td>keyword, multi-valued</td><td>{@link KbNames#names} of the key and
 *       {@link KbNames#aliasNames} of the run's alias objects</td></tr>
 *   <tr><td>{@value #SUBJECT}</td><td>stored</td><td>the subject as written</td></tr>
 *   <tr><td>{@value #FACTS}</td><td>stored bytes</td><td>vint count, then predicate and object strings, in input order</td></tr>
 *   <tr><td>{@value #SIZE}</td><td>numeric doc values</td><td>the number of triples in the run</td></tr>
 *   <tr><td>{@value #SEQ}</td><td>numeric doc values</td><td>the 0-based input position of the run's first triple</td></tr>
 * </table>
 *
 * @param subject the subject as written
 * @param seq the input position (0-based, over all input files) of the first triple
 * @param predicates the predicates as written, in input order
 * @param objects the objects as written, one per predicate
 */
public record SubjectRun(String subject, long seq, List<String> predicates, List<String> objects) {
  public static final String KEY = "key";
  public static final String NAME = "name";
  public static final String SUBJECT = "subject";
  public static final String FACTS = "facts";
  public static final String SIZE = "size";
  public static final String SEQ = "seq";

  public SubjectRun {
    if (predicates.size() != objects.size() || predicates.isEmpty()) {
      throw new IllegalArgumentException("subject run '" + subject + "': expected as many objects as predicates (at least 1), found "
          + predicates.size() + " and " + objects.size());
    }
    predicates = List.copyOf(predicates);
    objects = List.copyOf(objects);
  }

  /** The run's triples, in input order. */
  public List<Triple> triples() {
    var list = new ArrayList<Triple>(predicates.size());
    for (int i = 0; i < predicates.size(); i++) {
      list.add(new Triple(subject, predicates.get(i), objects.get(i)));
    }
    return list;
  }

  /** The names of the run: those of its key and of its alias objects, distinct, in that order. */
  public LinkedHashSet<String> names() {
    var names = new LinkedHashSet<>(KbNames.names(KbNames.key(subject)));
    for (int i = 0; i < predicates.size(); i++) {
      if (KbNames.isAliasPredicate(predicates.get(i))) {
        names.addAll(KbNames.aliasNames(objects.get(i)));
      }
    }
    return names;
  }

  /** The Lucene document of this run. */
  public Document document() {
    var doc = new Document();
    String key = KbNames.key(subject);
    doc.add(new StringField(KEY, key, Field.Store.NO));
    doc.add(new BinaryDocValuesField(KEY, new BytesRef(key)));
    for (String name : names()) {
      doc.add(new StringField(NAME, name, Field.Store.NO));
    }
    doc.add(new StoredField(SUBJECT, subject));
    doc.add(new StoredField(FACTS, encode()));
    doc.add(new NumericDocValuesField(SIZE, predicates.size()));
    doc.add(new NumericDocValuesField(SEQ, seq));
    return doc;
  }

  private BytesRef encode() {
    var out = new ByteBuffersDataOutput();
    try {
      out.writeVInt(predicates.size());
      for (int i = 0; i < predicates.size(); i++) {
        out.writeString(predicates.get(i));
        out.writeString(objects.get(i));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // in-memory output: does not happen
    }
    return new BytesRef(out.toArrayCopy());
  }

  /** Reads a run back from its stored subject, {@value #FACTS} bytes and sequence number. */
  public static SubjectRun decode(String subject, BytesRef facts, long seq) {
    var in = new ByteArrayDataInput(facts.bytes, facts.offset, facts.length);
    int n = in.readVInt();
    var predicates = new ArrayList<String>(n);
    var objects = new ArrayList<String>(n);
    try {
      for (int i = 0; i < n; i++) {
        predicates.add(in.readString());
        objects.add(in.readString());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // in-memory input: does not happen
    }
    return new SubjectRun(subject, seq, predicates, objects);
  }
}
