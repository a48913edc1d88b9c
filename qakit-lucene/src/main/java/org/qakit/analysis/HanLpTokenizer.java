package org.qakit.analysis;

import com.hankcs.hanlp.HanLP;
import com.hankcs.hanlp.seg.Segment;
import com.hankcs.hanlp.seg.common.Term;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;

/**
 * A Lucene tokenizer over HanLP's standard segmenter ({@code HanLP.newSegment()}: the Viterbi
 * word segmenter with HanLP's core and custom dictionaries; recognition of Chinese and
 * transliterated person names on, of places, organisations and number-quantifier pairs off;
 * HanLP portable, Apache-2.0, https://github.com/hankcs/HanLP).
 *
 * <p>Rule: the whole input is read and segmented at once; each HanLP term becomes one token with
 * its text unchanged, its offsets in the input and its part-of-speech tag as the token type
 * (e.g. {@code nr}, {@code ns}, {@code m}). Terms with no letter or digit (punctuation, spaces,
 * symbols such as {@code %}) are dropped, as smartcn's tokenizer drops delimiters. No lower-casing
 * and no stop words here: {@link HanLpAnalyzer} adds them. Empty input gives no token.
 *
 * <p>Each tokenizer owns its segmenter (HanLP's dictionaries are loaded once per JVM and shared).
 */
public final class HanLpTokenizer extends Tokenizer {
  private final Segment segment = HanLP.newSegment().enableOffset(true);
  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final OffsetAttribute offsetAtt = addAttribute(OffsetAttribute.class);
  private final TypeAttribute typeAtt = addAttribute(TypeAttribute.class);
  private Iterator<Term> terms = List.<Term>of().iterator();
  private int length;

  @Override
  public boolean incrementToken() {
    clearAttributes();
    while (terms.hasNext()) {
      Term t = terms.next();
      if (t.word.codePoints().noneMatch(Character::isLetterOrDigit)) {
        continue;
      }
      termAtt.setEmpty().append(t.word);
      offsetAtt.setOffset(correctOffset(t.offset), correctOffset(t.offset + t.word.length()));
      typeAtt.setType(t.nature == null ? TypeAttribute.DEFAULT_TYPE : t.nature.toString());
      return true;
    }
    return false;
  }

  @Override
  public void reset() throws IOException {
    super.reset();
    var sb = new StringBuilder();
    char[] buffer = new char[8192];
    for (int n = input.read(buffer); n != -1; n = input.read(buffer)) {
      sb.append(buffer, 0, n);
    }
    length = sb.length();
    terms = length == 0 ? List.<Term>of().iterator() : segment.seg(sb.toString()).iterator();
  }

  @Override
  public void end() throws IOException {
    super.end();
    int last = correctOffset(length);
    offsetAtt.setOffset(last, last);
  }

  @Override
  public void close() throws IOException {
    super.close();
    terms = List.<Term>of().iterator();
    length = 0;
  }
}
