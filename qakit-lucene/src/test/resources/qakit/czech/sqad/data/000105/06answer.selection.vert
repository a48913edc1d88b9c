<s>
Hrad	hrad	k1gInSc4
Karlštejn	Karlštejn	k1gInSc4
založil	založit	k5eAaPmAgMnS
Karel	Karel	k1gMnSc1
IV	IV	k4xRgMnSc1
<g/>
.	.	kIx.
v	v	k7c6
roce	rok	k1gInSc6
1348	[number]	k4	1348
<g/>
.	.	kIx.
</s>
