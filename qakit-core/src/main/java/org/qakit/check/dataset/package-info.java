/** Checks: checks of the dataset as a whole: records the reader rejected, what it noted, duplicate questions. */
package org.qakit.check.dataset;
