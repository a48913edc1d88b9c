/**
 * The span head, for extraction items (SciQ's direct answer, SQAD's answer extraction): passages cut
 * into overlapping windows ({@link org.qakit.train.span.SpanWindows}), the start/end layer and its
 * loss ({@link org.qakit.train.span.SpanReader}), labelled windows ({@link
 * org.qakit.train.span.SpanExamples}), decoding within a window ({@link
 * org.qakit.train.span.SpanDecoder}) and over windows ({@link org.qakit.train.span.SpanStitch}),
 * the run behind {@code qakit train --head span} ({@link org.qakit.train.span.SpanTraining}), the
 * model folder opened ({@link org.qakit.train.span.SpanModel}) and the {@code span-reader} solver
 * ({@link org.qakit.train.span.SpanReaderSolver}).
 *
 * <p>The run shares the other heads' loop ({@link org.qakit.train.TrainingLoop}), progress and
 * early stopping ({@link org.qakit.train.TrainingProgress}), checkpoint and folder ({@link
 * org.qakit.train.PairModelFolder}, whose config carries the {@link
 * org.qakit.train.span.SpanSettings}); see docs/training.md.
 */
package org.qakit.train.span;
