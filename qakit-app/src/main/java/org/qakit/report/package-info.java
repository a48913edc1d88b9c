/** Output a person reads: text tables now; HTML reports and plots as the evaluation layer grows. */
package org.qakit.report;
