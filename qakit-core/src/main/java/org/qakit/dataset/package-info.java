/**
 * Datasets as read ({@link org.qakit.dataset.Dataset}), their statistics ({@link
 * org.qakit.dataset.DatasetStats}), the samples shipped with qakit ({@link
 * org.qakit.dataset.Samples}) and item fields read by name ({@link org.qakit.dataset.ItemField},
 * what splits stratify and group by and breakdowns break down by).
 */
package org.qakit.dataset;
