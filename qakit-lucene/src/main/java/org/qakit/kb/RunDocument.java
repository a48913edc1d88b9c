package org.qakit.kb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.store.ByteArrayDataInput;
import org.apache.lucene.store.ByteBuffersDataOutput;
import org.apache.lucene.util.BytesRef;

/**
 * A {@link SubjectRun} as the embedded store's Lucene document and back: keyword fields {@code
 * key} and {@code name}, the subject stored, the facts stored as bytes (vint count, then predicate
 * and object strings, in input order), {@code size} and {@code seq} as numeric doc values.
 */
public final class RunDocument {
  private RunDocument() {}

  /** The Lucene document of a run. */
  public static Document document(SubjectRun run) {
    var doc = new Document();
    String key = KbNames.key(run.subject());
    doc.add(new StringField(SubjectRun.KEY, key, Field.Store.NO));
    doc.add(new BinaryDocValuesField(SubjectRun.KEY, new BytesRef(key)));
    for (String name : run.names()) {
      doc.add(new StringField(SubjectRun.NAME, name, Field.Store.NO));
    }
    doc.add(new StoredField(SubjectRun.SUBJECT, run.subject()));
    doc.add(new StoredField(SubjectRun.FACTS, encode(run)));
    doc.add(new NumericDocValuesField(SubjectRun.SIZE, run.predicates().size()));
    doc.add(new NumericDocValuesField(SubjectRun.SEQ, run.seq()));
    return doc;
  }

  private static BytesRef encode(SubjectRun run) {
    var out = new ByteBuffersDataOutput();
    try {
      out.writeVInt(run.predicates().size());
      for (int i = 0; i < run.predicates().size(); i++) {
        out.writeString(run.predicates().get(i));
        out.writeString(run.objects().get(i));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // in-memory output: does not happen
    }
    return new BytesRef(out.toArrayCopy());
  }

  /** Reads a run back from its stored subject, {@value SubjectRun#FACTS} bytes and sequence number. */
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
