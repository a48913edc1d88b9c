package org.qakit.index;

import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.util.BytesRef;
import org.qakit.model.Passage;

/**
 * The fields of a qakit index document, one document per {@link Passage}: {@value #ID} (indexed
 * as one untokenized term, stored, and as sorted doc values for the id tie rule), {@value #TEXT}
 * (analyzed with the language's analyzer, stored, frequencies and positions indexed, no term
 * vectors), {@value #TITLE} (stored only, absent when the passage has none) and, in an index built
 * with an encoder, {@value #VECTOR} (the passage's embedding of {@code PassageText}: title + text,
 * indexed as an HNSW graph, docs/retrieval.md).
 */
public final class IndexFields {
  public static final String ID = "id";
  public static final String TEXT = "text";
  public static final String TITLE = "title";
  public static final String VECTOR = "vector";

  /** Tokenized, stored, docs + freqs + positions, no term vectors, norms kept (BM25 needs them). */
  static final FieldType TEXT_TYPE;

  static {
    FieldType t = new FieldType();
    t.setTokenized(true);
    t.setStored(true);
    t.setIndexOptions(IndexOptions.DOCS_AND_FREQS_AND_POSITIONS);
    t.setStoreTermVectors(false);
    t.setOmitNorms(false);
    t.freeze();
    TEXT_TYPE = t;
  }

  private IndexFields() {}

  /** The Lucene document of a passage. */
  public static Document document(Passage passage) {
    Document doc = new Document();
    doc.add(new StringField(ID, passage.id(), Field.Store.YES));
    doc.add(new SortedDocValuesField(ID, new BytesRef(passage.id())));
    doc.add(new Field(TEXT, passage.text(), TEXT_TYPE));
    if (passage.title() != null) {
      doc.add(new StoredField(TITLE, passage.title()));
    }
    return doc;
  }

  /** The Lucene document of a passage with its vector, compared by {@code similarity}. */
  public static Document document(Passage passage, float[] vector, VectorSimilarityFunction similarity) {
    Document doc = document(passage);
    doc.add(new KnnFloatVectorField(VECTOR, vector, similarity));
    return doc;
  }
}
