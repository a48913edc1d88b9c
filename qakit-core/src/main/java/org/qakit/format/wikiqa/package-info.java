/** WikiQA answer-sentence selection, the published 7-column TSV and the reshaped 5-column train file; see docs/datasets/wikiqa.md. */
package org.qakit.format.wikiqa;
