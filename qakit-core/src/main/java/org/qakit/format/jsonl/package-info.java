/** qakit-jsonl, the project's own lossless JSON Lines for every item kind; see docs/datasets/qakit-jsonl.md. */
package org.qakit.format.jsonl;
