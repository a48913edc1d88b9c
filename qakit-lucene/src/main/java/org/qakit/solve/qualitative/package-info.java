/**
 * Qualitative reasoning for QuaRTz-style questions (docs/qualitative.md): the {@link
 * org.qakit.solve.qualitative.QualitativeSolver} reads a knowledge statement into a {@link
 * org.qakit.solve.qualitative.Relation} ({@link org.qakit.solve.qualitative.RelationReader}), the
 * question against it ({@link org.qakit.solve.qualitative.QuestionReader}) and composes the signs
 * ({@link org.qakit.solve.qualitative.SignComposition}). Vocabulary: {@link
 * org.qakit.solve.qualitative.ScaleLexicon}, built by {@link org.qakit.solve.qualitative.WordNetScales}
 * from WordNet plus the short hand list of {@link org.qakit.solve.qualitative.Comparatives}. Where
 * the statement comes from: {@link org.qakit.solve.qualitative.KnowledgeSource}. An encoder is
 * optional ({@link org.qakit.solve.qualitative.PhraseSimilarity}, {@link
 * org.qakit.solve.qualitative.Projection}). To add a reading rule, add it to the reader it belongs
 * to with a test on a sentence of your own, and re-run {@code QualitativeMeasurement} (qakit-app)
 * on quartz-style dev and the fixtures.
 */
package org.qakit.solve.qualitative;
