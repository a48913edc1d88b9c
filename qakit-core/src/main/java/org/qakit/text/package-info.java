/** Text utilities that need no Lucene: word splitting for the lexical baselines. */
package org.qakit.text;
