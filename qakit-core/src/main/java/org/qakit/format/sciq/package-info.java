/** SciQ as multiple choice or as direct answer (extraction); see docs/datasets/sciq.md. */
package org.qakit.format.sciq;
