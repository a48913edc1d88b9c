<s>
Labe	labe	k1
pramení	pramení	k1
v	v	k1
Krkonoších	krkonoších	k1
<g/>
.	.	kIx.
</s>
<s>
Do	do	k1
Severního	severního	k1
moře	moře	k1
ústí	ústí	k1
u	u	k1
Cuxhavenu	cuxhavenu	k1
<g/>
.	.	kIx.
</s>
