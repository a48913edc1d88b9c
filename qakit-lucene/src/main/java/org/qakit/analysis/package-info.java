/**
 * Language analysis: {@link org.qakit.analysis.Analyzers} decides, in one place, the Lucene
 * analyzer of each language, so that indexing and querying always agree.
 */
package org.qakit.analysis;
