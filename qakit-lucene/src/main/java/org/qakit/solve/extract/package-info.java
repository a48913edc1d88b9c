/**
 * Extractive answering (SQAD answer extraction, SciQ direct answer): {@link
 * org.qakit.solve.extract.ExtractiveSolver} (id {@code extract}) picks the answer sentence by BM25,
 * and ranks the spans of {@link org.qakit.solve.extract.SpanCandidates} typed by {@link
 * org.qakit.solve.extract.SpanTyper} against the question's {@link
 * org.qakit.solve.extract.QuestionType} with {@link org.qakit.solve.extract.SpanRanker}. One class
 * per step: a new span feature goes into the ranker (with its weight and formula in the Javadoc),
 * a new type into {@link org.qakit.solve.extract.AnswerType}, the question rules and the typer.
 * {@link org.qakit.solve.extract.TypeAccuracy} compares the question types with SQAD's own. See
 * docs/extraction.md.
 */
package org.qakit.solve.extract;
