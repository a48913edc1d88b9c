/**
 * Corpus importers: background knowledge read into {@link org.qakit.model.Passage}s for indexing;
 * a {@link org.qakit.corpus.Corpus} is one or more importers over files or folders, the input of
 * one index. An importer that reads only some files of a folder (or files beside the one given)
 * says which in {@code files(path)}, so that checksums cover exactly those. To add one: a class
 * implementing {@link org.qakit.corpus.CorpusImporter}, a line in {@link
 * org.qakit.corpus.Importers}, a test on a fixture in the real layout (and on the real file where
 * one is installed).
 */
package org.qakit.corpus;
