<s>
Vltava	vltava	k1
je	je	k1
nejdelší	nejdelší	k1
řeka	řeka	k1
v	v	k1
Česku	česku	k1
<g/>
.	.	kIx.
</s>
<s>
Pramení	pramení	k1
na	na	k1
Šumavě	šumavě	k1
a	a	k1
u	u	k1
Mělníka	mělníka	k1
se	se	k1
vlévá	vlévá	k1
do	do	k1
Labe	labe	k1
<g/>
.	.	kIx.
</s>
<s>
Je	je	k1
dlouhá	dlouhá	k1
430	[number]	k4	430
km	km	k1
<g/>
.	.	kIx.
</s>
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
