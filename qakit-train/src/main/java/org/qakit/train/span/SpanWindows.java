package org.qakit.train.span;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.qakit.encode.TextTokenizer;

/**
 * Cuts a (question, passage) pair into windows of at most {@code maxLength} tokens, each {@code
 * [CLS] question [SEP] passage part [SEP]} (Devlin et al. 2019's SQuAD setup): the passage is
 * tokenised once, untruncated, and window k holds its tokens from k · (room − stride), where room
 * is the passage tokens a window holds, so consecutive windows share {@code stride} tokens. The
 * question keeps at most half of the room left by the three special tokens (at most 64 tokens, as
 * Hugging Face's {@code max_query_length}). Every window's passage tokens carry their character
 * offsets, so a span maps back to the passage's own text.
 */
public final class SpanWindows {
  private static final int MAX_QUESTION = 64;

  /**
   * One window.
   *
   * @param ids token ids: [CLS] question [SEP] passage part [SEP]
   * @param types 0 for [CLS], the question and its [SEP]; 1 for the passage part and the last [SEP]
   * @param starts per token, its first character in the passage, or -1 for special and question tokens
   * @param ends per token, the character after its last in the passage, or -1
   * @param first the passage token (of the whole passage) that the window's passage part starts with
   */
  public record Window(long[] ids, long[] types, int[] starts, int[] ends, int first) {
    public int length() {
      return ids.length;
    }

    /** The index of the window's first passage token (of the last [SEP] when it has none). */
    public int passageStart() {
      int i = 0;
      while (types[i] == 0) {
        i++;
      }
      return i;
    }

    /** Whether token {@code i} is a passage token (may begin or end an answer). */
    public boolean passage(int i) {
      return starts[i] >= 0;
    }
  }

  private final TextTokenizer tokenizer;
  private final int maxLength;
  private final int stride;
  private final long open;
  private final long close;

  /**
   * @param maxLength the most tokens per window, special tokens included
   * @param stride tokens shared by consecutive windows; below the passage room of a window
   */
  public SpanWindows(TextTokenizer tokenizer, int maxLength, int stride) {
    if (maxLength < 5) {
      throw new IllegalArgumentException("max length: expected at least 5 tokens for a span window, found " + maxLength);
    }
    int minRoom = maxLength - 3 - Math.min(MAX_QUESTION, (maxLength - 3) / 2);
    if (stride >= minRoom) {
      throw new IllegalArgumentException("--stride " + stride + ": expected fewer tokens than the " + minRoom
          + " passage tokens a window of max length " + maxLength + " holds at least; lower --stride or raise --max-length");
    }
    long[] special = tokenizer.openAndClose();
    this.tokenizer = tokenizer;
    this.maxLength = maxLength;
    this.stride = stride;
    this.open = special[0];
    this.close = special[1];
  }

  public int maxLength() {
    return maxLength;
  }

  /** The passage tokens, untruncated, with their character offsets. */
  public TextTokenizer.Pieces passage(String passage) {
    return tokenizer.pieces(passage);
  }

  /** The windows of {@code (question, passage)}, in passage order; at least one. */
  public List<Window> of(String question, String passage) {
    return of(question, passage(passage));
  }

  /** The windows of {@code question} and a passage tokenised by {@link #passage}. */
  public List<Window> of(String question, TextTokenizer.Pieces p) {
    long[] q = tokenizer.pieces(question).ids();
    q = Arrays.copyOf(q, Math.min(q.length, Math.min(MAX_QUESTION, (maxLength - 3) / 2)));
    int room = maxLength - 3 - q.length;
    var out = new ArrayList<Window>();
    for (int from = 0; ; from += room - stride) {
      int to = Math.min(p.size(), from + room);
      out.add(window(q, p, from, to));
      if (to >= p.size()) {
        return out;
      }
    }
  }

  private Window window(long[] q, TextTokenizer.Pieces p, int from, int to) {
    int n = q.length + 3 + (to - from);
    long[] ids = new long[n];
    long[] types = new long[n];
    int[] starts = new int[n];
    int[] ends = new int[n];
    Arrays.fill(starts, -1);
    Arrays.fill(ends, -1);
    ids[0] = open;
    System.arraycopy(q, 0, ids, 1, q.length);
    ids[q.length + 1] = close;
    int at = q.length + 2;
    for (int k = from; k < to; k++, at++) {
      ids[at] = p.ids()[k];
      types[at] = 1;
      starts[at] = p.starts()[k];
      ends[at] = p.ends()[k];
    }
    ids[at] = close;
    types[at] = 1;
    return new Window(ids, types, starts, ends, from);
  }
}
