/**
 * Language analysis: {@link org.qakit.analysis.Analyzers} decides, in one place, the Lucene
 * analyzer of each named {@link org.qakit.analysis.Analysis} of a language (en: english-porter;
 * zh: smartcn, the default, or hanlp; cs: hunspell-cs_CZ or czech-light), so that indexing and
 * querying always agree; {@link org.qakit.analysis.HanLpAnalyzer} wraps HanLP's segmenter
 * ({@link org.qakit.analysis.HanLpTokenizer}). To add an analysis: a name in {@code
 * Analyzers.names}, a case in {@code Analyzers.create}, a test of its exact tokens, and a line in
 * docs/indexing.md.
 */
package org.qakit.analysis;
