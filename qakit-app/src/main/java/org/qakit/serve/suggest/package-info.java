/** Suggestions on the multiple-choice form from qakit's curation tools: distractors and passages. */
package org.qakit.serve.suggest;
