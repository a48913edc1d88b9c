/** GKMC gaokao geography questions with evidence paragraphs (a GeoSQA stand-in); see docs/datasets/gkmc.md. */
package org.qakit.format.gkmc;
