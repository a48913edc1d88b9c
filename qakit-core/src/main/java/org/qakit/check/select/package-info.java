/** Checks: answer-selection checks: no positive, duplicate candidates, conflicting labels, label range. */
package org.qakit.check.select;
