package org.qakit.encode;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.djl.util.PairList;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * A Hugging Face {@code tokenizer.json} run by DJL's binding of the Rust tokenizers library
 * (whose native library ships inside the DJL jar for Linux, macOS and Windows and is extracted to
 * {@code ~/.djl.ai/tokenizers}, or {@code $DJL_CACHE_DIR}, once; nothing is downloaded). Texts get
 * the special tokens ({@code [CLS] … [SEP]}, or {@code [CLS] a [SEP] b [SEP]} for pairs), are
 * truncated to the maximum length (the longer text of a pair first), and a batch is padded to its
 * longest member with attention mask 0. Thread-safe. Public for qakit-train, whose BERT on DJL
 * reads the same tokens as the ONNX encoders.
 */
public final class TextTokenizer implements AutoCloseable {

  /**
   * A padded batch of token ids.
   *
   * @param ids token ids, [texts][tokens]
   * @param mask attention mask (1 real token, 0 padding)
   * @param types token type ids (0 first text, 1 second text of a pair)
   * @param truncated how many texts (or pairs) of the batch were cut to the maximum length
   */
  public record Tokens(long[][] ids, long[][] mask, long[][] types, int truncated) {
    public int size() {
      return ids.length;
    }

    /** Real tokens of row {@code i}. */
    public int length(int i) {
      int n = 0;
      for (long m : mask[i]) {
        n += m != 0 ? 1 : 0;
      }
      return n;
    }
  }

  private final HuggingFaceTokenizer tokenizer;
  private final byte[] json;
  private final String owner;
  private final int maxLength;
  private HuggingFaceTokenizer untruncated;

  /**
   * @param json the tokenizer.json bytes
   * @param maxLength the most tokens per text or pair, special tokens included
   * @param owner names the model in messages
   */
  public TextTokenizer(byte[] json, int maxLength, String owner) {
    this.maxLength = maxLength;
    this.json = json;
    this.owner = owner;
    tokenizer = open(Map.of("padding", "longest", "truncation", "true", "maxLength", Integer.toString(maxLength)));
  }

  private HuggingFaceTokenizer open(Map<String, String> options) {
    try {
      return HuggingFaceTokenizer.newInstance(new ByteArrayInputStream(json), options);
    } catch (IOException | RuntimeException e) {
      throw new ModelException(owner + ": cannot read its tokenizer.json: " + e.getMessage(), e);
    }
  }

  public int maxLength() {
    return maxLength;
  }

  /** Single texts, padded to the longest. */
  public Tokens encode(List<String> texts) {
    return tokens(tokenizer.batchEncode(texts));
  }

  /** Text pairs ({@code firsts[i]}, {@code seconds[i]}), padded to the longest. */
  public Tokens encodePairs(List<String> firsts, List<String> seconds) {
    if (firsts.size() != seconds.size()) {
      throw new IllegalArgumentException("expected as many first as second texts, found " + firsts.size() + " and " + seconds.size());
    }
    var pairs = new PairList<String, String>(firsts, seconds);
    return tokens(tokenizer.batchEncode(pairs));
  }

  /**
   * One (question, passage) pair with each token's place in the passage: what a span reader needs
   * to turn a predicted token span back into the passage's text.
   *
   * @param tokens the pair as a batch of one
   * @param starts per token, its first character in the passage, or -1 for special and question tokens
   * @param ends per token, the character after its last in the passage, or -1
   */
  public record PassageTokens(Tokens tokens, int[] starts, int[] ends) {}

  /** Encodes {@code (question, passage)} with the passage tokens' character offsets. */
  public PassageTokens encodeWithOffsets(String question, String passage) {
    Encoding e = tokenizer.encode(question, passage);
    var spans = e.getCharTokenSpans();
    long[] sequence = e.getTypeIds();
    int[] starts = new int[spans.length];
    int[] ends = new int[spans.length];
    long[] special = e.getSpecialTokenMask();
    for (int i = 0; i < spans.length; i++) {
      boolean inPassage = sequence[i] == 1 && special[i] == 0 && spans[i] != null;
      starts[i] = inPassage ? spans[i].getStart() : -1;
      ends[i] = inPassage ? spans[i].getEnd() : -1;
    }
    return new PassageTokens(tokens(new Encoding[] {e}), starts, ends);
  }

  /**
   * The tokens of one text without special tokens and without truncation, each with its place in
   * the text: what a span reader cuts into overlapping windows when a passage is longer than the
   * maximum length.
   *
   * @param ids token ids
   * @param starts per token, its first character in the text
   * @param ends per token, the character after its last
   */
  public record Pieces(long[] ids, int[] starts, int[] ends) {
    public int size() {
      return ids.length;
    }
  }

  /** {@code text}'s tokens, untruncated and without special tokens, with their character offsets. */
  public Pieces pieces(String text) {
    HuggingFaceTokenizer whole;
    synchronized (this) {
      if (untruncated == null) {
        untruncated = open(Map.of("padding", "false", "truncation", "false"));
      }
      whole = untruncated;
    }
    Encoding e = whole.encode(text, false, false);
    var spans = e.getCharTokenSpans();
    int[] starts = new int[spans.length];
    int[] ends = new int[spans.length];
    for (int i = 0; i < spans.length; i++) {
      starts[i] = spans[i] == null ? -1 : spans[i].getStart();
      ends[i] = spans[i] == null ? -1 : spans[i].getEnd();
    }
    return new Pieces(e.getIds(), starts, ends);
  }

  /** The ids of the special tokens that open and close a text ({@code [CLS]} and {@code [SEP]} for BERT). */
  public long[] openAndClose() {
    long[] ids = tokenizer.encode("").getIds();
    if (ids.length != 2) {
      throw new ModelException(owner + ": expected its template to wrap a text in 2 special tokens, found " + ids.length);
    }
    return ids;
  }

  private static Tokens tokens(Encoding[] encodings) {
    int n = encodings.length;
    long[][] ids = new long[n][];
    long[][] mask = new long[n][];
    long[][] types = new long[n][];
    int truncated = 0;
    for (int i = 0; i < n; i++) {
      ids[i] = encodings[i].getIds();
      mask[i] = encodings[i].getAttentionMask();
      types[i] = encodings[i].getTypeIds();
      truncated += encodings[i].exceedMaxLength() ? 1 : 0;
    }
    return new Tokens(ids, mask, types, truncated);
  }

  @Override
  public synchronized void close() {
    tokenizer.close();
    if (untruncated != null) {
      untruncated.close();
    }
  }
}
