<s>
Labe	labe	k1
pramení	pramení	k1
v	v	k1
Krkonoších	krkonoších	k1
<g/>
.	.	kIx.
</s>
