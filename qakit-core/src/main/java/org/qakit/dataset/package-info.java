/**
 * Datasets as read ({@link org.qakit.dataset.Dataset}), their statistics ({@link
 * org.qakit.dataset.DatasetStats}) and the samples shipped with qakit ({@link
 * org.qakit.dataset.Samples}).
 */
package org.qakit.dataset;
