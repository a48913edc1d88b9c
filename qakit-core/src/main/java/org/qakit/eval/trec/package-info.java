/**
 * trec_eval 9.0.8 compatibility: reads TREC qrels ({@link org.qakit.eval.trec.TrecQrels}) and run
 * files ({@link org.qakit.eval.trec.TrecRun}), ranks each query's results as trec_eval does
 * ({@link org.qakit.eval.trec.TrecRanking}: score descending, ties by document id descending, the
 * run's rank column ignored, {@code -M} cut), and computes trec_eval's measures with its averaging
 * rules ({@link org.qakit.eval.trec.TrecEval}: only queries in both files unless {@code -c}; with
 * {@code -q} each query's values too). Output lines are formatted byte for byte as trec_eval prints
 * them ({@link org.qakit.eval.trec.TrecFormat}). With no measure named, trec_eval's default set is
 * computed ({@link org.qakit.eval.trec.TrecMeasures#official()}).
 *
 * <p>One class per measure, named after trec_eval's source file ({@code m_map.c} →
 * {@link org.qakit.eval.trec.TrecMap}); the registry {@link org.qakit.eval.trec.TrecMeasures}
 * lists them in the order trec_eval's {@code measures.c} prints them. To add a measure: write its
 * class with the formula and trec_eval's quirks in Javadoc, add it to {@code TrecMeasures} at the
 * position {@code measures.c} gives it, and test it against hand-computed values; the random cases
 * of {@code TrecEvalParityTest} then compare it with a real trec_eval binary. Its
 * {@code description()} is the explanation {@code qakit eval trec --help} prints. Every quirk is
 * listed in {@code docs/trec_eval.md}.
 */
package org.qakit.eval.trec;
