<s>
Bedřich	bedřich	k1
Smetana	smetana	k1
ji	ji	k1
zhudebnil	zhudebnil	k1
v	v	k1
roce	roce	k1
1874	[number]	k4	1874
<g/>
.	.	kIx.
</s>
