/** Regression files ({@code benchmarks/}): expected scores of solvers on datasets, re-checked by {@code qakit bench}. */
package org.qakit.regress;
