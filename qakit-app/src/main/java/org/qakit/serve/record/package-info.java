/**
 * Records: the body an annotator writes ({@link org.qakit.serve.record.RecordBody}), storage with optimistic locking and edit history ({@link org.qakit.serve.record.Records}), the limits a body must fit before it is stored ({@link org.qakit.serve.record.RecordLimits}), the checks run on save (the {@link org.qakit.serve.record.RecordValidator} seam; dataset checks plug in there), the text analysis shown for review, the article's sentences and the exact answer's span in it ({@link org.qakit.serve.record.ArticleSentences}, {@link org.qakit.serve.record.AnswerSpans}) and the mapping to and from qakit's items.
 */
package org.qakit.serve.record;
