/** QuaRTz questions with qualitative annotations and the knowledge corpus; see docs/datasets/quartz.md. */
package org.qakit.format.quartz;
