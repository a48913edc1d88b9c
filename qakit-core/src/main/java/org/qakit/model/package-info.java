/**
 * The item model: what a dataset is read into.
 *
 * <p>{@link org.qakit.model.Item} is a sealed family of four task shapes — {@link
 * org.qakit.model.MultipleChoiceItem}, {@link org.qakit.model.AnswerSelectionItem}, {@link
 * org.qakit.model.KbQuestionItem} and {@link org.qakit.model.ExtractionItem} — plus {@link
 * org.qakit.model.Passage} for the background text a dataset ships. All are immutable records
 * whose compact constructors validate their arguments and name the item in their messages; a
 * format adds the file and line.
 *
 * <p>To add a task shape: add a record that implements {@code Item}, list it in the {@code
 * permits} clause and in {@code @JsonSubTypes}, then follow the compiler to every switch that
 * must handle it.
 */
package org.qakit.model;
