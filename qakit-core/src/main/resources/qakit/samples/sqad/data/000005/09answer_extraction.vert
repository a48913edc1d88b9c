<s>
Karel	Karel	k1gMnSc1	Karel
IV	IV	k4	IV
<g/>
.	.	kIx.	.
</s>
