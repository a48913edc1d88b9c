/**
 * Corpus importers: background knowledge read into {@link org.qakit.model.Passage}s for indexing.
 * To add one: a class implementing {@link org.qakit.corpus.CorpusImporter}, a line in {@link
 * org.qakit.corpus.Importers}, a test on a fixture in the real layout (and on the real file where
 * one is installed).
 */
package org.qakit.corpus;
