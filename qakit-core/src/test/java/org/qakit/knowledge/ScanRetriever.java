package org.qakit.knowledge;

import java.util.ArrayList;
import java.util.List;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.Vectors;
import org.qakit.model.Passage;

/** A test retriever: the cosine of the query with every passage ({@link PassageText}), exactly, by brute force. */
public final class ScanRetriever implements Retriever {
  private final List<Passage> passages;
  private final TextEncoder encoder;
  private final float[][] vectors;
  private boolean closed;

  public ScanRetriever(List<Passage> passages, TextEncoder encoder) {
    this.passages = List.copyOf(passages);
    this.encoder = encoder;
    this.vectors = encoder.encodePassages(passages.stream().map(p -> PassageText.of(p.title(), p.text())).toList());
  }

  @Override
  public List<Hit> search(String text, int k) {
    HitOrder.checkK(k);
    if (text.isBlank()) {
      return List.of();
    }
    float[] q = encoder.encodeQuery(text);
    var hits = new ArrayList<Hit>();
    for (int i = 0; i < passages.size(); i++) {
      Passage p = passages.get(i);
      hits.add(new Hit(p.id(), p.text(), p.title(), Vectors.cosine(q, vectors[i])));
    }
    return HitOrder.top(hits, k);
  }

  public boolean closed() {
    return closed;
  }

  @Override
  public String describe() {
    return "scan(" + encoder.modelId() + ")";
  }

  @Override
  public void close() {
    closed = true;
  }
}
