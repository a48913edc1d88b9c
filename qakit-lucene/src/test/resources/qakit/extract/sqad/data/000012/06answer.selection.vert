<s>
Je	je	k1
dlouhá	dlouhá	k1
430	[number]	k4	430
km	km	k1
<g/>
.	.	kIx.
</s>
