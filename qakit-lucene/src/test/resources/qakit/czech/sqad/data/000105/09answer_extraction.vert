<s>
Karel	Karel	k1gMnSc1
IV	IV	k4xRgMnSc1
<g/>
.	.	kIx.
</s>
