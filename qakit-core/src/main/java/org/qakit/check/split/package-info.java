/** Checks: leakage across splits: the same question, and near-duplicates by word-shingle Jaccard. */
package org.qakit.check.split;
