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
