/** Checks: SQAD v3 rules on record folders: one answer sentence, the extraction a sub-phrase of it, a question context where the answer sentence refers back. */
package org.qakit.check.sqad;
