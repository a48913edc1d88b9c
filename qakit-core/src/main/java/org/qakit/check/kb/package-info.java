/** Checks: knowledge-base question checks: the answer is the gold triple's object, the subject occurs in the question. */
package org.qakit.check.kb;
