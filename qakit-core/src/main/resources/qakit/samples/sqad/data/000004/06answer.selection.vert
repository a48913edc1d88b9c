<s>
Základní	základní	k2eAgInSc4d1	základní
kámen	kámen	k1gInSc4	kámen
mostu	most	k1gInSc2	most
položil	položit	k5eAaPmAgMnS	položit
Karel	Karel	k1gMnSc1	Karel
IV	IV	k4	IV
<g/>
.	.	kIx.	.
9	[number]	k4	9
<g/>
.	.	kIx.	.
července	červenec	k1gInSc2	červenec
1357	[number]	k4	1357
<g/>
.	.	kIx.	.
</s>
