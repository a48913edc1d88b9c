package org.qakit.analysis;

import java.io.Reader;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.cjk.CJKWidthCharFilter;
import org.apache.lucene.analysis.cn.smart.SmartChineseAnalyzer;
import org.apache.lucene.analysis.en.PorterStemFilter;

/**
 * Chinese analysis with HanLP's segmenter ({@code zh:hanlp}), built as the smartcn chain is built
 * so that only the segmentation differs: full-width Latin letters and digits folded to half width
 * ({@link CJKWidthCharFilter}; smartcn folds them too), {@link HanLpTokenizer} (drops punctuation
 * as smartcn does), {@link LowerCaseFilter}, {@link PorterStemFilter} (smartcn stems the English
 * words inside Chinese text), and {@link StopFilter} with smartcn's own stop set
 * ({@link SmartChineseAnalyzer#getDefaultStopSet()}: punctuation only, no function words).
 */
public final class HanLpAnalyzer extends Analyzer {

  @Override
  protected Reader initReader(String fieldName, Reader reader) {
    return new CJKWidthCharFilter(reader);
  }

  @Override
  protected TokenStreamComponents createComponents(String fieldName) {
    Tokenizer source = new HanLpTokenizer();
    TokenStream stream = new LowerCaseFilter(source);
    stream = new PorterStemFilter(stream);
    stream = new StopFilter(stream, SmartChineseAnalyzer.getDefaultStopSet());
    return new TokenStreamComponents(source, stream);
  }

  @Override
  protected Reader initReaderForNormalization(String fieldName, Reader reader) {
    return new CJKWidthCharFilter(reader);
  }

  @Override
  protected TokenStream normalize(String fieldName, TokenStream in) {
    return new LowerCaseFilter(in);
  }
}
