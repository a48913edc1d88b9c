/** GeoTSQA scenarios with CSV tables (a GeoSQA stand-in); see docs/datasets/geotsqa.md. */
package org.qakit.format.geotsqa;
